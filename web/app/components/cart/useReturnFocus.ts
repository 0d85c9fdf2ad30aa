/**
 * Radix returns focus to its Trigger; the cart overlays open from a form answer instead (no
 * trigger), so they remember what had focus when they opened and give it back on close.
 */
import { useCallback, useEffect, useRef } from "react";
import { focusPageHeading } from "~/components/layout/focus";

/**
 * The page control that opened the first overlay of a chain. "Warenkorb ersetzen" closes the collision dialog and
 * opens the side cart in one step: at that moment the focus is on <body> or on the closing dialog's button, neither
 * of which can take it back when the side cart closes — the side cart inherits the collision dialog's opener.
 */
let chainOpener: HTMLElement | null = null;

function pageControl(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element !== document.body && element.isConnected && !element.closest('[role="dialog"]');
}

export function useReturnFocus(open: boolean) {
  const previous = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open || typeof document === "undefined") return;
    const active = document.activeElement;
    if (pageControl(active)) chainOpener = active;
    previous.current = chainOpener;
  }, [open]);
  return useCallback((event: Event) => {
    const target = previous.current;
    previous.current = null;
    // Handed on already if another overlay opened in the same step; otherwise it must not outlive this chain.
    chainOpener = null;
    event.preventDefault();
    // The opener may be gone (the dialog's link led to another page and the product page unmounted): the page's
    // heading then takes the focus, as after any page change (layout/RouteFocus.tsx), instead of <body>.
    if (pageControl(target)) target.focus();
    else focusPageHeading();
  }, []);
}
