/**
 * The query-cost plugin prices a document once per value of the variables its cost can depend on
 * (issue 26 item 3): a placeOrder with a new idempotency key is not analysed anew, a new list size is.
 */
import { createRequire } from "node:module";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GraphQLRequestContextDidResolveOperation } from "@apollo/server";
import { buildSchema } from "../../src/schema.js";
import { costVariables, operationCost, queryCostPlugin } from "../../src/limits/queryCost.js";

// Counts the analyses the plugin runs (the library's walk is what a remembered cost saves).
const analyses = vi.hoisted(() => ({ count: 0 }));
vi.mock("graphql-query-complexity", async (importOriginal) => {
  const original = await importOriginal<typeof import("graphql-query-complexity")>();
  return {
    ...original,
    getComplexity: (...args: Parameters<typeof original.getComplexity>) => {
      analyses.count++;
      return original.getComplexity(...args);
    },
  };
});

// As in query-cost.test.ts: parse with the graphql build the schema was made with.
const { parse } = createRequire(import.meta.url)("graphql") as typeof import("graphql");
const schema = buildSchema();

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { ok order { id orderNumber } } }`;
const PRODUCTS = `query Products($limit: Int, $withMedia: Boolean!, $term: String) {
  products(limit: $limit) { items { id media @include(if: $withMedia) { url } } }
  searchSuggest(term: $term) { products { id } }
}`;

async function price(plugin: ReturnType<typeof queryCostPlugin>, source: string, variables: Record<string, unknown>) {
  const hooks = await plugin.requestDidStart!({} as never);
  const document = parse(source);
  const operationName = (document.definitions[0] as { name?: { value: string } }).name?.value ?? null;
  // The hash Apollo gives a query string: here the source itself identifies it.
  const context = { request: { variables }, document, operationName, schema, queryHash: source };
  await hooks!.didResolveOperation!(context as unknown as GraphQLRequestContextDidResolveOperation<never>);
}

describe("remembered query costs", () => {
  beforeEach(() => {
    analyses.count = 0;
  });

  it("names only the variables of sized fields and directives", () => {
    expect(costVariables(parse(PLACE_ORDER))).toEqual([]);
    expect(costVariables(parse(PRODUCTS))).toEqual(["limit", "withMedia"]);
    const nested = parse(`query ($l: Int, $id: ID!) { product(id: $id) { reviews(limit: $l) { total } } }`);
    expect(costVariables(nested)).toEqual(["l"]);
    const inInput = parse(`query ($l: Int, $t: String!) { search(term: $t, input: { limit: $l }) { total } }`);
    expect(costVariables(inInput)).toEqual(["l"]);
  });

  it("analyses a placeOrder once whatever its idempotency key", async () => {
    const plugin = queryCostPlugin(5_000);
    for (let i = 0; i < 5; i++) {
      await price(plugin, PLACE_ORDER, { input: { idempotencyKey: `key-${i}`, acceptedTerms: true } });
    }
    expect(analyses.count).toBe(1);
  });

  it("analyses anew for a new list size or directive value, and still refuses a size above its maximum", async () => {
    const plugin = queryCostPlugin(5_000);
    await price(plugin, PRODUCTS, { limit: 10, withMedia: false, term: "a" });
    await price(plugin, PRODUCTS, { limit: 10, withMedia: false, term: "b" });
    expect(analyses.count).toBe(1);
    await price(plugin, PRODUCTS, { limit: 10, withMedia: true, term: "b" });
    expect(analyses.count).toBe(2);
    // Absent is not null: an absent variable takes its default.
    await price(plugin, PRODUCTS, { limit: null, withMedia: true, term: "b" });
    await price(plugin, PRODUCTS, { withMedia: true, term: "b" });
    expect(analyses.count).toBe(4);
    await expect(price(plugin, PRODUCTS, { limit: 1000, withMedia: true, term: "b" })).rejects.toMatchObject({
      extensions: { limit: "listSize", max: 100, found: 1000 },
    });
    // A too costly size after a cheap one of the same document: refused, not served from the cheap one's cost.
    const cheap = operationCost({ schema, query: parse(PRODUCTS), variables: { limit: 10, withMedia: true, term: "c" } }).cost;
    const bounded = queryCostPlugin(cheap);
    await price(bounded, PRODUCTS, { limit: 10, withMedia: true, term: "c" });
    await expect(price(bounded, PRODUCTS, { limit: 11, withMedia: true, term: "c" })).rejects.toMatchObject({ extensions: { limit: "cost" } });
  });
});
