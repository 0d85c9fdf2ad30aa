import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_KEY } from "./helpers.js";
import { registration } from "./account-helpers.js";
import { createCartPlatform, pid, setProduct } from "./cart-helpers.js";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";
import { paymentMethodId, SEED_IDS } from "../src/seed/ids.js";

/**
 * The money rules at the system of record, driven over real HTTP the way a security reviewer did
 * with nothing but a customer's own context token: each rule shows up in GET /checkout/cart as the
 * error Shopware would report, and POST /checkout/order refuses the cart without writing an order.
 */
const { app, db } = createCartPlatform();
let base = "";
beforeAll(async () => {
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => app.close());

type Body = Record<string, any>;
async function http(method: string, url: string, token: string | undefined, body?: unknown) {
  const res = await fetch(`${base}/store-api${url}`, {
    method,
    headers: { "sw-access-key": ACCESS_KEY, "content-type": "application/json", ...(token ? { "sw-context-token": token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body, token: res.headers.get("sw-context-token") ?? token };
}

const orderRows = () => (db.prepare('SELECT COUNT(*) AS n FROM "order"').get() as { n: number }).n;
const errorsOf = (cart: Body) => (Array.isArray(cart.errors) ? [] : Object.values(cart.errors as Record<string, Body>));

async function customerWith(email: string, productNumbers: string[]): Promise<string> {
  const reg = await http("POST", "/account/register", undefined, registration(email));
  expect(reg.status).toBe(200);
  const items = productNumbers.map((n) => ({ type: "product", referencedId: pid(n), quantity: 1 }));
  expect((await http("POST", "/checkout/cart/line-item", reg.token, { items })).status).toBe(200);
  return reg.token!;
}

/** A second address of the customer, in the same country: only the street differs. */
async function otherAddress(token: string): Promise<string> {
  const res = await http("POST", "/account/address", token, {
    salutationId: registration("x@example.ch").salutationId,
    firstName: "Erika",
    lastName: "Muster",
    street: "Seestrasse 3",
    zipcode: "8002",
    city: "Zürich",
    countryId: SEED_IDS.countryCh,
  });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

/** The order is refused as Shopware's OrderPersister refuses a cart with blocking errors, and nothing is written. */
async function expectRefused(token: string, body: Body, messageKey: string) {
  const before = orderRows();
  const res = await http("POST", "/checkout/order", token, body);
  expect(res.status).toBe(400);
  expect(res.body.errors.map((e: Body) => e.code)).toEqual(["CHECKOUT__CART_INVALID"]);
  expect(res.body.errors[0].meta.parameters.messageKey).toBe(messageKey);
  expect(orderRows()).toBe(before);
  const orders = await http("POST", "/order", token, {});
  expect(orders.body.orders.total).toBe(0);
}

describe("availability rules at POST /checkout/order (Shopware's rule builder)", () => {
  it("invoice with a shipping address other than the billing address: payment-method-blocked-Rechnung, order refused", async () => {
    const token = await customerWith("rechnung-anders@example.ch", ["SW10002"]);
    const shippingAddressId = await otherAddress(token);
    expect((await http("PATCH", "/context", token, { paymentMethodId: paymentMethodId("invoice"), shippingAddressId })).status).toBe(200);

    // visible to any client before anyone orders, on every read while it holds
    for (let read = 0; read < 2; read++) {
      const cart = (await http("GET", "/checkout/cart", token)).body;
      expect(errorsOf(cart)).toEqual([
        expect.objectContaining({
          key: "payment-method-blocked-Rechnung",
          messageKey: "payment-method-blocked",
          level: 10,
          name: "Rechnung",
          reason: "BILLING_DIFFERS_FROM_SHIPPING",
          message: "Kauf auf Rechnung ist nur möglich, wenn die Rechnungsadresse der Lieferadresse entspricht.",
        }),
      ]);
    }
    await expectRefused(token, { revocation: "1" }, "payment-method-blocked");

    // the same address again: the rule is satisfied and the order goes through
    const billing = (await http("GET", "/context", token)).body.customer.activeBillingAddress.id as string;
    await http("PATCH", "/context", token, { shippingAddressId: billing });
    expect(errorsOf((await http("GET", "/checkout/cart", token)).body)).toEqual([]);
    const placed = await http("POST", "/checkout/order", token, {});
    expect(placed.status).toBe(200);
    expect(placed.body.transactions[0].paymentMethod.technicalName).toBe("payment_invoice");
  });

  it("a foreign-scheme bank transfer with a different shipping address is blocked; prepayment is not", async () => {
    const foreign = "f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0";
    db.prepare("INSERT INTO payment_method (id, technical_name, position, after_order_enabled, asynchronous, active) VALUES (?, 'payment_foreign_bank_transfer', 99, 1, 0, 1)").run(foreign);
    db.prepare("INSERT INTO payment_method_translation (payment_method_id, language_id, name, description) VALUES (?, ?, 'SEPA-Überweisung', NULL)").run(foreign, SEED_IDS.languages.de);
    db.prepare("INSERT INTO sales_channel_payment_method VALUES (?, ?)").run(SEED_IDS.salesChannel, foreign);
    const token = await customerWith("sepa-anders@example.ch", ["SW10002"]);
    const shippingAddressId = await otherAddress(token);
    expect((await http("PATCH", "/context", token, { paymentMethodId: foreign, shippingAddressId })).status).toBe(200);
    expect(errorsOf((await http("GET", "/checkout/cart", token)).body)).toEqual([
      expect.objectContaining({ key: "payment-method-blocked-SEPA-Überweisung", reason: "FOREIGN_TRANSFER_BILLING_DIFFERS", level: 10 }),
    ]);
    await expectRefused(token, {}, "payment-method-blocked");

    await http("PATCH", "/context", token, { paymentMethodId: paymentMethodId("prepayment") });
    expect(errorsOf((await http("GET", "/checkout/cart", token)).body)).toEqual([]);
    expect((await http("POST", "/checkout/order", token, {})).status).toBe(200);
  });

  it("click & collect without a chosen pharmacy: shipping-method-blocked, order refused", async () => {
    const token = await customerWith("abholen-ohne@example.ch", ["SW10004"]);
    await http("PATCH", "/context", token, { shippingMethodId: CLICK_AND_COLLECT_ID });
    expect(errorsOf((await http("GET", "/checkout/cart", token)).body)).toEqual([
      expect.objectContaining({
        key: "shipping-method-blocked-Click & Collect in einer Partnerapotheke",
        messageKey: "shipping-method-blocked",
        reason: "NO_PHARMACY_SELECTED",
        message: "Es wurde keine Apotheke ausgewählt.",
      }),
    ]);
    await expectRefused(token, {}, "shipping-method-blocked");

    const pharmacy = db.prepare("SELECT id FROM pharmacy ORDER BY name LIMIT 1").get() as { id: string };
    expect((await http("POST", "/customer-pharmacy", token, { selectPharmacyId: pharmacy.id, limit: 1 })).status).toBe(200);
    expect(errorsOf((await http("GET", "/checkout/cart", token)).body)).toEqual([]);
    expect((await http("POST", "/checkout/order", token, {})).body.customFields.shop_pharmacy_id).toBe(pharmacy.id);
  });

  it("digital content without the waiver (Shopware's `revocation`): 400 constraint violation, nothing written", async () => {
    const token = await customerWith("ebook-ohne@example.ch", ["SW30001"]);
    const before = orderRows();
    for (const revocation of [undefined, "", false]) {
      const res = await http("POST", "/checkout/order", token, revocation === undefined ? {} : { revocation });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ code: "VIOLATION::IS_BLANK_ERROR", source: { pointer: "/revocation" } })]);
    }
    expect(orderRows()).toBe(before);
    const placed = await http("POST", "/checkout/order", token, { revocation: "1" });
    expect(placed.status).toBe(200);
    expect(placed.body.lineItems[0].states).toEqual(["is-download"]);
  });

  it("a product that became not orderable in the cart: the order is refused, the next read reports it", async () => {
    const token = await customerWith("inaktiv@example.ch", ["SW10003", "SW10004"]);
    setProduct(db, "SW10003", { active: 0 });
    try {
      await expectRefused(token, {}, "product-not-orderable");
      const cart = (await http("GET", "/checkout/cart", token)).body;
      expect(errorsOf(cart)).toEqual([expect.objectContaining({ messageKey: "product-not-orderable", level: 20 })]);
      expect(cart.lineItems.map((l: Body) => l.referencedId)).toEqual([pid("SW10004")]);
    } finally {
      setProduct(db, "SW10003", { active: 1 });
    }
  });
});
