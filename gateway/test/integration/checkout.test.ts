/**
 * Integration: checkout and orders through the gateway against the REAL platform process over HTTP —
 * guest checkout, the checkout query in one upstream wave, invoice → success, the payment provider
 * simulator (pay / fail → retry), 10 concurrent submits (one order), cancel, documents streamed
 * after the ownership check, and what another shopper or an anonymous visitor can see (nothing).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient } from "../helpers/client.js";
import { checkoutRef, type CheckoutRef } from "../helpers/checkout.js";
import { causalWaves } from "../../src/cache/upstreamLog.js";

const CHECKOUT = /* GraphQL */ `query { checkout {
  customerKind canPlaceOrder billingDiffersFromShipping fulfilment selectedPaymentMethodId selectedShippingMethodId
  issues { code message }
  customer { email }
  billingAddress { id } shippingAddress { id }
  paymentMethods { id technicalName asynchronous afterOrderEnabled selected available unavailableCode unavailableReason }
  shippingMethods { id technicalName fulfilment selected available price { amount } }
  cart { itemCount total { amount } }
} }`;

const ORDER_FIELDS = /* GraphQL */ `id orderNumber orderDate state stateName paymentState paid fulfilment
  customer { email firstName } lineItems { id label quantity productId isDownload unitPrice { amount } }
  billingAddress { street city } shippingAddress { street city } shippingMethod { technicalName }
  paymentMethod { technicalName asynchronous afterOrderEnabled }
  total { amount } shippingTotal { amount } documents { id type number url fileName } downloads { id url accessGranted }
  canCancel canChangePaymentMethod canRetryPayment`;

const PLACE = /* GraphQL */ `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
  ok errorCode message next redirectUrl nextPath fieldErrors { field message } order { ${ORDER_FIELDS} } } }`;
const GUEST = /* GraphQL */ `mutation ($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) {
  ok errorCode message fieldErrors { field message } checkout { customerKind customer { email } } } }`;
const SET_PAYMENT = /* GraphQL */ `mutation ($id: ID) { setCheckoutPaymentMethod(id: $id) { ok errorCode message checkout { selectedPaymentMethodId } } }`;
const ADD = /* GraphQL */ `mutation ($items: [CartItemInput!]!) { addToCart(items: $items) { ok message cart { itemCount } } }`;
const ORDERS = /* GraphQL */ `query ($page: Int, $limit: Int) { orders(page: $page, limit: $limit) { total page limit orders { id orderNumber } } }`;
const ORDER = /* GraphQL */ `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;

let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++sequence}@example.ch`;

describe("checkout and orders (gateway ↔ real platform)", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;
  let ref: CheckoutRef;

  beforeAll(async () => {
    platform = await startPlatform();
    // Dozens of guests and orders from 127.0.0.1: the per-address limits are tested in hardening.test.ts.
    gateway = await startGateway(platform.url, platform.accessKey, { RATE_LIMITS: "off" });
    ref = await checkoutRef(gateway.url, platform.url, platform.accessKey);
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  beforeEach(() => gateway.app.upstreamLog.clear());

  const address = (street = "Bahnhofstrasse 12") => ({ salutationId: ref.mrs, firstName: "Anna", lastName: "Muster", street, zipcode: "8001", city: "Zürich", countryId: ref.ch });

  /** A guest with one product in the cart, the payment method chosen by technical name. */
  async function guest(locale: "de" | "it" | "fr" = "de", payment = "payment_invoice", options: { shippingStreet?: string } = {}) {
    const client = new GatewayClient(gateway.url, locale);
    const added = await client.data(ADD, { items: [{ productId: ref.productId, quantity: 1 }] });
    expect(added.addToCart.ok).toBe(true);
    const input = {
      firstName: "Anna",
      lastName: "Muster",
      email: uniqueEmail("guest"),
      address: address(),
      acceptedDataProtection: true,
      ...(options.shippingStreet ? { shippingAddress: address(options.shippingStreet) } : {}),
    };
    const res = await client.data(GUEST, { input });
    expect(res.checkoutAsGuest).toMatchObject({ ok: true, checkout: { customerKind: "GUEST", customer: { email: input.email } } });
    const { checkout } = await client.data(CHECKOUT);
    const method = checkout.paymentMethods.find((p: { technicalName: string }) => p.technicalName === payment);
    expect(method, payment).toBeDefined();
    const set = await client.data(SET_PAYMENT, { id: method.id });
    if (method.available) expect(set.setCheckoutPaymentMethod).toMatchObject({ ok: true, checkout: { selectedPaymentMethodId: method.id } });
    return { client, email: input.email, methodId: method.id as string };
  }

  /** The platform's payment provider simulator, as the shopper's browser would submit it. */
  async function simulate(redirectUrl: string, action: "pay" | "fail" | "cancel") {
    const response = await fetch(redirectUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `action=${action}`,
      redirect: "manual",
    });
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get("location") };
  }

  it("guest checkout: the checkout query reads everything in ONE upstream wave", async () => {
    const { client } = await guest();
    gateway.app.upstreamLog.clear();
    const { checkout } = await client.data(CHECKOUT);
    expect(checkout).toMatchObject({ customerKind: "GUEST", canPlaceOrder: true, issues: [], fulfilment: "DELIVERY", billingDiffersFromShipping: false });
    expect(checkout.cart.itemCount).toBe(1);
    expect(checkout.paymentMethods.map((p: { technicalName: string }) => p.technicalName)).toEqual(
      expect.arrayContaining(["payment_invoice", "payment_twint", "payment_credit_card", "payment_prepayment"]),
    );
    const calls = gateway.app.upstreamLog.list();
    const waves = causalWaves(calls);
    console.info(`checkout query upstream: ${calls.length} calls in ${waves.length} wave (${calls.map((c) => c.operation.split(" ")[0]).sort().join(", ")})`);
    expect(waves).toHaveLength(1);
  });

  it("placeOrder reads cart and context in one wave (its rules, revision, waiver), then ONE createOrder", async () => {
    const { client } = await guest();
    gateway.app.upstreamLog.clear();
    const { placeOrder } = await client.data(PLACE, { input: { idempotencyKey: "calls-1", acceptedTerms: true } });
    expect(placeOrder).toMatchObject({ ok: true, next: "SUCCESS" });
    const calls = gateway.app.upstreamLog.list();
    const operations = calls.map((c) => c.operation.split(" ")[0]);
    console.info(`placeOrder upstream: ${calls.length} calls in ${causalWaves(calls).length} waves (${operations.join(", ")})`);
    // the pharmacy is not read again: click & collect without one is the cart's own blocking error
    expect(operations.slice(0, 2).sort()).toEqual(["readCart", "readContext"]);
    expect(operations.slice(2)).toEqual(["createOrder"]);
    expect(causalWaves(calls)).toHaveLength(2);
  });

  it("the checkout page's cart + checkout read asks GET /checkout/cart once", async () => {
    const { client } = await guest();
    gateway.app.upstreamLog.clear();
    const data = await client.data(`query { cart { itemCount } checkout { canPlaceOrder cart { itemCount } } }`);
    expect(data.cart.itemCount).toBe(1);
    expect(data.checkout.cart.itemCount).toBe(1);
    const carts = gateway.app.upstreamLog.list().filter((c) => c.operation.startsWith("readCart"));
    expect(carts).toHaveLength(1);
    expect(causalWaves(gateway.app.upstreamLog.list())).toHaveLength(1);
  });

  it("a cart without a customer: once the gateway has seen its context, no account route is asked (no certain 403)", async () => {
    const client = new GatewayClient(gateway.url, "de");
    expect((await client.data(ADD, { items: [{ productId: ref.productId, quantity: 1 }] })).addToCart.ok).toBe(true);
    await client.data(`query { checkout { customerKind } }`);
    gateway.app.upstreamLog.clear();
    const { checkout } = await client.data(`query { checkout { customerKind canPlaceOrder addresses: billingAddress { id } cart { itemCount } } }`);
    expect(checkout).toMatchObject({ customerKind: "ANONYMOUS", addresses: null, cart: { itemCount: 1 } });
    const operations = gateway.app.upstreamLog.list().map((c) => c.operation.split(" ")[0]);
    expect(operations).not.toContain("listAddress");
    expect(operations).not.toContain("readCustomer");
    // the guest registration changes the session: the account routes are asked again at once
    const input = { firstName: "Anna", lastName: "Muster", email: uniqueEmail("known"), address: address(), acceptedDataProtection: true };
    expect((await client.data(GUEST, { input })).checkoutAsGuest).toMatchObject({ ok: true, checkout: { customer: { email: input.email } } });
    gateway.app.upstreamLog.clear();
    const after = await client.data(`query { checkout { customer { email } billingAddress { id } } }`);
    expect(after.checkout.customer.email).toBe(input.email);
    expect(after.checkout.billingAddress.id).toBeTruthy();
  });

  it("invoice with a different billing address is refused, before anything is written", async () => {
    const { client } = await guest("de", "payment_invoice", { shippingStreet: "Seestrasse 9" });
    const { checkout } = await client.data(CHECKOUT);
    expect(checkout.billingDiffersFromShipping).toBe(true);
    const invoice = checkout.paymentMethods.find((p: { technicalName: string }) => p.technicalName === "payment_invoice");
    expect(invoice).toMatchObject({ available: false, unavailableCode: "BILLING_DIFFERS_FROM_SHIPPING" });
    const set = await client.data(SET_PAYMENT, { id: invoice.id });
    expect(set.setCheckoutPaymentMethod).toMatchObject({ ok: false, errorCode: "PAYMENT_METHOD_UNAVAILABLE" });
    expect(set.setCheckoutPaymentMethod.message).toBe(invoice.unavailableReason);
  });

  it("the platform's own money rules (the reviewer's Store API route) reach the shopper in the gateway's wording", async () => {
    const client = new GatewayClient(gateway.url, "de");
    const email = uniqueEmail("regel");
    const reg = await client.data(`mutation ($input: RegisterInput!) { register(input: $input) { ok } }`, {
      input: { ...address(), email, emailConfirmation: email, password: "geheim-123", phoneNumber: "+41 79 123 45 67", acceptedDataProtection: true },
    });
    expect(reg.register.ok).toBe(true);
    const created = await client.data(`mutation ($input: AddressInput!) { createAddress(input: $input) { ok address { id } } }`, { input: address("Seestrasse 9") });
    expect((await client.data(ADD, { items: [{ productId: ref.productId, quantity: 1 }] })).addToCart.ok).toBe(true);
    const methods = (await client.data(CHECKOUT)).checkout.paymentMethods as { id: string; technicalName: string }[];
    const invoiceId = methods.find((p) => p.technicalName === "payment_invoice")!.id;
    expect((await client.data(SET_PAYMENT, { id: invoiceId })).setCheckoutPaymentMethod.ok).toBe(true);

    // the shopper's own token straight on the Store API: invoice stays, the parcel goes elsewhere
    const storeApi = (method: string, path: string, body?: unknown) =>
      fetch(`${platform.url}/store-api${path}`, {
        method,
        headers: { "sw-access-key": platform.accessKey, "sw-context-token": client.token!, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }));
    expect((await storeApi("PATCH", "/context", { shippingAddressId: created.createAddress.address.id })).status).toBe(200);
    const upstreamCart = await storeApi("GET", "/checkout/cart");
    expect(Object.values(upstreamCart.body.errors).map((e: any) => e.key)).toEqual(["payment-method-blocked-Rechnung"]);

    const wording = "Bitte wählen Sie eine verfügbare Zahlungsart.";
    const { checkout } = await client.data(CHECKOUT);
    expect(checkout.canPlaceOrder).toBe(false);
    expect(checkout.issues).toContainEqual({ code: "PAYMENT_METHOD_UNAVAILABLE", message: wording });
    // a cart write does not turn the platform's state into a message in its own text
    const added = await client.data(`mutation ($items: [CartItemInput!]!) { addToCart(items: $items) { ok message messages { key message } } }`, {
      items: [{ productId: ref.productId, quantity: 1 }],
    });
    expect(added.addToCart).toMatchObject({ ok: true, message: null, messages: [] });
    const placed = await client.data(PLACE, { input: { idempotencyKey: "regel-1", acceptedTerms: true } });
    expect(placed.placeOrder).toMatchObject({ ok: false, errorCode: "PAYMENT_METHOD_UNAVAILABLE", message: wording, order: null });
    expect((await client.data(ORDERS, {})).orders.total).toBe(0);
  });

  it("invoice: SUCCESS, the order in the account, its invoice PDF streamed only to its owner", async () => {
    const { client, email } = await guest("it");
    const terms = await client.data(PLACE, { input: { idempotencyKey: "inv-1", acceptedTerms: false } });
    expect(terms.placeOrder).toMatchObject({ ok: false, errorCode: "TERMS_NOT_ACCEPTED", order: null });
    const { placeOrder } = await client.data(PLACE, { input: { idempotencyKey: "inv-1", acceptedTerms: true, customerComment: "Bitte klingeln" } });
    expect(placeOrder).toMatchObject({ ok: true, next: "SUCCESS", redirectUrl: null });
    const order = placeOrder.order;
    expect(placeOrder.nextPath).toBe(`/it/checkout/success/${order.id}`);
    expect(order).toMatchObject({
      state: "OPEN", paymentState: "OPEN", paid: false, canCancel: true, fulfilment: "DELIVERY",
      customer: { email }, paymentMethod: { technicalName: "payment_invoice" }, shippingMethod: { technicalName: "shipping_post_parcel" },
    });
    expect(order.orderNumber).toMatch(/^\d+$/);
    expect(order.lineItems[0]).toMatchObject({ productId: ref.productId, quantity: 1 });

    const list = await client.data(ORDERS);
    expect(list.orders).toMatchObject({ total: 1, orders: [{ id: order.id }] });
    const { checkout } = await client.data(CHECKOUT);
    expect(checkout.issues.map((i: { code: string }) => i.code)).toContain("EMPTY_CART");

    const detail = (await client.data(ORDER, { id: order.id })).order;
    expect(detail.documents.length).toBeGreaterThan(0);
    const document = detail.documents[0];
    expect(document.url).toBe(`/account/order/${order.id}/document/${document.id}`);
    expect(client.lastText).not.toMatch(/deepLinkCode/i);

    const cookie = `sw-context-token=${encodeURIComponent(client.token!)}`;
    const file = await fetch(`${gateway.url}/orders/${order.id}/documents/${document.id}`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/application\/pdf/);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    // Another shopper (another guest session) and an anonymous visitor: nothing.
    const other = await guest("de");
    expect((await other.client.data(ORDER, { id: order.id })).order).toBeNull();
    expect((await other.client.data(ORDERS)).orders.total).toBe(0);
    const foreign = await fetch(`${gateway.url}/orders/${order.id}/documents/${document.id}`, {
      headers: { cookie: `sw-context-token=${encodeURIComponent(other.client.token!)}` },
    });
    expect(foreign.status).toBe(404);
    await foreign.arrayBuffer();
    const anonymous = new GatewayClient(gateway.url);
    expect((await anonymous.data(ORDERS)).orders).toEqual({ total: 0, page: 1, limit: 10, orders: [] });
    expect((await anonymous.data(ORDER, { id: order.id })).order).toBeNull();
    const noSession = await fetch(`${gateway.url}/orders/${order.id}/documents/${document.id}`);
    expect(noSession.status).toBe(404);
    await noSession.arrayBuffer();
  });

  it("10 concurrent submits with the same key → one order; with 10 different keys → still one order", async () => {
    const same = await guest();
    const results = await Promise.all(Array.from({ length: 10 }, () => same.client.data(PLACE, { input: { idempotencyKey: "burst", acceptedTerms: true } })));
    const ids = new Set(results.map((r) => r.placeOrder.order?.id));
    expect(ids.size).toBe(1);
    expect((await same.client.data(ORDERS)).orders.total).toBe(1);

    const keys = await guest();
    const distinct = await Promise.all(
      Array.from({ length: 10 }, (_, i) => keys.client.data(PLACE, { input: { idempotencyKey: `key-${i}`, acceptedTerms: true } })),
    );
    // Submits that read the cart before it was ordered share that order (gateway); later ones find it empty (platform).
    const placed = distinct.filter((r) => r.placeOrder.ok);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((r) => r.placeOrder.order.id)).size).toBe(1);
    for (const r of distinct.filter((x) => !x.placeOrder.ok)) expect(r.placeOrder.errorCode).toBe("EMPTY_CART");
    expect((await keys.client.data(ORDERS)).orders.total).toBe(1);
  });

  it("the same key submitted again after the order was placed: the same answer, whole, from this process (no upstream call)", async () => {
    const shopper = await guest("fr");
    const { checkout } = await shopper.client.data(`query { checkout { cartRevision } }`);
    const input = { idempotencyKey: "again-later", acceptedTerms: true, cartRevision: checkout.cartRevision };
    const first = await shopper.client.data(PLACE, { input });
    expect(first.placeOrder).toMatchObject({ ok: true, next: "SUCCESS" });
    gateway.app.upstreamLog.clear();
    const again = await shopper.client.data(PLACE, { input });
    expect(again).toEqual(first);
    expect(gateway.app.upstreamLog.list()).toEqual([]);
    expect((await shopper.client.data(ORDERS)).orders.total).toBe(1);
  });

  it("a second tab submitting the cart another tab already ordered: ALREADY_ORDERED with the way to that order, no second order", async () => {
    const shopper = await guest("it");
    const { checkout } = await shopper.client.data(`query { checkout { cartRevision } }`);
    const first = await shopper.client.data(PLACE, { input: { idempotencyKey: "tab-1", acceptedTerms: true, cartRevision: checkout.cartRevision } });
    expect(first.placeOrder.ok).toBe(true);
    const second = await shopper.client.data(PLACE, { input: { idempotencyKey: "tab-2", acceptedTerms: true, cartRevision: checkout.cartRevision } });
    expect(second.placeOrder).toMatchObject({
      ok: false,
      errorCode: "ALREADY_ORDERED",
      message: "Questo ordine è già stato effettuato.",
      order: null,
      nextPath: `/it/checkout/success/${first.placeOrder.order.id}`,
    });
    // Without a confirmed cart (older apps) an empty cart stays what it is.
    const bare = await shopper.client.data(PLACE, { input: { idempotencyKey: "tab-3", acceptedTerms: true } });
    expect(bare.placeOrder.errorCode).toBe("EMPTY_CART");
    expect((await shopper.client.data(ORDERS)).orders.total).toBe(1);
  });

  it("20 shoppers placing their orders at the same moment: 20 orders (p50/p99 logged)", async () => {
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => guest()));
    gateway.app.upstreamLog.clear();
    const timings: number[] = [];
    const results = await Promise.all(
      shoppers.map(async ({ client }, i) => {
        const started = performance.now();
        const res = await client.data(PLACE, { input: { idempotencyKey: `crowd-${i}`, acceptedTerms: true } });
        timings.push(performance.now() - started);
        return res.placeOrder;
      }),
    );
    expect(results.every((r) => r.ok && r.next === "SUCCESS")).toBe(true);
    expect(new Set(results.map((r) => r.order.id)).size).toBe(20);
    timings.sort((a, b) => a - b);
    const pct = (p: number) => Math.round(timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)]!);
    const byOperation = new Map<string, number[]>();
    for (const call of gateway.app.upstreamLog.list()) {
      const name = call.operation.split(" ")[0]!;
      byOperation.set(name, [...(byOperation.get(name) ?? []), call.end - call.start]);
    }
    const upstream = [...byOperation].map(([name, d]) => `${name} ${d.length}× median ${Math.round(d.sort((a, b) => a - b)[d.length >> 1]!)} ms`);
    console.info(`placeOrder with 20 concurrent shoppers: p50 ${pct(50)} ms, p99 ${pct(99)} ms (upstream: ${upstream.join(", ")})`);
  });

  it("mobile payment app: PAYMENT_REDIRECT to the provider, pay → finish URL, the order is paid", async () => {
    const { client } = await guest("fr", "payment_twint");
    const { placeOrder } = await client.data(PLACE, { input: { idempotencyKey: "twint-1", acceptedTerms: true } });
    expect(placeOrder).toMatchObject({ ok: true, next: "PAYMENT_REDIRECT", nextPath: null });
    expect(placeOrder.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__platform\/payment\//);
    const paid = await simulate(placeOrder.redirectUrl, "pay");
    expect([302, 303]).toContain(paid.status);
    expect(paid.location).toBe(`http://localhost:3000/fr/checkout/success/${placeOrder.order.id}/paid`);
    const { order } = await client.data(ORDER, { id: placeOrder.order.id });
    expect(order).toMatchObject({ paid: true, paymentState: "PAID", canCancel: false, canRetryPayment: false, canChangePaymentMethod: false });
  });

  it("the payment simulator through the gateway's /__platform/payment/* (how the shop's origin serves it): page, pay → finish URL", async () => {
    const { client } = await guest("it", "payment_twint");
    const { placeOrder } = await client.data(PLACE, { input: { idempotencyKey: "twint-proxied", acceptedTerms: true } });
    const path = new URL(placeOrder.redirectUrl).pathname;
    const proxied = `${gateway.url}${path}`;
    const page = await fetch(proxied);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    // the single-use token is in the URL: the simulator's own privacy headers come along
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");
    expect(await page.text()).toContain(`action="${path}"`);
    const paid = await simulate(proxied, "pay");
    expect(paid).toEqual({ status: 303, location: `http://localhost:3000/it/checkout/success/${placeOrder.order.id}/paid` });
    expect((await client.data(ORDER, { id: placeOrder.order.id })).order).toMatchObject({ paid: true, paymentState: "PAID" });
    // a used link: the simulator's own "gone" page with the way back, not an empty error
    const used = await fetch(proxied);
    expect(used.status).toBe(410);
    expect(await used.text()).toContain(`/it/checkout/success/${placeOrder.order.id}/paid`);
  });

  it("credit card fails → unpaid, retry payment → a new redirect → paid", async () => {
    const { client } = await guest("de", "payment_credit_card");
    const { placeOrder } = await client.data(PLACE, { input: { idempotencyKey: "cc-1", acceptedTerms: true } });
    expect(placeOrder.next).toBe("PAYMENT_REDIRECT");
    const failed = await simulate(placeOrder.redirectUrl, "fail");
    expect(failed.location).toBe(`http://localhost:3000/checkout/success/${placeOrder.order.id}/unpaid`);
    const unpaid = (await client.data(ORDER, { id: placeOrder.order.id })).order;
    expect(unpaid).toMatchObject({ paid: false, paymentState: "FAILED", canRetryPayment: true });
    const retry = await client.data(`mutation ($id: ID!) { retryOrderPayment(orderId: $id) { ok errorCode redirectUrl order { paymentState } } }`, {
      id: placeOrder.order.id,
    });
    expect(retry.retryOrderPayment.ok).toBe(true);
    expect(retry.retryOrderPayment.redirectUrl).toMatch(/\/__platform\/payment\//);
    expect([302, 303]).toContain((await simulate(retry.retryOrderPayment.redirectUrl, "pay")).status);
    expect((await client.data(ORDER, { id: placeOrder.order.id })).order).toMatchObject({ paid: true, paymentState: "PAID" });
  });

  it("cancel an open unpaid order; a cancelled order cannot be cancelled again; others cannot cancel it", async () => {
    const { client } = await guest();
    const { placeOrder } = await client.data(PLACE, { input: { idempotencyKey: "cancel-1", acceptedTerms: true } });
    const other = await guest();
    const CANCEL = `mutation ($id: ID!) { cancelOrder(orderId: $id) { ok errorCode message order { state canCancel } } }`;
    expect((await other.client.data(CANCEL, { id: placeOrder.order.id })).cancelOrder).toMatchObject({ ok: false, errorCode: "NOT_FOUND", order: null });
    const cancelled = await client.data(CANCEL, { id: placeOrder.order.id });
    expect(cancelled.cancelOrder).toMatchObject({ ok: true, order: { state: "CANCELLED", canCancel: false } });
    const again = await client.data(CANCEL, { id: placeOrder.order.id });
    expect(again.cancelOrder).toMatchObject({ ok: false, errorCode: "NOT_CANCELLABLE" });
  });
});
