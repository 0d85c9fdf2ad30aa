/**
 * Markers that would overlap at the current zoom are drawn as one cluster marker. Markers keep
 * their screen size whatever the zoom, so two overlap when their map distance times the zoom is
 * below MARKER_SPACING (map units at zoom 1, about two marker diameters).
 */
import { MAX_ZOOM } from "./mapView";

export const MARKER_SPACING = 14;

export interface PlacedPoint {
  id: string;
  x: number;
  y: number;
}

export interface Cluster<P extends PlacedPoint> {
  /** stable key: the first member's id */
  key: string;
  x: number;
  y: number;
  members: P[];
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Agglomerative: the two closest groups merge (at their centroid) until no two are closer than
 * the spacing. Deterministic for a given input order, so server and browser draw the same.
 */
export function clusterPoints<P extends PlacedPoint>(points: readonly P[], zoom: number): Cluster<P>[] {
  const limit = MARKER_SPACING / zoom;
  const groups: Cluster<P>[] = points.map((p) => ({ key: p.id, x: p.x, y: p.y, members: [p] }));
  for (;;) {
    let best: [number, number] | null = null;
    let bestD = limit;
    for (let i = 0; i < groups.length; i++)
      for (let j = i + 1; j < groups.length; j++) {
        const d = distance(groups[i]!, groups[j]!);
        if (d < bestD) [best, bestD] = [[i, j], d];
      }
    if (!best) return groups;
    const [a, b] = [groups[best[0]]!, groups[best[1]]!];
    const members = [...a.members, ...b.members];
    groups[best[0]] = {
      key: a.key,
      x: members.reduce((s, m) => s + m.x, 0) / members.length,
      y: members.reduce((s, m) => s + m.y, 0) / members.length,
      members,
    };
    groups.splice(best[1], 1);
  }
}

/** The zoom at which a cluster's members all stand apart (capped at the map's maximum). */
export function separatingZoom(members: readonly PlacedPoint[], zoom: number): number {
  let closest = Infinity;
  for (let i = 0; i < members.length; i++) for (let j = i + 1; j < members.length; j++) closest = Math.min(closest, distance(members[i]!, members[j]!));
  const needed = closest > 0 ? (MARKER_SPACING * 1.15) / closest : MAX_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(zoom * 2, needed));
}
