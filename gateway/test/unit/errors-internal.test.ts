/**
 * Error classes (issue 21): a bug of the gateway (here a TypeError under a resolver) is an
 * INTERNAL_SERVER_ERROR — one error log line with request id, operation, path and stack, counted
 * in /metrics, answered in the request's language — while a Store API 503 stays UPSTREAM_ERROR.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { loadConfig } from "../../src/config.js";
import { buildGateway } from "../../src/server.js";
import { StoreApiHttpError, StoreApiNetworkError, StoreApiTimeoutError } from "../../src/errors/upstream.js";
import { GENERIC_MESSAGES, toGraphQLError } from "../../src/errors/graphql.js";
import { isInternalError, isUpstreamOutage } from "../../src/errors/classify.js";
import { failureResult } from "../../src/account/failures.js";
import { GraphQLError } from "graphql";
import type { StoreApiClient } from "../../src/storeApi/client.js";

const LANGUAGES = {
  elements: (["de", "it", "fr"] as const).map((l, i) => ({ id: `${i}`.repeat(32), translationCode: { code: `${l}-CH` }, name: l })),
};

describe("error classes", () => {
  it("only the Store API client's errors are upstream failures; outages are network, time-out and 5xx", () => {
    expect(isInternalError(new TypeError("x"))).toBe(true);
    expect(isInternalError(new Error("timeout of 5ms exceeded"))).toBe(true);
    expect(isInternalError(new GraphQLError("refused"))).toBe(false);
    expect(isInternalError(new StoreApiHttpError(404, []))).toBe(false);
    expect([new StoreApiNetworkError("down"), new StoreApiTimeoutError(10), new StoreApiHttpError(502, [])].map(isUpstreamOutage)).toEqual([true, true, true]);
    expect([new StoreApiHttpError(400, []), new TypeError("x"), new GraphQLError("x")].map(isUpstreamOutage)).toEqual([false, false, false]);
  });

  it("throws a gateway bug on instead of turning it into an upstream error or an UNAVAILABLE result", () => {
    const bug = new TypeError("Cannot read properties of undefined");
    expect(() => toGraphQLError(bug, "fr")).toThrow(bug);
    expect(() => failureResult(bug, "de")).toThrow(bug);
    expect(toGraphQLError(new StoreApiHttpError(503, []), "fr").extensions).toMatchObject({ code: "UPSTREAM_ERROR", status: 500 });
    expect(failureResult(new StoreApiNetworkError("down"), "de")).toMatchObject({ ok: false, errorCode: "UNAVAILABLE" });
  });
});

describe("internal errors against upstream errors", () => {
  let app: FastifyInstance;
  let failure: () => Error = () => new TypeError("boom");
  const logged: Record<string, any>[] = [];

  const client: StoreApiClient = {
    invoke: async (operation) => {
      if (operation === "readLanguagesGet get /language") return { status: 200, data: LANGUAGES as never, contextToken: null };
      throw failure();
    },
    stream: async () => {
      throw failure();
    },
    close: async () => undefined,
  };

  async function cartQuery(locale: string) {
    const res = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", "x-shop-locale": locale, "sw-context-token": "token-1", "x-request-id": "req-42" },
      payload: JSON.stringify({ query: "query CartBadge { cart { itemCount } }" }),
    });
    return res.json() as { errors?: { message: string; path?: string[]; extensions?: { code?: string; status?: number } }[] };
  }
  const internalCount = async () => {
    const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
    const line = text.split("\n").find((l) => l.startsWith('gateway_internal_errors_total{operation="CartBadge"}'));
    return line ? Number(line.split(" ").at(-1)) : 0;
  };

  beforeAll(async () => {
    const config = loadConfig({ STORE_API_URL: "http://stub", STORE_API_ACCESS_KEY: "key", LOG_LEVEL: "info", GATEWAY_TRUST_PROXY: "127.0.0.1" });
    app = await buildGateway(config, { storeApiClient: client, logStream: { write: (line) => logged.push(JSON.parse(line)) } });
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    logged.length = 0;
  });

  it("answers a TypeError in a resolver as INTERNAL_SERVER_ERROR in the request's language, logged once and counted", async () => {
    failure = () => new TypeError("Cannot read properties of undefined (reading 'lineItems')");
    const before = await internalCount();
    for (const locale of ["it", "fr"] as const) {
      const body = await cartQuery(locale);
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0]).toMatchObject({ message: GENERIC_MESSAGES[locale], path: ["cart"], extensions: { code: "INTERNAL_SERVER_ERROR", status: 500 } });
      expect(JSON.stringify(body)).not.toContain("lineItems");
    }
    const errors = logged.filter((l) => l.level === 50);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ reqId: "req-42", operation: "CartBadge", path: "cart", msg: "internal error in a GraphQL resolver" });
    expect(errors[0]!.err).toMatchObject({ type: "TypeError" });
    expect(errors[0]!.err.stack).toContain("TypeError: Cannot read properties of undefined");
    expect((await internalCount()) - before).toBe(2);
  });

  it("keeps a Store API 503 an UPSTREAM_ERROR: not logged or counted as internal", async () => {
    failure = () => new StoreApiHttpError(503, []);
    const before = await internalCount();
    const body = await cartQuery("de");
    expect(body.errors![0]).toMatchObject({ message: GENERIC_MESSAGES.de, extensions: { code: "UPSTREAM_ERROR", status: 500 } });
    expect(logged.filter((l) => l.level === 50)).toEqual([]);
    expect(await internalCount()).toBe(before);
  });
});
