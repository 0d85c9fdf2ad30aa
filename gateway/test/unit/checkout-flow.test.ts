/**
 * Checkout and orders through the real gateway (GraphQL over app.inject) against an in-memory Store
 * API stub with the official operation keys: the checkout query's single upstream wave, payment
 * availability, the rules before any write, idempotent placeOrder (10 concurrent submits), payment
 * redirect / unpaid, the set-method 'You need to provide … id' rule and order ownership.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildGateway } from "../../src/server.js";
import { loadConfig } from "../../src/config.js";
import type { CallOptions, OperationKey, StoreApiClient } from "../../src/storeApi/client.js";
import { StoreApiHttpError } from "../../src/errors/upstream.js";
import { overlapWaves } from "../../src/cache/upstreamLog.js";

const id = (n: number) => n.toString(16).padStart(32, "0");
const LANG = { de: id(0xd1), it: id(0x11), fr: id(0xf1) } as const;
const INVOICE = id(0x101);
const TWINT = id(0x102);
const PARCEL = id(0x201);
const COLLECT = id(0x202);
const PRODUCT = id(0x301);

interface Call {
  operation: string;
  token: string | null;
  body: Record<string, any>;
  query: Record<string, any>;
  start: number;
  end: number;
}

interface Session {
  customerId: string | null;
  billing: Record<string, any> | null;
  shipping: Record<string, any> | null;
  paymentMethodId: string;
  shippingMethodId: string;
  items: { id: string; quantity: number; download?: boolean }[];
  /** the chosen pharmacy (click & collect) */
  pharmacyId?: string;
}

const address = (n: number, street: string) => ({
  id: id(0x400 + n),
  firstName: "Anna",
  lastName: "Muster",
  street,
  zipcode: "8000",
  city: "Zürich",
  countryId: id(0x500),
});

const PAYMENT_METHODS = [
  { id: INVOICE, name: "Rechnung", technicalName: "payment_invoice", active: true, asynchronous: false, afterOrderEnabled: false, position: 1 },
  { id: TWINT, name: "Mobile Payment", technicalName: "payment_twint", active: true, asynchronous: true, afterOrderEnabled: true, position: 2 },
];
const SHIPPING_METHODS = [
  { id: PARCEL, name: "Post", technicalName: "shipping_post_parcel" },
  { id: COLLECT, name: "Click & Collect", technicalName: "shipping_click_and_collect" },
];

class Stub {
  calls: Call[] = [];
  sessions = new Map<string, Session>();
  orders: { order: Record<string, any>; customerId: string; key: string | null }[] = [];
  handlePayment: "ok" | "fail" | "javascript" = "ok";
  createOrderDown = false;
  /** The order is committed, then its answer is lost (a 503 from a proxy, a cut connection). */
  createOrderLost = false;
  /** A platform that does not empty the cart on ordering: whatever stops a second order is then the gateway's. */
  keepsCartAfterOrder = false;
  /** A Shopware whose rule builder lacks the invoice rule: no blocked-payment cart error, the order is taken. */
  noAvailabilityRules = false;
  seq = 10000;

  session(token: string | null): Session | null {
    return token ? (this.sessions.get(token) ?? null) : null;
  }

  customer(token: string, customerNumber: number, opts: { differentBilling?: boolean; payment?: string } = {}) {
    const shipping = address(customerNumber, "Bahnhofstrasse 1");
    this.sessions.set(token, {
      customerId: id(0x600 + customerNumber),
      billing: opts.differentBilling ? address(customerNumber + 50, "Seestrasse 9") : shipping,
      shipping,
      paymentMethodId: opts.payment ?? INVOICE,
      shippingMethodId: PARCEL,
      items: [{ id: PRODUCT, quantity: 1 }],
    });
  }

  private cart(s: Session | null) {
    const items = (s?.items ?? []).map((i) => ({
      id: i.id,
      referencedId: i.id,
      type: "product",
      label: "Creme",
      quantity: i.quantity,
      states: i.download ? ["is-download"] : [],
      payload: { productNumber: "SW1", clickAndCollect: s?.shippingMethodId === COLLECT },
      price: { unitPrice: 10, totalPrice: 10 * i.quantity, calculatedTaxes: [], taxRules: [] },
    }));
    return {
      lineItems: items,
      errors: this.blocked(s),
      deliveries: s ? [{ shippingMethod: SHIPPING_METHODS.find((m) => m.id === s.shippingMethodId), shippingCosts: { totalPrice: 7.7 } }] : [],
      price: { totalPrice: 17.7, netPrice: 16.4, positionPrice: 10, rawTotal: 17.7, taxStatus: "gross", calculatedTaxes: [{ tax: 1.3, taxRate: 8.1, price: 17.7 }], taxRules: [] },
    };
  }

  /**
   * As the platform (Shopware's availability rules): invoice with another billing address is a
   * payment-method-blocked cart error on every cart read, and the order route refuses that cart.
   */
  private blocked(s: Session | null): Record<string, unknown> | [] {
    if (this.noAvailabilityRules || !s || s.paymentMethodId !== INVOICE || s.billing?.id === s.shipping?.id) return [];
    const key = "payment-method-blocked-Rechnung";
    return { [key]: { key, level: 10, messageKey: "payment-method-blocked", message: "Die Zahlungsart «Rechnung» ist nicht verfügbar.", reason: "BILLING_DIFFERS_FROM_SHIPPING" } };
  }

  private answer(operation: string, options: CallOptions<OperationKey>): unknown {
    const token = options.contextToken ?? null;
    const s = this.session(token);
    const body = (options.body ?? {}) as Record<string, any>;
    switch (operation) {
      case "readLanguagesGet get /language":
        return { elements: (Object.keys(LANG) as (keyof typeof LANG)[]).map((l) => ({ id: LANG[l], translationCode: { code: `${l}-CH` }, name: l })) };
      case "readContext get /context":
        return {
          token,
          customer: s?.customerId
            ? { id: s.customerId, guest: false, active: true, email: "anna@example.ch", activeBillingAddress: s.billing, activeShippingAddress: s.shipping }
            : null,
          paymentMethod: PAYMENT_METHODS.find((p) => p.id === (s?.paymentMethodId ?? INVOICE)),
          shippingMethod: SHIPPING_METHODS.find((m) => m.id === (s?.shippingMethodId ?? PARCEL)),
          currency: { isoCode: "CHF" },
          context: { taxState: "gross" },
        };
      case "readCart get /checkout/cart":
        return this.cart(s);
      case "readPaymentMethod post /payment-method":
        return { elements: PAYMENT_METHODS };
      case "readShippingMethod post /shipping-method":
        return { elements: SHIPPING_METHODS };
      case "listAddress post /account/list-address":
        if (!s?.customerId) throw new StoreApiHttpError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", status: "403" }]);
        return { elements: [s.shipping, s.billing].filter((a, i, all) => a && all.findIndex((b) => b?.id === a.id) === i) };
      case "register post /account/register":
        if (String(body.email).startsWith("violation")) {
          throw new StoreApiHttpError(400, [
            { code: "VIOLATION::IS_BLANK_ERROR", status: "400", detail: "This value should not be blank.", source: { pointer: "/shippingAddress/city" } } as never,
          ]);
        }
        return { id: id(0x6ff), guest: body.guest === true, email: body.email };
      case "readCustomerPharmacy post /customer-pharmacy":
        if (!s?.pharmacyId) throw new StoreApiHttpError(404, [{ code: "FRAMEWORK__ROUTE_NOT_FOUND", status: "404" }]);
        return { total: 0, elements: [], selectedPharmacyId: s.pharmacyId, selectedPharmacy: { id: s.pharmacyId, name: "Apotheke am Platz" } };
      case "updateContext patch /context":
        if (s) Object.assign(s, body);
        return { contextToken: token };
      case "createOrder post /checkout/order": {
        if (this.createOrderDown) throw new StoreApiHttpError(503, []);
        if (!s?.customerId) throw new StoreApiHttpError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", status: "403" }]);
        const key = typeof body.idempotencyKey === "string" ? body.idempotencyKey : null;
        const known = this.orders.find((o) => o.customerId === s.customerId && key && o.key === key);
        if (known && s.items.length > 0) throw new StoreApiHttpError(409, [{ code: "CHECKOUT__IDEMPOTENCY_KEY_REUSED", status: "409" }]);
        if (known) return known.order;
        if (s.items.length === 0) throw new StoreApiHttpError(400, [{ code: "CHECKOUT__CART_EMPTY", status: "400" }]);
        for (const error of Object.values(this.blocked(s)) as { messageKey: string; reason: string }[]) {
          throw new StoreApiHttpError(400, [{ code: "CHECKOUT__CART_INVALID", status: "400", meta: { parameters: error } }]);
        }
        const method = PAYMENT_METHODS.find((p) => p.id === s.paymentMethodId)!;
        const orderId = id(0x7000 + this.orders.length);
        const order = {
          id: orderId,
          orderNumber: String(++this.seq),
          orderDateTime: new Date().toISOString(),
          stateMachineState: { technicalName: "open", name: "Offen" },
          orderCustomer: { email: "anna@example.ch", firstName: "Anna", lastName: "Muster" },
          lineItems: this.cart(s).lineItems.map((l) => ({ ...l, unitPrice: 10, totalPrice: 10 * l.quantity, productId: l.referencedId })),
          billingAddressId: s.billing?.id,
          addresses: [s.billing],
          deliveries: [{ id: id(0x8000), shippingMethod: SHIPPING_METHODS[0], shippingOrderAddress: s.shipping, stateMachineState: { technicalName: "open" } }],
          transactions: [{ id: id(0x9000), createdAt: new Date().toISOString(), paymentMethod: method, stateMachineState: { technicalName: "open", name: "Offen" } }],
          amountTotal: 17.7,
          amountNet: 16.4,
          shippingTotal: 7.7,
          price: { totalPrice: 17.7, netPrice: 16.4, calculatedTaxes: [{ tax: 1.3, taxRate: 8.1, price: 17.7 }] },
          documents: [{ id: id(0xa000), deepLinkCode: "SECRETDEEPLINK", documentNumber: "1000", documentType: { technicalName: "invoice" }, fileType: "pdf", createdAt: "2026-01-01" }],
          customFields: { shop_fulfilment: "delivery", shop_pharmacy_id: null, ...(key ? { shop_idempotency_key: key } : {}) },
        };
        if (!this.keepsCartAfterOrder) s.items = [];
        this.orders.push({ order, customerId: s.customerId, key });
        if (this.createOrderLost) throw new StoreApiHttpError(503, []);
        return order;
      }
      case "handlePaymentMethod post /handle-payment":
        if (this.handlePayment === "fail") throw new StoreApiHttpError(502, []);
        if (this.handlePayment === "javascript") return { redirectUrl: "javascript:alert(1)" };
        return { redirectUrl: `http://platform.test/__platform/payment/tok-${body.orderId}` };
      case "readOrder post /order": {
        if (!s?.customerId) throw new StoreApiHttpError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", status: "403" }]);
        const filter = body.filter?.[0];
        const ids: string[] | null = filter?.field === "id" ? filter.value : null;
        const byKey: string | null = filter?.field === "customFields.shop_idempotency_key" ? filter.value : null;
        const own = this.orders
          .filter((o) => o.customerId === s.customerId && (!ids || ids.includes(o.order.id)) && (!byKey || o.key === byKey))
          .map((o) => o.order);
        return { orders: { elements: own, total: own.length }, paymentChangeable: {} };
      }
      default:
        throw new Error(`unexpected ${operation}`);
    }
  }

  client(): StoreApiClient {
    return {
      invoke: async (operation, options = {}) => {
        const start = performance.now();
        // createOrder takes a while, so concurrent submits really overlap.
        await new Promise((r) => setTimeout(r, operation.startsWith("createOrder") ? 30 : 5));
        try {
          return { status: 200, data: this.answer(operation, options as CallOptions<OperationKey>) as never, contextToken: null };
        } finally {
          this.calls.push({
            operation,
            token: options.contextToken ?? null,
            body: (options.body ?? {}) as Record<string, any>,
            query: (options.query ?? {}) as Record<string, any>,
            start,
            end: performance.now(),
          });
        }
      },
      stream: async () => {
        throw new Error("no file answers in this test");
      },
      close: async () => undefined,
    };
  }
}

const CHECKOUT = `query { checkout {
  customerKind canPlaceOrder billingDiffersFromShipping fulfilment requiresWithdrawalWaiver selectedPaymentMethodId selectedShippingMethodId
  issues { code message }
  paymentMethods { id technicalName asynchronous selected available unavailableCode unavailableReason }
  shippingMethods { id technicalName fulfilment selected available unavailableReason price { amount } }
  addresses { id } billingAddress { id } shippingAddress { id }
  cart { itemCount total { amount } }
} }`;

const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
  ok errorCode message next redirectUrl nextPath fieldErrors { field message }
  order { id orderNumber state paid paymentState canCancel canRetryPayment canChangePaymentMethod documents { id url fileName } total { amount } }
} }`;

describe("checkout and orders (gateway against a Store API stub)", () => {
  let app: FastifyInstance;
  const stub = new Stub();

  async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const res = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", "x-shop-locale": "de", ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    return { ...(res.json() as { data?: Record<string, any>; errors?: { message: string }[] }), headers: res.headers };
  }
  const as = (token: string, locale = "de") => ({ "sw-context-token": token, "x-shop-locale": locale });
  const calls = (prefix: string) => stub.calls.filter((c) => c.operation.startsWith(prefix));

  beforeAll(async () => {
    // Dozens of orders from one address: the per-address limits are tested in integration/hardening.test.ts.
    const config = loadConfig({ STORE_API_URL: "http://stub", STORE_API_ACCESS_KEY: "key", LOG_LEVEL: "silent", RATE_LIMITS: "off" });
    app = await buildGateway(config, { storeApiClient: stub.client() });
    await gql("{ languages { id } }");
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    stub.calls = [];
    stub.handlePayment = "ok";
    stub.keepsCartAfterOrder = false;
  });

  it("checkout query: everything in ONE parallel upstream wave, nothing read twice", async () => {
    stub.customer("tokWave", 1);
    const res = await gql(CHECKOUT, {}, as("tokWave"));
    expect(res.errors).toBeUndefined();
    expect(res.data!.checkout).toMatchObject({ customerKind: "LOGGED_IN", canPlaceOrder: true, issues: [], fulfilment: "DELIVERY" });
    const operations = stub.calls.map((c) => c.operation.split(" ")[0]).sort();
    expect(new Set(operations).size).toBe(operations.length);
    expect(operations).toEqual(
      expect.arrayContaining(["listAddress", "readCart", "readContext", "readCustomerPharmacy", "readPaymentMethod"]),
    );
    expect(overlapWaves(stub.calls)).toHaveLength(1);
  });

  it("payment availability: invoice disabled with a different billing address, reason localised", async () => {
    stub.customer("tokDiff", 2, { differentBilling: true, payment: INVOICE });
    const res = await gql(CHECKOUT, {}, as("tokDiff", "it"));
    const checkout = res.data!.checkout;
    expect(checkout.billingDiffersFromShipping).toBe(true);
    const invoice = checkout.paymentMethods.find((p: { id: string }) => p.id === INVOICE);
    expect(invoice).toMatchObject({ available: false, unavailableCode: "BILLING_DIFFERS_FROM_SHIPPING", selected: true });
    expect(invoice.unavailableReason).toMatch(/fattura/);
    expect(checkout.paymentMethods.find((p: { id: string }) => p.id === TWINT)).toMatchObject({ available: true, asynchronous: true });
    expect(checkout.issues.map((i: { code: string }) => i.code)).toEqual(["PAYMENT_METHOD_UNAVAILABLE"]);
    expect(checkout.canPlaceOrder).toBe(false);
    // The click & collect method does not serve a delivery cart.
    const collect = checkout.shippingMethods.find((m: { id: string }) => m.id === COLLECT);
    expect(collect).toMatchObject({ available: false, fulfilment: "CLICK_AND_COLLECT" });
    expect(collect.unavailableReason).toBeTruthy();
    // placeOrder refuses it before writing anything.
    const placed = await gql(PLACE, { input: { idempotencyKey: "k-diff", acceptedTerms: true } }, as("tokDiff"));
    expect(placed.data!.placeOrder).toMatchObject({ ok: false, errorCode: "PAYMENT_METHOD_UNAVAILABLE", order: null });
    expect(calls("createOrder")).toHaveLength(0);
  });

  it("a Store API without the invoice availability rule: placeOrder still refuses invoice to another address (the gateway's own rule)", async () => {
    stub.noAvailabilityRules = true;
    try {
      stub.customer("tokNoRule", 3, { differentBilling: true, payment: INVOICE });
      const placed = await gql(PLACE, { input: { idempotencyKey: "k-no-rule", acceptedTerms: true } }, as("tokNoRule"));
      expect(placed.data!.placeOrder).toMatchObject({ ok: false, errorCode: "PAYMENT_METHOD_UNAVAILABLE", order: null });
      expect(calls("createOrder")).toHaveLength(0);
    } finally {
      stub.noAvailabilityRules = false;
    }
  });

  it("click & collect: the order names the chosen pharmacy (selectedCheckoutPharmacyId, SPEC's order route)", async () => {
    stub.customer("tokCollect", 4, { payment: INVOICE });
    Object.assign(stub.session("tokCollect")!, { shippingMethodId: COLLECT, pharmacyId: id(0x900) });
    const placed = await gql(PLACE, { input: { idempotencyKey: "k-collect", acceptedTerms: true } }, as("tokCollect"));
    expect(placed.data!.placeOrder).toMatchObject({ ok: true });
    const [order] = calls("createOrder");
    expect(order!.query).toMatchObject({ selectedCheckoutPharmacyId: id(0x900) });
  });

  it("anonymous: NOT_LOGGED_IN with the SPEC text, no session created", async () => {
    const res = await gql(CHECKOUT);
    expect(res.data!.checkout.customerKind).toBe("ANONYMOUS");
    expect(res.data!.checkout.issues[0]).toEqual({ code: "NOT_LOGGED_IN", message: "Sie müssen angemeldet sein, um eine Bestellung aufzugeben" });
    expect(res.headers["set-cookie"]).toBeUndefined();
    const placed = await gql(PLACE, { input: { idempotencyKey: "k-anon", acceptedTerms: true } });
    expect(placed.data!.placeOrder).toMatchObject({ ok: false, errorCode: "NOT_LOGGED_IN" });
  });

  it("checkoutAsGuest: @shop/rules before any call (salutation and privacy consent too); upstream violations as 'field - detail' on the input path", async () => {
    const GUEST = `mutation ($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) { ok errorCode message fieldErrors { field message } } }`;
    const address = { salutationId: id(0x501), firstName: "Anna", lastName: "Muster", street: "Bahnhofstrasse 1", zipcode: "8000", city: "Zürich", countryId: id(0x500) };
    const invalid = await gql(GUEST, { input: { email: "nope", address: { ...address, zipcode: "80" }, acceptedDataProtection: true } });
    expect(invalid.data!.checkoutAsGuest).toMatchObject({ ok: false, errorCode: "INVALID_INPUT" });
    expect(invalid.data!.checkoutAsGuest.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(["address.zipcode", "email"]);
    // An app that leaves out the salutation and the privacy consent is refused like the web's form.
    const { salutationId: _none, ...withoutSalutation } = address;
    const unconsented = await gql(GUEST, { input: { email: "anna@example.ch", address: withoutSalutation, acceptedDataProtection: false } }, { "x-shop-locale": "it" });
    expect(unconsented.data!.checkoutAsGuest.fieldErrors).toEqual([
      { field: "acceptedDataProtection", message: "La preghiamo di confermare questo dato" },
      { field: "address.salutationId", message: "Il valore è obbligatorio" },
    ]);
    expect(calls("register")).toHaveLength(0);
    const refused = await gql(GUEST, { input: { email: "violation@example.ch", address, shippingAddress: { ...address, city: "Bern" }, acceptedDataProtection: true } });
    expect(refused.data!.checkoutAsGuest).toMatchObject({
      ok: false,
      errorCode: "INVALID_INPUT",
      fieldErrors: [{ field: "shippingAddress.city", message: "Ort - This value should not be blank." }],
    });
    const ok = await gql(GUEST, { input: { email: "anna@example.ch", address, acceptedDataProtection: true } });
    expect(ok.data!.checkoutAsGuest).toMatchObject({ ok: true, errorCode: null });
    expect(calls("register").at(-1)!.body).toMatchObject({ guest: true, email: "anna@example.ch", storefrontUrl: "http://localhost:3000", billingAddress: { city: "Zürich" } });
  });

  it("set-method calls without an id: 'You need to provide … id', nothing written", async () => {
    stub.customer("tokIds", 3);
    const res = await gql(
      `mutation { a: setCheckoutShippingMethod { ok errorCode message } b: setCheckoutPaymentMethod(id: "") { ok errorCode message }
                  c: setCheckoutAddresses { ok errorCode message } }`,
      {},
      as("tokIds"),
    );
    expect(res.data!.a).toEqual({ ok: false, errorCode: "MISSING_ID", message: "You need to provide shippingMethod id" });
    expect(res.data!.b).toEqual({ ok: false, errorCode: "MISSING_ID", message: "You need to provide paymentMethod id" });
    expect(res.data!.c).toEqual({ ok: false, errorCode: "MISSING_ID", message: "You need to provide billingAddress id" });
    expect(calls("updateContext")).toHaveLength(0);
    const set = await gql(`mutation ($id: ID) { setCheckoutPaymentMethod(id: $id) { ok checkout { selectedPaymentMethodId } } }`, { id: TWINT }, as("tokIds"));
    expect(set.data!.setCheckoutPaymentMethod).toEqual({ ok: true, checkout: { selectedPaymentMethodId: TWINT } });
  });

  it("terms first: nothing is written; the same key then places the order (synchronous → SUCCESS)", async () => {
    stub.customer("tokTerms", 4);
    const refused = await gql(PLACE, { input: { idempotencyKey: "k-terms", acceptedTerms: false } }, as("tokTerms"));
    expect(refused.data!.placeOrder).toMatchObject({ ok: false, errorCode: "TERMS_NOT_ACCEPTED", order: null, fieldErrors: [{ field: "acceptedTerms" }] });
    expect(calls("createOrder")).toHaveLength(0);
    const placed = await gql(PLACE, { input: { idempotencyKey: "k-terms", acceptedTerms: true } }, as("tokTerms", "it"));
    const result = placed.data!.placeOrder;
    expect(result).toMatchObject({ ok: true, next: "SUCCESS", redirectUrl: null, order: { state: "OPEN", paid: false, canCancel: true } });
    expect(result.nextPath).toBe(`/it/checkout/success/${result.order.id}`);
    expect(result.order.documents[0].url).toBe(`/account/order/${result.order.id}/document/${id(0xa000)}`);
    expect(JSON.stringify(placed)).not.toContain("SECRETDEEPLINK");
    expect(calls("handlePaymentMethod")).toHaveLength(0);
  });

  it("digital content needs the waiver", async () => {
    stub.customer("tokWaiver", 5);
    stub.sessions.get("tokWaiver")!.items = [{ id: PRODUCT, quantity: 1, download: true }];
    const res = await gql(PLACE, { input: { idempotencyKey: "k-w", acceptedTerms: true } }, as("tokWaiver"));
    expect(res.data!.placeOrder).toMatchObject({ ok: false, errorCode: "WITHDRAWAL_WAIVER_REQUIRED" });
    const ok = await gql(PLACE, { input: { idempotencyKey: "k-w", acceptedTerms: true, acceptedWithdrawalWaiver: true } }, as("tokWaiver"));
    expect(ok.data!.placeOrder.ok).toBe(true);
  });

  it("10 concurrent submits with the same key: ONE createOrder call, one order for all", async () => {
    stub.customer("tokBurst", 6);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => gql(PLACE, { input: { idempotencyKey: "k-burst", acceptedTerms: true } }, as("tokBurst"))),
    );
    const ids = new Set(results.map((r) => r.data!.placeOrder.order?.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toBeTruthy();
    expect(calls("createOrder")).toHaveLength(1);
    expect(stub.orders.filter((o) => o.customerId === id(0x600 + 6))).toHaveLength(1);
    // The rules read only cart and context (the shared call also shares these reads).
    expect(stub.calls.map((c) => c.operation.split(" ")[0]).sort()).toEqual(["createOrder", "readCart", "readContext"]);
  });

  it("10 concurrent submits with different keys for one cart: the gateway places ONE order and answers it to all", async () => {
    // The stub keeps the cart after ordering, so the platform does not stop the other nine: the gateway must.
    stub.keepsCartAfterOrder = true;
    stub.customer("tokKeys", 7);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => gql(PLACE, { input: { idempotencyKey: `k-${i}`, acceptedTerms: true } }, as("tokKeys"))),
    );
    expect(results.every((r) => r.data!.placeOrder.ok)).toBe(true);
    expect(new Set(results.map((r) => r.data!.placeOrder.order.id)).size).toBe(1);
    expect(calls("createOrder")).toHaveLength(1);
    expect(stub.orders.filter((o) => o.customerId === id(0x600 + 7))).toHaveLength(1);
  });

  it("the same cart ordered again with a new key after the first order was answered: a second order (a decision, not a double click)", async () => {
    stub.keepsCartAfterOrder = true;
    stub.customer("tokAgain", 31);
    const first = await gql(PLACE, { input: { idempotencyKey: "k-again-1", acceptedTerms: true } }, as("tokAgain"));
    const second = await gql(PLACE, { input: { idempotencyKey: "k-again-2", acceptedTerms: true } }, as("tokAgain"));
    expect(first.data!.placeOrder.ok).toBe(true);
    expect(second.data!.placeOrder.ok).toBe(true);
    expect(second.data!.placeOrder.order.id).not.toBe(first.data!.placeOrder.order.id);
    expect(stub.orders.filter((o) => o.customerId === id(0x600 + 31))).toHaveLength(2);
  });

  it("10 concurrent submits with different keys, the platform empties the cart: still one order, every answer names it", async () => {
    stub.customer("tokKeysEmptied", 32);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => gql(PLACE, { input: { idempotencyKey: `ke-${i}`, acceptedTerms: true } }, as("tokKeysEmptied"))),
    );
    expect(new Set(results.map((r) => r.data!.placeOrder.order?.id ?? null)).size).toBe(1);
    expect(stub.orders.filter((o) => o.customerId === id(0x600 + 32))).toHaveLength(1);
  });

  it("the same key after the cart was ordered (e.g. another gateway process): the platform's key answers the same order", async () => {
    stub.customer("tokRetry", 8);
    const first = await gql(PLACE, { input: { idempotencyKey: "k-retry", acceptedTerms: true } }, as("tokRetry"));
    // A fresh gateway has an empty in-process map: only the platform's idempotencyKey can answer.
    const config = loadConfig({ STORE_API_URL: "http://stub", STORE_API_ACCESS_KEY: "key", LOG_LEVEL: "silent" });
    const other = await buildGateway(config, { storeApiClient: stub.client() });
    const res = await other.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", ...as("tokRetry") },
      payload: JSON.stringify({ query: PLACE, variables: { input: { idempotencyKey: "k-retry", acceptedTerms: true } } }),
    });
    await other.close();
    expect(res.json().data.placeOrder.order.id).toBe(first.data!.placeOrder.order.id);
    expect(stub.orders.filter((o) => o.customerId === id(0x600 + 8))).toHaveLength(1);
  });

  it("asynchronous payment: PAYMENT_REDIRECT with return URLs built from STORE_HOST and the locale", async () => {
    stub.customer("tokTwint", 9, { payment: TWINT });
    const res = await gql(PLACE, { input: { idempotencyKey: "k-twint", acceptedTerms: true } }, as("tokTwint", "fr"));
    const result = res.data!.placeOrder;
    expect(result).toMatchObject({ ok: true, next: "PAYMENT_REDIRECT", nextPath: null });
    expect(result.redirectUrl).toBe(`http://platform.test/__platform/payment/tok-${result.order.id}`);
    const handle = calls("handlePaymentMethod")[0]!;
    expect(handle.body).toEqual({
      orderId: result.order.id,
      finishUrl: `http://localhost:3000/fr/checkout/success/${result.order.id}/paid`,
      errorUrl: `http://localhost:3000/fr/checkout/success/${result.order.id}/unpaid`,
    });
    expect(result.order).toMatchObject({ canRetryPayment: true, canChangePaymentMethod: true });
  });

  it("handle-payment failure or a non-http redirect: UNPAID with the unpaid page, the order is not placed twice", async () => {
    stub.customer("tokFail", 10, { payment: TWINT });
    stub.handlePayment = "fail";
    const res = await gql(PLACE, { input: { idempotencyKey: "k-fail", acceptedTerms: true } }, as("tokFail"));
    const result = res.data!.placeOrder;
    expect(result).toMatchObject({ ok: true, next: "UNPAID", redirectUrl: null });
    expect(result.nextPath).toBe(`/checkout/success/${result.order.id}/unpaid`);
    stub.customer("tokJs", 11, { payment: TWINT });
    stub.handlePayment = "javascript";
    const js = await gql(PLACE, { input: { idempotencyKey: "k-js", acceptedTerms: true } }, as("tokJs"));
    expect(js.data!.placeOrder).toMatchObject({ next: "UNPAID", redirectUrl: null });
    expect(calls("createOrder")).toHaveLength(2);
  });

  it("an upstream outage at createOrder: UNAVAILABLE with the generic text, and the same key can be sent again", async () => {
    stub.customer("tokDown", 14);
    stub.createOrderDown = true;
    const down = await gql(PLACE, { input: { idempotencyKey: "k-down", acceptedTerms: true } }, as("tokDown", "fr"));
    stub.createOrderDown = false;
    expect(down.data!.placeOrder).toMatchObject({ ok: false, errorCode: "UNAVAILABLE", message: "Une erreur est survenue. Veuillez réessayer plus tard.", order: null });
    expect(JSON.stringify(down)).not.toMatch(/stack|StoreApiHttpError/);
    const again = await gql(PLACE, { input: { idempotencyKey: "k-down", acceptedTerms: true } }, as("tokDown"));
    expect(again.data!.placeOrder).toMatchObject({ ok: true, next: "SUCCESS" });
  });

  it("cartRevision: the checkout's revision orders; a cart changed since is CART_CHANGED (localised) before anything is ordered", async () => {
    stub.customer("tokRev", 15);
    const seen = await gql(`{ checkout { cartRevision } }`, {}, as("tokRev"));
    const revision = seen.data!.checkout.cartRevision as string;
    expect(revision).toMatch(/^[\w-]{22}$/);
    stub.sessions.get("tokRev")!.items = [{ id: PRODUCT, quantity: 40 }]; // another tab
    stub.calls = [];
    const changed = await gql(PLACE, { input: { idempotencyKey: "k-rev", acceptedTerms: true, cartRevision: revision } }, as("tokRev", "it"));
    expect(changed.data!.placeOrder).toMatchObject({
      ok: false,
      errorCode: "CART_CHANGED",
      message: "Il suo carrello è cambiato. Controlli l'ordine e confermi di nuovo.",
      order: null,
    });
    expect(calls("createOrder")).toHaveLength(0);
    // The fresh checkout has a new revision; confirming that one orders (the same key: nothing was ordered).
    const fresh = (await gql(`{ checkout { cartRevision } }`, {}, as("tokRev"))).data!.checkout.cartRevision;
    expect(fresh).not.toBe(revision);
    const placed = await gql(PLACE, { input: { idempotencyKey: "k-rev", acceptedTerms: true, cartRevision: fresh } }, as("tokRev"));
    expect(placed.data!.placeOrder).toMatchObject({ ok: true, next: "SUCCESS" });
    // Without a revision (older apps) the cart is ordered as it is.
    stub.customer("tokNoRev", 16);
    stub.sessions.get("tokNoRev")!.items = [{ id: PRODUCT, quantity: 3 }];
    expect((await gql(PLACE, { input: { idempotencyKey: "k-norev", acceptedTerms: true } }, as("tokNoRev"))).data!.placeOrder.ok).toBe(true);
  });

  it("a key that ordered one cart, sent again with another cart: IDEMPOTENCY_CONFLICT (localised), not the old order", async () => {
    stub.customer("tokReuse", 17);
    const revision = (await gql(`{ checkout { cartRevision } }`, {}, as("tokReuse"))).data!.checkout.cartRevision;
    const first = await gql(PLACE, { input: { idempotencyKey: "k-reuse", acceptedTerms: true, cartRevision: revision } }, as("tokReuse"));
    expect(first.data!.placeOrder.ok).toBe(true);
    stub.sessions.get("tokReuse")!.items = [{ id: PRODUCT, quantity: 5 }];
    const next = (await gql(`{ checkout { cartRevision } }`, {}, as("tokReuse"))).data!.checkout.cartRevision;
    for (const cartRevision of [next, undefined]) {
      const reused = await gql(PLACE, { input: { idempotencyKey: "k-reuse", acceptedTerms: true, cartRevision } }, as("tokReuse", "fr"));
      expect(reused.data!.placeOrder).toMatchObject({
        ok: false,
        errorCode: "IDEMPOTENCY_CONFLICT",
        message: "Cette commande a déjà été envoyée avec un autre panier. Veuillez recharger la page.",
        order: null,
      });
    }
    expect(stub.orders.filter((o) => o.customerId === id(0x600 + 17))).toHaveLength(1);
  });

  it("createOrder committed but its answer was lost (503): the order is looked up by its key and answered as placed", async () => {
    stub.customer("tokLost", 18);
    stub.createOrderLost = true;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => gql(PLACE, { input: { idempotencyKey: "k-lost", acceptedTerms: true } }, as("tokLost"))),
    ).finally(() => (stub.createOrderLost = false));
    const order = stub.orders.find((o) => o.key === "k-lost")!.order;
    for (const r of results) expect(r.data!.placeOrder).toMatchObject({ ok: true, next: "SUCCESS", order: { id: order.id } });
    expect(stub.orders.filter((o) => o.customerId === id(0x600 + 18))).toHaveLength(1);
    const lookup = calls("readOrder")[0]!;
    expect(lookup.body.filter).toEqual([{ type: "equals", field: "customFields.shop_idempotency_key", value: "k-lost" }]);
  });

  it("orders: another customer's order is null, anonymous gets an empty list without a call", async () => {
    stub.customer("tokOwner", 12);
    const placed = await gql(PLACE, { input: { idempotencyKey: "k-own", acceptedTerms: true } }, as("tokOwner"));
    const orderId = placed.data!.placeOrder.order.id;
    stub.customer("tokOther", 13);
    const other = await gql(`query ($id: ID!) { order(id: $id) { id } orders { total orders { id } } }`, { id: orderId }, as("tokOther"));
    expect(other.data).toEqual({ order: null, orders: { total: 0, orders: [] } });
    const own = await gql(`query ($id: ID!) { order(id: $id) { id orderNumber paymentMethod { technicalName } } }`, { id: orderId }, as("tokOwner"));
    expect(own.data!.order).toMatchObject({ id: orderId, paymentMethod: { technicalName: "payment_invoice" } });
    stub.calls = [];
    const anonymous = await gql(`{ orders { total orders { id } } }`);
    expect(anonymous.data!.orders).toEqual({ total: 0, orders: [] });
    expect(calls("readOrder")).toHaveLength(0);
  });
});
