/**
 * Radix returns focus to its Trigger; the cart overlays open from a form answer instead (no
 * trigger), so they remember what had focus when they opened and give it back on close.
 */
import { useCallback, useEffect, useRef } from "react";
import { focusMain } from "~/components/layout/focus";

export function useReturnFocus(open: boolean) {
  const previous = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && typeof document !== "undefined") previous.current = document.activeElement as HTMLElement | null;
  }, [open]);
  return useCallback((event: Event) => {
    const target = previous.current;
    previous.current = null;
    event.preventDefault();
    // The opener may be gone (the dialog's link led to another page and the product page unmounted): the page's
    // <main> then takes the focus, as after any page change (layout/RouteFocus.tsx), instead of <body>.
    if (target && target.isConnected) target.focus();
    else focusMain();
  }, []);
}
