/**
 * The pharmacy map's view state with its inputs: +/− keys, arrow keys and dragging. The view
 * starts fitted to the pharmacies shown (a search for a town opens on that town) and refits when
 * the result changes.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { fitView, panBy, panStep, WHOLE_MAP, ZOOM_STEP, zoomBy, type MapView } from "~/pharmacy/mapView";
import { SWISS_MAP } from "~/pharmacy/swissMap.generated";

/** Pointer travel (px) before a press counts as a drag, so a click on a marker stays a click. */
const DRAG_THRESHOLD_PX = 4;

export function useMapView(points: readonly { id: string; x: number; y: number }[]) {
  const fitted = useCallback(() => fitView(points), [points]);
  const [view, setView] = useState<MapView>(fitted);
  const resultKey = points.map((p) => p.id).join(",");
  const firstKey = useRef(resultKey);
  useEffect(() => {
    if (resultKey === firstKey.current) return;
    firstKey.current = resultKey;
    setView(fitted());
  }, [resultKey, fitted]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = panStep(view);
    const moves: Record<string, () => MapView> = {
      "+": () => zoomBy(view, ZOOM_STEP),
      "=": () => zoomBy(view, ZOOM_STEP),
      "-": () => zoomBy(view, 1 / ZOOM_STEP),
      ArrowLeft: () => panBy(view, -step, 0),
      ArrowRight: () => panBy(view, step, 0),
      ArrowUp: () => panBy(view, 0, -step),
      ArrowDown: () => panBy(view, 0, step),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setView(move());
  };

  const drag = useRef<{ x: number; y: number; moved: boolean; pointer: number } | null>(null);
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: false, pointer: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    if (!d.moved) event.currentTarget.setPointerCapture(event.pointerId);
    d.moved = true;
    // screen pixels to map units at the current zoom
    const unit = SWISS_MAP.width / view.zoom / event.currentTarget.getBoundingClientRect().width;
    drag.current = { ...d, x: event.clientX, y: event.clientY };
    setView((v) => panBy(v, -dx * unit, -dy * unit));
  };
  // a drag that ends on a marker must not also activate it: the click follows pointerup in the same task
  const justDragged = useRef(false);
  const onPointerUp = () => {
    justDragged.current = drag.current?.moved ?? false;
    drag.current = null;
    if (justDragged.current) setTimeout(() => (justDragged.current = false), 0);
  };

  return {
    view,
    setView,
    zoomIn: () => setView((v) => zoomBy(v, ZOOM_STEP)),
    zoomOut: () => setView((v) => zoomBy(v, 1 / ZOOM_STEP)),
    reset: () => setView(WHOLE_MAP),
    wasDrag: () => justDragged.current,
    keyHandlers: { onKeyDown },
    dragHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
