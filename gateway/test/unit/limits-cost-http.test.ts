/**
 * Issue 20 over HTTP: the amplification documents are refused by the list-aware cost before any
 * Store API call, localised, fast; the per-request budget stops calls and the answer size is bounded.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildGateway } from "../../src/server.js";
import { loadConfig } from "../../src/config.js";
import { createStoreApiClient, type StoreApiClient } from "../../src/storeApi/client.js";
import { OperationBudget, runWithBudget } from "../../src/limits/operationBudget.js";
import { DEFAULT_GRAPHQL_LIMITS } from "../../src/limits/graphqlLimits.js";
import { HOSTILE_DOCUMENTS, NODE_BOMB } from "../fixtures/hostileDocuments.js";

/** A Store API that must never be asked: every call is counted and fails. */
function untouchableStoreApi(calls: string[]): StoreApiClient {
  return {
    async invoke(operation) {
      calls.push(operation);
      throw new Error(`unexpected Store API call ${operation}`);
    },
    async stream(operation) {
      calls.push(operation);
      throw new Error(`unexpected Store API call ${operation}`);
    },
    async close() {},
  };
}

async function post(app: FastifyInstance, query: string, locale: string) {
  const started = performance.now();
  const res = await app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", "x-shop-locale": locale },
    payload: JSON.stringify({ query }),
  });
  return { ms: performance.now() - started, status: res.statusCode, body: res.json() as { errors?: { message: string; extensions: Record<string, unknown> }[] } };
}

describe("amplification documents over HTTP", () => {
  const calls: string[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    // Measures each refusal's own cost: the flood guard (limits-refusal-flood.test.ts) would hold this one address.
    app = await buildGateway(loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_REFUSED_DOCUMENTS: "off" }), { storeApiClient: untouchableStoreApi(calls) });
    // Warm up Apollo's first-request paths so the timing below is the refusal's.
    await post(app, "{ ping }", "de");
  });
  afterAll(() => app.close());

  // The documents in < 50 ms; the fragment bomb walks 20,000 fields before it is refused (< 100 ms).
  it.each(Object.entries({ ...HOSTILE_DOCUMENTS, NODE_BOMB }))("refuses %s with a localised 400, fast, without a Store API call", async (_name, query) => {
    const expected = {
      de: /^(Die Anfrage ist zu aufwendig|Die Anzahl pro Seite \(limit\) muss zwischen 1 und 100 liegen)/,
      it: /^(La richiesta è troppo onerosa|Il numero per pagina \(limit\) deve essere compreso tra 1 e 100)/,
      fr: /^(La requête est trop coûteuse|Le nombre par page \(limit\) doit être compris entre 1 et 100)/,
    };
    await post(app, query, "de"); // the first parse of a document warms graphql-js's code paths for it
    for (const locale of ["de", "it", "fr"] as const) {
      // The median of five: the machine is shared, one GC pause is not the refusal's cost.
      const tries = [];
      // A comment makes each try a new document: parsed, validated and priced anew (no remembered cost).
      for (let i = 0; i < 5; i++) tries.push(await post(app, `${query}\n# ${locale} ${i}`, locale));
      const { status, body } = tries[0]!;
      const ms = tries.map((t) => t.ms).sort((a, b) => a - b)[2]!;
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
      expect(["cost", "listSize"]).toContain(body.errors?.[0]?.extensions.limit);
      expect(body.errors?.[0]?.message).toMatch(expected[locale]);
      expect(ms).toBeLessThan(query === NODE_BOMB ? 100 : 50);
      console.info(`${_name} refused in ${ms.toFixed(1)} ms (${locale})`);
    }
    expect(calls).toEqual([]);
  });

  it("words a size above its maximum as the field's resolver does, else names the list and its argument", async () => {
    const products = await post(app, `{ products(limit: 1000) { items { id } } }`, "fr");
    expect(products.status).toBe(400);
    expect(products.body.errors?.[0]?.message).toBe("Le nombre par page (limit) doit être compris entre 1 et 100, reçu\u00a0: 1000.");
    expect(products.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", limit: "listSize", max: 100, found: 1000 });
    const suggest = await post(app, `{ searchSuggest(term: "tee", limit: 50) { total } }`, "de");
    expect(suggest.body.errors?.[0]?.message).toBe("Die Anzahl Vorschläge muss zwischen 1 und 20 liegen, erhalten: 50.");
    const pharmacies = await post(app, `{ pharmacies(limit: 500) { total } }`, "it");
    expect(pharmacies.body.errors?.[0]?.message).toBe("Query.pharmacies restituisce al massimo 200 elementi (limit, ricevuti: 500).");
  });

  it("refuses an answer larger than GRAPHQL_MAX_RESPONSE_BYTES", async () => {
    const small = await buildGateway(loadConfig({ LOG_LEVEL: "silent", GRAPHQL_MAX_RESPONSE_BYTES: "10" }), { storeApiClient: untouchableStoreApi([]) });
    try {
      const { status, body } = await post(small, "{ ping a: ping b: ping }", "it");
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions).toMatchObject({ limit: "responseBytes", max: 10 });
      expect(body.errors?.[0]?.message).toMatch(/^La risposta sarebbe troppo grande \(al massimo 10 byte/);
    } finally {
      await small.close();
    }
  });

  it("reads the new bounds from the environment", () => {
    expect(loadConfig({}).graphqlLimits).toMatchObject({ maxUpstreamCalls: 50, deadlineMs: 15_000, maxResponseBytes: 2_000_000 });
    expect(loadConfig({ GRAPHQL_MAX_UPSTREAM_CALLS: "7", GRAPHQL_DEADLINE_MS: "900" }).graphqlLimits).toMatchObject({ maxUpstreamCalls: 7, deadlineMs: 900 });
  });
});

describe("per-request Store API budget", () => {
  let server: Server;
  let seen = 0;
  let client: StoreApiClient;

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen++;
      const delay = req.url?.includes("slow") ? 400 : 0;
      setTimeout(() => res.setHeader("content-type", "application/json").end(JSON.stringify({ elements: [] })), delay);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    client = createStoreApiClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      accessKey: "k",
      timeoutMs: 10_000,
      admit: () => currentBudgetForTest?.admit(),
    });
  });
  afterAll(async () => {
    await client.close();
    await new Promise((resolve) => server.close(resolve));
  });

  let currentBudgetForTest: OperationBudget | undefined;
  const within = <T>(budget: OperationBudget, run: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => runWithBudget(budget, () => void run().then(resolve, reject)));

  it("makes no call past the request's budget", async () => {
    seen = 0;
    const budget = new OperationBudget({ ...DEFAULT_GRAPHQL_LIMITS, maxUpstreamCalls: 3 }, "de");
    currentBudgetForTest = budget;
    const results = await within(budget, () =>
      Promise.allSettled(Array.from({ length: 10 }, () => client.invoke("readProduct post /product", { body: {} as never }))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.extensions).toMatchObject({ code: "BAD_USER_INPUT", limit: "upstreamCalls", max: 3 });
    expect(seen).toBe(3);
  });

  it("is wired into the gateway: a request past GRAPHQL_MAX_UPSTREAM_CALLS gets limit errors, the upstream no more calls", async () => {
    const port = (server.address() as AddressInfo).port;
    const gateway = await buildGateway(loadConfig({ LOG_LEVEL: "silent", STORE_API_URL: `http://127.0.0.1:${port}`, GRAPHQL_MAX_UPSTREAM_CALLS: "3" }));
    try {
      seen = 0;
      const searches = Array.from({ length: 6 }, (_, i) => `s${i}: search(term: "term${i}") { term }`).join(" ");
      const { body } = await post(gateway, `{ ${searches} }`, "it");
      expect(body.errors?.map((e) => e.extensions.limit)).toContain("upstreamCalls");
      expect(body.errors?.find((e) => e.extensions.limit === "upstreamCalls")?.message).toBe(
        "La richiesta richiede troppe interrogazioni al sistema del negozio (al massimo 3).",
      );
      expect(seen).toBeLessThanOrEqual(3);
    } finally {
      await gateway.close();
    }
  });

  it("ends a call at the request's deadline and starts none after it", async () => {
    seen = 0;
    const budget = new OperationBudget({ ...DEFAULT_GRAPHQL_LIMITS, deadlineMs: 100 }, "fr");
    currentBudgetForTest = budget;
    const started = performance.now();
    await expect(client.invoke("readProductDetail post /product/{productId}", { pathParams: { productId: "slow" } as never })).rejects.toThrow(/^timeout of \d+ms/);
    expect(performance.now() - started).toBeLessThan(300);
    await expect(client.invoke("readProduct post /product", { body: {} as never })).rejects.toMatchObject({
      message: "La requête dure trop longtemps (au maximum 100 ms).",
    });
    expect(seen).toBe(1);
  });
});
