/**
 * Build step of the pharmacy map: projects Switzerland (cantons, lakes; swiss-maps 2026, WGS84
 * TopoJSON) and Liechtenstein (world-atlas countries-10m; swiss-maps has no Liechtenstein) once,
 * simplifies them and writes the SVG paths plus the projection's parameters to a small TypeScript
 * asset. The storefront renders that asset as server-side SVG; the browser never downloads the
 * 0.7 MB TopoJSON and no tile server or CDN is involved (the shop must work offline).
 *
 * Run after changing the geodata packages or the constants below, then commit the output:
 *   pnpm exec tsx web/scripts/build-swiss-map.ts
 *
 * Simplification keeps the topology: every shared arc (a canton border) is simplified once in
 * projected pixels, so neighbouring cantons still meet exactly.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { geoMercator, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from "geojson";
import { feature, merge, mesh } from "topojson-client";

// topojson-specification's types are only reachable through topojson-client's signatures.
type Topology = Parameters<typeof mesh>[0];
type GeometryCollection<P = unknown> = Extract<NonNullable<Parameters<typeof mesh>[1]>, { type: "GeometryCollection" }> & {
  geometries: { id?: string | number; properties?: P }[];
};
import { MAP_ROTATION, MAP_WIDTH, MAP_PADDING } from "../app/pharmacy/mapConstants";

const require = createRequire(import.meta.url);
const readJson = <T>(module: string): T => JSON.parse(readFileSync(require.resolve(module), "utf8")) as T;

/** Douglas-Peucker tolerance in map pixels (map width 1000): invisible at the rendered size. */
const TOLERANCE_PX = 1;
/** Lakes smaller than this (px²) disappear at map scale anyway. */
const MIN_LAKE_AREA_PX = 120;
const LIECHTENSTEIN_ISO = "438";

type Arc = Position[];

/** Absolute coordinates of a quantized (delta-encoded) topology's arcs. */
function decodeArcs(topology: Topology): Arc[] {
  const transform = topology.transform;
  return topology.arcs.map((arc: Arc) => {
    if (!transform) return arc.map((p) => [p[0]!, p[1]!]);
    let x = 0;
    let y = 0;
    return arc.map((p) => {
      x += p[0]!;
      y += p[1]!;
      return [x * transform.scale[0] + transform.translate[0], y * transform.scale[1] + transform.translate[1]];
    });
  });
}

function distanceToSegment(p: Position, a: Position, b: Position): number {
  const dx = b[0]! - a[0]!;
  const dy = b[1]! - a[1]!;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0]! - a[0]!) * dx + (p[1]! - a[1]!) * dy) / lengthSquared));
  return Math.hypot(p[0]! - (a[0]! + t * dx), p[1]! - (a[1]! + t * dy));
}

/** Douglas-Peucker; the endpoints (shared with neighbouring arcs) always stay. */
function simplify(points: Arc, tolerance: number): Arc {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let maxDistance = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const distance = distanceToSegment(points[i]!, points[first]!, points[last]!);
      if (distance > maxDistance) {
        maxDistance = distance;
        index = i;
      }
    }
    if (index >= 0 && maxDistance > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  const result = points.filter((_, i) => keep[i] === 1);
  // A closed ring (an island arc) needs at least four points to stay a ring.
  return result.length < 4 && points.length >= 4 && samePoint(points[0]!, points.at(-1)!) ? points.filter((_, i) => i % Math.ceil(points.length / 4) === 0 || i === points.length - 1) : result;
}

function samePoint(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** A copy of the topology whose arcs are projected to map pixels and simplified there. */
function projectTopology(topology: Topology, projection: GeoProjection): Topology {
  const arcs = decodeArcs(topology).map((arc) =>
    simplify(
      arc.map((p) => projection([p[0]!, p[1]!]) ?? [0, 0]),
      TOLERANCE_PX,
    ),
  );
  const { transform: _dropped, ...rest } = topology;
  return { ...rest, arcs } as Topology;
}

function simplifyGeometry(geometry: Polygon | MultiPolygon, projection: GeoProjection): Polygon | MultiPolygon {
  const ring = (points: Position[]) => simplify(points.map((p) => projection([p[0]!, p[1]!]) ?? [0, 0]), TOLERANCE_PX);
  return geometry.type === "Polygon"
    ? { type: "Polygon", coordinates: geometry.coordinates.map(ring) }
    : { type: "MultiPolygon", coordinates: geometry.coordinates.map((polygon) => polygon.map(ring)) };
}

const swiss = readJson<Topology>("swiss-maps/2026/ch-combined.json");
const world = readJson<Topology>("world-atlas/countries-10m.json");

const cantonsObject = swiss.objects.cantons as GeometryCollection;
const lakesObject = swiss.objects.lakes as GeometryCollection;
const countries = world.objects.countries as GeometryCollection<{ name: string }>;
const liechtensteinGeometry = countries.geometries.find((g) => String(g.id) === LIECHTENSTEIN_ISO);
if (!liechtensteinGeometry) throw new Error("world-atlas has no Liechtenstein (ISO 438)");
const liechtenstein = feature(world, liechtensteinGeometry as never) as unknown as Feature<Polygon | MultiPolygon>;

// The projection: spherical oblique Mercator centred on Bern (like LV95), fitted to CH + LI.
const switzerland = merge(swiss, cantonsObject.geometries as never) as MultiPolygon;
const extent: FeatureCollection = {
  type: "FeatureCollection",
  features: [
    { type: "Feature", properties: {}, geometry: switzerland },
    liechtenstein,
  ],
};
const projection = geoMercator().rotate(MAP_ROTATION).fitWidth(MAP_WIDTH - 2 * MAP_PADDING, extent);
const [[, top], [, bottom]] = geoPath(projection).bounds(extent);
const [tx, ty] = projection.translate();
projection.translate([tx + MAP_PADDING, ty - top + MAP_PADDING]);
const height = Math.ceil(bottom - top + 2 * MAP_PADDING);

/**
 * Compact SVG path data of planar (already projected) geometry: whole pixels, relative moves after
 * the first point, repeated points dropped. About half the size of d3's absolute output.
 */
function svgPath(geometry: Geometry | Feature | null): string {
  if (!geometry) return "";
  const g = geometry.type === "Feature" ? geometry.geometry : geometry;
  const lines = (points: Position[], close: boolean): string => {
    let out = "";
    let px = 0;
    let py = 0;
    let count = 0;
    for (const point of points) {
      const x = Math.round(point[0]!);
      const y = Math.round(point[1]!);
      if (count === 0) out += `M${x} ${y}`;
      else if (x === px && y === py) continue;
      else out += `${count === 1 ? "l" : " "}${x - px} ${y - py}`.replace(/ -/g, "-");
      px = x;
      py = y;
      count++;
    }
    return count < 2 ? "" : close ? `${out}z` : out;
  };
  switch (g.type) {
    case "Polygon":
      return g.coordinates.map((ring) => lines(ring.slice(0, -1), true)).join("");
    case "MultiPolygon":
      return g.coordinates.flatMap((polygon) => polygon.map((ring) => lines(ring.slice(0, -1), true))).join("");
    case "LineString":
      return lines(g.coordinates, false);
    case "MultiLineString":
      return g.coordinates.map((line) => lines(line, false)).join("");
    default:
      throw new Error(`unexpected geometry ${g.type}`);
  }
}

// Everything below works in map pixels.
const planar = projectTopology(swiss, projection);
const path = geoPath();
const planarCantons = planar.objects.cantons as GeometryCollection;
const planarLakes = planar.objects.lakes as GeometryCollection;

const lakes = (feature(planar, planarLakes) as unknown as FeatureCollection<Geometry>).features.filter((lake) => path.area(lake) >= MIN_LAKE_AREA_PX);

// The land's outline is the national border (stroked), so the border needs no path of its own.
const paths = {
  land: svgPath(merge(planar, planarCantons.geometries as never)),
  cantonBorders: svgPath(mesh(planar, planarCantons, (a, b) => a !== b)),
  lakes: lakes.map((lake) => svgPath(lake)).join(""),
  liechtenstein: svgPath(simplifyGeometry(liechtenstein.geometry, projection)),
};

const output = fileURLToPath(new URL("../app/pharmacy/swissMap.generated.ts", import.meta.url));
const source = `/**
 * GENERATED by web/scripts/build-swiss-map.ts from swiss-maps 2026 (cantons, lakes; FSO/swisstopo)
 * and world-atlas countries-10m (Liechtenstein; Natural Earth). Do not edit; re-run the script.
 * SVG paths in map pixels and the projection that produced them (markers use the same one).
 */
export const SWISS_MAP = ${JSON.stringify(
  {
    width: MAP_WIDTH,
    height,
    projection: { rotate: MAP_ROTATION, scale: projection.scale(), translate: projection.translate() },
    paths,
  },
  null,
  2,
)} as const;
`;
writeFileSync(output, source);
console.log(`wrote ${output}: ${MAP_WIDTH}x${height}, ${(source.length / 1024).toFixed(1)} KB`);
for (const [name, d] of Object.entries(paths)) console.log(`  ${name}: ${(d.length / 1024).toFixed(1)} KB`);
