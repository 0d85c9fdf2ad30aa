import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { SEED_IDS } from "../src/seed/ids.js";
import { addItems, createCartPlatform, errorKeys, errorList, h, LANG, patchItems, pid, readCart, setProduct } from "./cart-helpers.js";

const { app, db } = createCartPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const login = async (email: string, password: string, token?: string) => {
  const res = await app.inject({ method: "POST", url: "/store-api/account/login", headers: h(token), payload: { username: email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().contextToken as string;
};

describe("cart: line items, prices, persistence per token", () => {
  it("a new token sticks: the context row is written with the cart", async () => {
    const { token, body } = await addItems(app, [{ type: "product", referencedId: pid("SW10002"), quantity: 2 }]);
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(db.prepare("SELECT COUNT(*) AS n FROM sales_channel_api_context WHERE token = ?").get(token)).toEqual({ n: 1 });
    const again = await readCart(app, token);
    expect(again.token).toBe(token);
    expect(again.body.lineItems.map((l) => [l.referencedId, l.quantity])).toEqual([[pid("SW10002"), 2]]);
    expect(body.price.positionPrice).toBe(9.8);
  });

  it("a read without a cart creates no session", async () => {
    const before = (db.prepare("SELECT COUNT(*) AS n FROM sales_channel_api_context").get() as { n: number }).n;
    await readCart(app);
    expect((db.prepare("SELECT COUNT(*) AS n FROM sales_channel_api_context").get() as { n: number }).n).toBe(before);
  });

  it("tier price by quantity, list price, VAT per rate (2.6 % and 8.1 %), totals", async () => {
    const { body } = await addItems(app, [
      { type: "product", referencedId: pid("SW10001"), quantity: 3 },
      { type: "product", referencedId: pid("SW10004"), quantity: 1 },
    ]);
    const [aspirin, vitamin] = body.lineItems;
    // SW10001: 8.90, from 3 pieces 8.45 (tier), list price 10.50
    expect(aspirin!.price).toMatchObject({ unitPrice: 8.45, totalPrice: 25.35, listPrice: { price: 10.5 } });
    expect(vitamin!.price).toMatchObject({ unitPrice: 24.9, totalPrice: 24.9 });
    expect(body.price.positionPrice).toBe(50.25);
    // 50.25 ≥ 50.00: free parcel
    expect(body.deliveries[0]!.shippingCosts.totalPrice).toBe(0);
    expect(body.price.calculatedTaxes).toEqual([
      { tax: 0.64, taxRate: 2.6, price: 25.35, apiAlias: "cart_tax_calculated" },
      { tax: 1.87, taxRate: 8.1, price: 24.9, apiAlias: "cart_tax_calculated" },
    ]);
    expect(body.price).toMatchObject({ rawTotal: 50.25, totalPrice: 50.25, netPrice: 47.74 });
  });

  it("customer-group price: an approved professional pays the group price in the cart", async () => {
    const token = await login(ACCOUNT_SEED.professionalCustomer.email, ACCOUNT_SEED.professionalCustomer.password);
    const { body } = await addItems(app, [{ type: "product", referencedId: pid("SW10002"), quantity: 1 }], token);
    // 4.90 - 10 % = 4.41 → 0.05 rounding → 4.40, the original as list price
    expect(body.lineItems[0]!.price).toMatchObject({ unitPrice: 4.4, listPrice: { price: 4.9 } });
  });

  it("states, payload (productNumber, options, clickAndCollect), delivery and quantity information", async () => {
    const { body, token } = await addItems(app, [
      { type: "product", referencedId: pid("SW20001.2"), quantity: 1, payload: { clickAndCollect: true } },
      { type: "product", referencedId: pid("SW30001"), quantity: 1 },
    ]);
    const [variant, ebook] = body.lineItems;
    expect(variant!.states).toEqual(["is-physical"]);
    expect(variant!.payload).toMatchObject({ productNumber: "SW20001.2", clickAndCollect: true });
    expect((variant!.payload.options as { group: string; option: string }[]).length).toBeGreaterThan(0);
    expect(ebook!.states).toEqual(["is-download"]);
    expect(ebook!.payload.clickAndCollect).toBe(false);
    expect(variant!.deliveryInformation!.stock).toBeGreaterThan(0);
    expect(variant!.quantityInformation).toMatchObject({ minPurchase: 1, purchaseSteps: 1 });
    // only the physical item is delivered
    expect(body.deliveries[0]!.positions).toHaveLength(1);
    const patched = await patchItems(app, [{ id: pid("SW20001.2"), payload: { clickAndCollect: false } }], token);
    expect(patched.body.lineItems[0]!.payload.clickAndCollect).toBe(false);
  });

  it("adding the same product again adds up the quantity", async () => {
    const first = await addItems(app, [{ type: "product", referencedId: pid("SW10002"), quantity: 2 }]);
    const second = await addItems(app, [{ type: "product", referencedId: pid("SW10002"), quantity: 3 }], first.token);
    expect(second.body.lineItems.map((l) => l.quantity)).toEqual([5]);
  });
});

describe("cart: quantity rules with Shopware's error keys and levels", () => {
  it("stock reached (quantity reduced), consumed once", async () => {
    setProduct(db, "SW10003", { stock: 4 });
    const { body, token } = await addItems(app, [{ type: "product", referencedId: pid("SW10003"), quantity: 9 }]);
    expect(body.lineItems[0]!.quantity).toBe(4);
    const [e] = errorList(body);
    expect(e).toMatchObject({ messageKey: "product-stock-reached", key: `product-stock-reached${pid("SW10003")}`, level: 10, code: 0, quantity: 4 });
    expect(e!.message).toContain("nur 4 Stück verfügbar");
    // errors are events: the next read does not repeat them
    const again = await readCart(app, token);
    expect(again.body.errors).toEqual([]);
    expect(again.body.lineItems[0]!.quantity).toBe(4);
  });

  it("stock drops under a stored cart: the next read reduces it once; closeout at 0 removes it (out of stock)", async () => {
    setProduct(db, "SW10005", { stock: 50, is_closeout: 1 });
    const { token } = await addItems(app, [{ type: "product", referencedId: pid("SW10005"), quantity: 10 }]);
    setProduct(db, "SW10005", { stock: 6 });
    const reduced = await readCart(app, token);
    expect(errorKeys(reduced.body)).toEqual(["product-stock-reached"]);
    expect(reduced.body.lineItems[0]!.quantity).toBe(6);
    setProduct(db, "SW10005", { stock: 0 });
    const gone = await readCart(app, token);
    expect(errorList(gone.body)).toMatchObject([{ messageKey: "product-out-of-stock", level: 20 }]);
    expect(gone.body.lineItems).toEqual([]);
    expect((await readCart(app, token)).body.errors).toEqual([]);
    setProduct(db, "SW10005", { stock: 80, is_closeout: 0 });
  });

  it("min purchase, purchase steps and max purchase adjust the quantity", async () => {
    setProduct(db, "SW10006", { min_purchase: 2, purchase_steps: 2, max_purchase: 6 });
    const min = await addItems(app, [{ type: "product", referencedId: pid("SW10006"), quantity: 1 }]);
    expect(min.body.lineItems[0]!.quantity).toBe(2);
    expect(errorList(min.body)).toMatchObject([{ messageKey: "min-order-quantity", level: 10, quantity: 2 }]);
    const steps = await patchItems(app, [{ id: pid("SW10006"), quantity: 5 }], min.token);
    expect(steps.body.lineItems[0]!.quantity).toBe(4);
    expect(errorList(steps.body)).toMatchObject([{ messageKey: "purchase-steps-quantity", level: 10, quantity: 4 }]);
    const max = await patchItems(app, [{ id: pid("SW10006"), quantity: 10 }], min.token);
    expect(max.body.lineItems[0]!.quantity).toBe(6);
    expect(errorList(max.body)).toMatchObject([{ messageKey: "max-order-quantity", level: 10, quantity: 6 }]);
    expect(max.body.lineItems[0]!.quantityInformation).toMatchObject({ minPurchase: 2, purchaseSteps: 2, maxPurchase: 6 });
    setProduct(db, "SW10006", { min_purchase: 1, purchase_steps: 1, max_purchase: null });
  });

  it("product not found and not orderable (closeout without stock, inactive, variant parent) are not added", async () => {
    const { body } = await addItems(app, [
      { type: "product", referencedId: "0".repeat(32), quantity: 1 },
      { type: "product", referencedId: pid("SW10012"), quantity: 1 },
      { type: "product", referencedId: pid("SW20001"), quantity: 1 },
    ]);
    expect(body.lineItems).toEqual([]);
    expect(errorList(body).map((e) => [e.messageKey, e.level])).toEqual([
      ["product-not-found", 20],
      ["product-not-orderable", 20],
      ["product-not-orderable", 20],
    ]);
    expect(errorList(body)[1]!.message).toBe("Das Produkt ist derzeit nicht verfügbar");
  });

  it("a product deactivated under a stored cart is removed as not orderable, once", async () => {
    const { token } = await addItems(app, [{ type: "product", referencedId: pid("SW10007"), quantity: 1 }]);
    setProduct(db, "SW10007", { active: 0 });
    const res = await readCart(app, token);
    expect(errorKeys(res.body)).toEqual(["product-not-orderable"]);
    expect(res.body.lineItems).toEqual([]);
    expect((await readCart(app, token)).body.errors).toEqual([]);
    setProduct(db, "SW10007", { active: 1 });
  });

  it("messages follow the request language (it, fr)", async () => {
    const it = await addItems(app, [{ type: "product", referencedId: pid("SW10012"), quantity: 1 }], undefined, LANG.it);
    expect(errorList(it.body)[0]!.message).toBe("Il prodotto non è attualmente disponibile");
    const fr = await addItems(app, [{ type: "promotion", referencedId: "NOPE" }], undefined, LANG.fr);
    expect(errorList(fr.body)[0]!.message).toBe("Le code promotionnel est introuvable");
  });

  it("PATCH of an unknown line item → 404; of a promotion's quantity → 400", async () => {
    const { token, body } = await addItems(app, [{ type: "product", referencedId: pid("SW10002") }, { type: "promotion", referencedId: "GESUND10" }]);
    expect((await patchItems(app, [{ id: "missing", quantity: 2 }], token)).res.statusCode).toBe(404);
    const promo = body.lineItems.find((l) => l.type === "promotion")!;
    const res = await patchItems(app, [{ id: promo.id, quantity: 2 }], token);
    expect(res.res.statusCode).toBe(400);
    expect((res.res.json() as { errors: { code: string }[] }).errors[0]!.code).toBe("CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE");
    // nothing of the failed PATCH was written
    expect((await readCart(app, token)).body.lineItems).toHaveLength(2);
  });
});

describe("cart: login merge, logout, context", () => {
  it("login merges the guest cart into the customer's earlier cart (same product: quantities add up, within stock)", async () => {
    const { email, password } = ACCOUNT_SEED.demoCustomer;
    // the customer's cart from an earlier session
    const earlier = await login(email, password);
    await addItems(app, [{ type: "product", referencedId: pid("SW10002"), quantity: 2 }, { type: "product", referencedId: pid("SW10003"), quantity: 1 }], earlier);
    await app.inject({ method: "POST", url: "/store-api/account/logout", headers: h(earlier) });
    // a guest fills a cart, then logs in
    setProduct(db, "SW10003", { stock: 4 });
    const guest = await addItems(app, [{ type: "product", referencedId: pid("SW10002"), quantity: 3 }, { type: "product", referencedId: pid("SW10003"), quantity: 4 }, { type: "product", referencedId: pid("SW10009"), quantity: 1 }]);
    const customerToken = await login(email, password, guest.token);
    const merged = await readCart(app, customerToken);
    expect(merged.body.lineItems.map((l) => [l.payload.productNumber, l.quantity])).toEqual([
      ["SW10002", 5],
      ["SW10003", 4],
      ["SW10009", 1],
    ]);
    // the guest token's cart is gone, and logging out leaves the cart with the customer
    expect(db.prepare("SELECT COUNT(*) AS n FROM cart WHERE token = ?").get(guest.token)).toEqual({ n: 0 });
    const logout = await app.inject({ method: "POST", url: "/store-api/account/logout", headers: h(customerToken) });
    const anonymous = logout.json().contextToken as string;
    expect((await readCart(app, anonymous)).body.lineItems).toEqual([]);
    const back = await login(email, password, anonymous);
    expect((await readCart(app, back)).body.lineItems.map((l) => l.quantity)).toEqual([5, 4, 1]);
  });

  it("PATCH /context: only the customer's own addresses; they are kept and shown as active addresses", async () => {
    const guest = await addItems(app, [{ type: "product", referencedId: pid("SW10002") }]);
    const denied = await app.inject({ method: "PATCH", url: "/store-api/context", headers: h(guest.token), payload: { shippingAddressId: "a".repeat(32) } });
    expect(denied.statusCode).toBe(403);
    const token = await login(ACCOUNT_SEED.demoCustomer.email, ACCOUNT_SEED.demoCustomer.password);
    const other = db.prepare("SELECT id FROM customer_address WHERE customer_id != ? LIMIT 1").get(ACCOUNT_SEED.demoCustomer.id) as { id: string };
    const foreign = await app.inject({ method: "PATCH", url: "/store-api/context", headers: h(token), payload: { billingAddressId: other.id } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].code).toBe("CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND");
    const own = db.prepare("SELECT id FROM customer_address WHERE customer_id = ? LIMIT 1").get(ACCOUNT_SEED.demoCustomer.id) as { id: string };
    const ok = await app.inject({ method: "PATCH", url: "/store-api/context", headers: h(token), payload: { billingAddressId: own.id, shippingAddressId: own.id } });
    expect(ok.statusCode).toBe(200);
    const ctx = (await app.inject({ method: "GET", url: "/store-api/context", headers: h(token) })).json();
    expect(ctx.customer.activeBillingAddress.id).toBe(own.id);
    expect(ctx.shippingLocation.address.id).toBe(own.id);
    const unknownMethod = await app.inject({ method: "PATCH", url: "/store-api/context", headers: h(token), payload: { shippingMethodId: "b".repeat(32) } });
    expect(unknownMethod.statusCode).toBe(400);
    expect(unknownMethod.json().errors[0].code).toBe("SYSTEM__SHIPPING_METHOD_DOES_NOT_EXISTS_EXCEPTION");
  });

  it("country from the context is the delivery location", async () => {
    const { token } = await addItems(app, [{ type: "product", referencedId: pid("SW10002") }]);
    await app.inject({ method: "PATCH", url: "/store-api/context", headers: h(token), payload: { countryId: SEED_IDS.countryLi } });
    const cart = (await app.inject({ method: "GET", url: "/store-api/checkout/cart", headers: h(token) })).json();
    expect(cart.deliveries[0].location.country.iso).toBe("LI");
  });
});

describe("cart: durability and concurrency", () => {
  it("survives a restart (file DB closed and reopened)", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cart-"));
    try {
      const file = path.join(dir, "platform.sqlite");
      const db1 = openDb(file);
      migrate(db1);
      seed(db1, { size: "small" });
      const first = createCartPlatform({ db: db1 });
      const { token } = await addItems(first.app, [{ type: "product", referencedId: pid("SW10002"), quantity: 2 }, { type: "promotion", referencedId: "GESUND10" }]);
      await first.app.close();
      db1.close();
      const db2 = openDb(file);
      migrate(db2);
      const second = createCartPlatform({ db: db2 });
      const cart = await readCart(second.app, token);
      expect(cart.token).toBe(token);
      expect(cart.body.lineItems.map((l) => [l.type, l.quantity])).toEqual([["product", 2], ["promotion", 1]]);
      await second.app.close();
      db2.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("20 concurrent adds over real HTTP to one token lose nothing", async () => {
    const http = createCartPlatform();
    const address = await http.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const first = await fetch(`${address}/store-api/checkout/cart/line-item`, {
        method: "POST", headers: h(), body: JSON.stringify({ items: [{ type: "product", referencedId: pid("SW10002"), quantity: 1 }] }),
      });
      const token = first.headers.get("sw-context-token")!;
      const numbers = ["SW10002", "SW10004", "SW10006", "SW10008", "SW10009"];
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${address}/store-api/checkout/cart/line-item`, {
            method: "POST",
            headers: h(token),
            body: JSON.stringify({ items: [{ type: "product", referencedId: pid(numbers[i % numbers.length]!), quantity: 1 }] }),
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      const cart = (await (await fetch(`${address}/store-api/checkout/cart`, { headers: h(token) })).json()) as { lineItems: { payload: { productNumber: string }; quantity: number }[] };
      expect(Object.fromEntries(cart.lineItems.map((l) => [l.payload.productNumber, l.quantity]))).toEqual({ SW10002: 5, SW10004: 4, SW10006: 4, SW10008: 4, SW10009: 4 });
    } finally {
      await http.app.close();
    }
  });
});

describe("GET /checkout/cart and GET /context with includes (Shopware encodes every Store API answer with them)", () => {
  /** Without the per-read timestamp and the empty extensions (Shopware's encoder drops them once it filters). */
  const comparable = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (key, v) => (key === "dataTimestamp" || (key === "extensions" && Object.keys(v ?? {}).length === 0) ? undefined : v)));

  it("keep only the listed fields of the listed aliases — PHP's bracket form or JSON in the query — and leave every other struct whole", async () => {
    const { token } = await addItems(app, [{ type: "product", referencedId: pid("SW10001"), quantity: 2 }]);
    const whole = (await readCart(app, token)).body as Record<string, any>;
    const shippingMethod = ["id", "name", "technicalName"];
    const bracket = shippingMethod.map((field) => `includes%5Bshipping_method%5D%5B%5D=${field}`).join("&");
    const json = `includes=${encodeURIComponent(JSON.stringify({ shipping_method: shippingMethod }))}`;
    for (const query of [bracket, json]) {
      const cart = (await app.inject({ method: "GET", url: `/store-api/checkout/cart?${query}`, headers: h(token) })).json();
      const { shippingMethod: method, ...delivery } = cart.deliveries[0];
      expect(method).toEqual({ id: whole.deliveries[0].shippingMethod.id, name: whole.deliveries[0].shippingMethod.name, technicalName: whole.deliveries[0].shippingMethod.technicalName, apiAlias: "shipping_method" });
      const { shippingMethod: _whole, ...wholeDelivery } = whole.deliveries[0];
      expect(comparable(delivery)).toEqual(comparable(wholeDelivery));
      expect(comparable({ ...cart, deliveries: [] })).toEqual(comparable({ ...whole, deliveries: [] }));

      const context = (await app.inject({ method: "GET", url: `/store-api/context?${query}`, headers: h(token) })).json();
      const wholeContext = (await app.inject({ method: "GET", url: "/store-api/context", headers: h(token) })).json();
      expect(context.shippingMethod).toEqual({ ...method });
      expect(comparable({ ...context, shippingMethod: null })).toEqual(comparable({ ...wholeContext, shippingMethod: null }));
      expect(JSON.stringify(context).length).toBeLessThan(JSON.stringify(wholeContext).length / 2);
    }
    const bad = await app.inject({ method: "GET", url: `/store-api/context?includes=${encodeURIComponent(JSON.stringify({ shipping_method: 5 }))}`, headers: h(token) });
    expect(bad.statusCode).toBe(400);
  });
});
