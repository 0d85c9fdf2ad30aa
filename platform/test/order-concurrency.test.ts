import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { ACCESS_KEY } from "./helpers.js";
import { registration } from "./account-helpers.js";
import { createCartPlatform, pid } from "./cart-helpers.js";
import { startServeProcess, type ServeProcess } from "./serve-process.js";
import { SystemRepository } from "../src/context/system-repository.js";
import { ContextService } from "../src/context/context-service.js";
import { createAccountServices } from "../src/account/services.js";
import { CartService } from "../src/checkout/cart-service.js";
import { OrderService } from "../src/order/order-service.js";
import { ShopwareError } from "../src/http/errors.js";

/**
 * One cart → at most one order, over real HTTP: ten submits of the same cart at the same moment,
 * spread over two platform processes on one SQLite file (so the event loop of one process cannot be
 * what serialises them; the BEGIN IMMEDIATE transaction around "read cart … delete cart" is).
 */
const dir = mkdtempSync(path.join(tmpdir(), "order-concurrency-"));
const file = path.join(dir, "platform.sqlite");
const seeded = openDb(file);
migrate(seeded);
seed(seeded, { size: "small" });
const { app, db } = createCartPlatform({ db: seeded });
let child: ServeProcess | undefined;
const bases: string[] = [];

beforeAll(async () => {
  bases.push(await app.listen({ port: 0, host: "127.0.0.1" }));
  child = await startServeProcess({ PLATFORM_DB: file });
  bases.push(child.url);
}, 40_000);

afterAll(async () => {
  await child?.stop();
  await app.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

async function http(base: string, method: string, url: string, token: string | undefined, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { "sw-access-key": ACCESS_KEY, "content-type": "application/json", ...(token ? { "sw-context-token": token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any>, token: res.headers.get("sw-context-token") ?? token };
}

async function customerWithCart(email: string): Promise<string> {
  const reg = await http(bases[0]!, "POST", "/store-api/account/register", undefined, registration(email));
  expect(reg.status).toBe(200);
  const added = await http(bases[0]!, "POST", "/store-api/checkout/cart/line-item", reg.token, {
    items: [
      { type: "product", referencedId: pid("SW10002"), quantity: 2 },
      { type: "product", referencedId: pid("SW10004"), quantity: 1 },
    ],
  });
  expect(added.status).toBe(200);
  return reg.token!;
}

const stock = () => (db.prepare("SELECT stock FROM product WHERE id = ?").get(pid("SW10002")) as { stock: number }).stock;
const ordersOf = (email: string) => (db.prepare('SELECT COUNT(*) AS n FROM "order" o JOIN order_customer c ON c.order_id = o.id WHERE c.email = ?').get(email) as { n: number }).n;

describe("one cart → at most one order (two processes, one SQLite file)", () => {
  it("10 parallel POST /checkout/order for the same token: exactly 1 order, the others 400 CHECKOUT__CART_EMPTY", async () => {
    const token = await customerWithCart("parallel@example.ch");
    const before = stock();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => http(bases[i % 2]!, "POST", "/store-api/checkout/order", token, {})));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(1);
    expect(refused.map((a) => [a.status, a.body.errors[0].code])).toEqual(Array.from({ length: 9 }, () => [400, "CHECKOUT__CART_EMPTY"]));
    expect(ordersOf("parallel@example.ch")).toBe(1);
    expect(stock()).toBe(before - 2);
    const cart = await http(bases[1]!, "GET", "/store-api/checkout/cart", token);
    expect(cart.body.lineItems).toEqual([]);
  });

  it("the same idempotencyKey in parallel: every answer is the same order", async () => {
    const token = await customerWithCart("idempotent@example.ch");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => http(bases[i % 2]!, "POST", "/store-api/checkout/order", token, { idempotencyKey: "submit-7f3a" })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const ids = new Set(answers.map((a) => a.body.id as string));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((a) => a.body.orderNumber)).size).toBe(1);
    expect(ordersOf("idempotent@example.ch")).toBe(1);
  });

  it("a key that ordered one cart, sent again with another cart: 409 CHECKOUT__IDEMPOTENCY_KEY_REUSED, nothing ordered; the order is found by its key", async () => {
    const token = await customerWithCart("reused@example.ch");
    const first = await http(bases[0]!, "POST", "/store-api/checkout/order", token, { idempotencyKey: "submit-reused" });
    expect(first.status).toBe(200);
    expect(first.body.customFields.shop_idempotency_key).toBe("submit-reused");
    // an empty cart: a retry of the same submit answers the same order
    expect((await http(bases[1]!, "POST", "/store-api/checkout/order", token, { idempotencyKey: "submit-reused" })).body.id).toBe(first.body.id);
    await http(bases[0]!, "POST", "/store-api/checkout/cart/line-item", token, { items: [{ type: "product", referencedId: pid("SW10004"), quantity: 5 }] });
    const reused = await http(bases[1]!, "POST", "/store-api/checkout/order", token, { idempotencyKey: "submit-reused" });
    expect([reused.status, reused.body.errors[0].code]).toEqual([409, "CHECKOUT__IDEMPOTENCY_KEY_REUSED"]);
    expect(ordersOf("reused@example.ch")).toBe(1);
    expect((await http(bases[0]!, "GET", "/store-api/checkout/cart", token)).body.lineItems).toHaveLength(1);
    const found = await http(bases[0]!, "POST", "/store-api/order", token, {
      filter: [{ type: "equals", field: "customFields.shop_idempotency_key", value: "submit-reused" }],
    });
    expect(found.body.orders.elements.map((o: { id: string }) => o.id)).toEqual([first.body.id]);
  });
});

/** An OrderService on its own connection to the file, as a second platform process has. */
function serviceOn(connection: ReturnType<typeof openDb>) {
  const system = new SystemRepository(connection);
  const contexts = new ContextService(connection, system);
  const accounts = createAccountServices(connection, system);
  const cart = new CartService(connection, system, contexts, accounts, { freeShippingFrom: 50 }, () => new Date());
  const orders = new OrderService(connection, system, accounts, cart, () => new Date());
  const sc = system.salesChannelByAccessKey(ACCESS_KEY)!;
  return { cart, orders, context: (token: string) => contexts.resolve(sc, { "sw-context-token": token }) };
}

describe("no window between reading the cart and writing the order (shopware/shopware #19943)", () => {
  it("a second placement exactly after the first read its cart cannot start; once it may, the cart is empty", async () => {
    const token = await customerWithCart("fenster@example.ch");
    const first = serviceOn(openDb(file));
    const secondDb = openDb(file);
    // no waiting: show whether the second would have to wait for the first (SQLITE_BUSY) or could go ahead
    secondDb.pragma("busy_timeout = 0");
    const second = serviceOn(secondDb);
    const outcomes: string[] = [];
    const attemptSecond = () => {
      try {
        second.orders.place(second.context(token), "http://platform.test", {});
        outcomes.push("ordered");
      } catch (err) {
        outcomes.push(err instanceof ShopwareError ? err.entries[0]!.code : String((err as { code?: string }).code));
      }
    };
    // the moment Shopware got wrong: right after the first placement has read the cart
    const read = first.cart.read.bind(first.cart);
    first.cart.read = (ctx, baseUrl) => {
      const cart = read(ctx, baseUrl);
      attemptSecond();
      return cart;
    };
    const order = first.orders.place(first.context(token), "http://platform.test", {});
    expect(order.orderNumber).toBeTruthy();
    expect(outcomes).toEqual(["SQLITE_BUSY"]);
    // what a waiting request does next: it gets the lock and finds the cart gone
    attemptSecond();
    expect(outcomes).toEqual(["SQLITE_BUSY", "CHECKOUT__CART_EMPTY"]);
    expect(ordersOf("fenster@example.ch")).toBe(1);
  });
});
