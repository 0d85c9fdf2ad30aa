import type { FastifyInstance } from "fastify";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { SEED_IDS } from "../src/seed/ids.js";
import { registration } from "./account-helpers.js";
import { h as hh } from "./cart-helpers.js";
import type { OutboxMail } from "../src/mail/outbox.js";
export { createCartPlatform, pid, LANG } from "./cart-helpers.js";

/**
 * The shop's mailbox as the dev tools serve it (`GET /__platform/mails`, what the e2e tests read), newest first:
 * a mail committed with its order is rendered after the commit, and the mailbox renders what is pending first.
 */
export async function mailbox(app: FastifyInstance, to?: string): Promise<OutboxMail[]> {
  const res = await app.inject({ method: "GET", url: `/__platform/mails${to ? `?to=${encodeURIComponent(to)}` : ""}` });
  return (res.json() as { mails: OutboxMail[] }).mails;
}

export async function call(app: FastifyInstance, method: "GET" | "POST" | "PATCH", url: string, token?: string, payload?: unknown, languageId?: string) {
  const res = await app.inject({ method, url, headers: hh(token, languageId), payload: payload as Record<string, unknown> | undefined });
  return { res, status: res.statusCode, body: res.json() as Record<string, any>, token: (res.headers["sw-context-token"] as string | undefined) ?? token };
}

/** Registers a customer (or a guest with `guest: true`); returns the logged-in context token. */
export async function registerCustomer(app: FastifyInstance, email: string, opts: { guest?: boolean; languageId?: string } = {}) {
  const payload = registration(email, opts.guest ? { guest: true, password: undefined } : {});
  const r = await call(app, "POST", "/store-api/account/register", undefined, payload, opts.languageId);
  if (r.status !== 200) throw new Error(`register failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.token!;
}

export async function loginDemo(app: FastifyInstance) {
  const r = await call(app, "POST", "/store-api/account/login", undefined, { username: ACCOUNT_SEED.demoCustomer.email, password: ACCOUNT_SEED.demoCustomer.password });
  return r.body.contextToken as string;
}

export async function add(app: FastifyInstance, token: string, items: [string, number, boolean?][], languageId?: string) {
  const r = await call(
    app,
    "POST",
    "/store-api/checkout/cart/line-item",
    token,
    { items: items.map(([id, quantity, cc]) => ({ type: "product", referencedId: id, quantity, ...(cc === undefined ? {} : { payload: { clickAndCollect: cc } }) })) },
    languageId,
  );
  if (r.status !== 200) throw new Error(`add failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export const placeOrder = (app: FastifyInstance, token: string | undefined, body: Record<string, unknown> = {}, languageId?: string, query = "") =>
  call(app, "POST", `/store-api/checkout/order${query}`, token, body, languageId);

export const listOrders = (app: FastifyInstance, token: string | undefined, criteria: Record<string, unknown> = {}, languageId?: string) =>
  call(app, "POST", "/store-api/order", token, criteria, languageId);

export const stockOf = (db: import("../src/db/connection.js").Db, productId: string) =>
  db.prepare("SELECT stock, available_stock FROM product WHERE id = ?").get(productId) as { stock: number; available_stock: number };

export const codesOf = (body: Record<string, any>) => (body.errors as { code: string }[]).map((e) => e.code);

export { SEED_IDS };

/** Seeded articles of every kind an order can hold (three plain ones, a download, a variant) and a pickup pharmacy: stable picks. */
export function orderKinds(db: import("../src/db/connection.js").Db) {
  const ids = (sql: string) => (db.prepare(sql).all() as { id: string }[]).map((r) => r.id);
  return {
    physical: ids(
      "SELECT id FROM product WHERE active = 1 AND stock > 10 AND type = 'physical' AND parent_id IS NULL AND id NOT IN (SELECT parent_id FROM product WHERE parent_id IS NOT NULL) ORDER BY product_number LIMIT 3",
    ),
    digital: ids("SELECT id FROM product WHERE active = 1 AND type = 'digital' ORDER BY product_number LIMIT 1")[0]!,
    variant: ids("SELECT id FROM product WHERE active = 1 AND stock > 10 AND parent_id IS NOT NULL ORDER BY product_number LIMIT 1")[0]!,
    pharmacy: ids("SELECT id FROM pharmacy ORDER BY name LIMIT 1")[0]!,
  };
}

/** A product line item as the cart route takes it. */
export const item = (referencedId: string, quantity: number, payload?: Record<string, unknown>) => ({ type: "product", referencedId, quantity, ...(payload ? { payload } : {}) });
