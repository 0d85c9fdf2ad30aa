/**
 * Switzerland (cantons, lakes) and Liechtenstein as inline SVG, with one marker per pharmacy.
 * The base map is a precomputed asset (pharmacy/swissMap.generated.ts) and the markers arrive
 * already projected (x/y from the loader), so nothing here needs geodata, tiles or the network.
 *
 * Each marker is a link to its list entry (`#pharmacy-<id>`): without JavaScript it jumps to the
 * entry (highlighted with :target); with JavaScript focusing or clicking it selects the entry.
 * Zoom (+/− buttons and keys) and pan (arrow keys, dragging) change the viewBox; markers keep
 * their screen size, and markers that would overlap are drawn as one cluster that zooms in on
 * activation. Clustered markers stay in the page, hidden, so every pharmacy keeps its link.
 * Clusters come first in the page, so keyboard users meet them before the single markers.
 */
import { memo, useMemo } from "react";
import { useIntl } from "react-intl";
import type { FinderPharmacy } from "~/pharmacy/finder";
import { SWISS_MAP } from "~/pharmacy/swissMap.generated";
import { clusterPoints, separatingZoom, type Cluster } from "~/pharmacy/mapClusters";
import { clampView, viewBox } from "~/pharmacy/mapView";
import { cardId } from "./PharmacyCard";
import { MapControls } from "./MapControls";
import { useMapView } from "./useMapView";
import "./pharmacy.css";

interface SwissMapProps {
  pharmacies: readonly FinderPharmacy[];
  /** Highlighted pharmacy (selected on the map or in the list). */
  activeId: string | null;
  onActivate: (id: string) => void;
  /** Keeps ids unique when a page holds two finders (page and picker). */
  idPrefix?: string;
  compact?: boolean;
}

type Placed = FinderPharmacy & { x: number; y: number };

/** The drawing never changes: memoised, so moving the highlight does not re-render ~17 KB of paths. */
const BaseMap = memo(function BaseMap() {
  const { paths } = SWISS_MAP;
  return (
    <g aria-hidden="true">
      <path className="swiss-map__neighbour" d={paths.liechtenstein} />
      <path className="swiss-map__land" d={paths.land} />
      <path className="swiss-map__lakes" d={paths.lakes} />
      <path className="swiss-map__cantons" d={paths.cantonBorders} />
    </g>
  );
});

/** The town most of a cluster's pharmacies are in, to name the cluster. */
function mainCity(cluster: Cluster<Placed>): string {
  const counts = new Map<string, number>();
  for (const m of cluster.members) counts.set(m.city, (counts.get(m.city) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

export function SwissMap({ pharmacies, activeId, onActivate, idPrefix = "", compact = false }: SwissMapProps) {
  const intl = useIntl();
  const placed = useMemo(() => pharmacies.filter((p): p is Placed => p.x !== null && p.y !== null), [pharmacies]);
  const map = useMapView(placed);
  const { view } = map;
  const clusters = useMemo(() => clusterPoints(placed, view.zoom), [placed, view.zoom]);
  const clusterOf = new Map<string, Cluster<Placed>>();
  for (const c of clusters) if (c.members.length > 1) for (const m of c.members) clusterOf.set(m.id, c);
  const active = placed.find((p) => p.id === activeId);
  const activeAt = active ? (clusterOf.get(active.id) ?? active) : null;
  const outside = pharmacies.length - placed.length;
  // markers and clusters keep their screen size: undo the zoom inside their group
  const round = (n: number) => Math.round(n * 100) / 100;
  const place = (p: { x: number; y: number }) => `translate(${round(p.x)} ${round(p.y)}) scale(${round(1 / view.zoom)})`;
  const markerLabel = (p: FinderPharmacy) => {
    const label = intl.formatMessage({ id: p.openNow ? "pharmacy.marker.open" : "pharmacy.marker.closed" }, { name: p.name, city: p.city });
    return p.selected ? intl.formatMessage({ id: "pharmacy.marker.mine" }, { label }) : label;
  };
  const openCluster = (c: Cluster<Placed>) => {
    if (map.wasDrag()) return;
    map.setView(clampView({ zoom: separatingZoom(c.members, view.zoom), cx: c.x, cy: c.y }));
  };

  return (
    <figure className={`swiss-map${compact ? " swiss-map--compact" : ""}`} data-testid="pharmacy-map" data-zoom={view.zoom.toFixed(2)} {...map.keyHandlers}>
      <svg
        viewBox={viewBox(view)}
        className="swiss-map__svg"
        role="group"
        aria-label={intl.formatMessage({ id: "pharmacy.map.label" })}
        {...map.dragHandlers}
      >
        <BaseMap />
        <g className="swiss-map__markers">
          {/* clusters first: Tab from "skip the map" meets the groups before the single markers */}
          {clusters
            .filter((c) => c.members.length > 1)
            .map((c) => (
              <g
                key={`cluster-${c.key}`}
                transform={place(c)}
                className="swiss-map__cluster"
                data-testid="pharmacy-map-cluster"
                role="button"
                tabIndex={0}
                aria-label={intl.formatMessage({ id: "pharmacy.map.cluster" }, { count: c.members.length, city: mainCity(c) })}
                onClick={() => openCluster(c)}
                onKeyDown={(event) => {
                  if (event.key !== "Enter" && event.key !== " ") return;
                  event.preventDefault();
                  openCluster(c);
                }}
              >
                <circle />
                <circle />
                <text aria-hidden="true" dy="0.35em">
                  {c.members.length}
                </text>
              </g>
            ))}
          {placed.map((p) => (
            // React types <a> as HTML (no `transform`): the group places the marker.
            <g key={p.id} transform={place(p)}>
              <a
                href={`#${cardId(p.id, idPrefix)}`}
                className={`swiss-map__marker swiss-map__marker--${p.selected ? "mine" : p.openNow ? "open" : "closed"}${p.id === activeId ? " swiss-map__marker--active" : ""}${clusterOf.has(p.id) ? " swiss-map__marker--clustered" : ""}`}
                aria-label={markerLabel(p)}
                aria-current={p.id === activeId ? "true" : undefined}
                onFocus={() => onActivate(p.id)}
                onClick={(event) => {
                  event.preventDefault();
                  if (map.wasDrag()) return;
                  onActivate(p.id);
                  document.getElementById(cardId(p.id, idPrefix))?.scrollIntoView({ block: "nearest", behavior: "smooth" });
                }}
              >
                {/* Sizes come from the stylesheet: the first circle is a larger, invisible target for touch. */}
                <circle />
                <circle />
              </a>
            </g>
          ))}
        </g>
        {activeAt ? (
          // Drawn last so the highlight is never hidden under neighbouring markers (moving the marker
          // itself in the DOM would lose keyboard focus).
          <circle className="swiss-map__halo" transform={place(activeAt)} aria-hidden="true" />
        ) : null}
      </svg>
      <MapControls onZoomIn={map.zoomIn} onZoomOut={map.zoomOut} onReset={map.reset} />
      {compact ? null : <p className="swiss-map__note">{intl.formatMessage({ id: "pharmacy.map.keys" })}</p>}
      {outside > 0 ? (
        <figcaption className="swiss-map__note">{intl.formatMessage({ id: "pharmacy.map.outside" }, { count: outside })}</figcaption>
      ) : null}
    </figure>
  );
}
