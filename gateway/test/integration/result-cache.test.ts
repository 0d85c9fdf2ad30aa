/**
 * Integration (issue 26): the gateway's cache of whole GraphQL answers (cache/graphqlResultCache.ts), gateway ↔ the
 * REAL platform over HTTP with its own SQLite file. The platform purges the gateway directly (PAGE_CACHE_PURGE_URL
 * pointed at the gateway's /__cache/purge, as the web forwards it in production). Executions are counted by the
 * cache's Apollo plugin, upstream calls in the platform's request log.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { CatalogRouteDocument } from "../../../web/app/generated/graphql.js";
import { loadConfig } from "../../src/config.js";
import { buildGateway } from "../../src/server.js";
import { GatewayClient } from "../helpers/client.js";
import { freePort, PLATFORM_DIR, startPlatform, type RunningPlatform } from "../helpers/platform.js";

const CATALOG_ROUTE = print(CatalogRouteDocument);
const PRODUCT_STOCK = /* GraphQL */ `
  query ProductStock($path: String!) { route(path: $path) { ... on ProductRoute { product { id availability { stock availableStock } } } } }
`;
const PRICE = /* GraphQL */ `
  query ProductPrice($path: String!) { route(path: $path) { ... on ProductRoute { product { price { unitPrice { amount } } } } } }
`;
const PURGE_SECRET = "result-cache-test-purge";
const PROFESSIONAL = { email: "fachperson@apotheke-shop.test", password: "Fach-Passwort-1" };
const LOGIN = /* GraphQL */ `mutation ($email: String, $password: String) { login(email: $email, password: $password) { ok session { kind } } }`;
const ADD_TO_CART = /* GraphQL */ `mutation ($id: ID!) { addToCart(items: [{ productId: $id, quantity: 1 }]) { ok } }`;

type Json = Record<string, any>;
/** Headers that belong to one request, not to the answer. */
const PER_REQUEST = new Set(["date", "x-request-id", "keep-alive", "connection"]);

describe("cache of whole GraphQL answers (real platform)", () => {
  let platform: RunningPlatform;
  let app: FastifyInstance;
  let url: string;
  let dir: string;
  let product: { id: string; path: string };

  const stats = () => ({ ...app.resultCache.stats });
  async function storeApiCalls(): Promise<number> {
    return (await platform.requests()).filter((call) => call.path.startsWith("/store-api/")).length;
  }

  async function post(query: string, variables: Json, headers: Record<string, string> = {}) {
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-locale": "de", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    const kept = [...response.headers].filter(([name]) => !PER_REQUEST.has(name));
    return { status: response.status, text, headers: Object.fromEntries(kept), body: JSON.parse(text) as { data?: Json; errors?: unknown[] } };
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "result-cache-"));
    const port = await freePort();
    platform = await startPlatform(undefined, undefined, {
      PLATFORM_DB: path.join(dir, "platform.sqlite"),
      PAGE_CACHE_PURGE_URL: `http://127.0.0.1:${port}/__cache/purge`,
      PAGE_CACHE_PURGE_SECRET: PURGE_SECRET,
    });
    const config = loadConfig({ STORE_API_URL: platform.url, STORE_API_ACCESS_KEY: platform.accessKey, LOG_LEVEL: "silent", RATE_LIMITS: "off", PAGE_CACHE_PURGE_SECRET: PURGE_SECRET });
    app = await buildGateway(config);
    url = await app.listen({ port, host: "127.0.0.1" });
    const { products } = await new GatewayClient(url).data(`{ products(limit: 20) { items { id url available } } }`);
    const available = products.items.find((p: Json) => p.available);
    product = { id: available.id, path: available.url };
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await platform?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("answers the second identical product page query from the kept answer: no execution, no upstream call, same bytes and headers", async () => {
    const variables = { path: product.path, home: false };
    const first = await post(CATALOG_ROUTE, variables);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.route.__typename).toBe("ProductRoute");

    const before = stats();
    await platform.clearRequests();
    const second = await post(CATALOG_ROUTE, variables);
    expect(stats().executions - before.executions).toBe(0);
    expect(stats().hit - before.hit).toBe(1);
    expect(await storeApiCalls()).toBe(0);
    expect(second.text).toBe(first.text);
    expect(second.headers).toEqual(first.headers);
    // Operators see it too: kept answers never reach Apollo's request histogram.
    expect(await (await fetch(`${url}/metrics`)).text()).toMatch(/^gateway_result_cache_lookups_total\{result="hit"\} [1-9]/m);

    // Other variables, another locale: other answers, executed.
    const french = await post(CATALOG_ROUTE, variables, { "x-shop-locale": "fr" });
    expect(stats().executions - before.executions).toBe(1);
    expect(french.text).not.toBe(first.text);
  });

  it("a stock change written to the platform purges the kept answer: the next answer shows the new stock", async () => {
    const first = await post(PRODUCT_STOCK, { path: product.path });
    const shown = first.body.data!.route.product as { id: string; availability: { stock: number } };
    await post(PRODUCT_STOCK, { path: product.path });
    expect((await post(PRODUCT_STOCK, { path: product.path })).text).toBe(first.text);
    const kept = stats();
    expect(kept.hit).toBeGreaterThan(0);

    // A stock correction next to the platform (another connection to its SQLite file, as a back-office import does).
    type Sqlite = new (file: string) => { prepare(sql: string): { run(...args: unknown[]): { changes: number } }; close(): void };
    const Database = createRequire(path.join(PLATFORM_DIR, "package.json"))("better-sqlite3") as Sqlite;
    const db = new Database(path.join(dir, "platform.sqlite"));
    const newStock = shown.availability.stock + 7;
    try {
      expect(db.prepare("UPDATE product SET stock = ?, available_stock = ? WHERE id = ?").run(newStock, newStock, shown.id).changes).toBe(1);
    } finally {
      db.close();
    }
    // The platform notices writes by other connections within a second and purges; well within the answers' 60 s.
    const deadline = Date.now() + 8000;
    let seen = shown.availability.stock;
    while (seen !== newStock && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = (await post(PRODUCT_STOCK, { path: product.path })).body.data!.route.product.availability.stock;
    }
    expect(seen).toBe(newStock);
  });

  it("a session with another price context (customer group) never gets the default entry, and gets its own", async () => {
    const anonymous = await post(PRICE, { path: product.path });
    const anonymousPrice: number = anonymous.body.data!.route.product.price.unitPrice.amount;

    // A shopper with a cart: a session in the default price context, kept under the default variant.
    const shopper = new GatewayClient(url);
    expect((await shopper.data(ADD_TO_CART, { id: product.id })).addToCart.ok).toBe(true);
    for (let i = 0; i < 3; i++) expect((await shopper.data(PRICE, { path: product.path })).route.product.price.unitPrice.amount).toBe(anonymousPrice);
    const afterShopper = stats();

    const professional = new GatewayClient(url);
    expect((await professional.data(LOGIN, PROFESSIONAL)).login).toMatchObject({ ok: true, session: { kind: "LOGGED_IN" } });
    const prices: number[] = [];
    for (let i = 0; i < 4; i++) prices.push((await professional.data(PRICE, { path: product.path })).route.product.price.unitPrice.amount);
    expect(prices[0]).toBeLessThan(anonymousPrice);
    expect(new Set(prices).size).toBe(1);
    // Its own entry: kept once its price context is known, then served.
    expect(stats().hit - afterShopper.hit).toBeGreaterThan(0);
    expect(stats().stored - afterShopper.stored).toBeGreaterThan(0);
    expect((await shopper.data(PRICE, { path: product.path })).route.product.price.unitPrice.amount).toBe(anonymousPrice);
  });

  it("never keeps cart, checkout or account answers", async () => {
    const shopper = new GatewayClient(url);
    expect((await shopper.data(ADD_TO_CART, { id: product.id })).addToCart.ok).toBe(true);
    const before = stats();
    for (const query of [`{ cart { itemCount } }`, `{ checkout { cart { itemCount } } }`, `{ session { kind } }`, `{ customer { email } }`]) {
      for (let i = 0; i < 2; i++) await shopper.gql(query);
      for (let i = 0; i < 2; i++) await new GatewayClient(url).gql(query);
    }
    expect(stats().executions - before.executions).toBe(16);
    expect(stats().hit - before.hit).toBe(0);
    expect(stats().stored - before.stored).toBe(0);
  });

  it("never keeps an answer with errors", async () => {
    const crumbs = (await post(`query ($path: String!) { route(path: $path) { ... on PageRoute { breadcrumbs { url } } } }`, { path: product.path })).body.data!.route.breadcrumbs;
    const categoryPath: string = crumbs.at(-2).url;
    // A category page whose reads were all made and kept, and a listing filter refused (no upstream call) after them.
    const query = `query ($path: String!) { route(path: $path) { __typename ... on CategoryRoute { category { id } listing(input: { properties: ["x|y"] }) { total } } } }`;
    await post(`query ($path: String!) { route(path: $path) { __typename ... on CategoryRoute { category { id } } } }`, { path: categoryPath });
    const before = stats();
    for (let i = 0; i < 3; i++) {
      const answer = await post(query, { path: categoryPath });
      expect(answer.body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(stats().executions - before.executions).toBe(3);
    expect(stats().stored - before.stored).toBe(0);
  });

  it("ends a kept answer at the 16:00 cut-off, when the delivery promise it shows changes", async () => {
    // 30 s before the cut-off on a working day (Fri 27.11.2026 15:59:30 in Zurich): the upstream reads stay fresh 60 s.
    let clock = Date.parse("2026-11-27T14:59:30Z");
    const clocked = await buildGateway(loadConfig({ STORE_API_URL: platform.url, STORE_API_ACCESS_KEY: platform.accessKey, LOG_LEVEL: "silent", RATE_LIMITS: "off" }), { cacheClock: () => clock });
    const at = await clocked.listen({ port: 0, host: "127.0.0.1" });
    try {
      const ask = () => fetch(`${at}/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-shop-locale": "de" }, body: JSON.stringify({ query: CATALOG_ROUTE, variables: { path: product.path, home: false } }) }).then((r) => r.json());
      await ask();
      const before = { ...clocked.resultCache.stats };
      await ask();
      expect(clocked.resultCache.stats.hit - before.hit).toBe(1);
      clock += 31_000; // 16:00:01: the upstream reads are still fresh, the promise is not
      await ask();
      expect(clocked.resultCache.stats.executions - before.executions).toBe(1);
    } finally {
      await clocked.close();
    }
  });
});
