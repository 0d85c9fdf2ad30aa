import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { DocumentNode, GraphQLError } from "graphql";
import * as webDocuments from "../../../web/app/generated/graphql.js";
import { buildSchema } from "../../src/schema.js";
import { DEFAULT_GRAPHQL_LIMITS, graphqlLimitProtection, type GraphQLLimits } from "../../src/limits/graphqlLimits.js";
import { limitMessage } from "../../src/errors/messages.js";
import { loadConfig } from "../../src/config.js";

// The schema comes from @graphql-tools, which Node links to graphql's CommonJS build, while Vite
// hands this file the ESM build: validate with the schema's copy (as Apollo does at run time).
const { getIntrospectionQuery, parse, print, specifiedRules, validate } = createRequire(import.meta.url)("graphql") as typeof import("graphql");
const schema = buildSchema();

function check(source: string, limits: GraphQLLimits = DEFAULT_GRAPHQL_LIMITS): readonly GraphQLError[] {
  const protection = graphqlLimitProtection(limits);
  let document: DocumentNode;
  try {
    document = parse(source, protection.parseOptions);
  } catch (error) {
    return [error as GraphQLError];
  }
  return validate(schema, document, [...specifiedRules, ...protection.validationRules]);
}

/** The web's typed documents (GraphQL Codegen client preset): every operation it can send. */
const WEB_DOCUMENTS = Object.entries(webDocuments)
  .filter(([name, value]) => name.endsWith("Document") && (value as DocumentNode)?.kind === "Document")
  .map(([name, value]) => [name, print(value as DocumentNode)] as const);

/** The smallest limits a document passes: found by lowering each limit until it is rejected. */
function tightest(source: string): Record<"maxAliases" | "maxDepth" | "maxTokens" | "maxDirectives", number> {
  const result = {} as Record<"maxAliases" | "maxDepth" | "maxTokens" | "maxDirectives", number>;
  for (const key of ["maxAliases", "maxDepth", "maxTokens", "maxDirectives"] as const) {
    let low = 1;
    let high = DEFAULT_GRAPHQL_LIMITS[key];
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (check(source, { ...DEFAULT_GRAPHQL_LIMITS, [key]: mid }).length === 0) high = mid;
      else low = mid + 1;
    }
    result[key] = low;
  }
  return result;
}

describe("GraphQL document limits", () => {
  it("let every document the web sends pass, with room to spare", () => {
    expect(WEB_DOCUMENTS.length).toBeGreaterThan(40);
    // Cost needs the operation's variables and is measured in query-cost.test.ts.
    const worst = { maxAliases: 0, maxDepth: 0, maxTokens: 0, maxDirectives: 0 };
    for (const [name, source] of WEB_DOCUMENTS) {
      expect(check(source).map((e) => `${name}: ${e.message}`)).toEqual([]);
      const needs = tightest(source);
      for (const key of Object.keys(worst) as (keyof typeof worst)[]) worst[key] = Math.max(worst[key], needs[key]);
    }
    console.info("largest needs of the web's documents:", worst, "limits:", DEFAULT_GRAPHQL_LIMITS);
    // Room for the web to grow before a limit must be raised: half of each limit (aliases: a third).
    expect(worst.maxAliases).toBeLessThanOrEqual(DEFAULT_GRAPHQL_LIMITS.maxAliases / 3);
    expect(worst.maxDepth).toBeLessThanOrEqual(DEFAULT_GRAPHQL_LIMITS.maxDepth - 2);
    expect(worst.maxTokens).toBeLessThanOrEqual(DEFAULT_GRAPHQL_LIMITS.maxTokens / 2);
  });

  it("let GraphiQL's introspection query pass", () => {
    expect(check(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }))).toEqual([]);
  });

  it("reject 3,000 aliased product fields and 300 distinct searches as too many aliases", () => {
    const products = `{ ${Array.from({ length: 3000 }, (_, i) => `p${i}: product(id: "0190d0b0a7c67a3c8c9f6b2f3e4d5c6b") { id }`).join(" ")} }`;
    const searches = `{ ${Array.from({ length: 300 }, (_, i) => `s${i}: search(term: "term${i}") { term }`).join(" ")} }`;
    const big = check(products, { ...DEFAULT_GRAPHQL_LIMITS, maxTokens: 100_000 });
    expect(big.map((e) => e.extensions.limit)).toContain("aliases");
    expect(big.find((e) => e.extensions.limit === "aliases")?.extensions).toMatchObject({ code: "BAD_USER_INPUT", max: 30, found: 3000 });
    expect(check(searches, { ...DEFAULT_GRAPHQL_LIMITS, maxTokens: 100_000 }).map((e) => e.extensions.limit)).toContain("aliases");
  });

  it("reject deep, long and directive-laden documents, each with its own kind", () => {
    const nested = (n: number) => `{ navigation { ${"children { ".repeat(n)} id ${"} ".repeat(n)} } }`;
    expect(check(nested(20)).map((e) => e.extensions.limit)).toContain("depth");
    const long = `{ ${"ping ".repeat(5000)} }`;
    expect(check(long).map((e) => e.message)).toEqual([expect.stringMatching(/more tha[nt] 3000 tokens/)]);
    const directives = `{ ping ${"@include(if: true) ".repeat(40)} }`;
    expect(check(directives).map((e) => e.extensions.limit)).toContain("directives");
  });

  it("word the refusal in the shopper's language", () => {
    expect(limitMessage("aliases", "de", { max: 30, found: 3000 })).toBe("Die Anfrage enthält zu viele Aliase (höchstens 30, erhalten: 3000).");
    expect(limitMessage("depth", "it", { max: 15, found: 21 })).toBe(
      "La richiesta è annidata troppo in profondità (al massimo 15 livelli, ricevuti: 21).",
    );
    expect(limitMessage("tokens", "fr", { max: 3000, found: "" })).toBe("La requête est trop longue (au maximum 3000 jetons).");
  });

  it("read limits and the production switches from the environment", () => {
    expect(loadConfig({}).graphqlLimits).toEqual(DEFAULT_GRAPHQL_LIMITS);
    const production = loadConfig({ GRAPHQL_INTROSPECTION: "0", GRAPHQL_SUGGESTIONS: "0", GRAPHQL_MAX_ALIASES: "10" });
    expect(production.graphqlLimits).toMatchObject({ introspection: false, suggestions: false, maxAliases: 10 });
    expect(() => loadConfig({ GRAPHQL_MAX_DEPTH: "0" })).toThrow("GRAPHQL_MAX_DEPTH must be a whole number of at least 1");
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: "maybe" })).toThrow("GRAPHQL_INTROSPECTION must be 1 or 0");
  });
});
