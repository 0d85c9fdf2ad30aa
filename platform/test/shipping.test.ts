import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcelCost } from "@shop/rules";
import { shippingPriceMatrix, SHIPPING_RULES } from "../src/checkout/shipping-rules.js";
import { deliveryEstimate, zurichDateTime } from "../src/checkout/delivery-estimate.js";
import { readEnv } from "../src/config.js";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";
import { idFor } from "../src/ids.js";
import { deliveryTimeId } from "../src/seed/catalogue/insert.js";
import { addItems, createCartPlatform, h, pid, setPrice, setProduct } from "./cart-helpers.js";

describe("parcel formula (SPEC §9): CHF 7.70 up to 4 kg, + CHF 1.50 per started kg", () => {
  it.each([
    [0.5, 7.7],
    [4.0, 7.7],
    [4.01, 9.2],
    [5.0, 9.2],
    [5.001, 10.7],
    [7.3, 13.7],
  ])("%s kg → CHF %s", (kg, chf) => expect(parcelCost(kg)).toBe(chf));

  it("float sums never start an extra kilogram (0.1 + 0.2 … in whole grams)", () => {
    expect(parcelCost(0.1 * 3 + 3.7)).toBe(7.7);
  });

  it("the price matrix in Shopware's shape says the same (weight rows, calculation 3)", () => {
    const rows = shippingPriceMatrix("parcel", "m", "chf", idFor);
    expect(rows[0]).toMatchObject({ calculation: 3, quantityStart: 0, quantityEnd: 4, currencyPrice: [{ gross: 7.7 }] });
    expect(rows.find((r) => r.quantityEnd === 5)!.currencyPrice[0]!.gross).toBe(9.2);
    expect(rows.find((r) => r.quantityEnd === 8)!.currencyPrice[0]!.gross).toBe(13.7);
  });

  it("PLATFORM_FREE_SHIPPING_FROM: default 50.00, configurable, a typo stops the start", () => {
    expect(readEnv({}).freeShippingFrom).toBe(SHIPPING_RULES.defaultFreeShippingFrom);
    expect(readEnv({ PLATFORM_FREE_SHIPPING_FROM: "75.5" }).freeShippingFrom).toBe(75.5);
    expect(() => readEnv({ PLATFORM_FREE_SHIPPING_FROM: "fifty" })).toThrow(/PLATFORM_FREE_SHIPPING_FROM/);
  });
});

describe("delivery estimate at fixed instants (Europe/Zurich, Swiss national holidays)", () => {
  it("Friday 15:59 ships today, arrives Monday–Tuesday", () => {
    const e = deliveryEstimate(new Date("2025-03-14T14:59:00Z")); // 15:59 CET
    expect(e).toMatchObject({ shipsOn: "2025-03-14", shipsToday: true, earliest: "2025-03-17", latest: "2025-03-18" });
    expect(e.orderBefore).toBe("2025-03-14T15:00:00.000Z");
  });

  it("Friday 16:01 ships Monday, arrives Tuesday–Wednesday", () => {
    expect(deliveryEstimate(new Date("2025-03-14T15:01:00Z"))).toMatchObject({ shipsOn: "2025-03-17", shipsToday: false, earliest: "2025-03-18", latest: "2025-03-19" });
  });

  it("summer time: 15:30 CEST is before the cut-off", () => {
    expect(deliveryEstimate(new Date("2025-07-02T13:30:00Z"))).toMatchObject({ shipsOn: "2025-07-02", shipsToday: true });
  });

  it("the day before a holiday: Thursday 31 July ships that day, arrives after National Day", () => {
    expect(deliveryEstimate(new Date("2025-07-31T08:00:00Z"))).toMatchObject({ shipsOn: "2025-07-31", earliest: "2025-08-04", latest: "2025-08-05" });
  });

  it("Christmas Eve after 16:00 ships after Christmas, St Stephen and the weekend", () => {
    expect(deliveryEstimate(new Date("2025-12-24T15:30:00Z"))).toMatchObject({ shipsOn: "2025-12-29", earliest: "2025-12-30", latest: "2025-12-31" });
  });

  it("dates are sent as local midnight with the Zurich offset", () => {
    expect(zurichDateTime("2025-03-17")).toBe("2025-03-17T00:00:00.000+01:00");
    expect(zurichDateTime("2025-07-02")).toBe("2025-07-02T00:00:00.000+02:00");
  });
});

describe("shipping costs in the cart", () => {
  const { app, db, clock } = createCartPlatform({ at: "2025-03-14T14:59:00Z" });
  beforeAll(async () => app.ready());
  afterAll(async () => app.close());

  const cartWith = async (items: [string, number][]) =>
    (await addItems(app, items.map(([n, quantity]) => ({ type: "product", referencedId: pid(n), quantity })))).body;

  it.each([
    [0.5, 7.7],
    [4.0, 7.7],
    [4.01, 9.2],
    [5.0, 9.2],
    [7.3, 13.7],
  ])("a %s kg parcel costs CHF %s", async (kg, chf) => {
    setProduct(db, "SW10013", { weight: kg, shipping_free: 0 });
    const body = await cartWith([["SW10013", 1]]);
    expect(body.deliveries[0]!.shippingCosts.totalPrice).toBe(chf);
    expect(body.price.totalPrice).toBe(Math.round((7.95 + chf) * 100) / 100);
  });

  it("free from CHF 50.00 of goods: 49.95 pays, 50.00 does not", async () => {
    setPrice(db, "SW10008", 49.95);
    expect((await cartWith([["SW10008", 1]])).deliveries[0]!.shippingCosts.totalPrice).toBe(7.7);
    setPrice(db, "SW10008", 50);
    expect((await cartWith([["SW10008", 1]])).deliveries[0]!.shippingCosts.totalPrice).toBe(0);
  });

  it("the threshold compares the goods after promotions", async () => {
    setPrice(db, "SW10008", 52);
    const { body } = await addItems(app, [{ type: "product", referencedId: pid("SW10008") }, { type: "promotion", referencedId: "GESUND10" }]);
    expect(body.price.positionPrice).toBe(46.8);
    expect(body.deliveries[0]!.shippingCosts.totalPrice).toBe(7.7);
  });

  it("shipping is taxed at the highest rate of the goods: 2.6 % for reduced-only carts, else 8.1 %", async () => {
    setProduct(db, "SW10013", { weight: 0.5 });
    const reduced = await cartWith([["SW10002", 1]]);
    expect(reduced.deliveries[0]!.shippingCosts.calculatedTaxes.map((t) => t.taxRate)).toEqual([2.6]);
    const mixed = await cartWith([["SW10002", 1], ["SW10013", 1]]);
    expect(mixed.deliveries[0]!.shippingCosts.calculatedTaxes.map((t) => t.taxRate)).toEqual([8.1]);
    // 4.90 + 7.95 + 7.70 shipping; VAT per rate on the sums
    expect(mixed.price.calculatedTaxes).toEqual([
      { tax: 0.12, taxRate: 2.6, price: 4.9, apiAlias: "cart_tax_calculated" },
      { tax: 1.17, taxRate: 8.1, price: 15.65, apiAlias: "cart_tax_calculated" },
    ]);
  });

  it("digital-only carts have no delivery and cost nothing to ship; shippingFree items weigh 0", async () => {
    const digital = await cartWith([["SW30001", 1]]);
    expect(digital.deliveries).toEqual([]);
    expect(digital.price.totalPrice).toBe(digital.price.positionPrice);
    setProduct(db, "SW10013", { weight: 3.9 });
    setProduct(db, "SW10014", { weight: 2, shipping_free: 1 });
    const mixed = await cartWith([["SW10013", 1], ["SW10014", 1]]);
    expect(mixed.deliveries[0]!.shippingCosts.totalPrice).toBe(7.7);
    setProduct(db, "SW10014", { shipping_free: 0 });
  });

  it("Click & Collect is free and the cart shows the context's shipping method", async () => {
    setProduct(db, "SW10013", { weight: 7.3 });
    const { token } = await addItems(app, [{ type: "product", referencedId: pid("SW10013"), payload: { clickAndCollect: true } }]);
    await app.inject({ method: "PATCH", url: "/store-api/context", headers: h(token), payload: { shippingMethodId: CLICK_AND_COLLECT_ID } });
    const cart = (await app.inject({ method: "GET", url: "/store-api/checkout/cart", headers: h(token) })).json();
    expect(cart.deliveries[0].shippingMethod).toMatchObject({ id: CLICK_AND_COLLECT_ID, technicalName: "shipping_click_and_collect", name: "Click & Collect in einer Partnerapotheke" });
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(0);
  });

  it("deliveryDate follows the injected clock: Friday 15:59 vs 16:01", async () => {
    clock.at = new Date("2025-03-14T14:59:00Z");
    const before = await cartWith([["SW10002", 1]]);
    expect(before.deliveries[0]!.deliveryDate).toMatchObject({ earliest: "2025-03-17T00:00:00.000+01:00", latest: "2025-03-18T00:00:00.000+01:00" });
    expect(before.deliveries[0]!.extensions.deliveryEstimate).toMatchObject({ shipsOn: "2025-03-14", shipsToday: true });
    clock.at = new Date("2025-03-14T15:01:00Z");
    const after = await cartWith([["SW10002", 1]]);
    expect(after.deliveries[0]!.deliveryDate).toMatchObject({ earliest: "2025-03-18T00:00:00.000+01:00", latest: "2025-03-19T00:00:00.000+01:00" });
  });

  it("an on-order line (1-2 weeks, no stock) dates the whole delivery; each position keeps its own date", async () => {
    clock.at = new Date("2025-03-14T14:59:00Z"); // Friday 15:59
    const before = db.prepare("SELECT stock, available_stock, delivery_time_id FROM product WHERE product_number = 'SW10014'").get() as Record<string, unknown>;
    setProduct(db, "SW10014", { stock: 0, available_stock: 0, delivery_time_id: deliveryTimeId("7-14d") });
    try {
      const cart = await cartWith([["SW10002", 1], ["SW10014", 1]]);
      const delivery = cart.deliveries[0]!;
      // 5–10 working days to get it, then 1–2 working days on the road
      expect(delivery.deliveryDate).toMatchObject({ earliest: "2025-03-24T00:00:00.000+01:00", latest: "2025-04-01T00:00:00.000+02:00" });
      expect(delivery.extensions.deliveryEstimate).toMatchObject({ shipsOn: "2025-03-21", shipsToday: false, onOrder: true });
      const dates = (delivery.positions as { deliveryDate: { earliest: string } }[]).map((p) => p.deliveryDate.earliest.slice(0, 10));
      expect(dates).toEqual(["2025-03-17", "2025-03-24"]);
    } finally {
      setProduct(db, "SW10014", before);
    }
  });

  it("a configured threshold is used by the cart and published on the parcel method", async () => {
    const custom = createCartPlatform({ freeShippingFrom: 30 });
    try {
      const methods = (await custom.app.inject({ method: "GET", url: "/store-api/shipping-method", headers: h() })).json().elements;
      expect(methods[0].customFields).toEqual({ shop_free_shipping_from: 30 });
      setPrice(custom.db, "SW10008", 30);
      const body = (await addItems(custom.app, [{ type: "product", referencedId: pid("SW10008") }])).body;
      expect(body.deliveries[0]!.shippingCosts.totalPrice).toBe(0);
    } finally {
      await custom.app.close();
    }
  });
});
