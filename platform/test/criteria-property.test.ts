/**
 * Property-based: criteria generated from the official storeApiSchema.json Criteria definition (its filter,
 * aggregation, sorting, total-count-mode enums; grouping, includes, associations, term) over real product
 * fields never answer 400 on /product and /product-listing, and every answer validates strictly.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import fc from "fast-check";
import { createPlatform, headers } from "./helpers.js";
import { categoryId } from "../src/seed/ids.js";
import { validateAnswer } from "./store-api-strict.js";

type Node = Record<string, any>;
const doc = JSON.parse(readFileSync(new URL("../node_modules/@shopware/api-client/api-types/storeApiSchema.json", import.meta.url), "utf8")) as Node;
const schemas = doc.components.schemas as Node;
const enumOf = (schema: string, property: string): string[] => schemas[schema].properties[property].enum;

// the document's MultiNotFilter also lists "nor"/"nand": Shopware's MultiFilter refuses them (400), so do we
const OPERATORS = enumOf("MultiNotFilter", "operator").filter((o) => o === "and" || o === "or");
const METRICS = enumOf("AggregationMetrics", "type");
const SORT_ORDERS = enumOf("Sort", "order");
const COUNT_MODES = schemas.TotalCountMode.enum as string[];
const PRODUCT_REQUIRED = schemas.Product.required as string[];

// product fields by kind: what a storefront filters, sorts and aggregates on
const NUMERIC = ["stock", "availableStock", "ratingAverage", "minPurchase", "purchaseSteps"];
const TEXT = ["name", "productNumber", "ean", "manufacturer.name", "releaseDate"];
const BOOLEAN = ["active", "shippingFree", "isCloseout", "available"];
const IDS = ["manufacturerId", "categoriesRo.id", "properties.id", "id"];
const FIELDS = [...NUMERIC, ...TEXT, ...BOOLEAN, ...IDS];
const ENTITY_FIELDS: [string, string][] = [["manufacturerId", "product_manufacturer"], ["categoriesRo.id", "category"], ["properties.id", "property_group_option"]];

const word = fc.string({ minLength: 0, maxLength: 6 });
const num = fc.integer({ min: -5, max: 200 });
const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);

const filter: fc.Arbitrary<Node> = fc.letrec<{ f: Node }>((tie) => ({
  f: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({ type: fc.constantFrom(...enumOf("SimpleFilter", "type")), field: fc.constantFrom(...FIELDS), value: word }),
    fc.record({ type: fc.constant("equals"), field: fc.constantFrom(...FIELDS), value: fc.oneof(word, num, fc.boolean(), fc.constant(null)) }),
    fc.record({
      type: fc.constant("range"),
      field: fc.constantFrom(...NUMERIC),
      parameters: fc.record({ gte: num, gt: num, lte: num, lt: num }, { requiredKeys: [] }),
    }),
    fc.record({ type: fc.constantFrom(...enumOf("MultiNotFilter", "type")), operator: fc.constantFrom(...OPERATORS), queries: fc.array(tie("f"), { maxLength: 3 }) }),
  ),
})).f;

const metric = fc.record({ name, type: fc.constantFrom(...METRICS), field: fc.constantFrom(...NUMERIC) });
const aggregation: fc.Arbitrary<Node> = fc.letrec<{ a: Node }>((tie) => {
  const nested = fc.option(tie("a"), { nil: undefined, depthSize: "small" });
  const withNested = (base: fc.Arbitrary<Node>) =>
    fc.tuple(base, nested).map(([a, inner]) => (inner ? { ...a, aggregation: inner } : a));
  return {
    a: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      metric,
      fc.constantFrom(...ENTITY_FIELDS).chain(([field, definition]) => fc.record({ name, type: fc.constant("entity"), field: fc.constant(field), definition: fc.constant(definition) })),
      withNested(fc.record({ name, type: fc.constant("terms"), field: fc.constantFrom(...FIELDS), limit: fc.integer({ min: 1, max: 20 }), sort: fc.array(fc.record({ field: fc.constantFrom(...FIELDS), order: fc.constantFrom(...SORT_ORDERS) }), { maxLength: 2 }) }, { requiredKeys: ["name", "type", "field"] })),
      withNested(fc.record({ name, type: fc.constant("histogram"), field: fc.constantFrom("releaseDate", ...NUMERIC), interval: fc.integer({ min: 1, max: 50 }) }, { requiredKeys: ["name", "type", "field"] })),
      // a filter aggregation answers through its nested one: Shopware requires it
      fc.record({ name, type: fc.constant("filter"), filter: fc.array(filter, { maxLength: 2 }), aggregation: tie("a") }),
      fc.record({
        name, type: fc.constant("range"), field: fc.constantFrom(...NUMERIC),
        ranges: fc.array(fc.oneof(fc.record({ from: num, to: num }), fc.record({ from: num.map(String) }), fc.record({ to: num.map(String) })), { maxLength: 4 }),
      }),
    ),
  };
}).a;

const criteria = fc.record(
  {
    page: fc.integer({ min: 1, max: 3 }),
    limit: fc.integer({ min: 1, max: 100 }),
    term: word,
    filter: fc.array(filter, { maxLength: 3 }),
    "post-filter": fc.array(filter, { maxLength: 2 }),
    sort: fc.array(fc.record({ field: fc.constantFrom(...FIELDS), order: fc.constantFrom(...SORT_ORDERS), naturalSorting: fc.boolean() }, { requiredKeys: ["field", "order"] }), { maxLength: 2 }),
    aggregations: fc.array(aggregation, { maxLength: 3 }),
    grouping: fc.array(fc.constantFrom(...IDS), { maxLength: 1 }),
    associations: fc.dictionary(fc.constantFrom("manufacturer", "media", "properties", "options", "cover"), fc.record({ limit: fc.integer({ min: 1, max: 10 }) }, { requiredKeys: [] }), { maxKeys: 2 }),
    // includes keep what the document requires of a product, so the answer can still validate
    includes: fc.subarray([...FIELDS.filter((f) => !f.includes("."))]).map((fields) => ({ product: [...new Set([...PRODUCT_REQUIRED, ...fields])], product_manufacturer: ["id", "name"] })),
    "total-count-mode": fc.constantFrom(...COUNT_MODES),
  },
  { requiredKeys: [] },
);

let app: FastifyInstance;
beforeAll(async () => {
  app = createPlatform({ size: "small" }).app;
  await app.ready();
});
afterAll(async () => app.close());

async function answers(url: string, operation: string, body: Node): Promise<void> {
  const res = await app.inject({ method: "POST", url: `/store-api/${url}`, headers: headers(), payload: body });
  expect(res.statusCode, `${url} ${JSON.stringify(body)}\n${res.body.slice(0, 600)}`).toBe(200);
  expect(validateAnswer(operation, res.json()), JSON.stringify(body)).toEqual([]);
}

describe("valid criteria from the official Criteria definition", () => {
  it("never answer 400 on /product and the answers validate", async () => {
    await fc.assert(fc.asyncProperty(criteria, (body) => answers("product", "readProduct post /product", body)), { numRuns: 60 });
  }, 300_000);

  it("never answer 400 on /product-listing and the answers validate", async () => {
    await fc.assert(
      fc.asyncProperty(criteria, (body) => answers(`product-listing/${categoryId("schoenheit")}`, "readProductListing post /product-listing/{categoryId}", body)),
      { numRuns: 40 },
    );
  }, 300_000);
});
