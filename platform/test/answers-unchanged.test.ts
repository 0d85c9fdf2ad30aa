import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";
import { paymentMethodId, SEED_IDS } from "../src/seed/ids.js";
import { registration } from "./account-helpers.js";
import { createCartPlatform, h, LANG } from "./cart-helpers.js";

/**
 * Byte-for-byte guard for refactors of the catalogue, cart, order and account renderers: every
 * answer of the whole seeded catalogue (each product in de/it/fr, every category page and listing,
 * the product search pages, search, suggest, navigation) and of a scripted shopping session
 * (carts, orders with different payment and shipping, order list and detail, account routes) is
 * hashed and compared with `fixtures/answers-unchanged.json`, recorded from the code before the
 * refactor. `UPDATE_ANSWERS=1` records it again: only when an answer is meant to change.
 *
 * The clock is fixed, so dates are stable. The only normalisation: values the session creates at
 * random (context tokens, ids of the customer, addresses, carts' line items, orders and their
 * children, deep-link codes) become `<fresh-N>` in the order they were created. Catalogue answers
 * are hashed as sent.
 */
const GOLDEN = new URL("./fixtures/answers-unchanged.json", import.meta.url);
const AT = "2026-11-25T09:30:00.000Z"; // a Wednesday morning: parcels ship the same day
const LANGS = { de: LANG.de, it: LANG.it, fr: LANG.fr } as Record<string, string>;

/** Rows the session writes; their random ids (and codes) are the values normalised away. */
const FRESH_COLUMNS: [table: string, columns: string[]][] = [
  ["customer", ["id"]],
  ["customer_address", ["id"]],
  ['"order"', ["id", "deep_link_code"]],
  ["order_address", ["id"]],
  ["order_line_item", ["id", "identifier"]],
  ["order_line_item_download", ["id"]],
  ["order_delivery", ["id"]],
  ["order_transaction", ["id"]],
  ["document", ["id", "deep_link_code"]],
];

const db = openDb(":memory:");
migrate(db);
seed(db);
const { app } = createCartPlatform({ db, at: AT });

interface Answer {
  label: string;
  text: string;
  fresh: boolean;
}
const answers: Answer[] = [];
const tokens: string[] = [];
const rowidsBefore = new Map<string, number>();

const labels = new Set<string>();
type Method = "GET" | "POST" | "PATCH" | "DELETE";
/** One request; its status and body are kept under `label` (the label must be unique). */
async function ask(label: string, method: Method, url: string, opts: { token?: string; lang?: string; body?: unknown; fresh?: boolean } = {}) {
  const res = await app.inject({ method, url, headers: h(opts.token, opts.lang), payload: opts.body as Record<string, unknown> | undefined });
  if (labels.has(label)) throw new Error(`duplicate label ${label}`);
  labels.add(label);
  answers.push({ label, text: `${res.statusCode}\n${res.body}`, fresh: opts.fresh ?? false });
  const token = res.headers["sw-context-token"] as string | undefined;
  if (token && !tokens.includes(token)) tokens.push(token);
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Record<string, any>, token: token ?? opts.token };
}

const ids = (sql: string) => (db.prepare(sql).all() as { id: string }[]).map((r) => r.id);

async function catalogue(): Promise<void> {
  const products = ids("SELECT id FROM product WHERE active = 1 ORDER BY product_number");
  const categories = ids("SELECT id FROM category ORDER BY id");
  for (const [lang, languageId] of Object.entries(LANGS)) {
    const o = { lang: languageId };
    for (const id of products) await ask(`product ${id} ${lang}`, "GET", `/store-api/product/${id}`, o);
    for (const id of categories) {
      await ask(`category ${id} ${lang}`, "POST", `/store-api/category/${id}`, { ...o, body: {} });
      await ask(`listing ${id} ${lang}`, "POST", `/store-api/product-listing/${id}`, { ...o, body: {} });
      await ask(`breadcrumb ${id} ${lang}`, "GET", `/store-api/breadcrumb/${id}`, o);
    }
    // every product through the search route, page by page (variants included)
    for (let page = 1; page <= Math.ceil(products.length / 100); page++) {
      await ask(`product page ${page} ${lang}`, "POST", "/store-api/product", { ...o, body: { page, limit: 100 } });
    }
    for (const order of ["price-asc", "price-desc", "topseller", "name-desc"]) {
      await ask(`listing root ${order} p2 ${lang}`, "POST", `/store-api/product-listing/${SEED_IDS.navigationRoot}`, { ...o, body: { order, p: 2, limit: 24 } });
    }
    await ask(`listing root filtered ${lang}`, "POST", `/store-api/product-listing/${SEED_IDS.navigationRoot}`, {
      ...o,
      body: { "min-price": 5, "max-price": 40, rating: 3, "shipping-free": false },
    });
    for (const term of ["vitamin", "creme", "tee", "baby", "zahn"]) {
      await ask(`search ${term} ${lang}`, "POST", "/store-api/search", { ...o, body: { search: term } });
      await ask(`suggest ${term} ${lang}`, "POST", "/store-api/search-suggest", { ...o, body: { search: term } });
    }
    await ask(`navigation ${lang}`, "POST", "/store-api/navigation/main-navigation/main-navigation", { ...o, body: { depth: 3 } });
    for (const id of products.slice(0, 40)) {
      await ask(`cross-selling ${id} ${lang}`, "POST", `/store-api/product/${id}/cross-selling`, { ...o, body: {} });
      await ask(`reviews ${id} ${lang}`, "POST", `/store-api/product/${id}/reviews`, { ...o, body: {} });
    }
  }
  // the professionals group sees group prices in every calculated price
  const pro = await ask("login professional", "POST", "/store-api/account/login", {
    body: { username: ACCOUNT_SEED.professionalCustomer.email, password: ACCOUNT_SEED.professionalCustomer.password },
    fresh: true,
  });
  for (const id of products.slice(0, 60)) await ask(`product ${id} professional`, "GET", `/store-api/product/${id}`, { token: pro.token });
  await ask("listing root professional", "POST", `/store-api/product-listing/${SEED_IDS.navigationRoot}`, { token: pro.token, body: { limit: 100 } });
}

/** The demo customer shops three times (parcel + TWINT, download + invoice + code, click & collect + prepayment). */
async function shopping(): Promise<void> {
  const product = (sql: string) => ids(`SELECT id FROM product WHERE active = 1 AND stock > 10 AND ${sql} ORDER BY product_number LIMIT 1`)[0]!;
  const physical = ids("SELECT id FROM product WHERE active = 1 AND stock > 10 AND type = 'physical' AND parent_id IS NULL AND id NOT IN (SELECT parent_id FROM product WHERE parent_id IS NOT NULL) ORDER BY product_number LIMIT 3");
  const digital = product("type = 'digital'");
  const variant = product("parent_id IS NOT NULL");
  const pharmacy = ids("SELECT id FROM pharmacy ORDER BY name LIMIT 1")[0]!;

  const login = await ask("login demo", "POST", "/store-api/account/login", {
    body: { username: ACCOUNT_SEED.demoCustomer.email, password: ACCOUNT_SEED.demoCustomer.password },
    fresh: true,
  });
  const token = login.token!;
  const o = { token, fresh: true };
  const add = (label: string, items: unknown[]) => ask(label, "POST", "/store-api/checkout/cart/line-item", { ...o, body: { items } });
  const place = (label: string, body: Record<string, unknown> = {}, query = "") => ask(label, "POST", `/store-api/checkout/order${query}`, { ...o, body });

  // 1: parcel, TWINT (the default payment), two articles and a variant
  await add("cart 1 add", [
    { type: "product", referencedId: physical[0], quantity: 2 },
    { type: "product", referencedId: physical[1], quantity: 1 },
    { type: "product", referencedId: variant, quantity: 1 },
  ]);
  await ask("cart 1", "GET", "/store-api/checkout/cart", o);
  const first = await place("order 1", { customerComment: "Bitte klingeln" });

  // 2: a download (needs the waiver), invoice, a percentage code, in Italian
  await ask("context invoice", "PATCH", "/store-api/context", { ...o, body: { paymentMethodId: paymentMethodId("invoice") } });
  await add("cart 2 add", [
    { type: "product", referencedId: digital, quantity: 1 },
    { type: "product", referencedId: physical[2], quantity: 3 },
    { type: "promotion", referencedId: "GESUND10" },
  ]);
  await ask("cart 2 it", "GET", "/store-api/checkout/cart", { ...o, lang: LANG.it });
  const second = await place("order 2", { revocation: "1" });

  // 3: click & collect at a pharmacy, prepayment, an absolute code
  await ask("context click and collect", "PATCH", "/store-api/context", { ...o, body: { shippingMethodId: CLICK_AND_COLLECT_ID, paymentMethodId: paymentMethodId("prepayment") } });
  await ask("choose pharmacy", "POST", "/store-api/customer-pharmacy", { ...o, body: { selectPharmacyId: pharmacy, limit: 1 } });
  await add("cart 3 add", [
    { type: "product", referencedId: physical[0], quantity: 4, payload: { clickAndCollect: true } },
    { type: "product", referencedId: physical[1], quantity: 5, payload: { clickAndCollect: true } },
    { type: "promotion", referencedId: "FRANKEN5" },
  ]);
  await ask("cart 3 fr", "GET", "/store-api/checkout/cart", { ...o, lang: LANG.fr });
  const third = await place("order 3", {}, `?selectedCheckoutPharmacyId=${pharmacy}`);

  // after ordering: a payment change (a second transaction) and a cancellation
  await ask("change payment 1", "POST", "/store-api/order/payment", { ...o, body: { orderId: first.body.id, paymentMethodId: paymentMethodId("paypal") } });
  await ask("cancel 3", "POST", "/store-api/order/state/cancel", { ...o, body: { orderId: third.body.id } });

  for (const [lang, languageId] of Object.entries(LANGS)) {
    const l = { ...o, lang: languageId };
    await ask(`orders ${lang}`, "POST", "/store-api/order", { ...l, body: {} });
    await ask(`orders GET ${lang}`, "GET", "/store-api/order?limit=2&p=1", l);
    await ask(`orders by number ${lang}`, "POST", "/store-api/order", { ...l, body: { filter: [{ type: "contains", field: "orderNumber", value: "1" }], sort: [{ field: "orderNumber", order: "ASC" }] } });
    for (const [n, order] of [first, second, third].entries()) {
      await ask(`order ${n + 1} detail ${lang}`, "POST", "/store-api/order", { ...l, body: { filter: [{ type: "equals", field: "id", value: order.body.id }] } });
    }
  }
}

async function account(): Promise<void> {
  const login = await ask("login demo again", "POST", "/store-api/account/login", {
    body: { username: ACCOUNT_SEED.demoCustomer.email, password: ACCOUNT_SEED.demoCustomer.password },
    fresh: true,
  });
  const o = { token: login.token, fresh: true };
  for (const [lang, languageId] of Object.entries(LANGS)) {
    const l = { ...o, lang: languageId };
    await ask(`customer ${lang}`, "POST", "/store-api/account/customer", { ...l, body: {} });
    await ask(`addresses ${lang}`, "POST", "/store-api/account/list-address", { ...l, body: {} });
    await ask(`context ${lang}`, "GET", "/store-api/context", l);
  }
  await ask("customer GET", "GET", "/store-api/account/customer", o);
  await ask("group registration config", "GET", `/store-api/customer-group-registration/config/${ACCOUNT_SEED.customerGroups.professionals}`, o);
  await ask("change profile", "POST", "/store-api/account/change-profile", { ...o, body: { firstName: "Anna", lastName: "Muster-Meier", birthday: "1980-02-29" } });
  await ask("customer after profile", "POST", "/store-api/account/customer", { ...o, body: {} });
  await ask("change language", "POST", "/store-api/account/change-language", { ...o, body: { languageId: LANG.fr } });
  await ask("wishlist add", "POST", `/store-api/customer/wishlist/add/${ids("SELECT id FROM product WHERE active = 1 ORDER BY product_number LIMIT 1")[0]}`, { ...o, body: {} });
  await ask("wishlist", "POST", "/store-api/customer/wishlist", { ...o, body: {} });
  await ask("login wrong password", "POST", "/store-api/account/login", { body: { username: ACCOUNT_SEED.demoCustomer.email, password: "falsch-falsch" }, fresh: true });
  await ask("logout", "POST", "/store-api/account/logout", { ...o, body: {} });

  const registered = await ask("register", "POST", "/store-api/account/register", {
    body: registration("neu@example.ch", { birthdayDay: 3, birthdayMonth: 4, birthdayYear: 1990, shippingAddress: { street: "Via Nassa 5", zipcode: "6900", city: "Lugano", countryId: SEED_IDS.countryCh, firstName: "Erika", lastName: "Muster" } }),
    lang: LANG.it,
    fresh: true,
  });
  await ask("register duplicate", "POST", "/store-api/account/register", { body: registration("neu@example.ch"), fresh: true });
  await ask("register invalid", "POST", "/store-api/account/register", { body: registration("kaputt", { firstName: "", billingAddress: { zipcode: "12" } }), fresh: true });
  await ask("registered customer", "POST", "/store-api/account/customer", { token: registered.token, body: {}, fresh: true });
  await ask("registered context", "GET", "/store-api/context", { token: registered.token, fresh: true });
  await ask("recovery", "POST", "/store-api/account/recovery-password", { body: { email: "neu@example.ch", storefrontUrl: "http://shop.test" }, fresh: true });
  await ask("recovery expired unknown", "POST", "/store-api/account/customer-recovery-is-expired", { body: { hash: "unbekannt" }, fresh: true });
}

/** The session's random values, each mapped to a placeholder numbered in creation order. */
function freshValues(): Map<string, string> {
  const out = new Map<string, string>();
  const note = (v: unknown) => {
    if (typeof v === "string" && v !== "" && !out.has(v)) out.set(v, `<fresh-${out.size + 1}>`);
  };
  for (const [table, columns] of FRESH_COLUMNS) {
    const rows = db.prepare(`SELECT ${columns.join(", ")} FROM ${table} WHERE rowid > ? ORDER BY rowid`).all(rowidsBefore.get(table) ?? 0) as Record<string, unknown>[];
    for (const r of rows) for (const c of columns) note(r[c]);
  }
  for (const t of tokens) note(t);
  return out;
}

function normalise(text: string, fresh: Map<string, string>): string {
  let out = text;
  for (const [value, placeholder] of fresh) out = out.split(value).join(placeholder);
  return out;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

beforeAll(async () => {
  await app.ready();
  for (const [table] of FRESH_COLUMNS) {
    const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table.replace(/"/g, ""));
    rowidsBefore.set(table, exists ? ((db.prepare(`SELECT COALESCE(MAX(rowid), 0) AS n FROM ${table}`).get() as { n: number }).n) : 0);
  }
}, 120_000);
afterAll(async () => app.close());

describe("answers of the catalogue, cart, order and account routes", () => {
  it("are byte-identical to the recorded ones", async () => {
    await catalogue();
    await shopping();
    await account();
    const fresh = freshValues();
    const hashes: Record<string, string> = {};
    for (const a of answers) hashes[a.label] = sha256(a.fresh ? normalise(a.text, fresh) : a.text);
    // the session must really have happened: orders, a registration and a cancellation answered 200
    for (const label of ["order 1", "order 2", "order 3", "register", "cancel 3", "change payment 1"]) {
      expect(answers.find((a) => a.label === label)!.text.slice(0, 3), label).toBe("200");
    }
    if (process.env.UPDATE_ANSWERS === "1" || !existsSync(GOLDEN)) {
      writeFileSync(GOLDEN, `${JSON.stringify(hashes, null, 0).replace(/","/g, '",\n"')}\n`);
    }
    const golden = JSON.parse(readFileSync(GOLDEN, "utf8")) as Record<string, string>;
    const changed = Object.keys({ ...golden, ...hashes }).filter((label) => golden[label] !== hashes[label]);
    expect(changed, `${changed.length} of ${answers.length} answers differ`).toEqual([]);
    expect(Object.keys(hashes).length).toBeGreaterThan(4000);
  }, 600_000);
});
