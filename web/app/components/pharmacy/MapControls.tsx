/**
 * Zoom buttons of the pharmacy map. They come after the markers in the page so that Tab from
 * "skip the map" still reaches the first marker; CSS puts them in the map's corner.
 */
import { useIntl } from "react-intl";

interface MapControlsProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

export function MapControls({ onZoomIn, onZoomOut, onReset }: MapControlsProps) {
  const intl = useIntl();
  const t = (id: "pharmacy.map.zoomIn" | "pharmacy.map.zoomOut" | "pharmacy.map.reset" | "pharmacy.map.keys") => intl.formatMessage({ id });
  return (
    <div className="swiss-map__controls" role="group" aria-label={t("pharmacy.map.keys")}>
      <button type="button" onClick={onZoomIn} aria-label={t("pharmacy.map.zoomIn")} title={t("pharmacy.map.zoomIn")} data-testid="pharmacy-map-zoom-in">
        +
      </button>
      <button type="button" onClick={onZoomOut} aria-label={t("pharmacy.map.zoomOut")} title={t("pharmacy.map.zoomOut")} data-testid="pharmacy-map-zoom-out">
        −
      </button>
      <button type="button" onClick={onReset} aria-label={t("pharmacy.map.reset")} title={t("pharmacy.map.reset")} data-testid="pharmacy-map-reset">
        ⤢
      </button>
    </div>
  );
}
