import type { FastifyInstance } from "fastify";
import { openDb, type Db } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { buildPlatform } from "../src/server.js";
import { productId, SEED_IDS } from "../src/seed/ids.js";
import { ACCESS_KEY } from "./helpers.js";

export const STOREFRONT = "http://shop.test";
export const pid = (productNumber: string) => productId(productNumber);
export const LANG = SEED_IDS.languages;

/** A seeded small catalogue (or the given DB) behind a real Fastify app with a settable clock. */
export function createCartPlatform(opts: { db?: Db; at?: string; freeShippingFrom?: number } = {}) {
  let db = opts.db;
  if (!db) {
    db = openDb(":memory:");
    migrate(db);
    seed(db, { size: "small" });
  }
  const clock = { at: opts.at ? new Date(opts.at) : (undefined as Date | undefined) };
  const now = () => clock.at ?? new Date();
  const app = buildPlatform({
    db,
    accessKey: ACCESS_KEY,
    publicUrl: "http://platform.test",
    now,
    accounts: { storefrontUrls: [STOREFRONT] },
    checkout: opts.freeShippingFrom === undefined ? {} : { freeShippingFrom: opts.freeShippingFrom },
  });
  return { app, db, clock };
}

export function h(token?: string, languageId?: string): Record<string, string> {
  return {
    "sw-access-key": ACCESS_KEY,
    "content-type": "application/json",
    ...(token ? { "sw-context-token": token } : {}),
    ...(languageId ? { "sw-language-id": languageId } : {}),
  };
}

export interface CartBody {
  token: string;
  lineItems: { id: string; type: string; referencedId: string; quantity: number; label: string; states: string[]; payload: Record<string, unknown>; price: { unitPrice: number; totalPrice: number; listPrice: { price: number } | null; calculatedTaxes: { tax: number; taxRate: number; price: number }[] }; deliveryInformation: { stock: number } | null; quantityInformation: { minPurchase: number; maxPurchase: number; purchaseSteps: number } | null }[];
  errors: Record<string, { key: string; level: number; message: string; messageKey: string; code: number; [k: string]: unknown }> | [];
  price: { totalPrice: number; positionPrice: number; netPrice: number; rawTotal: number; calculatedTaxes: { tax: number; taxRate: number; price: number }[] };
  deliveries: { shippingCosts: { totalPrice: number; calculatedTaxes: { taxRate: number }[] }; shippingMethod: { id: string; technicalName: string }; deliveryDate: { earliest: string; latest: string }; positions: unknown[]; extensions: { deliveryEstimate: { shipsOn: string; shipsToday: boolean; onOrder: boolean } } }[];
}

export async function addItems(app: FastifyInstance, items: unknown[], token?: string, languageId?: string) {
  const res = await app.inject({ method: "POST", url: "/store-api/checkout/cart/line-item", headers: h(token, languageId), payload: { items } });
  return { res, body: res.json() as CartBody, token: res.headers["sw-context-token"] as string };
}

export async function readCart(app: FastifyInstance, token?: string, languageId?: string) {
  const res = await app.inject({ method: "GET", url: "/store-api/checkout/cart", headers: h(token, languageId) });
  return { res, body: res.json() as CartBody, token: res.headers["sw-context-token"] as string };
}

export async function patchItems(app: FastifyInstance, items: unknown[], token: string, languageId?: string) {
  const res = await app.inject({ method: "PATCH", url: "/store-api/checkout/cart/line-item", headers: h(token, languageId), payload: { items } });
  return { res, body: res.json() as CartBody };
}

export const errorKeys = (body: CartBody) => (Array.isArray(body.errors) ? [] : Object.values(body.errors).map((e) => e.messageKey));
export const errorList = (body: CartBody) => (Array.isArray(body.errors) ? [] : Object.values(body.errors));

/** Changes a product row directly, as a back office would (the cart reads it on the next calculation). */
export function setProduct(db: Db, productNumber: string, fields: Record<string, unknown>): void {
  const cols = Object.keys(fields);
  db.prepare(`UPDATE product SET ${cols.map((c) => `${c} = ?`).join(", ")} WHERE product_number = ?`).run(...cols.map((c) => fields[c]), productNumber);
}

/** Sets a product's gross CHF price (no list price). */
export function setPrice(db: Db, productNumber: string, gross: number): void {
  setProduct(db, productNumber, { price: JSON.stringify([{ currencyId: SEED_IDS.currencyChf, gross, net: gross / 1.081, linked: true, listPrice: null }]) });
  db.prepare("DELETE FROM product_price WHERE product_id = ?").run(productId(productNumber));
}
