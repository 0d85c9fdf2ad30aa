/**
 * Issue 20: an address that floods refused documents waits in a tarpit and gets 429 for further
 * documents' text — before Apollo parses them — while its persisted-hash requests and other
 * addresses are served as before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildGateway } from "../../src/server.js";
import { loadConfig } from "../../src/config.js";
import type { StoreApiClient } from "../../src/storeApi/client.js";

const noStoreApi: StoreApiClient = {
  async invoke(operation) {
    throw new Error(`unexpected Store API call ${operation}`);
  },
  async close() {},
};

const TARPIT_MS = 200;
const BROKEN = "{ ping ";

function send(app: FastifyInstance, from: string, payload: object, locale = "de") {
  return app.inject({
    method: "POST",
    url: "/graphql",
    remoteAddress: from,
    headers: { "content-type": "application/json", "x-shop-locale": locale },
    payload: JSON.stringify(payload),
  });
}

describe("a flood of refused documents", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildGateway(loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_REFUSED_DOCUMENTS: "3/60" }), {
      storeApiClient: noStoreApi,
      refusalTarpitMs: TARPIT_MS,
    });
  });
  afterAll(() => app.close());

  it("holds the flooding address: its documents wait, then get a localised 429; hashes and others pass", async () => {
    const attacker = "203.0.113.7";
    // Within the limit: ordinary 400s, answered at once.
    for (let i = 0; i < 4; i++) expect((await send(app, attacker, { query: BROKEN })).statusCode).toBe(400);

    const started = performance.now();
    const held = await send(app, attacker, { query: "{ ping }" }, "fr");
    expect(performance.now() - started).toBeGreaterThanOrEqual(TARPIT_MS - 10);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers["retry-after"])).toBeGreaterThan(0);
    const body = held.json() as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]!.extensions).toMatchObject({ code: "RATE_LIMITED", limit: "refusedDocuments" });
    expect(body.errors[0]!.message).toMatch(/^Trop de requêtes/);

    // A persisted hash from the same address is not held (here: unknown, so the persisted guard answers).
    const hashed = await send(app, attacker, { extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } });
    expect(hashed.statusCode).toBe(400);
    expect(hashed.json()).toMatchObject({ errors: [{ extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] });

    // Somebody else's documents are served.
    const other = await send(app, "198.51.100.20", { query: "{ ping }" });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ data: { ping: expect.anything() } });

    const metrics = (await app.inject({ method: "GET", url: "/metrics" })).body;
    expect(metrics).toMatch(/gateway_rate_limit_rejections_total\{bucket="refusedDocuments"\} [1-9]/);
  });
});
