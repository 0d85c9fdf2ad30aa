/**
 * Issue 20, items 6 and 7, over real HTTP: gateway → fault proxy (bench/faultProxy.ts) → real platform.
 * - The order call commits and its answer is lost (cut, 502, or the request arrives just after the
 *   gateway was told 502): the shopper is told the order was placed, with that order; exactly one exists.
 * - The cart changed after the shopper confirmed it (another tab): refused, nothing ordered; the fresh
 *   checkout's revision then orders exactly what it shows.
 * - A key that ordered one cart, sent again with another cart: IDEMPOTENCY_CONFLICT, not the old order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient } from "../helpers/client.js";
import { checkoutRef, type CheckoutRef } from "../helpers/checkout.js";
import { startFaultProxy, type FaultMode, type FaultProxy } from "../../../bench/faultProxy.js";

const REVIEW = `query { checkout { cartRevision cart { total { amount } } paymentMethods { id technicalName } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
  ok errorCode message next order { id total { amount } lineItems { quantity } } } }`;
const GUEST = `mutation ($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) { ok } }`;
const SET_PAYMENT = `mutation ($id: ID) { setCheckoutPaymentMethod(id: $id) { ok } }`;
const ADD = `mutation ($items: [CartItemInput!]!) { addToCart(items: $items) { ok } }`;
const ORDERS = `query { orders { total orders { id } } }`;
const ORDER_ROUTE = "/store-api/checkout/order";

let sequence = 0;

describe("placeOrder: confirmed total, no false failures (gateway → fault proxy → platform)", () => {
  let platform: RunningPlatform;
  let proxy: FaultProxy;
  let gateway: RunningGateway;
  let ref: CheckoutRef;

  beforeAll(async () => {
    platform = await startPlatform();
    const proxyPort = await freePort();
    proxy = await startFaultProxy(proxyPort, platform.url);
    gateway = await startGateway(`http://127.0.0.1:${proxyPort}`, platform.accessKey, { RATE_LIMITS: "off" });
    ref = await checkoutRef(gateway.url, platform.url, platform.accessKey);
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await platform?.stop();
  });

  /** A guest paying by invoice with `quantity` pieces in the cart, and the checkout they were shown. */
  async function shopper(quantity = 1, locale: "de" | "it" | "fr" = "de") {
    const client = new GatewayClient(gateway.url, locale);
    expect((await client.data(ADD, { items: [{ productId: ref.productId, quantity }] })).addToCart.ok).toBe(true);
    const address = { salutationId: ref.mrs, firstName: "Anna", lastName: "Muster", street: "Bahnhofstrasse 12", zipcode: "8001", city: "Zürich", countryId: ref.ch };
    const email = `faults.${Date.now().toString(36)}.${++sequence}@example.ch`;
    expect((await client.data(GUEST, { input: { firstName: "Anna", lastName: "Muster", email, address, acceptedDataProtection: true } })).checkoutAsGuest.ok).toBe(true);
    const invoice = (await client.data(REVIEW)).checkout.paymentMethods.find((p: { technicalName: string }) => p.technicalName === "payment_invoice");
    expect((await client.data(SET_PAYMENT, { id: invoice.id })).setCheckoutPaymentMethod.ok).toBe(true);
    const { checkout } = await client.data(REVIEW);
    return { client, revision: checkout.cartRevision as string, total: checkout.cart.total.amount as number };
  }

  it.each<FaultMode>(["lostAnswer", "answer502", "lateCommit"])(
    "the order is committed but createOrder fails on the way (%s): success with that order, exactly one order",
    async (mode) => {
      const { client, revision, total } = await shopper();
      proxy.set(mode, ORDER_ROUTE);
      const placed = await client.data(PLACE, { input: { idempotencyKey: `lost-${mode}`, acceptedTerms: true, cartRevision: revision } });
      proxy.set("pass");
      expect(placed.placeOrder).toMatchObject({ ok: true, errorCode: null, next: "SUCCESS", order: { total: { amount: total } } });
      const { orders } = await client.data(ORDERS);
      expect(orders.total).toBe(1);
      expect(orders.orders[0].id).toBe(placed.placeOrder.order.id);
    },
  );

  it("10 concurrent submits with the same key while every createOrder answer is lost → one order, all ten told so", async () => {
    const { client, revision } = await shopper();
    proxy.set("lostAnswer", ORDER_ROUTE);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.data(PLACE, { input: { idempotencyKey: "lost-burst", acceptedTerms: true, cartRevision: revision } })),
    ).finally(() => proxy.set("pass"));
    expect(results.map((r) => r.placeOrder.ok)).toEqual(Array.from({ length: 10 }, () => true));
    expect(new Set(results.map((r) => r.placeOrder.order.id)).size).toBe(1);
    expect((await client.data(ORDERS)).orders.total).toBe(1);
  });

  it("the cart changed in another tab after the shopper confirmed it: CART_CHANGED, nothing ordered; the fresh checkout orders what it shows", async () => {
    const { client, revision, total } = await shopper(1, "de");
    const otherTab = new GatewayClient(gateway.url, "de");
    for (const [k, v] of client.cookies) otherTab.cookies.set(k, v);
    expect((await otherTab.data(ADD, { items: [{ productId: ref.productId, quantity: 40 }] })).addToCart.ok).toBe(true);

    const refused = await client.data(PLACE, { input: { idempotencyKey: "tab-key", acceptedTerms: true, cartRevision: revision } });
    expect(refused.placeOrder).toMatchObject({
      ok: false,
      errorCode: "CART_CHANGED",
      message: "Ihr Warenkorb hat sich geändert. Bitte prüfen Sie die Bestellung und bestätigen Sie sie erneut.",
      order: null,
    });
    expect((await client.data(ORDERS)).orders.total).toBe(0);

    const fresh = (await client.data(REVIEW)).checkout;
    expect(fresh.cartRevision).not.toBe(revision);
    expect(fresh.cart.total.amount).toBeGreaterThan(total);
    const placed = await client.data(PLACE, { input: { idempotencyKey: "tab-key", acceptedTerms: true, cartRevision: fresh.cartRevision } });
    expect(placed.placeOrder).toMatchObject({ ok: true, order: { total: { amount: fresh.cart.total.amount }, lineItems: [{ quantity: 41 }] } });
  });

  it("a key that ordered one cart, sent again with another cart: IDEMPOTENCY_CONFLICT (localised), nothing ordered", async () => {
    const { client, revision } = await shopper(1, "it");
    expect((await client.data(PLACE, { input: { idempotencyKey: "reused-key", acceptedTerms: true, cartRevision: revision } })).placeOrder.ok).toBe(true);
    expect((await client.data(ADD, { items: [{ productId: ref.productId, quantity: 5 }] })).addToCart.ok).toBe(true);
    const next = (await client.data(REVIEW)).checkout.cartRevision;
    const reused = await client.data(PLACE, { input: { idempotencyKey: "reused-key", acceptedTerms: true, cartRevision: next } });
    expect(reused.placeOrder).toMatchObject({
      ok: false,
      errorCode: "IDEMPOTENCY_CONFLICT",
      message: "Questo ordine è già stato inviato con un altro carrello. Ricarichi la pagina.",
      order: null,
    });
    expect((await client.data(ORDERS)).orders.total).toBe(1);
  });
});
