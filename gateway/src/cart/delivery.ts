/**
 * Delivery and pickup promises of carts, lines and products: `@shop/rules`' delivery promise (slowest
 * line, on-order lead time, SPEC §9 16:00 cut-off, Swiss holidays) applied to what the Store API tells
 * about each line (Shopware's `deliveryInformation`: stock, deliveryTime, restockTime) — the same rule
 * the platform dates its deliveries and order mails with, and it works on a real Shopware too.
 */
import { cartPromise, linePromise, pickupPromise, type DeliveryPromise, type LeadTime, type PromiseLine } from "@shop/rules";
import type { ProductRow } from "../catalog/mapping.js";
import { pickupHoursOf } from "../pharmacy/mapping.js";
import type { PharmacyApi } from "../pharmacy/storeApi.js";
import type { UpstreamLineItem } from "./rows.js";

export type DeliveryEstimateShape = DeliveryPromise;

function leadTime(value: unknown): LeadTime | null {
  const t = value as { min?: unknown; max?: unknown; unit?: unknown } | null | undefined;
  if (typeof t?.min !== "number" || typeof t.max !== "number" || typeof t.unit !== "string") return null;
  return { min: t.min, max: t.max, unit: t.unit };
}

const numberOrNull = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** A cart line as the rule reads it. */
export function promiseLineOf(item: UpstreamLineItem): PromiseLine {
  const info = item.deliveryInformation as { stock?: unknown; deliveryTime?: unknown; restockTime?: unknown } | undefined;
  return {
    quantity: item.quantity ?? 1,
    stock: numberOrNull(info?.stock),
    deliveryTime: leadTime(info?.deliveryTime),
    restockTime: numberOrNull(info?.restockTime),
  };
}

/** One piece of a product ordered now (the product page's promise). */
export function productPromiseLine(product: ProductRow): PromiseLine {
  return {
    quantity: 1,
    stock: numberOrNull(product.availableStock) ?? numberOrNull(product.stock),
    deliveryTime: leadTime(product.deliveryTime),
    restockTime: numberOrNull(product.restockTime),
  };
}

export function lineDeliveryEstimate(item: UpstreamLineItem, now: Date = new Date()): DeliveryEstimateShape {
  return linePromise(promiseLineOf(item), now);
}

export function productDeliveryEstimate(product: ProductRow, now: Date = new Date()): DeliveryEstimateShape {
  return linePromise(productPromiseLine(product), now);
}

/** The parcel's promise: the slowest of the physical lines; null without any. */
export function cartDeliveryEstimate(physical: UpstreamLineItem[], now: Date = new Date()): DeliveryEstimateShape | null {
  return cartPromise(physical.map(promiseLineOf), now);
}

/** Click & collect: ready at the pharmacy from its first opening on the parcel's arrival day. */
export function pickupEstimate(physical: UpstreamLineItem[], pharmacy: PharmacyApi, now: Date = new Date()) {
  const parcel = cartDeliveryEstimate(physical, now);
  if (!parcel) return null;
  const ready = pickupPromise(parcel, pickupHoursOf(pharmacy));
  return ready ? { pharmacyName: pharmacy.name, ...ready } : null;
}
