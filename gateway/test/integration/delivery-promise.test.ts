/**
 * Integration (issue 22): the delivery promise through the gateway against the REAL platform over
 * HTTP. A cart with an on-order line (seeded "Wird für Sie bestellt · 1-2 Wochen", no stock) and an
 * in-stock line: each line its own promise, the cart the slowest (never "Versand heute"), the same
 * dates the platform gave its delivery, the product page's promise for one piece; click & collect
 * names the chosen pharmacy and its opening time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartPromise, linePromise, type PromiseLine } from "@shop/rules";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient } from "../helpers/client.js";

const ESTIMATE = "shipsOn earliest latest shipsToday orderBefore onOrder";
const CART = `lineItems { referencedId deliveryEstimate { ${ESTIMATE} } } deliveryEstimate { ${ESTIMATE} } pickupEstimate { pharmacyName readyOn readyFrom } fulfilment`;
const ADD = `mutation ($items: [CartItemInput!]!, $fulfilment: Fulfilment) { addToCart(items: $items, fulfilment: $fulfilment) { ok cart { ${CART} } } }`;

interface Row {
  id: string;
  productNumber: string;
  stock?: number;
  availableStock?: number;
  available?: boolean;
  childCount?: number;
  minPurchase?: number;
  type?: string;
  customFields?: Record<string, unknown>;
  deliveryTime?: { min: number; max: number; unit: string } | null;
}

describe("delivery promise (gateway ↔ real platform)", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;
  let onOrder: Row;
  let inStock: Row;
  let collectable: Row;

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey);
    const rows: Row[] = [];
    for (let page = 1; page <= 5; page++) {
      const response = await fetch(`${platform.url}/store-api/product`, {
        method: "POST",
        headers: { "sw-access-key": platform.accessKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ limit: 100, page, associations: { deliveryTime: {} } }),
      });
      const body = (await response.json()) as { elements: Row[] };
      rows.push(...body.elements);
      if (body.elements.length < 100) break;
    }
    const plain = (p: Row) => p.available !== false && !p.childCount && (p.minPurchase ?? 1) === 1 && p.type !== "digital";
    onOrder = rows.find((p) => plain(p) && p.customFields?.product_availability === "on_customer_order" && (p.availableStock ?? p.stock) === 0)!;
    expect(onOrder, "a seeded product on customer order without stock").toBeDefined();
    expect(onOrder.deliveryTime).toMatchObject({ min: 1, max: 2, unit: "week" });
    inStock = rows.find((p) => plain(p) && (p.availableStock ?? 0) >= 20 && p.customFields?.product_availability === "available")!;
    collectable = rows.find((p) => plain(p) && (p.availableStock ?? 0) >= 20 && p.customFields?.product_click_collect === true)!;
    expect(inStock).toBeDefined();
    expect(collectable).toBeDefined();
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it("a mixed cart follows its on-order line; each line keeps its own promise; the platform dates its delivery alike", async () => {
    const client = new GatewayClient(gateway.url);
    const before = new Date();
    const { addToCart } = await client.data(ADD, { items: [{ productId: inStock.id, quantity: 1 }, { productId: onOrder.id, quantity: 1 }] });
    expect(addToCart.ok).toBe(true);
    const cart = addToCart.cart;
    const line = (id: string) => cart.lineItems.find((l: { referencedId: string }) => l.referencedId === id).deliveryEstimate;
    const lines: PromiseLine[] = [
      { quantity: 1, stock: inStock.availableStock ?? null, deliveryTime: null },
      { quantity: 1, stock: 0, deliveryTime: onOrder.deliveryTime! },
    ];
    // (the 16:00 cut-off could pass between the request and here: then the expected side is taken from before)
    const expected = (now: Date) => ({ line: linePromise(lines[0]!, now), cart: cartPromise(lines, now) });
    const want = expected(before);
    expect(line(onOrder.id)).toMatchObject({ onOrder: true, shipsToday: false, earliest: want.cart!.earliest, latest: want.cart!.latest });
    expect(line(inStock.id)).toMatchObject({ onOrder: false, earliest: want.line.earliest, latest: want.line.latest });
    expect(cart.deliveryEstimate).toMatchObject({ onOrder: true, shipsToday: false, shipsOn: want.cart!.shipsOn, earliest: want.cart!.earliest, latest: want.cart!.latest });
    expect(cart.deliveryEstimate.earliest > line(inStock.id).earliest).toBe(true);

    const upstream = await fetch(`${platform.url}/store-api/checkout/cart`, {
      headers: { "sw-access-key": platform.accessKey, "sw-context-token": client.token!, accept: "application/json" },
    });
    const delivery = ((await upstream.json()) as { deliveries: { deliveryDate: { earliest: string; latest: string } }[] }).deliveries[0]!;
    expect([delivery.deliveryDate.earliest.slice(0, 10), delivery.deliveryDate.latest.slice(0, 10)]).toEqual([cart.deliveryEstimate.earliest, cart.deliveryEstimate.latest]);

    const { product } = await client.data(`query ($id: ID!) { product(id: $id) { deliveryEstimate { ${ESTIMATE} } } }`, { id: onOrder.id });
    expect(product.deliveryEstimate).toEqual(line(onOrder.id));
  });

  it("click & collect: the chosen pharmacy and its first opening on the arrival day, no parcel dates", async () => {
    const client = new GatewayClient(gateway.url);
    await client.data(ADD, { items: [{ productId: collectable.id, quantity: 1 }], fulfilment: "CLICK_AND_COLLECT" });
    const { pharmacies } = await client.data(`query { pharmacies(limit: 1) { pharmacies { id name openingHours { weekday intervals { opens } } closures { date } } } }`);
    const pharmacy = pharmacies.pharmacies[0];
    const { selectPharmacy } = await client.data(`mutation ($id: ID!) { selectPharmacy(pharmacyId: $id) { ok cart { ${CART} } } }`, { id: pharmacy.id });
    const cart = selectPharmacy.cart;
    expect(cart.fulfilment).toBe("CLICK_AND_COLLECT");
    expect(cart.deliveryEstimate).toBeNull();
    expect(cart.lineItems[0].deliveryEstimate).toBeNull();
    const pickup = cart.pickupEstimate;
    expect(pickup.pharmacyName).toBe(pharmacy.name);
    const weekday = new Date(`${pickup.readyOn}T12:00:00Z`).getUTCDay() || 7;
    const hours = pharmacy.openingHours.find((d: { weekday: number }) => d.weekday === weekday).intervals.map((i: { opens: string }) => i.opens).sort();
    expect(pickup.readyFrom).toBe(hours[0]);
    expect(pharmacy.closures.map((c: { date: string }) => c.date)).not.toContain(pickup.readyOn);
    // never before the parcel's earliest arrival at the pharmacy
    expect(pickup.readyOn >= cartPromise([{ quantity: 1, stock: 100, deliveryTime: null }], new Date())!.earliest).toBe(true);
  });
});
