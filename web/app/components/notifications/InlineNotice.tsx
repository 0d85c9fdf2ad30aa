/**
 * A notice that stays in the page next to the form it belongs to (e.g. "we sent you a mail"),
 * announced politely by screen readers. Passing notices use the shop's notification system
 * (components/layout/Notifications).
 */
import type { ReactNode } from "react";

export function InlineNotice({ type = "success", children }: { type?: "success" | "info"; children: ReactNode }) {
  return (
    <div className={`inline-notice inline-notice--${type}`} role="status" data-testid="inline-notice">
      {children}
    </div>
  );
}
