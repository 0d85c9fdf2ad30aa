import { describe, expect, it } from "vitest";
import type { UpstreamLineItem } from "../../src/cart/rows.js";
import type { ProductRow } from "../../src/catalog/mapping.js";
import { cartDeliveryEstimate, pickupEstimate, productPromiseLine, promiseLineOf } from "../../src/cart/delivery.js";
import type { PharmacyApi } from "../../src/pharmacy/storeApi.js";

const FRIDAY_1500 = new Date("2026-11-27T14:00:00Z"); // Fri 27.11.2026 15:00 in Zurich

const line = (quantity: number, stock: number, deliveryTime: { min: number; max: number; unit: string }) =>
  ({ id: `l${stock}`, type: "product", quantity, deliveryInformation: { stock, deliveryTime, restockTime: null } }) as unknown as UpstreamLineItem;

const inStock = line(2, 40, { min: 1, max: 2, unit: "day" });
const onOrder = line(1, 0, { min: 1, max: 2, unit: "week" });

describe("delivery promise of Store API lines", () => {
  it("reads Shopware's deliveryInformation (stock, deliveryTime, restockTime) and the quantity", () => {
    expect(promiseLineOf(onOrder)).toEqual({ quantity: 1, stock: 0, deliveryTime: { min: 1, max: 2, unit: "week" }, restockTime: null });
    expect(promiseLineOf({ id: "x", quantity: 3 } as unknown as UpstreamLineItem)).toEqual({ quantity: 3, stock: null, deliveryTime: null, restockTime: null });
  });

  it("reads a product's available stock and delivery time for one piece", () => {
    const product = { availableStock: 0, stock: 0, deliveryTime: { name: "1-2 Wochen", min: 1, max: 2, unit: "week" } } as unknown as ProductRow;
    expect(productPromiseLine(product)).toEqual({ quantity: 1, stock: 0, deliveryTime: { min: 1, max: 2, unit: "week" }, restockTime: null });
  });

  it("a mixed cart follows its on-order line", () => {
    expect(cartDeliveryEstimate([inStock, onOrder], FRIDAY_1500)).toMatchObject({ shipsToday: false, earliest: "2026-12-07", latest: "2026-12-15", onOrder: true });
    expect(cartDeliveryEstimate([], FRIDAY_1500)).toBeNull();
  });

  it("click & collect: the pharmacy's name and first opening on the arrival day, skipping its closures", () => {
    const weekly = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, intervals: [{ opens: "08:00", closes: "12:15" }] }));
    const pharmacy = { name: "Apotheke am Platz", openingHours: weekly, closures: [{ date: "2026-11-30", reason: "x" }] } as unknown as PharmacyApi;
    expect(pickupEstimate([inStock], pharmacy, FRIDAY_1500)).toEqual({ pharmacyName: "Apotheke am Platz", readyOn: "2026-12-01", readyFrom: "08:00" });
  });
});
