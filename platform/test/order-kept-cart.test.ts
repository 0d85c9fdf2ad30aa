import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { keptCalculations } from "../src/checkout/kept-calculations.js";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";
import { paymentMethodId } from "../src/seed/ids.js";
import { setPrice, setProduct } from "./cart-helpers.js";
import { add, call, codesOf, createCartPlatform, pid, placeOrder, registerCustomer, stockOf } from "./order-helpers.js";

/**
 * placeOrder reads the cart (a whole calculation) moments before it orders; the order uses that calculation
 * instead of calculating the same cart again only when nothing it depends on changed in between
 * (checkout/kept-calculations.ts). Each test changes one thing between the last cart read and the order and
 * expects the order to follow the change — as it did when every order calculated its cart itself. A file
 * database, so that a second connection can write as another platform process would.
 */
const dir = mkdtempSync(path.join(tmpdir(), "order-kept-cart-"));
const file = path.join(dir, "platform.sqlite");
const seeded = openDb(file);
migrate(seeded);
seed(seeded, { size: "small" });
// Tuesday 2026-03-10, 09:00 in Zurich: before the 16:00 cut-off on a working day
const { app, db, clock } = createCartPlatform({ db: seeded, at: "2026-03-10T08:00:00Z" });
const other = openDb(file);
const stats = keptCalculations(db).stats;

afterAll(async () => {
  await app.close();
  other.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

let guests = 0;
async function guestWith(productNumber: string, quantity = 1): Promise<string> {
  const token = await registerCustomer(app, `kept-${++guests}@example.test`, { guest: true });
  await add(app, token, [[pid(productNumber), quantity]]);
  return token;
}

const readCart = async (token: string) => (await call(app, "GET", "/store-api/checkout/cart", token)).body;

/** Places the order and says whether it used the kept calculation of the last read. */
async function placeCounting(token: string, body: Record<string, unknown> = {}) {
  const before = { ...stats };
  const placed = await placeOrder(app, token, body);
  return { ...placed, reused: stats.reused - before.reused === 1, calculated: stats.calculated - before.calculated === 1 };
}

const unitPrice = (order: Record<string, any>) => order.lineItems[0].unitPrice as number;

describe("an order after a cart read, nothing changed in between", () => {
  it("uses the read's calculation: the same prices, delivery and totals as the read showed", async () => {
    const token = await guestWith("SW10002", 2);
    const cart = await readCart(token);
    const placed = await placeCounting(token);
    expect(placed.status).toBe(200);
    expect(placed.reused).toBe(true);
    expect(unitPrice(placed.body)).toBe(cart.lineItems[0].price.unitPrice);
    expect(placed.body.amountTotal).toBe(cart.price.totalPrice);
    expect(placed.body.deliveries[0].shippingDateEarliest.slice(0, 10)).toBe(cart.deliveries[0].deliveryDate.earliest.slice(0, 10));
  });

  it("still when another shopper's order changed the stock of other products only", async () => {
    const token = await guestWith("SW10002");
    await readCart(token);
    const neighbour = await guestWith("SW10003");
    expect((await placeOrder(app, neighbour)).status).toBe(200);
    const placed = await placeCounting(token);
    expect(placed.status).toBe(200);
    expect(placed.reused).toBe(true);
  });

  it("not without a read: the order calculates its cart (an add is not kept)", async () => {
    const token = await guestWith("SW10002");
    const placed = await placeCounting(token);
    expect(placed.status).toBe(200);
    expect(placed.calculated).toBe(true);
  });
});

describe("a change between the last cart read and the order is applied", () => {
  it.each([
    ["this connection", "SW10004", () => db],
    ["another connection on the same file (another platform process)", "SW10005", () => other],
  ])("a price change by %s", async (_, productNumber, writer) => {
    const token = await guestWith(productNumber);
    expect((await readCart(token)).lineItems[0].price.unitPrice).not.toBe(123.45);
    setPrice(writer(), productNumber, 123.45);
    const placed = await placeCounting(token);
    expect(placed.status).toBe(200);
    expect(placed.calculated).toBe(true);
    expect(unitPrice(placed.body)).toBe(123.45);
  });

  it("a stock change of the cart's product (a stock write only, as another order makes): the order follows it", async () => {
    setProduct(db, "SW10006", { is_closeout: 1, stock: 10, available_stock: 10 });
    const token = await guestWith("SW10006", 3);
    expect((await readCart(token)).errors).toEqual([]);
    setProduct(db, "SW10006", { stock: 1, available_stock: 1 });
    const placed = await placeCounting(token);
    expect(placed.calculated).toBe(true);
    expect(placed.status).toBe(400);
    expect(codesOf(placed.body)).toEqual(["CHECKOUT__CART_INVALID"]);
    expect(stockOf(db, pid("SW10006")).stock).toBe(1);
  });

  it("a shipping method change: click & collect without a pharmacy is refused", async () => {
    const token = await guestWith("SW10007");
    expect((await readCart(token)).errors).toEqual([]);
    expect((await call(app, "PATCH", "/store-api/context", token, { shippingMethodId: CLICK_AND_COLLECT_ID })).status).toBe(200);
    const placed = await placeCounting(token);
    expect(placed.status).toBe(400);
    expect(placed.body.errors[0].meta.parameters.messageKey).toBe("shipping-method-blocked");
  });

  it("an address change (customer tables, unwatched by the catalogue caches): invoice to another address is refused", async () => {
    const token = await guestWith("SW10008");
    const context = (await call(app, "GET", "/store-api/context", token)).body;
    const billing = context.customer.activeBillingAddress;
    // a second address with the same content: invoice is allowed while it stays the same
    const copy = { salutationId: billing.salutationId, firstName: billing.firstName, lastName: billing.lastName, street: billing.street, zipcode: billing.zipcode, city: billing.city, countryId: billing.countryId };
    const second = await call(app, "POST", "/store-api/account/address", token, copy);
    expect(second.status).toBe(200);
    expect((await call(app, "PATCH", "/store-api/context", token, { paymentMethodId: paymentMethodId("invoice"), shippingAddressId: second.body.id })).status).toBe(200);
    expect((await readCart(token)).errors).toEqual([]);
    expect((await call(app, "PATCH", `/store-api/account/address/${second.body.id}`, token, { ...copy, street: "Seestrasse 3" })).status).toBe(200);
    const placed = await placeCounting(token);
    expect(placed.status).toBe(400);
    expect(placed.body.errors[0].meta.parameters.messageKey).toBe("payment-method-blocked");
  });

  it("the cart changed in another tab: both items are ordered", async () => {
    const token = await guestWith("SW10002");
    await readCart(token);
    await add(app, token, [[pid("SW10003"), 1]]);
    const placed = await placeCounting(token);
    expect(placed.status).toBe(200);
    expect(placed.calculated).toBe(true);
    expect(placed.body.lineItems).toHaveLength(2);
  });

  it("the 16:00 cut-off passed: the order promises the next day's dispatch", async () => {
    clock.at = new Date("2026-03-10T14:59:00Z"); // 15:59 in Zurich
    try {
      const token = await guestWith("SW10002");
      const cart = await readCart(token);
      expect(cart.deliveries[0].extensions.deliveryEstimate.shipsToday).toBe(true);
      clock.at = new Date("2026-03-10T15:01:00Z"); // 16:01
      const placed = await placeCounting(token);
      expect(placed.status).toBe(200);
      expect(placed.calculated).toBe(true);
      // leaves on Wednesday instead of Tuesday: arrives a working day later
      expect(placed.body.deliveries[0].shippingDateEarliest.slice(0, 10)).toBe("2026-03-12");
      expect(cart.deliveries[0].deliveryDate.earliest.slice(0, 10)).toBe("2026-03-11");
    } finally {
      clock.at = new Date("2026-03-10T08:00:00Z");
    }
  });
});
