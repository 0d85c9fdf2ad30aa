import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { DocumentNode } from "graphql";
import { buildSchema } from "../../src/schema.js";
import { DEFAULT_GRAPHQL_LIMITS } from "../../src/limits/graphqlLimits.js";
import { operationCost } from "../../src/limits/queryCost.js";
import { SIZED_FIELDS, TYPICAL_LIST_SIZES } from "../../src/limits/listSizes.js";
import { HOSTILE_DOCUMENTS } from "../fixtures/hostileDocuments.js";

// As in limits.test.ts: parse with the graphql build the schema was made with.
const { parse } = createRequire(import.meta.url)("graphql") as typeof import("graphql");
const schema = buildSchema();

/** The storefront's persisted documents (`pnpm codegen`): exactly what the web can send. */
const MANIFEST = JSON.parse(
  readFileSync(new URL("../../../web/app/generated/persisted-documents.json", import.meta.url), "utf8"),
) as Record<string, string>;

const WEB_LISTING = { page: 1, limit: 100 };
/** Variables as the web sends them, list sizes at the largest the web offers (web/app/business/display.ts maxLimit). */
const REALISTIC_VARIABLES: Record<string, Record<string, unknown>> = {
  CatalogRoute: { path: "/", home: true, listing: WEB_LISTING },
  Search: { term: "tee", listing: WEB_LISTING },
  SearchSuggest: { term: "tee", limit: 6 },
  WishlistProducts: { ids: Array.from({ length: 100 }, (_, i) => `id${i}`) },
  AccountOrders: { page: 1, limit: 10 },
  PharmacyMapList: { limit: 200 },
  Navigation: { depth: 2 },
};

type TypeRef = { kind: string; name?: { value: string }; type?: TypeRef };

/** A value for a variable the table above does not give: required input fields filled, lists empty. */
function placeholder(type: TypeRef): unknown {
  if (type.kind === "NonNullType") return placeholder(type.type!);
  if (type.kind === "ListType") return [];
  const named = schema.getType(type.name!.value) as unknown as {
    name: string;
    getValues?: () => { value: unknown }[];
    getFields?: () => Record<string, { type: { toString(): string } }>;
  };
  if (named.getValues) return named.getValues()[0]!.value;
  if (named.getFields) {
    const value: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(named.getFields())) {
      const text = field.type.toString();
      if (text.endsWith("!")) value[name] = placeholder(variableType(text));
    }
    return value;
  }
  return { Int: 1, Float: 1, Boolean: false }[named.name] ?? "x";
}

function variableType(text: string): TypeRef {
  const operation = parse(`query ($v: ${text}) { ping }`).definitions[0] as unknown as { variableDefinitions: { type: TypeRef }[] };
  return operation.variableDefinitions[0]!.type;
}

function variablesFor(document: DocumentNode, given: Record<string, unknown>): Record<string, unknown> {
  const operation = document.definitions.find((d) => d.kind === "OperationDefinition") as unknown as {
    variableDefinitions?: { variable: { name: { value: string } }; type: TypeRef }[];
  };
  const variables = { ...given };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (!(name in variables) && definition.type.kind === "NonNullType") variables[name] = placeholder(definition.type);
  }
  return variables;
}

function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((d) => d.kind === "OperationDefinition");
  return (operation as { name?: { value: string } } | undefined)?.name?.value ?? "";
}

function costOf(source: string, variables: Record<string, unknown> = {}) {
  return operationCost({ schema, query: parse(source), variables });
}

describe("list-aware query cost", () => {
  it("declares list sizes only for fields the schema has", () => {
    for (const key of [...Object.keys(SIZED_FIELDS), ...Object.keys(TYPICAL_LIST_SIZES)]) {
      const [type, field] = key.split(".") as [string, string];
      const fields = (schema.getType(type) as { getFields?: () => Record<string, unknown> } | undefined)?.getFields?.();
      expect(fields?.[field], key).toBeDefined();
    }
  });

  it("lets every persisted document of the web pass with realistic variables, with room to grow", () => {
    const documents = Object.values(MANIFEST);
    expect(documents.length).toBeGreaterThan(40);
    const costs: [string, number][] = [];
    for (const source of documents) {
      const document = parse(source);
      const name = operationName(document);
      const { cost, violations } = costOf(source, variablesFor(document, REALISTIC_VARIABLES[name] ?? {}));
      expect(violations, name).toEqual([]);
      costs.push([name, cost]);
    }
    costs.sort((a, b) => b[1] - a[1]);
    console.info("costliest web documents:", costs.slice(0, 6), "limit:", DEFAULT_GRAPHQL_LIMITS.maxCost);
    expect(costs[0]![1]).toBeLessThanOrEqual(DEFAULT_GRAPHQL_LIMITS.maxCost / 2);
  });

  it("prices the issue's hostile documents far above the limit", () => {
    for (const [name, source] of Object.entries(HOSTILE_DOCUMENTS)) {
      const { cost, violations } = costOf(source);
      console.info(name, Buffer.byteLength(source), "bytes, cost", cost, violations);
      expect(cost > DEFAULT_GRAPHQL_LIMITS.maxCost || violations.length > 0, name).toBe(true);
    }
  });

  it("caps size arguments at their declared maxima, variables included", () => {
    expect(costOf(`{ products(limit: 101) { items { id } } }`).violations).toEqual([
      { field: "Query.products", argument: "limit", max: 100, found: 101, message: "limitRange" },
    ]);
    const viaVariable = costOf(`query ($l: ListingInput) { search(term: "x", input: $l) { total } }`, { l: { limit: 5000 } });
    expect(viaVariable.violations).toEqual([{ field: "Query.search", argument: "limit", max: 100, found: 5000, message: "limitRange" }]);
    expect(costOf(`{ productsByIds(ids: ${JSON.stringify(Array.from({ length: 101 }, (_, i) => `i${i}`))}) { id } }`).violations).toEqual([
      { field: "Query.productsByIds", argument: "ids", max: 100, found: 101 },
    ]);
  });

  it("multiplies a selection by the items its list returns", () => {
    const one = costOf(`{ products(limit: 1) { items { id } } }`).cost;
    const hundred = costOf(`{ products(limit: 100) { items { id } } }`).cost;
    // A page of 1: the page (2), its items list (2) and one id (1); each further product adds its item (2 + 1).
    expect(one).toBe(5);
    expect(hundred).toBe(one + 99 * 3);
    const searchOne = costOf(`{ search(term: "x", input: { limit: 1 }) { listing { total items { id } } } }`).cost;
    const searchHundred = costOf(`{ search(term: "x", input: { limit: 100 }) { listing { total items { id } } } }`).cost;
    expect(searchHundred).toBe(searchOne + 99 * 3);
    const pharmaciesOne = costOf(`{ pharmacies(limit: 1) { total pharmacies { id } } }`).cost;
    expect(costOf(`{ pharmacies(limit: 200) { total pharmacies { id } } }`).cost).toBe(pharmaciesOne + 199 * 3);
  });
});
