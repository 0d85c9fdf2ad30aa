/**
 * The Store API's aggregation types (terms with nested, entity, stats, avg/sum/min/max/count, filter,
 * histogram, range) on /product, /search and /product-listing, with the result shapes Shopware sends,
 * every answer validated against the strict reading of storeApiSchema.json.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { CATEGORY_AGGREGATION_NAME, CATEGORY_COUNTS_AGGREGATION_NAME, getCategoryFilterAggregations, getCategoryFilterPostFilter } from "@shopware/helpers";
import { createPlatform, headers } from "./helpers.js";
import { categoryId } from "../src/seed/ids.js";
import { validateAnswer } from "./store-api-strict.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = createPlatform({ size: "small" }).app;
  await app.ready();
});
afterAll(async () => app.close());

type Body = Record<string, any>;
const OPERATION: Record<string, string> = {
  product: "readProduct post /product",
  search: "searchPage post /search",
  listing: "readProductListing post /product-listing/{categoryId}",
};

async function post(route: keyof typeof OPERATION, url: string, payload: object): Promise<{ status: number; body: Body }> {
  const res = await app.inject({ method: "POST", url: `/store-api/${url}`, headers: headers(), payload });
  const body = res.json() as Body;
  if (res.statusCode === 200) expect(validateAnswer(OPERATION[route]!, body)).toEqual([]);
  return { status: res.statusCode, body };
}

/** The products the aggregations run over: all the route's products, to count against. */
const SCOPE = [{ type: "range", field: "stock", parameters: { gte: 1 } }];
async function products(aggregations: unknown[]): Promise<{ body: Body; all: Body[] }> {
  const { status, body } = await post("product", "product", { filter: SCOPE, aggregations, limit: 1 });
  expect(status).toBe(200);
  const all: Body[] = [];
  for (let page = 1; ; page++) {
    const chunk = (await post("product", "product", { filter: SCOPE, limit: 100, page })).body.elements as Body[];
    all.push(...chunk);
    if (chunk.length < 100) break;
  }
  return { body, all };
}

const countBy = (rows: Body[], key: (r: Body) => unknown) => {
  const out = new Map<string, number>();
  for (const r of rows) {
    const k = key(r);
    if (k !== null && k !== undefined) out.set(String(k), (out.get(String(k)) ?? 0) + 1);
  }
  return out;
};

describe("aggregation types as Shopware answers them", () => {
  it("terms: buckets of key and count, a nested aggregation in each bucket under its name, sort and limit", async () => {
    const { body, all } = await products([
      { name: "brands", type: "terms", field: "manufacturerId", aggregation: { name: "most-stock", type: "max", field: "stock" } },
      { name: "top-brands", type: "terms", field: "manufacturerId", limit: 2, sort: { field: "manufacturerId", order: "DESC" } },
    ]);
    const expected = countBy(all, (p) => p.manufacturerId);
    const buckets = body.aggregations.brands.buckets as Body[];
    expect(new Map(buckets.map((b) => [b.key, b.count]))).toEqual(expected);
    for (const b of buckets) {
      expect(b).toMatchObject({ apiAlias: "aggregation_bucket", extensions: [] });
      expect(b["most-stock"]).toEqual({ max: Math.max(...all.filter((p) => p.manufacturerId === b.key).map((p) => p.stock)), apiAlias: "most-stock_aggregation" });
    }
    expect(body.aggregations.brands.apiAlias).toBe("brands_aggregation");
    const top = (body.aggregations["top-brands"].buckets as Body[]).map((b) => b.key);
    expect(top).toEqual([...expected.keys()].sort().reverse().slice(0, 2));
  });

  it("entity: the entities of the field's ids; an unknown definition is a 400", async () => {
    const { body, all } = await products([{ name: "makers", type: "entity", definition: "product_manufacturer", field: "manufacturerId" }]);
    const entities = body.aggregations.makers.entities as Body[];
    expect(new Set(entities.map((e) => e.id))).toEqual(new Set(all.map((p) => p.manufacturerId)));
    expect(entities.every((e) => e.apiAlias === "product_manufacturer" && typeof e.translated.name === "string")).toBe(true);
    const bad = await post("product", "product", { aggregations: [{ name: "x", type: "entity", definition: "no_such_entity", field: "manufacturerId" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].code).toBe("FRAMEWORK__DEFINITION_NOT_FOUND");
  });

  it("metrics: stats, avg, sum, min, max and count (distinct values)", async () => {
    const { body, all } = await products(["stats", "avg", "sum", "min", "max"].map((type) => ({ name: `stock-${type}`, type, field: "stock" })).concat([
      { name: "makers", type: "count", field: "manufacturerId" },
    ]));
    const stocks = all.map((p) => p.stock as number);
    const sum = stocks.reduce((s, n) => s + n, 0);
    const stats = { min: Math.min(...stocks), max: Math.max(...stocks), avg: sum / stocks.length, sum };
    expect(body.aggregations["stock-stats"]).toEqual({ ...stats, apiAlias: "stock-stats_aggregation" });
    for (const type of ["avg", "sum", "min", "max"] as const) expect(body.aggregations[`stock-${type}`]).toEqual({ [type]: stats[type], apiAlias: `stock-${type}_aggregation` });
    expect(body.aggregations.makers.count).toBe(new Set(all.map((p) => p.manufacturerId)).size);
  });

  it("filter: narrows only its nested aggregation, answered under the nested name", async () => {
    const { body, all } = await products([
      { name: "free-only", type: "filter", filter: [{ type: "equals", field: "shippingFree", value: true }], aggregation: { name: "free-count", type: "terms", field: "shippingFree" } },
      { name: "all-count", type: "terms", field: "shippingFree" },
    ]);
    expect(body.aggregations["free-only"]).toBeUndefined();
    const free = all.filter((p) => p.shippingFree).length;
    expect(body.aggregations["free-count"].buckets).toEqual(free ? [{ key: "true", count: free, extensions: [], apiAlias: "aggregation_bucket" }] : []);
    expect((body.aggregations["all-count"].buckets as Body[]).reduce((s, b) => s + b.count, 0)).toBe(all.length);
    const missing = await post("product", "product", { aggregations: [{ name: "f", type: "filter", filter: [] }] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ code: "FRAMEWORK__INVALID_AGGREGATION_QUERY", source: { pointer: "/aggregations/0/aggregation" } });
  });

  it("histogram: date buckets per interval start ('Y-m-d H:i:s'), a numeric interval buckets numbers", async () => {
    const { body, all } = await products([
      { name: "per-month", type: "histogram", field: "releaseDate", interval: "month" },
      { name: "per-10", type: "histogram", field: "stock", interval: 10 },
    ]);
    const months = countBy(all, (p) => (p.releaseDate ? `${String(p.releaseDate).slice(0, 7)}-01 00:00:00` : null));
    expect(new Map((body.aggregations["per-month"].buckets as Body[]).map((b) => [b.key, b.count]))).toEqual(months);
    const tens = countBy(all, (p) => Math.floor(p.stock / 10) * 10);
    expect(new Map((body.aggregations["per-10"].buckets as Body[]).map((b) => [b.key, b.count]))).toEqual(tens);
    const bad = await post("product", "product", { aggregations: [{ name: "h", type: "histogram", field: "releaseDate", interval: "fortnight" }] });
    expect(bad.body.errors[0].source.pointer).toBe("/aggregations/0/interval");
  });

  it("range: counts per range (from >=, to <), keyed 'from-to' with * for an open end", async () => {
    const { body, all } = await products([{ name: "stock-ranges", type: "range", field: "stock", ranges: [{ to: 10 }, { from: 10, to: 50 }, { from: "50" }] }]);
    const n = (test: (s: number) => boolean) => all.filter((p) => test(p.stock)).length;
    expect(body.aggregations["stock-ranges"]).toEqual({
      ranges: { "*-10": n((s) => s < 10), "10-50": n((s) => s >= 10 && s < 50), "50-*": n((s) => s >= 50) },
      apiAlias: "stock-ranges_aggregation",
    });
  });
});

describe("listing and search answer requested aggregations next to their own", () => {
  const listing = (payload: object) => post("listing", `product-listing/${categoryId("schoenheit")}`, payload);

  it("product-listing: requested aggregations beside manufacturer/price/…; no-aggregations drops both", async () => {
    const { body } = await listing({ aggregations: [{ name: "brands", type: "terms", field: "manufacturerId" }] });
    expect(Object.keys(body.aggregations).sort()).toEqual(["brands", "manufacturer", "price", "properties", "rating", "shipping-free"]);
    expect((body.aggregations.brands.buckets as Body[]).reduce((s, b) => s + b.count, 0)).toBe(body.total);
    expect((await listing({ aggregations: [{ name: "brands", type: "terms", field: "manufacturerId" }], "no-aggregations": true })).body.aggregations).toEqual([]);
  });

  it("reduce-aggregations: facets reduced by the other active filters only when asked", async () => {
    const all = (await listing({})).body;
    const prices = (all.aggregations.price as Body);
    const cap = Math.ceil((prices.min + prices.max) / 4);
    const plain = (await listing({ "max-price": cap })).body;
    const reduced = (await listing({ "max-price": cap, "reduce-aggregations": 1 })).body;
    expect(plain.total).toBeLessThan(all.total);
    // Shopware: listing filters are post-filters, facets see the unfiltered listing …
    expect(plain.aggregations.manufacturer.entities.length).toBe(all.aggregations.manufacturer.entities.length);
    // … unless reduce-aggregations wraps each facet in the other filters
    const cheapBrands = new Set((await listing({ "max-price": cap, limit: 100 })).body.elements.map((p: Body) => p.manufacturerId));
    expect(new Set(reduced.aggregations.manufacturer.entities.map((m: Body) => m.id))).toEqual(cheapBrands);
    expect(cheapBrands.size).toBeLessThan(all.aggregations.manufacturer.entities.length);
    // the filter's own facet is not reduced by itself
    expect(reduced.aggregations.price.max).toBe(prices.max);
  });

  it("search: @shopware/helpers' category filter aggregations and post-filter", async () => {
    const term = "creme";
    const { body } = await post("search", "search", { search: term, limit: 100, aggregations: getCategoryFilterAggregations() });
    const categories = body.aggregations[CATEGORY_AGGREGATION_NAME].entities as Body[];
    const counts = body.aggregations[CATEGORY_COUNTS_AGGREGATION_NAME].buckets as Body[];
    expect(categories.length).toBeGreaterThan(1);
    expect(categories.every((c) => c.apiAlias === "category")).toBe(true);
    expect(new Set(counts.map((b) => b.key))).toEqual(new Set(categories.map((c) => c.id)));
    const leaf = categories.find((c) => c.childCount === 0 && counts.find((b) => b.key === c.id)!.count < body.total)!;
    const narrowed = await post("search", "search", {
      search: term, limit: 100, aggregations: getCategoryFilterAggregations(), "post-filter": [getCategoryFilterPostFilter([leaf.id])],
    });
    expect(narrowed.body.total).toBe(counts.find((b) => b.key === leaf.id)!.count);
    // post-filters leave aggregations alone
    expect(narrowed.body.aggregations[CATEGORY_COUNTS_AGGREGATION_NAME]).toEqual(body.aggregations[CATEGORY_COUNTS_AGGREGATION_NAME]);
  });
});
