import { describe, expect, it } from "vitest";
import { MAP_WIDTH } from "~/pharmacy/mapConstants";
import { projectToMap, type MapPoint } from "~/pharmacy/projection";
import { SWISS_MAP } from "~/pharmacy/swissMap.generated";

type Ring = [number, number][];

/** Rings of the generated path data ("M x y l dx dy dx dy … z", see scripts/build-swiss-map.ts). */
function rings(d: string): Ring[] {
  return d
    .split("M")
    .filter(Boolean)
    .map((part) => {
      const numbers = (part.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
      const ring: Ring = [];
      let x = numbers[0]!;
      let y = numbers[1]!;
      ring.push([x, y]);
      for (let i = 2; i + 1 < numbers.length; i += 2) {
        x += numbers[i]!;
        y += numbers[i + 1]!;
        ring.push([x, y]);
      }
      return ring;
    });
}

/** Even-odd rule over all rings (holes such as the Büsingen enclave count as outside). */
function inside(point: MapPoint, d: string): boolean {
  let result = false;
  for (const ring of rings(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > point.y !== yj > point.y && point.x < ((xj - xi) * (point.y - yi)) / (yj - yi) + xi) result = !result;
    }
  }
  return result;
}

const BERN = { longitude: 7.4474, latitude: 46.948 };
const VADUZ = { longitude: 9.5209, latitude: 47.141 };
const GENEVA = { longitude: 6.1432, latitude: 46.2044 };
const CHIASSO = { longitude: 9.0318, latitude: 45.8331 };

describe("pharmacy map projection", () => {
  it("places Bern inside the viewBox and on Swiss land", () => {
    const bern = projectToMap(BERN.longitude, BERN.latitude)!;
    expect(bern).not.toBeNull();
    expect(bern.x).toBeGreaterThan(0);
    expect(bern.x).toBeLessThan(SWISS_MAP.width);
    expect(bern.y).toBeGreaterThan(0);
    expect(bern.y).toBeLessThan(SWISS_MAP.height);
    expect(inside(bern, SWISS_MAP.paths.land)).toBe(true);
    expect(inside(bern, SWISS_MAP.paths.liechtenstein)).toBe(false);
  });

  it("places Vaduz inside the viewBox, in Liechtenstein and not in Switzerland", () => {
    const vaduz = projectToMap(VADUZ.longitude, VADUZ.latitude)!;
    expect(vaduz).not.toBeNull();
    expect(vaduz.x).toBeLessThan(SWISS_MAP.width);
    expect(inside(vaduz, SWISS_MAP.paths.liechtenstein)).toBe(true);
    expect(inside(vaduz, SWISS_MAP.paths.land)).toBe(false);
  });

  it("keeps the geography: Geneva west of Bern, Vaduz east, Chiasso south", () => {
    const bern = projectToMap(BERN.longitude, BERN.latitude)!;
    const geneva = projectToMap(GENEVA.longitude, GENEVA.latitude)!;
    const vaduz = projectToMap(VADUZ.longitude, VADUZ.latitude)!;
    const chiasso = projectToMap(CHIASSO.longitude, CHIASSO.latitude)!;
    expect(geneva.x).toBeLessThan(bern.x);
    expect(vaduz.x).toBeGreaterThan(bern.x);
    expect(chiasso.y).toBeGreaterThan(bern.y);
    for (const point of [geneva, chiasso]) expect(inside(point, SWISS_MAP.paths.land)).toBe(true);
  });

  it("answers null for places outside the frame and for nonsense", () => {
    expect(projectToMap(2.3522, 48.8566)).toBeNull(); // Paris
    expect(projectToMap(Number.NaN, 46)).toBeNull();
  });

  it("stays a small asset (rendered inline on every map page)", () => {
    expect(SWISS_MAP.width).toBe(MAP_WIDTH);
    const bytes = Object.values(SWISS_MAP.paths).reduce((sum, d) => sum + d.length, 0);
    expect(bytes).toBeGreaterThan(5_000);
    expect(bytes).toBeLessThan(40_000);
  });
});
