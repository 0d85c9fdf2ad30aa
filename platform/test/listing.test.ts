import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createPlatform, headers } from "./helpers.js";
import { SEED_IDS, categoryId } from "../src/seed/ids.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = createPlatform().app;
  await app.ready();
});
afterAll(async () => app.close());

type Listing = {
  total: number;
  page: number;
  limit: number;
  elements: { id: string; manufacturerId: string; shippingFree: boolean; ratingAverage: number | null; propertyIds: string[]; calculatedCheapestPrice: { unitPrice: number }; translated: { name: string } }[];
  aggregations: Record<string, { entities?: { id: string; options?: { id: string }[] }[]; min?: number; max?: number }>;
  currentFilters: Record<string, unknown>;
};
async function listing(category: string, payload: object = {}, lang: string = SEED_IDS.languages.de) {
  const res = await app.inject({ method: "POST", url: `/store-api/product-listing/${categoryId(category)}`, headers: headers({ "sw-language-id": lang }), payload });
  return { status: res.statusCode, body: res.json() as Listing & { errors?: { code: string; source?: { pointer: string } }[] } };
}

describe("product listing", () => {
  it("default page, limit 24 and name sorting; pages don't overlap; out-of-range page is empty", async () => {
    const p1 = await listing("nahrungsergaenzung");
    expect(p1.body).toMatchObject({ page: 1, limit: 24 });
    const names = p1.body.elements.map((e) => e.translated.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de", { sensitivity: "base", numeric: true })));
    const p2 = await listing("nahrungsergaenzung", { p: 2 });
    expect(p2.body.elements.some((e) => p1.body.elements.some((x) => x.id === e.id))).toBe(false);
    const beyond = await listing("nahrungsergaenzung", { p: 999 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.elements).toEqual([]);
    expect(beyond.body.total).toBe(p1.body.total);
  });

  it("sorts by price both ways and by topseller", async () => {
    for (const order of ["price-asc", "price-desc"]) {
      const prices = (await listing("koerperpflege", { order, limit: 50 })).body.elements.map((e) => e.calculatedCheapestPrice.unitPrice);
      const sorted = [...prices].sort((a, b) => (order === "price-asc" ? a - b : b - a));
      expect(prices).toEqual(sorted);
    }
    expect((await listing("koerperpflege", { order: "topseller" })).status).toBe(200);
  });

  it("filters by manufacturer (ids joined with '|') using the aggregation's entities", async () => {
    const all = await listing("schoenheit");
    const brands = all.body.aggregations.manufacturer!.entities!.slice(0, 2).map((m) => m.id);
    const filtered = await listing("schoenheit", { manufacturer: brands.join("|"), limit: 100 });
    expect(filtered.body.total).toBeGreaterThan(0);
    expect(filtered.body.total).toBeLessThan(all.body.total);
    expect(filtered.body.elements.every((e) => brands.includes(e.manufacturerId))).toBe(true);
    expect(filtered.body.currentFilters.manufacturer).toEqual(brands);
    // the manufacturer facet ignores its own filter, so the other brands stay selectable
    expect(filtered.body.aggregations.manufacturer!.entities!.length).toBe(all.body.aggregations.manufacturer!.entities!.length);
  });

  it("filters by price range, rating and free shipping", async () => {
    const price = await listing("medikamente", { "min-price": 10, "max-price": 15, limit: 100 });
    expect(price.body.elements.every((e) => e.calculatedCheapestPrice.unitPrice >= 10 && e.calculatedCheapestPrice.unitPrice <= 15)).toBe(true);
    expect(price.body.currentFilters.price).toEqual({ min: 10, max: 15 });
    const rating = await listing("medikamente", { rating: 4, limit: 100 });
    expect(rating.body.total).toBeGreaterThan(0);
    expect(rating.body.elements.every((e) => (e.ratingAverage ?? 0) >= 4)).toBe(true);
    const free = await listing("haushalt", { "shipping-free": true, limit: 100 });
    expect(free.body.elements.every((e) => e.shippingFree)).toBe(true);
    const agg = (await listing("haushalt")).body.aggregations;
    expect(agg.price!.min).toBeLessThan(agg.price!.max!);
    expect(agg["shipping-free"]!.max).toBe(1);
    expect(agg.rating!.max).toBeGreaterThan(3);
  });

  it("filters by properties: OR inside a group, AND across groups", async () => {
    const all = await listing("schoenheit");
    const groups = all.body.aggregations.properties!.entities!;
    const skin = groups.find((g) => (g as unknown as { name: string }).name === "Hauttyp")!;
    const [a, b] = skin.options!.map((o) => o.id);
    const one = await listing("schoenheit", { properties: a, limit: 100 });
    const either = await listing("schoenheit", { properties: `${a}|${b}`, limit: 100 });
    expect(either.body.total).toBeGreaterThanOrEqual(one.body.total);
    expect(one.body.elements.every((e) => e.propertyIds.includes(a!))).toBe(true);
    const form = groups.find((g) => (g as unknown as { name: string }).name === "Darreichungsform")!.options![0]!.id;
    const and = await listing("schoenheit", { properties: `${a}|${form}`, limit: 100 });
    expect(and.body.elements.every((e) => e.propertyIds.includes(a!) && e.propertyIds.includes(form))).toBe(true);
  });

  it("no-aggregations and only-aggregations flags", async () => {
    expect((await listing("baby", { "no-aggregations": true })).body.aggregations).toEqual([]);
    const only = await listing("baby", { "only-aggregations": true });
    expect(only.body.elements).toEqual([]);
    expect(only.body.total).toBeGreaterThan(0);
  });

  it("bad input: limit over 100, bad page, malformed filters and unknown sorting", async () => {
    const big = await listing("baby", { limit: 101 });
    expect(big.status).toBe(400);
    expect(big.body.errors![0]!.code).toBe("FRAMEWORK__QUERY_LIMIT_EXCEEDED");
    const page = await listing("baby", { p: 0 });
    expect(page.status).toBe(400);
    expect(page.body.errors![0]!.code).toBe("FRAMEWORK__INVALID_PAGE_QUERY");
    const malformed = await listing("baby", { properties: "nope|x", manufacturer: "zzz", "min-price": "cheap", rating: 9, "shipping-free": "maybe" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors!.map((e) => e.source?.pointer)).toEqual(["/manufacturer", "/properties", "/min-price", "/shipping-free", "/rating"]);
    const sort = await listing("baby", { order: "cheapest-first" });
    expect(sort.status).toBe(404);
    expect(sort.body.errors![0]!.code).toBe("PRODUCT_SORTING_NOT_FOUND");
  });

  it("available sortings are translated", async () => {
    const res = await app.inject({ method: "POST", url: `/store-api/product-listing/${categoryId("baby")}`, headers: headers({ "sw-language-id": SEED_IDS.languages.it }), payload: {} });
    expect(res.json().availableSortings.find((s: { key: string }) => s.key === "price-asc").label).toBe("Prezzo crescente");
  });
});
