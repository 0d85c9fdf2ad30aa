/**
 * Integration (issue 10): shared-cache headers of persisted GET reads — gateway ↔ the REAL platform over
 * HTTP, with the storefront's codegen manifest. Anonymous catalogue reads by hash may be kept by a CDN as
 * long as the gateway's own cache keeps them (cache/strategies.ts); sessions, mutations and full documents
 * stay `private, no-store`.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGateway, type RunningGateway } from "../helpers/gateway.js";
import { DEFAULT_PERSISTED_DOCUMENTS_FILE } from "../../src/persisted/documents.js";
import { CacheLong, CacheShort } from "../../src/cache/strategies.js";
import { sharedCacheControl } from "../../src/cache/httpCache.js";

const manifest = JSON.parse(readFileSync(DEFAULT_PERSISTED_DOCUMENTS_FILE, "utf8")) as Record<string, string>;

function hashOf(operation: string): string {
  const entry = Object.entries(manifest).find(([, text]) => new RegExp(`\\b(query|mutation) ${operation}\\b`).test(text));
  if (!entry) throw new Error(`no persisted document ${operation}`);
  return entry[0].replace(/^sha256:/, "");
}

const WEB = { "apollographql-client-name": "web", "apollo-require-preflight": "true" };

/** A read by hash as the storefront sends it: GET, APQ extension, no document text. */
async function read(gatewayUrl: string, operation: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams({
    operationName: operation,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf(operation) } }),
  });
  const response = await fetch(`${gatewayUrl}/graphql?${search}`, { headers: { accept: "application/json", ...WEB, ...headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

describe("HTTP cache headers of persisted reads against the real platform", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey, { PERSISTED_DOCUMENTS: "require-for-web" });
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it("lets shared caches keep an anonymous navigation read as long as the gateway's own cache does, with a validator", async () => {
    const first = await read(gateway.url, "Navigation", { depth: 2 }, { "x-shop-locale": "fr" });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text).data.navigation.length).toBeGreaterThan(0);
    // The footer's payment chips ride along as a public read (issue 23; f4219c5 read them per session and lost this):
    // the checkout's names, no session made, and the answer below stays shareable.
    expect((JSON.parse(first.text).data.shopPaymentMethods as { name: string }[]).map((method) => method.name)).toEqual(expect.arrayContaining(["TWINT", "PayPal"]));
    expect(first.headers.get("set-cookie")).toBeNull();
    // Navigation is CacheLong in the gateway: 600 s fresh, 3,000 s stale.
    expect(first.headers.get("cache-control")).toBe(sharedCacheControl(CacheLong()));
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=600, stale-while-revalidate=3000");
    expect(first.headers.get("vary")).toBe("x-shop-locale, cookie, sw-context-token");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    // The validator is the digest of the very JSON that is sent (Apollo adds a newline; cache/resultJson.ts).
    expect(etag).toBe(`W/"${createHash("sha1").update(first.text.replace(/\n$/, "")).digest("base64url")}"`);

    // Served from the gateway's cache of whole answers now (graphqlResultCache.ts): same bytes, same headers; the
    // client's copy is confirmed by a 304.
    const kept = { ...gateway.app.resultCache.stats };
    const again = await read(gateway.url, "Navigation", { depth: 2 }, { "x-shop-locale": "fr" });
    expect(again.text).toBe(first.text);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(again.headers.get("vary")).toBe(first.headers.get("vary"));
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    const revalidated = await read(gateway.url, "Navigation", { depth: 2 }, { "x-shop-locale": "fr", "if-none-match": etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(gateway.app.resultCache.stats.hit - kept.hit).toBe(2);
    expect(gateway.app.resultCache.stats.executions).toBe(kept.executions);

    // Another language is another answer (and another validator).
    const german = await read(gateway.url, "Navigation", { depth: 2 }, { "x-shop-locale": "de", "if-none-match": etag! });
    expect(german.status).toBe(200);
    expect(german.headers.get("etag")).not.toBe(etag);
  });

  it("takes the shortest lifetime of the reads an answer used", async () => {
    // Brands: the root category (navigation, CacheLong) and a product listing (CacheShort: 60 s / 240 s).
    const brands = await read(gateway.url, "Brands", {}, { "x-shop-locale": "de" });
    expect(brands.status).toBe(200);
    expect(JSON.parse(brands.text).errors).toBeUndefined();
    expect(brands.headers.get("cache-control")).toBe(sharedCacheControl(CacheShort()));
    expect(brands.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=240");
  });

  it("names Accept-Language in Vary only when the locale came from it", async () => {
    const answer = await read(gateway.url, "Navigation", { depth: 2 }, { "accept-language": "it-CH" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("vary")).toBe("x-shop-locale, accept-language, cookie, sw-context-token");
  });

  it("keeps sessions, customer data, mutations and full documents private", async () => {
    // A real session: setSessionLocale creates the context token (cookie).
    const created = await gql(gateway.url, "mutation { setSessionLocale(locale: fr) { kind } }");
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toBe("private, no-store");
    const cookie = created.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toMatch(/^sw-context-token=/);

    const withCookie = await read(gateway.url, "Navigation", { depth: 2 }, { "x-shop-locale": "de", cookie });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get("cache-control")).toBe("private, no-store");
    expect(withCookie.headers.get("etag")).toBeNull();

    const token = cookie.slice("sw-context-token=".length);
    const withHeader = await read(gateway.url, "Navigation", { depth: 2 }, { "sw-context-token": token });
    expect(withHeader.headers.get("cache-control")).toBe("private, no-store");

    // Anonymous, but the answer comes from Store API calls outside the catalogue cache (cart, session).
    const cart = await read(gateway.url, "HeaderCart", {});
    expect(cart.status).toBe(200);
    expect(cart.headers.get("cache-control")).toBe("private, no-store");

    // A full document, even an anonymous catalogue read by GET, is not a stable URL worth sharing.
    const search = new URLSearchParams({ query: "{ navigation(depth: 1) { id } }" });
    const full = await fetch(`${gateway.url}/graphql?${search}`, { headers: { "apollo-require-preflight": "true" } });
    expect(full.status).toBe(200);
    expect(full.headers.get("cache-control")).toBe("private, no-store");

    // A mutation by hash (POST).
    const mutation = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...WEB },
      body: JSON.stringify({
        operationName: "SetFulfilment",
        variables: { fulfilment: "CLICK_AND_COLLECT" },
        extensions: { persistedQuery: { version: 1, sha256Hash: hashOf("SetFulfilment") } },
      }),
    });
    expect(mutation.status).toBe(200);
    expect(mutation.headers.get("cache-control")).toBe("private, no-store");
  });
});
