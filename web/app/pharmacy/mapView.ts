/**
 * Zoom and pan of the pharmacy map as plain numbers: a view is a zoom factor and the map point at
 * the centre; the SVG's viewBox follows from it. Pure, so the server renders the same first view
 * the browser starts from.
 */
import { SWISS_MAP } from "./swissMap.generated";

export interface MapView {
  zoom: number;
  cx: number;
  cy: number;
}

export const MIN_ZOOM = 1;
/** Far enough that pharmacies a few hundred metres apart (Geneva, Zürich centre) stand apart. */
export const MAX_ZOOM = 16;
export const ZOOM_STEP = 2;
/** Share of the visible width one arrow key moves the map. */
export const PAN_STEP = 0.2;

export const WHOLE_MAP: MapView = { zoom: 1, cx: SWISS_MAP.width / 2, cy: SWISS_MAP.height / 2 };

const clampNumber = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Keeps the zoom in range and the visible window inside the map. */
export function clampView(view: MapView): MapView {
  const zoom = clampNumber(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const halfW = SWISS_MAP.width / zoom / 2;
  const halfH = SWISS_MAP.height / zoom / 2;
  return { zoom, cx: clampNumber(view.cx, halfW, SWISS_MAP.width - halfW), cy: clampNumber(view.cy, halfH, SWISS_MAP.height - halfH) };
}

export function viewBox(view: MapView): string {
  const w = SWISS_MAP.width / view.zoom;
  const h = SWISS_MAP.height / view.zoom;
  const r = (n: number) => Math.round(n * 100) / 100;
  return `${r(view.cx - w / 2)} ${r(view.cy - h / 2)} ${r(w)} ${r(h)}`;
}

export const zoomBy = (view: MapView, factor: number, cx = view.cx, cy = view.cy): MapView => clampView({ zoom: view.zoom * factor, cx, cy });

/** Moves by a share of the visible width/height (arrow keys) or by map units (dragging). */
export const panBy = (view: MapView, dx: number, dy: number): MapView => clampView({ ...view, cx: view.cx + dx, cy: view.cy + dy });

export const panStep = (view: MapView): number => (SWISS_MAP.width / view.zoom) * PAN_STEP;

/** The view that shows all given points (the search result), with a margin; the whole map for none. */
export function fitView(points: readonly { x: number; y: number }[]): MapView {
  if (!points.length) return WHOLE_MAP;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // the margin is on screen (map units at zoom 1), so it stays the same whatever the zoom
  const margin = 40;
  const zoom = Math.min((SWISS_MAP.width - 2 * margin) / (maxX - minX), (SWISS_MAP.height - 2 * margin) / (maxY - minY));
  return clampView({ zoom, cx: (minX + maxX) / 2, cy: (minY + maxY) / 2 });
}
