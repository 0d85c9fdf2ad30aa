/**
 * Radix returns focus to its Trigger; the cart overlays open from a form answer instead (no
 * trigger), so they remember what had focus when they opened and give it back on close.
 */
import { useCallback, useEffect, useRef } from "react";

export function useReturnFocus(open: boolean) {
  const previous = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && typeof document !== "undefined") previous.current = document.activeElement as HTMLElement | null;
  }, [open]);
  return useCallback((event: Event) => {
    const target = previous.current;
    previous.current = null;
    if (target && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
