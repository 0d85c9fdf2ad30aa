/**
 * Integration: placeOrder reads the cart and the context with only the fields its rules read (checkout/includes.ts)
 * — and its rules decide the same as on whole answers. Against the real platform: sessions made through the gateway
 * in the states the rules tell apart (no customer; delivery with invoice; another shipping address, with invoice
 * blocked by the platform's cart; digital content; click & collect with and without a pharmacy), then each session's cart and context read from the platform
 * twice, with ORDER_READ_QUERY and whole, and every rule's result computed from both. A rule that starts reading a
 * field the list leaves out fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient } from "../helpers/client.js";
import { checkoutRef, type CheckoutRef } from "../helpers/checkout.js";
import { buildPath } from "../../src/storeApi/client.js";
import { ORDER_READ_QUERY } from "../../src/checkout/includes.js";
import { orderFulfilment, orderIssues } from "../../src/checkout/load.js";
import { cartRevision } from "../../src/checkout/revision.js";
import type { UpstreamCart } from "../../src/cart/rows.js";
import type { SalesChannelContextRow } from "../../src/session/resolvers.js";

const ADD = /* GraphQL */ `mutation ($items: [CartItemInput!]!, $fulfilment: Fulfilment) { addToCart(items: $items, fulfilment: $fulfilment) { ok message } }`;
const GUEST = /* GraphQL */ `mutation ($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) { ok message } }`;
const SET_PAYMENT = /* GraphQL */ `mutation ($id: ID) { setCheckoutPaymentMethod(id: $id) { ok message } }`;
const CHECKOUT = /* GraphQL */ `{ checkout { cartRevision paymentMethods { id technicalName } } }`;

let sequence = 0;

describe("placeOrder's reads: the rules' fields only, the same decisions", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;
  let ref: CheckoutRef;
  let ebook: string;
  let collectable: string;

  async function productWhere(filter: unknown[]): Promise<string> {
    const response = await fetch(`${platform.url}/store-api/product`, {
      method: "POST",
      headers: { "sw-access-key": platform.accessKey, "content-type": "application/json" },
      body: JSON.stringify({ limit: 1, filter }),
    });
    const id = ((await response.json()) as { elements: { id: string }[] }).elements[0]?.id;
    expect(id, JSON.stringify(filter)).toBeDefined();
    return id!;
  }

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey, { RATE_LIMITS: "off" });
    ref = await checkoutRef(gateway.url, platform.url, platform.accessKey);
    ebook = await productWhere([{ type: "equals", field: "productNumber", value: "SW30001" }]);
    collectable = await productWhere([{ type: "equals", field: "customFields.product_click_collect", value: true }, { type: "range", field: "stock", parameters: { gte: 10 } }]);
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  const address = (street: string) => ({ salutationId: ref.mrs, firstName: "Anna", lastName: "Muster", street, zipcode: "8001", city: "Zürich", countryId: ref.ch });

  async function session(options: { product?: string; collect?: boolean; guest?: boolean; payment?: string; shippingStreet?: string }) {
    const client = new GatewayClient(gateway.url);
    const added = await client.data(ADD, { items: [{ productId: options.product ?? ref.productId, quantity: 1 }], fulfilment: options.collect ? "CLICK_AND_COLLECT" : null });
    expect(added.addToCart.ok, added.addToCart.message).toBe(true);
    if (options.guest !== false) {
      const input = {
        firstName: "Anna",
        lastName: "Muster",
        email: `reads.${Date.now().toString(36)}.${++sequence}@example.ch`,
        address: address("Bahnhofstrasse 12"),
        acceptedDataProtection: true,
        ...(options.shippingStreet ? { shippingAddress: address(options.shippingStreet) } : {}),
      };
      expect((await client.data(GUEST, { input })).checkoutAsGuest.ok).toBe(true);
      const { checkout } = await client.data(CHECKOUT);
      const method = checkout.paymentMethods.find((m: { technicalName: string }) => m.technicalName === (options.payment ?? "payment_invoice"));
      expect((await client.data(SET_PAYMENT, { id: method.id })).setCheckoutPaymentMethod.ok).toBe(true);
    }
    return client;
  }

  /** One Store API read of the session, with the given query (none: the whole answer), and its size. */
  async function read(token: string, path: string, query?: object): Promise<{ body: unknown; bytes: number }> {
    const response = await fetch(`${platform.url}/store-api${buildPath(path, {}, query)}`, {
      headers: { "sw-access-key": platform.accessKey, "sw-context-token": token },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    return { body: JSON.parse(text), bytes: text.length };
  }

  /** What placeOrder decides from one pair of answers (shipping methods left empty: the answers' own method decides). */
  function decisions(cart: UpstreamCart, context: SalesChannelContextRow, pharmacyId: string | null) {
    const fulfilment = orderFulfilment(cart, context);
    const { issues, ...facts } = orderIssues({ locale: "de" }, { cart, context, shippingMethods: [], pharmacyId });
    return { fulfilment, issues: issues.map((i) => i.code), ...facts, revision: cartRevision(cart) };
  }

  async function compare(client: GatewayClient, pharmacyId: string | null = null) {
    const token = client.token!;
    expect(token).toBeTruthy();
    const [cart, context, wholeCart, wholeContext] = await Promise.all([
      read(token, "/checkout/cart", ORDER_READ_QUERY),
      read(token, "/context", ORDER_READ_QUERY),
      read(token, "/checkout/cart"),
      read(token, "/context"),
    ]);
    const narrow = decisions(cart.body as UpstreamCart, context.body as SalesChannelContextRow, pharmacyId);
    expect(narrow).toEqual(decisions(wholeCart.body as UpstreamCart, wholeContext.body as SalesChannelContextRow, pharmacyId));
    // the revision placeOrder compares is the one the checkout page handed out
    expect(narrow.revision).toBe((await client.data(CHECKOUT)).checkout.cartRevision);
    // what the list is for: a small part of each answer is parsed per order
    expect(cart.bytes).toBeLessThan(wholeCart.bytes / 4);
    expect(context.bytes).toBeLessThan(wholeContext.bytes / 4);
    return narrow;
  }

  it("no customer yet: NOT_LOGGED_IN from both", async () => {
    const decided = await compare(await session({ guest: false }));
    expect(decided.issues).toContain("NOT_LOGGED_IN");
  });

  it("delivery with invoice, billing = shipping: no issue from both", async () => {
    const decided = await compare(await session({}));
    expect(decided).toMatchObject({ fulfilment: "DELIVERY", issues: [], requiresWithdrawalWaiver: false });
  });

  it("another shipping address: billing differs for both (the addresses' compared fields)", async () => {
    const decided = await compare(await session({ shippingStreet: "Seestrasse 7", payment: "payment_prepayment" }));
    expect(decided).toMatchObject({ issues: [], billingDiffersFromShipping: true });
  });

  it("invoice, then the shipping address changed on the Store API: PAYMENT_METHOD_UNAVAILABLE from both", async () => {
    const client = new GatewayClient(gateway.url);
    const email = `reads.${Date.now().toString(36)}.${++sequence}@example.ch`;
    const registered = await client.data(`mutation ($input: RegisterInput!) { register(input: $input) { ok } }`, {
      input: { ...address("Bahnhofstrasse 12"), email, emailConfirmation: email, password: "geheim-123", phoneNumber: "+41 79 123 45 67", acceptedDataProtection: true },
    });
    expect(registered.register.ok).toBe(true);
    const created = await client.data(`mutation ($input: AddressInput!) { createAddress(input: $input) { ok address { id } } }`, { input: address("Seestrasse 9") });
    expect((await client.data(ADD, { items: [{ productId: ref.productId, quantity: 1 }] })).addToCart.ok).toBe(true);
    const { checkout } = await client.data(CHECKOUT);
    const invoice = checkout.paymentMethods.find((m: { technicalName: string }) => m.technicalName === "payment_invoice");
    expect((await client.data(SET_PAYMENT, { id: invoice.id })).setCheckoutPaymentMethod.ok).toBe(true);
    const patched = await fetch(`${platform.url}/store-api/context`, {
      method: "PATCH",
      headers: { "sw-access-key": platform.accessKey, "sw-context-token": client.token!, "content-type": "application/json" },
      body: JSON.stringify({ shippingAddressId: created.createAddress.address.id }),
    });
    expect(patched.status).toBe(200);
    const decided = await compare(client);
    expect(decided).toMatchObject({ issues: ["PAYMENT_METHOD_UNAVAILABLE"], billingDiffersFromShipping: true });
  });

  it("digital content: the waiver required by both (the line items' states)", async () => {
    const decided = await compare(await session({ product: ebook, payment: "payment_prepayment" }));
    expect(decided).toMatchObject({ issues: [], requiresWithdrawalWaiver: true });
  });

  it("click & collect: the fulfilment from the items' flag, NO_PHARMACY_SELECTED without a pharmacy, none with one", async () => {
    const client = await session({ product: collectable, collect: true, payment: "payment_prepayment" });
    expect(await compare(client)).toMatchObject({ fulfilment: "CLICK_AND_COLLECT", issues: ["NO_PHARMACY_SELECTED"] });
    const { pharmacies } = await client.data(`{ pharmacies(limit: 1) { pharmacies { id } } }`);
    const pharmacyId = pharmacies.pharmacies[0].id as string;
    expect((await client.data(`mutation ($id: ID!) { selectPharmacy(pharmacyId: $id) { ok } }`, { id: pharmacyId })).selectPharmacy.ok).toBe(true);
    expect(await compare(client, pharmacyId)).toMatchObject({ fulfilment: "CLICK_AND_COLLECT", issues: [] });
  });
});
