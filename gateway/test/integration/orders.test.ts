/**
 * Integration: orders through the gateway against the REAL platform — a registered customer's
 * checkout (addresses, invoice refused with another billing address), digital downloads (waiver,
 * 403 before payment, streamed after it, 404 for anyone else), changing the payment method of an
 * unpaid order, paging, and the guest session's cookie rotation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient } from "../helpers/client.js";
import { buildSchema, type GraphQLObjectType } from "graphql";
import { loadTypeDefs } from "../../src/schema.js";
import { selectAll } from "../helpers/selectAll.js";
import { ORDER_INCLUDES } from "../../src/order/includes.js";
import { toOrder, type OrderEntity } from "../../src/order/mapping.js";
import { accountResolvers } from "../../src/account/resolvers.js";

type Resolved = Record<string, (row: never) => unknown>;
const GRAPHQL_TYPES: Record<string, Resolved> = {
  salutation: accountResolvers.Salutation as Resolved,
  country: accountResolvers.Country as Resolved,
  country_state: accountResolvers.CountryState as Resolved,
};
/** A mapped order as GraphQL shows it: the upstream entities handed to resolvers (by apiAlias) become what those resolve. */
const asGraphQL = (order: unknown): unknown =>
  JSON.parse(
    JSON.stringify(order, (_key, value: unknown) => {
      const type = GRAPHQL_TYPES[(value as { apiAlias?: string } | null)?.apiAlias ?? ""];
      return type ? Object.fromEntries(Object.entries(type).map(([field, resolve]) => [field, resolve(value as never)])) : value;
    }),
  );

const PLACE = /* GraphQL */ `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
  ok errorCode message next redirectUrl nextPath order { id paid downloads { id url accessGranted fileName } lineItems { isDownload } } } }`;
const ORDER = /* GraphQL */ `query ($id: ID!) { order(id: $id) {
  id paid paymentState canChangePaymentMethod canRetryPayment paymentMethod { id technicalName } downloads { id url accessGranted } } }`;
const CHECKOUT = /* GraphQL */ `query { checkout { customerKind requiresWithdrawalWaiver billingDiffersFromShipping canPlaceOrder
  issues { code } addresses { id street } billingAddress { id } shippingAddress { id }
  paymentMethods { id technicalName available unavailableCode } } }`;
const SET_PAYMENT = /* GraphQL */ `mutation ($id: ID) { setCheckoutPaymentMethod(id: $id) { ok errorCode message } }`;
const CHANGE = /* GraphQL */ `mutation ($orderId: ID!, $id: ID) { changeOrderPaymentMethod(orderId: $orderId, paymentMethodId: $id) {
  ok errorCode message order { paymentMethod { technicalName } canChangePaymentMethod } } }`;

let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++sequence}@example.ch`;

describe("orders (gateway ↔ real platform)", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;
  let ref: { ch: string; mrs: string; physical: string; ebook: string; methods: Map<string, string> };

  async function productByNumber(productNumber: string): Promise<string> {
    const response = await fetch(`${platform.url}/store-api/product`, {
      method: "POST",
      headers: { "sw-access-key": platform.accessKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ limit: 1, filter: [{ type: "equals", field: "productNumber", value: productNumber }] }),
    });
    const body = (await response.json()) as { elements: { id: string }[] };
    expect(body.elements, productNumber).toHaveLength(1);
    return body.elements[0]!.id;
  }

  beforeAll(async () => {
    platform = await startPlatform();
    // Dozens of guests and orders from 127.0.0.1: the per-address limits are tested in hardening.test.ts.
    gateway = await startGateway(platform.url, platform.accessKey, { RATE_LIMITS: "off" });
    const anonymous = new GatewayClient(gateway.url);
    const data = await anonymous.data(`{ countries { id iso } salutations { id key } checkout { paymentMethods { id technicalName } } }`);
    const response = await fetch(`${platform.url}/store-api/product`, {
      method: "POST",
      headers: { "sw-access-key": platform.accessKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ limit: 100 }),
    });
    type Row = { id: string; available?: boolean; stock?: number; availableStock?: number; minPurchase?: number; purchaseSteps?: number; childCount?: number; states?: string[] };
    const physical = ((await response.json()) as { elements: Row[] }).elements.find(
      (p) => p.available !== false && (p.availableStock ?? p.stock ?? 0) >= 100 && (p.minPurchase ?? 1) === 1 && (p.purchaseSteps ?? 1) === 1 && !p.childCount && !(p.states ?? []).includes("is-download"),
    );
    ref = {
      ch: data.countries.find((c: { iso: string }) => c.iso === "CH").id,
      mrs: data.salutations.find((s: { key: string }) => s.key === "mrs").id,
      physical: physical!.id,
      ebook: await productByNumber("SW30001"),
      methods: new Map(data.checkout.paymentMethods.map((p: { technicalName: string; id: string }) => [p.technicalName, p.id])),
    };
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  const address = (street: string) => ({ salutationId: ref.mrs, firstName: "Anna", lastName: "Muster", street, zipcode: "8001", city: "Zürich", countryId: ref.ch });

  async function guestWith(productId: string, payment: string) {
    const client = new GatewayClient(gateway.url);
    await client.data(`mutation ($items: [CartItemInput!]!) { addToCart(items: $items) { ok } }`, { items: [{ productId, quantity: 1 }] });
    const before = client.token;
    const res = await client.data(`mutation ($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) { ok errorCode message } }`, {
      input: { firstName: "Anna", lastName: "Muster", email: uniqueEmail("dl"), address: address("Bahnhofstrasse 3"), acceptedDataProtection: true },
    });
    expect(res.checkoutAsGuest).toMatchObject({ ok: true });
    const set = await client.data(SET_PAYMENT, { id: ref.methods.get(payment) });
    expect(set.setCheckoutPaymentMethod.ok).toBe(true);
    return { client, tokenBefore: before };
  }

  async function pay(redirectUrl: string) {
    const response = await fetch(redirectUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
      redirect: "manual",
    });
    await response.arrayBuffer();
    expect([302, 303]).toContain(response.status);
  }

  it("digital content: waiver required; the download is 403 before payment, streamed after it, 404 for anyone else", async () => {
    const { client } = await guestWith(ref.ebook, "payment_twint");
    const { checkout } = await client.data(CHECKOUT);
    expect(checkout.requiresWithdrawalWaiver).toBe(true);
    const noWaiver = await client.data(PLACE, { input: { idempotencyKey: "dl-1", acceptedTerms: true } });
    expect(noWaiver.placeOrder).toMatchObject({ ok: false, errorCode: "WITHDRAWAL_WAIVER_REQUIRED" });
    const { placeOrder } = await client.data(PLACE, { input: { idempotencyKey: "dl-1", acceptedTerms: true, acceptedWithdrawalWaiver: true } });
    expect(placeOrder).toMatchObject({ ok: true, next: "PAYMENT_REDIRECT" });
    expect(placeOrder.order.lineItems[0].isDownload).toBe(true);
    const download = placeOrder.order.downloads[0];
    expect(download).toMatchObject({ accessGranted: false, url: null });

    const cookie = { cookie: `sw-context-token=${encodeURIComponent(client.token!)}` };
    const early = await fetch(`${gateway.url}/orders/${placeOrder.order.id}/downloads/${download.id}`, { headers: cookie });
    expect(early.status).toBe(403);
    await early.arrayBuffer();

    await pay(placeOrder.redirectUrl);
    const { order } = await client.data(ORDER, { id: placeOrder.order.id });
    expect(order.paid).toBe(true);
    expect(order.downloads[0]).toMatchObject({ accessGranted: true, url: `/account/order/${order.id}/download/${download.id}` });
    const file = await fetch(`${gateway.url}/orders/${order.id}/downloads/${download.id}`, { headers: cookie });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(file.headers.get("content-disposition")).toBeTruthy();
    // Streamed through the one Store API client: its metrics saw the file call.
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).toMatch(/gateway_upstream_request_duration_seconds_count\{operation="orderDownloadFile",status="2xx"\} [1-9]/);

    const other = await guestWith(ref.physical, "payment_invoice");
    const foreign = await fetch(`${gateway.url}/orders/${order.id}/downloads/${download.id}`, {
      headers: { cookie: `sw-context-token=${encodeURIComponent(other.client.token!)}` },
    });
    expect(foreign.status).toBe(404);
    await foreign.arrayBuffer();
  });

  it("placeOrder asks createOrder for the fields it maps (order/includes.ts) and loses none", async () => {
    const schema = buildSchema(loadTypeDefs().join("\n"));
    const every = selectAll(schema, schema.getType("Order") as GraphQLObjectType, ["Order"], new Set());
    const { client } = await guestWith(ref.ebook, "payment_twint");
    await client.data(`mutation ($items: [CartItemInput!]!) { addToCart(items: $items) { ok } }`, { items: [{ productId: ref.physical, quantity: 2 }] });
    const placed = await client.data(`mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok errorCode order { ${every} } } }`, {
      input: { idempotencyKey: "every-field", acceptedTerms: true, acceptedWithdrawalWaiver: true, customerComment: "Bitte klingeln" },
    });
    expect(placed.placeOrder).toMatchObject({ ok: true, errorCode: null });
    const id = placed.placeOrder.order.id as string;
    // Read back whole (the account's order route without includes): the same order, but for what happens
    // after createOrder answered — handle-payment (twint: unconfirmed) and the invoice written after the order.
    const { order } = await client.data(`query ($id: ID!) { order(id: $id) { ${every} } }`, { id });
    const later = (o: Record<string, unknown>) => ({ ...o, paymentState: null, paymentStateName: null, documents: null });
    expect(later(placed.placeOrder.order)).toEqual(later(order));
    expect(order.lineItems).toHaveLength(2);
    expect(order.downloads).toHaveLength(1);
    expect(order.documents.length).toBeGreaterThan(0);
    expect(order).toMatchObject({ customerComment: "Bitte klingeln", paymentMethod: { technicalName: "payment_twint" }, shippingAddress: { street: "Bahnhofstrasse 3" } });
    // Now with a document and a later state: the same entity with and without ORDER_INCLUDES maps alike.
    const read = async (includes?: typeof ORDER_INCLUDES) => {
      const response = await fetch(`${platform.url}/store-api/order`, {
        method: "POST",
        headers: { "sw-access-key": platform.accessKey, "sw-context-token": client.token!, "content-type": "application/json" },
        body: JSON.stringify({ filter: [{ type: "equals", field: "id", value: id }], ...(includes ? { includes } : {}) }),
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      return { entity: (JSON.parse(text) as { orders: { elements: OrderEntity[] } }).orders.elements[0]!, bytes: text.length };
    };
    const whole = await read();
    const filtered = await read(ORDER_INCLUDES);
    expect(asGraphQL(toOrder(filtered.entity))).toEqual(asGraphQL(toOrder(whole.entity)));
    expect(filtered.bytes).toBeLessThan(whole.bytes / 3);
    // the addresses' salutation and country are only what their resolvers read, not the whole entities
    const shipping = filtered.entity.deliveries![0]!.shippingOrderAddress as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(shipping.country!).filter((k) => !["apiAlias", "id", "iso", "name", "states", "translated"].includes(k))).toEqual([]);
    expect(Object.keys(shipping.salutation!).sort()).toEqual(["apiAlias", "displayName", "id", "letterName", "salutationKey", "translated"]);
  });

  it("change of payment method: unpaid twint → credit card; invoice (not afterOrderEnabled) refused; missing id named", async () => {
    const { client } = await guestWith(ref.physical, "payment_twint");
    const { placeOrder } = await client.data(PLACE, { input: { idempotencyKey: "chg-1", acceptedTerms: true } });
    const orderId = placeOrder.order.id;
    const missing = await client.data(CHANGE, { orderId, id: null });
    expect(missing.changeOrderPaymentMethod).toMatchObject({ ok: false, errorCode: "MISSING_ID", message: "You need to provide paymentMethod id" });
    const changed = await client.data(CHANGE, { orderId, id: ref.methods.get("payment_credit_card") });
    expect(changed.changeOrderPaymentMethod).toMatchObject({ ok: true, order: { paymentMethod: { technicalName: "payment_credit_card" } } });
    const retry = await client.data(`mutation ($id: ID!) { retryOrderPayment(orderId: $id) { ok redirectUrl } }`, { id: orderId });
    expect(retry.retryOrderPayment.redirectUrl).toMatch(/\/__platform\/payment\//);

    const invoice = await guestWith(ref.physical, "payment_invoice");
    const placed = await invoice.client.data(PLACE, { input: { idempotencyKey: "chg-2", acceptedTerms: true } });
    expect(placed.placeOrder.order).toBeTruthy();
    const refused = await invoice.client.data(CHANGE, { orderId: placed.placeOrder.order.id, id: ref.methods.get("payment_twint") });
    expect(refused.changeOrderPaymentMethod).toMatchObject({ ok: false, errorCode: "PAYMENT_CHANGE_NOT_ALLOWED" });
  });

  it("click & collect: no pharmacy → NO_PHARMACY_SELECTED; with one, the order goes to the pharmacy's address", async () => {
    const response = await fetch(`${platform.url}/store-api/product`, {
      method: "POST",
      headers: { "sw-access-key": platform.accessKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ limit: 100 }),
    });
    type Row = { id: string; available?: boolean; stock?: number; availableStock?: number; minPurchase?: number; childCount?: number; customFields?: Record<string, unknown> };
    const collectable = ((await response.json()) as { elements: Row[] }).elements.find(
      (p) => p.available !== false && (p.availableStock ?? p.stock ?? 0) >= 50 && (p.minPurchase ?? 1) === 1 && !p.childCount && p.customFields?.product_click_collect === true,
    );
    expect(collectable, "a collectable product in the seed").toBeDefined();
    const client = new GatewayClient(gateway.url);
    const added = await client.data(`mutation ($items: [CartItemInput!]!) { addToCart(items: $items, fulfilment: CLICK_AND_COLLECT) { ok message } }`, {
      items: [{ productId: collectable!.id, quantity: 1 }],
    });
    expect(added.addToCart.ok).toBe(true);
    const guest = await client.data(`mutation ($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) { ok } }`, {
      input: { firstName: "Anna", lastName: "Muster", email: uniqueEmail("cc"), address: address("Bahnhofstrasse 5"), acceptedDataProtection: true },
    });
    expect(guest.checkoutAsGuest.ok).toBe(true);
    await client.data(SET_PAYMENT, { id: ref.methods.get("payment_prepayment") });
    let { checkout } = await client.data(`{ checkout { fulfilment issues { code message } pharmacy { id } } }`);
    expect(checkout.fulfilment).toBe("CLICK_AND_COLLECT");
    expect(checkout.issues).toContainEqual({ code: "NO_PHARMACY_SELECTED", message: "Es wurde keine Apotheke ausgewählt." });
    const refused = await client.data(PLACE, { input: { idempotencyKey: "cc-1", acceptedTerms: true } });
    expect(refused.placeOrder).toMatchObject({ ok: false, errorCode: "NO_PHARMACY_SELECTED" });

    const { pharmacies } = await client.data(`{ pharmacies(limit: 1) { pharmacies { id name street city } } }`);
    const pharmacy = pharmacies.pharmacies[0];
    const selected = await client.data(`mutation ($id: ID!) { selectPharmacy(pharmacyId: $id) { ok } }`, { id: pharmacy.id });
    expect(selected.selectPharmacy.ok).toBe(true);
    ({ checkout } = await client.data(`{ checkout { canPlaceOrder issues { code } pharmacy { id } } }`));
    expect(checkout).toMatchObject({ canPlaceOrder: true, issues: [], pharmacy: { id: pharmacy.id } });
    const placed = await client.data(
      `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok next order { fulfilment pharmacy { id name } shippingAddress { street city } } } }`,
      { input: { idempotencyKey: "cc-1", acceptedTerms: true } },
    );
    expect(placed.placeOrder).toMatchObject({
      ok: true,
      next: "SUCCESS",
      order: { fulfilment: "CLICK_AND_COLLECT", pharmacy: { id: pharmacy.id }, shippingAddress: { street: pharmacy.street, city: pharmacy.city } },
    });
  });

  it("guest choice rotates the session token (like a login); the cart survives", async () => {
    const { client, tokenBefore } = await guestWith(ref.physical, "payment_invoice");
    expect(tokenBefore).toBeTruthy();
    expect(client.token).toBeTruthy();
    expect(client.token).not.toBe(tokenBefore);
    const { checkout } = await client.data(CHECKOUT);
    expect(checkout).toMatchObject({ customerKind: "GUEST", canPlaceOrder: true });
  });

  it("registered customer: addresses, a different billing address disables invoice; orders page by page", async () => {
    const client = new GatewayClient(gateway.url, "fr");
    const email = uniqueEmail("reg");
    const reg = await client.data(`mutation ($input: RegisterInput!) { register(input: $input) { ok errorCode message } }`, {
      input: { ...address("Bahnhofstrasse 12"), email, emailConfirmation: email, password: "geheim-123", phoneNumber: "+41 79 123 45 67", acceptedDataProtection: true },
    });
    expect(reg.register.ok).toBe(true);
    // The e-mail of a registered customer may still be used for a guest order (as Shopware allows).
    const sameEmail = new GatewayClient(gateway.url);
    const asGuest = await sameEmail.data(`mutation ($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) { ok errorCode } }`, {
      input: { firstName: "Anna", lastName: "Muster", email, address: address("Bahnhofstrasse 12"), acceptedDataProtection: true },
    });
    expect(asGuest.checkoutAsGuest).toEqual({ ok: true, errorCode: null });
    const created = await client.data(`mutation ($input: AddressInput!) { createAddress(input: $input) { ok address { id } } }`, {
      input: address("Seestrasse 9"),
    });
    const other = created.createAddress.address.id;
    await client.data(`mutation ($items: [CartItemInput!]!) { addToCart(items: $items) { ok } }`, { items: [{ productId: ref.physical, quantity: 1 }] });
    let { checkout } = await client.data(CHECKOUT);
    expect(checkout.customerKind).toBe("LOGGED_IN");
    expect(checkout.addresses).toHaveLength(2);
    const set = await client.data(`mutation ($id: ID) { setCheckoutAddresses(billingAddressId: $id) { ok errorCode checkout { billingDiffersFromShipping billingAddress { id } } } }`, {
      id: other,
    });
    expect(set.setCheckoutAddresses).toMatchObject({ ok: true, checkout: { billingDiffersFromShipping: true, billingAddress: { id: other } } });
    ({ checkout } = await client.data(CHECKOUT));
    expect(checkout.paymentMethods.find((p: { technicalName: string }) => p.technicalName === "payment_invoice")).toMatchObject({
      available: false,
      unavailableCode: "BILLING_DIFFERS_FROM_SHIPPING",
    });
    const foreign = await client.data(`mutation ($id: ID) { setCheckoutAddresses(shippingAddressId: $id) { ok errorCode } }`, { id: "0".repeat(32) });
    expect(foreign.setCheckoutAddresses).toMatchObject({ ok: false, errorCode: "NOT_FOUND" });

    await client.data(SET_PAYMENT, { id: ref.methods.get("payment_prepayment") });
    for (let i = 0; i < 3; i++) {
      if (i > 0) await client.data(`mutation ($items: [CartItemInput!]!) { addToCart(items: $items) { ok } }`, { items: [{ productId: ref.physical, quantity: 1 }] });
      const placed = await client.data(PLACE, { input: { idempotencyKey: `reg-${i}`, acceptedTerms: true } });
      expect(placed.placeOrder).toMatchObject({ ok: true, next: "SUCCESS" });
      expect(placed.placeOrder.nextPath).toMatch(/^\/fr\/checkout\/success\/[0-9a-f]{32}$/);
    }
    const page1 = await client.data(`{ orders(page: 1, limit: 2) { total page limit orders { id orderNumber } } }`);
    const page2 = await client.data(`{ orders(page: 2, limit: 2) { total page limit orders { id orderNumber } } }`);
    expect(page1.orders).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page1.orders.orders).toHaveLength(2);
    expect(page2.orders.orders).toHaveLength(1);
    const numbers = [...page1.orders.orders, ...page2.orders.orders].map((o: { orderNumber: string }) => Number(o.orderNumber));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });
});
