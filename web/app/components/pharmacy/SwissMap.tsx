/**
 * Switzerland (cantons, lakes) and Liechtenstein as inline SVG, with one marker per pharmacy.
 * The base map is a precomputed asset (pharmacy/swissMap.generated.ts) and the markers arrive
 * already projected (x/y from the loader), so nothing here needs geodata, tiles or the network.
 *
 * Each marker is a link to its list entry (`#pharmacy-<id>`): without JavaScript it jumps to the
 * entry (highlighted with :target); with JavaScript focusing or clicking it selects the entry.
 */
import { memo } from "react";
import { useIntl } from "react-intl";
import type { FinderPharmacy } from "~/pharmacy/finder";
import { SWISS_MAP } from "~/pharmacy/swissMap.generated";
import { cardId } from "./PharmacyCard";
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

export function SwissMap({ pharmacies, activeId, onActivate, idPrefix = "", compact = false }: SwissMapProps) {
  const intl = useIntl();
  const placed = pharmacies.filter((p): p is FinderPharmacy & { x: number; y: number } => p.x !== null && p.y !== null);
  const active = placed.find((p) => p.id === activeId);
  const outside = pharmacies.length - placed.length;
  const markerLabel = (p: FinderPharmacy) => {
    const label = intl.formatMessage({ id: p.openNow ? "pharmacy.marker.open" : "pharmacy.marker.closed" }, { name: p.name, city: p.city });
    return p.selected ? intl.formatMessage({ id: "pharmacy.marker.mine" }, { label }) : label;
  };

  return (
    <figure className={`swiss-map${compact ? " swiss-map--compact" : ""}`} data-testid="pharmacy-map">
      <svg
        viewBox={`0 0 ${SWISS_MAP.width} ${SWISS_MAP.height}`}
        className="swiss-map__svg"
        role="group"
        aria-label={intl.formatMessage({ id: "pharmacy.map.label" })}
      >
        <BaseMap />
        <g className="swiss-map__markers">
          {placed.map((p) => (
            // React types <a> as HTML (no `transform`): the group places the marker.
            <g key={p.id} transform={`translate(${p.x} ${p.y})`}>
              <a
                href={`#${cardId(p.id, idPrefix)}`}
                className={`swiss-map__marker swiss-map__marker--${p.selected ? "mine" : p.openNow ? "open" : "closed"}${p.id === activeId ? " swiss-map__marker--active" : ""}`}
                aria-label={markerLabel(p)}
                aria-current={p.id === activeId ? "true" : undefined}
                onFocus={() => onActivate(p.id)}
                onClick={(event) => {
                  event.preventDefault();
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
        {active ? (
          // Drawn last so the highlight is never hidden under neighbouring markers (moving the marker
          // itself in the DOM would lose keyboard focus).
          <circle className="swiss-map__halo" transform={`translate(${active.x} ${active.y})`} aria-hidden="true" />
        ) : null}
      </svg>
      {outside > 0 ? (
        <figcaption className="swiss-map__note">{intl.formatMessage({ id: "pharmacy.map.outside" }, { count: outside })}</figcaption>
      ) : null}
    </figure>
  );
}
