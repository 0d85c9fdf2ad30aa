/**
 * Where keyboard focus goes when the element that had it disappears or stops taking it (a removed cart line, a
 * form replaced by the next step, a page change). Left alone, the browser drops focus to <body>: screen readers
 * go silent and the next Tab starts at the top of the document (issue 24).
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The page's <main> (tabIndex -1) takes the focus, without scrolling: where a page load starts reading. */
export function focusMain(): void {
  document.getElementById("main")?.focus({ preventScroll: true });
}

/** The page's <h1> inside <main> takes the focus (read like a page load's title), else <main> itself. */
export function focusPageHeading(): void {
  if (!focusStatic(document.querySelector<HTMLElement>("#main h1"))) focusMain();
}

/** Focuses an element, also one not focusable by itself (a heading, a summary) — without adding that to the Tab order. */
export function focusStatic(element: HTMLElement | null | undefined): boolean {
  if (!element || !element.isConnected) return false;
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.tabIndex = -1;
  element.focus();
  return document.activeElement === element;
}

/**
 * Before `from`'s item (the closest `itemSelector`) is removed: focus moves to the first control of the next item,
 * else of the previous one, else to `fallback` — so it never rests on a node that is about to go.
 */
export function focusBeforeRemoval(from: Element, itemSelector: string, fallback: () => HTMLElement | null): void {
  const item = from.closest(itemSelector);
  const sibling = (start: Element | null | undefined, step: (e: Element) => Element | null): HTMLElement | null => {
    for (let next = start; next; next = step(next)) {
      if (!next.matches(itemSelector)) continue;
      const control = next.querySelector<HTMLElement>(FOCUSABLE);
      if (control) return control;
    }
    return null;
  };
  const target =
    sibling(item?.nextElementSibling, (e) => e.nextElementSibling) ?? sibling(item?.previousElementSibling, (e) => e.previousElementSibling);
  if (target) target.focus();
  else if (!focusStatic(fallback())) focusMain();
}

/** Focus went with the node that had it (removed, re-created) or was never anywhere. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
