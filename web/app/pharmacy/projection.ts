/**
 * Places a coordinate on the pharmacy map with exactly the projection the base map was drawn with
 * (parameters stored by scripts/build-swiss-map.ts). Runs in loaders, so d3-geo stays out of the
 * browser bundle: the page gets ready-made x/y.
 */
import { geoMercator } from "d3-geo";
import { SWISS_MAP } from "./swissMap.generated";

const projection = geoMercator()
  .rotate([...SWISS_MAP.projection.rotate])
  .scale(SWISS_MAP.projection.scale)
  .translate([...SWISS_MAP.projection.translate]);

export interface MapPoint {
  x: number;
  y: number;
}

/** Map position of a WGS84 coordinate, or null when it falls outside the map's frame (bad data). */
export function projectToMap(longitude: number, latitude: number): MapPoint | null {
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  const point = projection([longitude, latitude]);
  if (!point) return null;
  const [x, y] = point;
  if (x < 0 || y < 0 || x > SWISS_MAP.width || y > SWISS_MAP.height) return null;
  // A tenth of a map unit is far below a screen pixel; shorter numbers keep the page small.
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}
