/**
 * Integration: the cart through the gateway against the REAL platform process over HTTP — add,
 * quantity, remove, promotions, click & collect vs delivery (both directions, replace, cancel =
 * nothing written), messages consumed once, the `cart` query in one upstream wave, and the token
 * transport for cookie and header (mobile) clients.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient } from "../helpers/client.js";
import { causalWaves } from "../../src/cache/upstreamLog.js";

const CART_FIELDS = /* GraphQL */ `
  itemCount isEmpty fulfilment customerKind promotionCodes
  lineItems { id type referencedId label quantity clickAndCollect productNumber minPurchase purchaseSteps maxPurchase stock isDownload
              unitPrice { amount currency } totalPrice { amount } product { id url name } }
  pharmacy { id name }
  shippingMethod { id technicalName fulfilment }
  subtotal { amount currency } discount { amount } shippingCosts { amount } rounding { amount } total { amount } netTotal { amount }
  taxes { rate amount { amount } }
  freeShipping { threshold { amount } remaining { amount } reached progress }
  deliveryEstimate { shipsOn earliest latest shipsToday orderBefore }
  issues { level key message }
`;

const RESULT_FIELDS = /* GraphQL */ `
  ok errorCode message
  messages { level key message lineItemId subject }
  conflict { cartFulfilment requestedFulfilment cartItems { id referencedId } requestedItems { productId productNumber quantity product { id name } } }
  cart { ${CART_FIELDS} }
`;

const CART = `query { cart { ${CART_FIELDS} } }`;
const ADD = `mutation Add($items: [CartItemInput!]!, $fulfilment: Fulfilment, $replace: Boolean) {
  addToCart(items: $items, fulfilment: $fulfilment, replaceCart: $replace) { ${RESULT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $q: Int!) { updateCartItem(lineItemId: $id, quantity: $q) { ${RESULT_FIELDS} } }`;
const REMOVE = `mutation ($id: ID!) { removeCartItem(lineItemId: $id) { ${RESULT_FIELDS} } }`;
const APPLY = `mutation ($code: String!) { applyPromotionCode(code: $code) { ${RESULT_FIELDS} } }`;
const UNAPPLY = `mutation ($code: String!) { removePromotionCode(code: $code) { ${RESULT_FIELDS} } }`;
const SET_FULFILMENT = `mutation ($f: Fulfilment!) { setFulfilment(fulfilment: $f) { ${RESULT_FIELDS} } }`;
const SELECT = `mutation ($id: ID!) { selectPharmacy(pharmacyId: $id) { ${RESULT_FIELDS} } }`;

/** Upstream operations that change server state (the pharmacy route only reads unless selecting). */
const WRITES = /^(addLineItem|updateLineItem|removeLineItem|deleteCart|updateContext)\b/;

/**
 * CHF totals are rounded to 5 centimes (the context's totalRounding), positions are not: the lines the shopper
 * reads — subtotal, discount, shipping and the rounding line — add up to the total to the Rappen.
 */
interface Figures { subtotal: { amount: number }; discount?: { amount: number } | null; shippingCosts: { amount: number }; rounding?: { amount: number } | null; total: { amount: number } }
function expectAddsUp(cart: Figures) {
  const cents = (m: { amount: number } | null | undefined) => Math.round((m?.amount ?? 0) * 100);
  expect(cents(cart.subtotal) + cents(cart.discount) + cents(cart.shippingCosts) + cents(cart.rounding)).toBe(cents(cart.total));
  expect(cents(cart.total) % 5).toBe(0);
  if (cart.rounding) expect(Math.abs(cents(cart.rounding))).toBeLessThanOrEqual(2);
}

interface SeedProduct {
  id: string;
  productNumber: string;
  name: string;
}

describe("cart (gateway ↔ real platform)", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;
  let collectable: SeedProduct[] = [];
  /** Orderable physical products with their gross unit price (promotion notices need a goods value near the threshold). */
  let priced: { id: string; price: number }[] = [];
  let deliveryOnly: SeedProduct;

  /** Store API read straight from the platform (the cart as the upstream holds it). */
  async function upstreamCart(token: string) {
    const response = await fetch(`${platform.url}/store-api/checkout/cart`, {
      headers: { "sw-access-key": platform.accessKey, "sw-context-token": token, accept: "application/json" },
    });
    return (await response.json()) as { lineItems: { id: string; referencedId: string; quantity: number; payload: Record<string, unknown> }[] };
  }

  /** What a write could change (recalculation timestamps aside). */
  const contents = (cart: Awaited<ReturnType<typeof upstreamCart>>) =>
    cart.lineItems.map((l) => ({ id: l.id, referencedId: l.referencedId, quantity: l.quantity, pickup: l.payload.clickAndCollect }));

  const calls = () => gateway.app.upstreamLog.list();

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey);
    type Row = { id: string; productNumber: string; name: string; translated?: { name?: string }; available?: boolean; stock?: number;
                 availableStock?: number; minPurchase?: number; purchaseSteps?: number; childCount?: number; customFields?: Record<string, unknown>;
                 type?: string; shippingFree?: boolean; calculatedPrice?: { unitPrice?: number } };
    const rows: Row[] = [];
    for (let page = 1; page <= 5; page++) {
      const response = await fetch(`${platform.url}/store-api/product`, {
        method: "POST",
        headers: { "sw-access-key": platform.accessKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ limit: 100, page }),
      });
      const body = (await response.json()) as { elements: Row[] };
      rows.push(...body.elements);
      if (body.elements.length < 100) break;
    }
    const orderable = rows.filter(
      (p) => p.available !== false && (p.availableStock ?? p.stock ?? 0) >= 20 && (p.minPurchase ?? 1) === 1 && (p.purchaseSteps ?? 1) === 1 && !p.childCount,
    );
    const asSeed = (p: Row) => ({ id: p.id, productNumber: p.productNumber, name: p.translated?.name ?? p.name });
    priced = orderable
      .filter((p) => p.type !== "digital" && !p.shippingFree && typeof p.calculatedPrice?.unitPrice === "number")
      .map((p) => ({ id: p.id, price: p.calculatedPrice!.unitPrice! }));
    collectable = orderable.filter((p) => p.customFields?.product_click_collect === true).slice(0, 3).map(asSeed);
    // The seed's e-books and products on customer order cannot be collected.
    const notCollectable = rows.find((p) => p.available !== false && !p.childCount && (p.minPurchase ?? 1) === 1 && p.customFields?.product_click_collect === false);
    expect(notCollectable, "a seeded product that cannot be collected").toBeDefined();
    deliveryOnly = asSeed(notCollectable!);
    expect(collectable.length).toBe(3);
    expect(deliveryOnly).toBeDefined();
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  beforeEach(() => gateway.app.upstreamLog.clear());

  it("without a session the cart is empty: no upstream call, no cookie", async () => {
    const client = new GatewayClient(gateway.url);
    const { cart } = await client.data(CART);
    expect(cart).toMatchObject({ itemCount: 0, isEmpty: true, fulfilment: "DELIVERY", customerKind: "ANONYMOUS", lineItems: [], issues: [] });
    expect(cart.total).toEqual({ amount: 0 });
    expect(calls()).toEqual([]);
    expect(client.lastSetCookies).toEqual([]);
  });

  it("add, change the quantity and remove — each answer is built from the write (no refetch)", async () => {
    const client = new GatewayClient(gateway.url);
    const [a, b] = collectable;
    const added = (await client.data(ADD, { items: [{ productId: a!.id, quantity: 2 }, { productNumber: b!.productNumber }] })).addToCart;
    expect(added.ok).toBe(true);
    // The first write created the session: an httpOnly cookie, and the token is nowhere in the body.
    const cookie = client.lastSetCookies.find((c) => c.name === "sw-context-token");
    expect(cookie?.attributes.httponly).toBe(true);
    expect(client.lastText).not.toContain(client.token!);
    expect(added.cart).toMatchObject({ itemCount: 3, isEmpty: false, fulfilment: "DELIVERY", customerKind: "GUEST" });
    expect(added.cart.shippingMethod).toMatchObject({ technicalName: "shipping_post_parcel", fulfilment: "DELIVERY" });
    const lineA = added.cart.lineItems.find((l: { referencedId: string }) => l.referencedId === a!.id);
    expect(lineA).toMatchObject({ type: "PRODUCT", quantity: 2, clickAndCollect: false, product: { id: a!.id } });
    expect(lineA.product.url).toMatch(/^\//);
    const sum = added.cart.lineItems.reduce((acc: number, l: { totalPrice: { amount: number } }) => acc + l.totalPrice.amount, 0);
    expect(added.cart.subtotal.amount).toBeCloseTo(sum, 2);
    expectAddsUp(added.cart);
    expect(added.cart.taxes.length).toBeGreaterThan(0);
    expect(added.cart.deliveryEstimate?.earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (added.cart.freeShipping) {
      expect(added.cart.freeShipping.remaining.amount).toBeCloseTo(Math.max(0, added.cart.freeShipping.threshold.amount - added.cart.subtotal.amount), 1);
    }
    expect(calls().filter((c) => c.operation.startsWith("readCart "))).toEqual([]);

    gateway.app.upstreamLog.clear();
    const updated = (await client.data(UPDATE, { id: lineA.id, q: 5 })).updateCartItem;
    expect(updated.ok).toBe(true);
    expect(updated.cart.lineItems.find((l: { id: string }) => l.id === lineA.id).quantity).toBe(5);
    expect(updated.cart.itemCount).toBe(6);
    expect(calls().filter((c) => c.operation.startsWith("readCart "))).toEqual([]);

    const removed = (await client.data(REMOVE, { id: lineA.id })).removeCartItem;
    expect(removed.ok).toBe(true);
    expect(removed.cart.lineItems.map((l: { referencedId: string }) => l.referencedId)).toEqual([b!.id]);
    expect((await upstreamCart(client.token!)).lineItems.map((l) => l.referencedId)).toEqual([b!.id]);

    const unknown = (await client.data(UPDATE, { id: "0".repeat(32), q: 2 })).updateCartItem;
    expect(unknown).toMatchObject({ ok: false, errorCode: "NOT_FOUND", message: "Der Artikel befindet sich nicht mehr im Warenkorb." });
  });

  it("the cart query reads cart, context, pharmacy and shipping methods in ONE parallel wave", async () => {
    const client = new GatewayClient(gateway.url);
    await client.data(ADD, { items: [{ productId: collectable[0]!.id }] });
    await client.data(CART); // shipping methods are cached per language after this
    gateway.app.upstreamLog.clear();
    const { cart } = await client.data(`query { cart { itemCount fulfilment issues { key } freeShipping { remaining { amount } } } }`);
    expect(cart.itemCount).toBe(1);
    const list = calls();
    const operations = list.map((c) => c.operation.split(" ")[0]).sort();
    expect(operations).toEqual(["readCart", "readContext", "readCustomerPharmacy"]);
    expect(causalWaves(list)).toHaveLength(1);
    console.info(`cart query upstream: ${list.length} calls in ${causalWaves(list).length} wave (${operations.join(", ")})`);
  });

  it("the header badge (session kind + item count) costs the cart and the context only: no pharmacy read", async () => {
    const client = new GatewayClient(gateway.url);
    await client.data(ADD, { items: [{ productId: collectable[0]!.id, quantity: 2 }] });
    gateway.app.upstreamLog.clear();
    const { cart, session } = await client.data(`query { session { kind } cart { itemCount fulfilment } }`);
    expect(cart.itemCount).toBe(2);
    expect(session.kind).toBe("GUEST");
    const operations = calls().map((c) => c.operation.split(" ")[0]).sort();
    expect(operations).toEqual(["readCart", "readContext"]);
    expect(causalWaves(calls())).toHaveLength(1);
  });

  it("line item products resolve through the catalogue loaders: one batched product read for the whole cart", async () => {
    const client = new GatewayClient(gateway.url);
    await client.data(ADD, { items: collectable.map((p) => ({ productId: p.id })) });
    await gateway.app.catalogCache.clear();
    gateway.app.upstreamLog.clear();
    const { cart } = await client.data(`query { cart { lineItems { product { id url cover { url } } nextTier { fromQuantity } } } }`);
    expect(cart.lineItems.map((l: { product: { id: string } }) => l.product.id).sort()).toEqual(collectable.map((p) => p.id).sort());
    expect(calls().filter((c) => c.operation.startsWith("readProduct "))).toHaveLength(1);
    expect(causalWaves(calls()).length).toBeLessThanOrEqual(2);
  });

  it("delivery cart + click & collect request: typed conflict, NOTHING written; cancel keeps the cart", async () => {
    const client = new GatewayClient(gateway.url);
    await client.data(ADD, { items: [{ productId: collectable[0]!.id, quantity: 2 }] });
    const before = contents(await upstreamCart(client.token!));
    gateway.app.upstreamLog.clear();

    const result = (await client.data(ADD, { items: [{ productId: collectable[1]!.id }], fulfilment: "CLICK_AND_COLLECT" })).addToCart;
    expect(result).toMatchObject({ ok: false, errorCode: "FULFILMENT_CONFLICT" });
    expect(result.message).toMatch(/Click & Collect und Lieferung/);
    expect(result.conflict).toMatchObject({
      cartFulfilment: "DELIVERY",
      requestedFulfilment: "CLICK_AND_COLLECT",
      cartItems: [{ referencedId: collectable[0]!.id }],
      requestedItems: [{ productId: collectable[1]!.id, quantity: 1, product: { id: collectable[1]!.id } }],
    });
    expect(result.cart.lineItems.map((l: { referencedId: string }) => l.referencedId)).toEqual([collectable[0]!.id]);
    expect(calls().filter((c) => WRITES.test(c.operation))).toEqual([]);
    // "Cancel" = the client does nothing: the upstream cart is exactly as before.
    expect(contents(await upstreamCart(client.token!))).toEqual(before);
    expect(before).toEqual([{ id: expect.any(String), referencedId: collectable[0]!.id, quantity: 2, pickup: false }]);
  });

  it("replace the cart: delete, switch the shipping method to Click & Collect, add; no pharmacy → issue", async () => {
    const client = new GatewayClient(gateway.url, "fr");
    await client.data(ADD, { items: [{ productId: collectable[0]!.id }] });
    gateway.app.upstreamLog.clear();
    const result = (await client.data(ADD, { items: [{ productId: collectable[1]!.id, quantity: 3 }], fulfilment: "CLICK_AND_COLLECT", replace: true })).addToCart;
    expect(result.ok).toBe(true);
    expect(result.conflict).toBeNull();
    expect(result.cart).toMatchObject({ fulfilment: "CLICK_AND_COLLECT", itemCount: 3, shippingMethod: { technicalName: "shipping_click_and_collect" } });
    expect(result.cart.lineItems).toMatchObject([{ referencedId: collectable[1]!.id, clickAndCollect: true }]);
    expect(result.cart.freeShipping).toBeNull();
    expect(result.cart.deliveryEstimate).toBeNull();
    expect(result.cart.issues).toEqual([{ level: "ERROR", key: "no-pharmacy-selected", message: "Aucune pharmacie n'a été sélectionnée." }]);
    const ops = calls().map((c) => c.operation.split(" ")[0]);
    expect(ops).toEqual(expect.arrayContaining(["deleteCart", "updateContext", "addLineItem"]));
    expect(ops.filter((o) => o === "readCart")).toHaveLength(1); // the collision check before writing, no refetch after
    const upstream = await upstreamCart(client.token!);
    expect(upstream.lineItems.map((l) => [l.referencedId, l.payload.clickAndCollect])).toEqual([[collectable[1]!.id, true]]);

    // The state persists on the next read (an issue is a state, not a message).
    const { cart } = await client.data(CART);
    expect(cart.issues.map((i: { key: string }) => i.key)).toEqual(["no-pharmacy-selected"]);
  });

  it("click & collect cart + delivery request collides too; products not for pickup are refused", async () => {
    const client = new GatewayClient(gateway.url);
    await client.data(ADD, { items: [{ productId: collectable[0]!.id }], fulfilment: "CLICK_AND_COLLECT" });
    gateway.app.upstreamLog.clear();
    const result = (await client.data(ADD, { items: [{ productId: deliveryOnly.id }], fulfilment: "DELIVERY" })).addToCart;
    expect(result).toMatchObject({ ok: false, errorCode: "FULFILMENT_CONFLICT", conflict: { cartFulfilment: "CLICK_AND_COLLECT", requestedFulfilment: "DELIVERY" } });
    expect(calls().filter((c) => WRITES.test(c.operation))).toEqual([]);

    // Without a fulfilment the request follows the cart (click & collect) — and this product cannot be collected.
    const refused = (await client.data(ADD, { items: [{ productId: deliveryOnly.id }] })).addToCart;
    expect(refused).toMatchObject({ ok: false, errorCode: "NOT_AVAILABLE_FOR_PICKUP" });
    expect(refused.messages[0]).toMatchObject({ level: "ERROR", key: "not-available-for-pickup" });
    expect((await upstreamCart(client.token!)).lineItems).toHaveLength(1);
  });

  it("setFulfilment moves every product item and the shipping method", async () => {
    const client = new GatewayClient(gateway.url);
    await client.data(ADD, { items: [{ productId: collectable[0]!.id }, { productId: collectable[1]!.id }] });
    const toPickup = (await client.data(SET_FULFILMENT, { f: "CLICK_AND_COLLECT" })).setFulfilment;
    expect(toPickup.ok).toBe(true);
    expect(toPickup.cart.fulfilment).toBe("CLICK_AND_COLLECT");
    expect(toPickup.cart.shippingMethod.technicalName).toBe("shipping_click_and_collect");
    expect(toPickup.cart.lineItems.every((l: { clickAndCollect: boolean }) => l.clickAndCollect)).toBe(true);
    expect(toPickup.cart.shippingCosts.amount).toBe(0);
    const back = (await client.data(SET_FULFILMENT, { f: "DELIVERY" })).setFulfilment;
    expect(back.cart).toMatchObject({ fulfilment: "DELIVERY", shippingMethod: { technicalName: "shipping_post_parcel" } });
    expect((await upstreamCart(client.token!)).lineItems.every((l) => l.payload.clickAndCollect === false)).toBe(true);

    await client.data(ADD, { items: [{ productId: deliveryOnly.id }] });
    const blocked = (await client.data(SET_FULFILMENT, { f: "CLICK_AND_COLLECT" })).setFulfilment;
    expect(blocked).toMatchObject({ ok: false, errorCode: "NOT_AVAILABLE_FOR_PICKUP", cart: { fulfilment: "DELIVERY" } });
  });

  it("an expired code says 'abgelaufen', an unknown one 'nicht gefunden'; a code under its minimum names the minimum (de/it/fr)", async () => {
    const de = new GatewayClient(gateway.url);
    await de.data(ADD, { items: [{ productId: collectable[0]!.id }] });
    const expired = (await de.data(APPLY, { code: "winter24" })).applyPromotionCode;
    expect(expired).toMatchObject({ ok: false, message: "Der Aktionscode «WINTER24» ist abgelaufen." });
    expect(expired.messages).toEqual([expect.objectContaining({ level: "ERROR", key: "promotion-not-eligible", message: "Der Aktionscode «WINTER24» ist abgelaufen." })]);
    expect(expired.cart.promotionCodes).toEqual([]);
    const unknown = (await de.data(APPLY, { code: "WINTER25" })).applyPromotionCode;
    expect(unknown).toMatchObject({ ok: false, errorCode: "NOT_FOUND", message: "Der Aktionscode wurde nicht gefunden" });

    const fr = new GatewayClient(gateway.url, "fr");
    await fr.data(ADD, { items: [{ productId: collectable[0]!.id }] });
    expect((await fr.data(APPLY, { code: "WINTER24" })).applyPromotionCode.message).toBe("Le code promotionnel «\u202fWINTER24\u202f» a expiré.");
    const it = new GatewayClient(gateway.url, "it");
    await it.data(ADD, { items: [{ productId: collectable[0]!.id }] });
    const under = (await it.data(APPLY, { code: "FRANKEN5" })).applyPromotionCode;
    expect(under.messages).toEqual([
      expect.objectContaining({
        key: "promotion-not-eligible",
        message: "Il codice promozionale «FRANKEN5» è valido solo a partire da un valore della merce di CHF 40.00 e non è stato applicato.",
      }),
    ]);
  });

  it("a code that takes the goods under the free-shipping threshold says shipping costs again (de)", async () => {
    // goods between CHF 51 and 55: at or above the CHF 50 threshold, under it after 10 %
    // the listing's price may differ from the cart's (price rules): the cart's subtotal decides
    let client: GatewayClient | null = null;
    for (const c of priced.flatMap((p) => [1, 2, 3, 4, 5, 6, 8, 10].map((q) => ({ ...p, q, goods: p.price * q }))).filter((c) => c.goods >= 45 && c.goods <= 60)) {
      const candidate = new GatewayClient(gateway.url);
      await candidate.data(ADD, { items: [{ productId: c.id, quantity: c.q }] });
      const subtotal = (await candidate.data(CART)).cart.subtotal.amount;
      if (subtotal >= 51 && subtotal <= 55) {
        client = candidate;
        break;
      }
    }
    expect(client, "a product and quantity worth CHF 51–55 in the cart").not.toBeNull();
    const applied = (await client!.data(APPLY, { code: "gesund10" })).applyPromotionCode;
    expect(applied.ok).toBe(true);
    expect(applied.cart.shippingCosts.amount).toBeGreaterThan(0);
    const shipping = applied.cart.shippingCosts.amount.toFixed(2);
    expect(applied.messages).toContainEqual(
      expect.objectContaining({
        level: "WARNING",
        key: "promotion-free-shipping-lost",
        message: `Mit dem Aktionscode «GESUND10» liegt der Warenwert unter CHF 50.00: Der Versand ist nicht mehr kostenlos und kostet CHF ${shipping}.`,
      }),
    );
    // Under the threshold already before the code: nothing was lost, no notice.
    const small = new GatewayClient(gateway.url);
    await small.data(ADD, { items: [{ productId: collectable[0]!.id }] });
    const plain = (await small.data(APPLY, { code: "GESUND10" })).applyPromotionCode;
    expect(plain.messages.map((m: { key: string }) => m.key)).not.toContain("promotion-free-shipping-lost");
  });

  it("a quantity change under a code: free shipping lost is told (GESUND10), a code under its minimum is dropped with the minimum named (FRANKEN5) (de)", async () => {
    // one more piece than a CHF 51–55 quantity: free shipping with GESUND10 before the change, lost after it
    let found: { client: GatewayClient; lineId: string; q: number } | null = null;
    // the listing's price may differ from the cart's (price rules): the cart's subtotal decides
    for (const c of priced.flatMap((p) => [1, 2, 3, 4, 5, 6, 8, 10].map((q) => ({ ...p, q, goods: p.price * q }))).filter((c) => c.goods >= 45 && c.goods <= 60)) {
      const candidate = new GatewayClient(gateway.url);
      const added = (await candidate.data(ADD, { items: [{ productId: c.id, quantity: c.q + 1 }] })).addToCart.cart;
      const unit = added.subtotal.amount / (c.q + 1);
      if (!(unit * c.q >= 51 && unit * c.q <= 55 && unit * (c.q + 1) * 0.9 >= 50.5)) continue;
      const applied = (await candidate.data(APPLY, { code: "GESUND10" })).applyPromotionCode;
      if (applied.ok && applied.cart.shippingCosts.amount === 0 && added.lineItems.length === 1) {
        found = { client: candidate, lineId: added.lineItems[0].id, q: c.q };
        break;
      }
    }
    expect(found, "a product whose quantity change crosses the threshold under GESUND10").not.toBeNull();
    const changed = (await found!.client.data(UPDATE, { id: found!.lineId, q: found!.q })).updateCartItem;
    expect(changed.ok).toBe(true);
    expect(changed.cart.promotionCodes).toEqual(["GESUND10"]);
    expect(changed.cart.shippingCosts.amount).toBeGreaterThan(0);
    expect(changed.messages).toContainEqual(
      expect.objectContaining({
        level: "WARNING",
        key: "promotion-free-shipping-lost",
        message: `Mit dem Aktionscode «GESUND10» liegt der Warenwert unter CHF 50.00: Der Versand ist nicht mehr kostenlos und kostet CHF ${changed.cart.shippingCosts.amount.toFixed(2)}.`,
      }),
    );

    // FRANKEN5 needs CHF 40 of goods: applied at two pieces worth ≥ 40, dropped when one piece is under 40
    const cheap = priced.find((p) => p.price >= 20 && p.price < 35)!;
    expect(cheap, "a product between CHF 20 and 35").toBeDefined();
    const client = new GatewayClient(gateway.url);
    const line = (await client.data(ADD, { items: [{ productId: cheap.id, quantity: 2 }] })).addToCart.cart.lineItems[0];
    expect((await client.data(APPLY, { code: "FRANKEN5" })).applyPromotionCode.cart.promotionCodes).toEqual(["FRANKEN5"]);
    const dropped = (await client.data(UPDATE, { id: line.id, q: 1 })).updateCartItem;
    expect(dropped.cart.promotionCodes).toEqual([]);
    expect(dropped.messages).toContainEqual(
      expect.objectContaining({
        key: "promotion-not-eligible",
        message: "Der Aktionscode «FRANKEN5» gilt erst ab einem Warenwert von CHF 40.00 und wurde nicht angewendet.",
      }),
    );
  });

  it("free shipping lost is told when it happens, not again on a change inside the same band; leaving and re-entering tells it again (de)", async () => {
    // A (< CHF 50 alone) plus k pieces of a cheap b: k and k + 1 pieces both give CHF 50.20–55.40 of goods,
    // free shipping before GESUND10 and not after it
    const candidates = priced.flatMap((a) =>
      [1, 2, 3, 4, 5, 6, 8, 10].flatMap((qa) =>
        priced
          .filter((b) => b.id !== a.id && b.price <= 5)
          .map((b) => {
            const k = Math.max(1, Math.ceil((50.2 - a.price * qa) / b.price));
            return { a, qa, b, k };
          })
          .filter(({ a, qa, b, k }) => a.price * qa < 49.5 && a.price * qa + (k + 1) * b.price <= 55.4),
      ),
    );
    // the listing's price may differ from the cart's (price rules): the cart's unit prices decide
    const fits = (A: number, unit: number, k: number) => A < 49.5 && A + k * unit >= 50.2 && A + (k + 1) * unit <= 55.4;
    let found: { client: GatewayClient; lineB: { id: string; referencedId: string }; k: number } | null = null;
    for (const { a, qa, b, k } of candidates.slice(0, 25)) {
      const candidate = new GatewayClient(gateway.url);
      const cart = (await candidate.data(ADD, { items: [{ productId: a.id, quantity: qa }, { productId: b.id, quantity: k + 1 }] })).addToCart.cart;
      const line = (id: string) => cart.lineItems.find((l: { referencedId: string }) => l.referencedId === id);
      if (cart.lineItems.length === 2 && fits(line(a.id).totalPrice.amount, line(b.id).unitPrice.amount, k)) {
        found = { client: candidate, lineB: line(b.id), k };
        break;
      }
    }
    expect(found, "two products that reach CHF 50.20–55.40 in two quantities of the cheap one").not.toBeNull();
    const { client, lineB, k } = found!;
    const lost = (m: { messages: { key: string }[] }) => m.messages.filter((x) => x.key === "promotion-free-shipping-lost");

    const applied = (await client.data(APPLY, { code: "GESUND10" })).applyPromotionCode;
    expect(applied.cart.shippingCosts.amount).toBeGreaterThan(0);
    expect(lost(applied)).toHaveLength(1);

    gateway.app.upstreamLog.clear();
    const inside = (await client.data(UPDATE, { id: lineB.id, q: k })).updateCartItem;
    expect(inside.ok).toBe(true);
    expect(inside.cart.shippingCosts.amount).toBeGreaterThan(0);
    expect(inside.cart.promotionCodes).toEqual(["GESUND10"]);
    expect(lost(inside), "same band: no news").toEqual([]);
    // the previous state is known without reading the cart before the write
    expect(calls().filter((c) => c.operation.startsWith("readCart "))).toEqual([]);

    const left = (await client.data(REMOVE, { id: lineB.id })).removeCartItem;
    expect(left.cart.subtotal.amount).toBeLessThan(50);
    expect(lost(left)).toEqual([]);
    const back = (await client.data(ADD, { items: [{ productId: lineB.referencedId, quantity: k }] })).addToCart;
    expect(back.cart.shippingCosts.amount).toBeGreaterThan(0);
    expect(lost(back), "back in the band: told again").toHaveLength(1);
  });

  it("messages are consumed once: shown on the mutation that caused them, never on the next read or write", async () => {
    const client = new GatewayClient(gateway.url);
    await client.data(ADD, { items: [{ productId: collectable[0]!.id }] });
    const wrong = (await client.data(APPLY, { code: "  NICHTDA  " })).applyPromotionCode;
    expect(wrong).toMatchObject({ ok: false, errorCode: "NOT_FOUND", message: "Der Aktionscode wurde nicht gefunden" });
    expect(wrong.messages).toEqual([expect.objectContaining({ level: "ERROR", key: "promotion-not-found", message: "Der Aktionscode wurde nicht gefunden" })]);

    const { cart } = await client.data(CART);
    expect(JSON.stringify(cart)).not.toContain("promotion-not-found");
    expect(cart.issues).toEqual([]);
    const next = (await client.data(UPDATE, { id: cart.lineItems[0].id, q: 2 })).updateCartItem;
    expect(next.messages.map((m: { key: string }) => m.key)).not.toContain("promotion-not-found");

    const good = (await client.data(APPLY, { code: "GESUND10" })).applyPromotionCode;
    expect(good.ok).toBe(true);
    expect(good.messages).toEqual([expect.objectContaining({ level: "INFO", key: "promotion-discount-added" })]);
    expect(good.cart.promotionCodes).toEqual(["GESUND10"]);
    expect(good.cart.discount.amount).toBeLessThan(0);
    expectAddsUp(good.cart);
    const again = await client.data(CART);
    expect(JSON.stringify(again)).not.toContain("promotion-discount-added");

    const removed = (await client.data(UNAPPLY, { code: "gesund10" })).removePromotionCode;
    expect(removed.ok).toBe(true);
    expect(removed.cart.promotionCodes).toEqual([]);
    expect(removed.cart.discount).toBeNull();
  });

  it("invalid input is refused before any upstream call, localised", async () => {
    const client = new GatewayClient(gateway.url, "it");
    const quantity = (await client.data(`mutation { addToCart(items: [{ productId: "x", quantity: 0 }]) { ok errorCode message } }`)).addToCart;
    expect(quantity).toEqual({ ok: false, errorCode: "INVALID_INPUT", message: "La quantità deve essere compresa tra 1 e 999." });
    const empty = (await client.data(`mutation { addToCart(items: []) { ok errorCode message } }`)).addToCart;
    expect(empty.errorCode).toBe("INVALID_INPUT");
    const code = (await client.data(`mutation { applyPromotionCode(code: "${"x".repeat(65)}") { ok errorCode message } }`)).applyPromotionCode;
    expect(code).toMatchObject({ errorCode: "INVALID_INPUT", message: "Il codice promozionale deve contenere tra 1 e 64 caratteri." });
    expect(calls()).toEqual([]);
    expect(client.lastSetCookies).toEqual([]);
  });

  it("add by product number resolves all numbers in one catalogue call; unknown numbers write nothing", async () => {
    const client = new GatewayClient(gateway.url);
    await gateway.app.catalogCache.clear();
    const result = (await client.data(ADD, { items: collectable.map((p) => ({ productNumber: p.productNumber })) })).addToCart;
    expect(result.ok).toBe(true);
    expect(result.cart.lineItems.map((l: { referencedId: string }) => l.referencedId).sort()).toEqual(collectable.map((p) => p.id).sort());
    expect(calls().filter((c) => c.operation.startsWith("readProduct "))).toHaveLength(1);

    gateway.app.upstreamLog.clear();
    const unknown = (await client.data(ADD, { items: [{ productNumber: "NOPE-0000" }] })).addToCart;
    expect(unknown).toMatchObject({ ok: false, errorCode: "NOT_FOUND", messages: [{ key: "product-not-found", subject: "NOPE-0000" }] });
    expect(calls().filter((c) => WRITES.test(c.operation))).toEqual([]);
  });

  it("mobile clients carry the token in the sw-context-token header (no cookie), and it is never in the body", async () => {
    const first = await gql(gateway.url, ADD, { items: [{ productId: collectable[0]!.id }] }, { "sw-context-token": "", "x-shop-locale": "de" });
    const token = first.headers.get("sw-context-token");
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(first.text).not.toContain(token!);
    const read = await gql(gateway.url, CART, {}, { "sw-context-token": token! });
    expect((read.body.data as { cart: { itemCount: number } }).cart.itemCount).toBe(1);
    expect(read.headers.getSetCookie()).toEqual([]);
  });
});
