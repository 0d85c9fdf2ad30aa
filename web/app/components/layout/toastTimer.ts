/**
 * When a toast goes (SPEC §9: 2.5 s unless persistent). Errors stay until dismissed: a shopper who reads slowly, or
 * whose screen reader was busy, must still find what went wrong. The others wait while the pointer rests on them or
 * the keyboard is in them (WCAG 2.2.1) — the time left is kept, not restarted.
 */
import { DISPLAY } from "~/business/display";

export interface ToastTiming {
  type: "info" | "success" | "warning" | "danger";
  persistent?: boolean;
}

/** Milliseconds until the toast goes by itself, or null when only the shopper dismisses it. */
export function dismissAfter(toast: ToastTiming): number | null {
  return toast.persistent || toast.type === "danger" ? null : DISPLAY.notificationMs;
}

export interface PausableTimer {
  pause(): void;
  resume(): void;
  cancel(): void;
}

/** A timeout that can be held: `pause` keeps the time left, `resume` runs only that. */
export function pausableTimer(ms: number, onExpire: () => void, now: () => number = Date.now): PausableTimer {
  let left = ms;
  let startedAt = 0;
  let handle: ReturnType<typeof setTimeout> | null = null;
  const start = () => {
    startedAt = now();
    handle = setTimeout(() => {
      handle = null;
      left = 0;
      onExpire();
    }, left);
  };
  start();
  return {
    pause() {
      if (!handle) return;
      clearTimeout(handle);
      handle = null;
      left = Math.max(0, left - (now() - startedAt));
    },
    resume() {
      if (handle || left <= 0) return;
      start();
    },
    cancel() {
      if (handle) clearTimeout(handle);
      handle = null;
      left = 0;
    },
  };
}
