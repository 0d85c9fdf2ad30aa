/**
 * Integration (issue 10): persisted documents — gateway ↔ the REAL platform over HTTP, with the
 * manifest `pnpm codegen` generated for the storefront (web/app/generated/persisted-documents.json).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformAvailable, startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGateway, type RunningGateway } from "../helpers/gateway.js";
import { DEFAULT_PERSISTED_DOCUMENTS_FILE } from "../../src/persisted/documents.js";

const manifest = JSON.parse(readFileSync(DEFAULT_PERSISTED_DOCUMENTS_FILE, "utf8")) as Record<string, string>;
const [navigationKey, navigationText] = Object.entries(manifest).find(([, text]) => text.startsWith("query Navigation("))!;
const NAVIGATION_HASH = navigationKey.replace(/^sha256:/, "");
const UNKNOWN_HASH = "0".repeat(64);
const WEB = { "apollographql-client-name": "web" };

/** A read by hash as the storefront sends it: GET, APQ extension, no document text. */
async function getByHash(gatewayUrl: string, hash: string, headers: Record<string, string> = {}) {
  const search = new URLSearchParams({
    operationName: "Navigation",
    variables: JSON.stringify({ depth: 2 }),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  });
  const response = await fetch(`${gatewayUrl}/graphql?${search}`, {
    headers: { "apollo-require-preflight": "true", accept: "application/json", ...headers },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { data?: any; errors?: any[] } };
}

describe("persisted documents against the real platform", () => {
  let platform: RunningPlatform;
  let allow: RunningGateway;
  let strict: RunningGateway;

  beforeAll(async () => {
    if (!platformAvailable()) throw new Error("platform/src/cli/serve.ts is missing: the platform package is required");
    platform = await startPlatform();
    allow = await startGateway(platform.url, platform.accessKey, { PERSISTED_DOCUMENTS: "allow" });
    // The default mode (issue 20): require-for-web.
    strict = await startGateway(platform.url, platform.accessKey);
  }, 120_000);

  afterAll(async () => {
    await allow?.close();
    await strict?.close();
    await platform?.stop();
  });

  it("answers a known hash sent as GET with the same data as the full document", async () => {
    const byHash = await getByHash(allow.url, NAVIGATION_HASH, WEB);
    expect(byHash.status).toBe(200);
    expect(byHash.body.errors).toBeUndefined();
    expect(byHash.body.data.navigation.length).toBeGreaterThan(0);
    const full = await gql(allow.url, navigationText, { depth: 2 });
    expect(full.status).toBe(200);
    expect(byHash.body.data).toEqual(full.body.data);
    // The codegen key ("sha256:<hex>") is accepted as well as the bare hex Apollo clients send.
    expect((await getByHash(allow.url, navigationKey)).body.data).toEqual(full.body.data);
  });

  it("refuses an unknown hash with a localised 400 PERSISTED_QUERY_NOT_FOUND", async () => {
    const answer = await getByHash(allow.url, UNKNOWN_HASH, { "x-shop-locale": "fr" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect(answer.body.errors![0].message).toMatch(/n'est pas connue du serveur/);
    const german = await getByHash(strict.url, UNKNOWN_HASH, WEB);
    expect(german.status).toBe(400);
    expect(german.body.errors![0].message).toMatch(/nicht bekannt/);
  });

  it("does not register new hashes at run time (no automatic persisted queries in this mode)", async () => {
    const query = "query Mine { navigation(depth: 1) { id } }";
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(query).digest("hex");
    const withText = await gql(allow.url, query, {}, {});
    expect(withText.status).toBe(200);
    const registered = await fetch(`${allow.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    });
    expect(registered.status).toBe(200);
    expect((await getByHash(allow.url, hash)).status).toBe(400);
  });

  it("in allow mode accepts full documents from the web and from apps", async () => {
    const fromWeb = await gql(allow.url, navigationText, { depth: 1 }, WEB);
    expect(fromWeb.status).toBe(200);
    expect(fromWeb.body.data!.navigation).toBeTruthy();
  });

  it("by default (require-for-web) refuses a full document from the web but serves a mobile app and known hashes", async () => {
    const fromWeb = await gql(strict.url, navigationText, { depth: 1 }, { ...WEB, "x-shop-locale": "it" });
    expect(fromWeb.status).toBe(400);
    expect(fromWeb.body.errors![0]!.extensions!.code).toBe("PERSISTED_DOCUMENT_REQUIRED");
    expect(fromWeb.body.errors![0]!.message).toMatch(/solo richieste note/);
    expect(fromWeb.body.data).toBeUndefined();

    const fromApp = await gql(strict.url, navigationText, { depth: 1 });
    expect(fromApp.status).toBe(200);
    expect(fromApp.body.data!.navigation).toBeTruthy();

    const webByHash = await getByHash(strict.url, NAVIGATION_HASH, WEB);
    expect(webByHash.status).toBe(200);
    expect(webByHash.body.data.navigation.length).toBeGreaterThan(0);
  });

  it("keeps the document limits for apps in require-for-web", async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: navigation(depth: 1) { id }`).join(" ");
    const answer = await gql(strict.url, `{ ${aliases} }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  });
});
