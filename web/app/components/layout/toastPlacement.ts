/**
 * Where the toasts sit (issue 24): at the top of the window unless they would cover the element that has the focus —
 * at 320 px or 400 % zoom the window is barely taller than a toast, and a shopper typing a promotion code must still
 * see the field. Then they go to the bottom edge, or to whichever edge covers less of it; what is still covered is
 * scrolled out from under them when the element fits in the rest of the window.
 */
export type ToastEdge = "top" | "bottom";

const GAP = 8; // the region's distance from the window's edge (catalog.css .notifications: 0.5rem)

export interface ToastPlacement {
  edge: ToastEdge;
  /** Pixels to scroll the page by (positive: down) so the focused element is clear of the toasts; 0 when it is. */
  scroll: number;
}

/** The place for a region `height` px tall in a window `viewport` px tall, given the focused element's top and bottom. */
export function toastPlacement(focus: { top: number; bottom: number } | null, height: number, viewport: number): ToastPlacement {
  if (!focus || height === 0) return { edge: "top", scroll: 0 };
  const overlap = (from: number, to: number) => Math.max(0, Math.min(to, focus.bottom) - Math.max(from, focus.top));
  const band = GAP + height;
  const atTop = overlap(0, band);
  if (atTop === 0) return { edge: "top", scroll: 0 };
  const atBottom = overlap(viewport - band, viewport);
  const edge: ToastEdge = atBottom < atTop ? "bottom" : "top";
  const left = edge === "bottom" ? atBottom : atTop;
  const fits = focus.bottom - focus.top <= viewport - band;
  if (left === 0 || !fits) return { edge, scroll: 0 };
  // Whole pixels, away from the toasts: a browser drops a fraction of a pixel and would leave the edge under them.
  return { edge, scroll: edge === "bottom" ? Math.ceil(focus.bottom - (viewport - band)) : Math.floor(focus.top - band) };
}
