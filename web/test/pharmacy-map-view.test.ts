import { describe, expect, it } from "vitest";
import { projectToMap } from "~/pharmacy/projection";
import { clusterPoints, separatingZoom } from "~/pharmacy/mapClusters";
import { clampView, fitView, MAX_ZOOM, panBy, viewBox, WHOLE_MAP, zoomBy } from "~/pharmacy/mapView";
import { SWISS_MAP } from "~/pharmacy/swissMap.generated";

// Geneva's partner pharmacies (platform/src/pharmacy/partner-list.ts), a few hundred metres apart, and Bern.
const place = (id: string, lat: number, lon: number) => ({ id, ...projectToMap(lon, lat)! });
const GENEVA = [
  place("cornavin", 46.2099, 6.1424),
  place("molard", 46.204, 6.1474),
  place("plainpalais", 46.1962, 6.1416),
  place("carouge", 46.1836, 6.1394),
  place("eaux-vives", 46.2031, 6.1601),
];
const BERN = place("bern", 46.948, 7.4474);

describe("pharmacy map clusters", () => {
  it("draws Geneva as one cluster on the whole map, apart from Bern", () => {
    const clusters = clusterPoints([...GENEVA, BERN], WHOLE_MAP.zoom);
    expect(clusters.map((c) => c.members.length).sort()).toEqual([1, 5]);
  });

  it("activating the cluster zooms far enough that every Geneva pharmacy stands alone", () => {
    const zoom = separatingZoom(GENEVA, 1);
    expect(zoom).toBeLessThanOrEqual(MAX_ZOOM);
    expect(clusterPoints(GENEVA, zoom)).toHaveLength(GENEVA.length);
    expect(clusterPoints(GENEVA, zoom / 2).length).toBeLessThan(GENEVA.length);
  });
});

describe("pharmacy map view", () => {
  it("zoom stays within its range and the window within the map", () => {
    expect(zoomBy(WHOLE_MAP, 1 / 2)).toEqual(WHOLE_MAP);
    expect(zoomBy(WHOLE_MAP, 1000).zoom).toBe(MAX_ZOOM);
    const corner = panBy(zoomBy(WHOLE_MAP, 4), -5000, -5000);
    expect(viewBox(corner)).toBe(`0 0 ${SWISS_MAP.width / 4} ${SWISS_MAP.height / 4}`);
  });

  it("fits a town's result closely and the whole country at zoom 1", () => {
    expect(fitView(GENEVA).zoom).toBeGreaterThan(8);
    expect(fitView([place("w", 46.2, 6.1), place("e", 47.5, 9.5)]).zoom).toBeLessThan(1.5);
    expect(fitView([])).toEqual(WHOLE_MAP);
    expect(clampView({ zoom: 0.1, cx: -1, cy: -1 })).toEqual(WHOLE_MAP);
  });
});
