/**
 * SPEC §4: click & collect and delivery never mix in one cart. The rules of which fulfilment a cart
 * has, which shipping method belongs to a fulfilment and when a request collides — defined once here.
 */
import { FREE_SHIPPING_FROM_FIELD, SHIPPING_METHOD_NAMES } from "@shop/rules";
import type { Fulfilment } from "../generated/graphql.js";
import type { ShippingMethodRow, UpstreamCart, UpstreamLineItem } from "./rows.js";

/** Shopware technicalName of the shipping method per fulfilment (the names: `@shop/rules`). */
export const SHIPPING_TECHNICAL_NAME: Record<Fulfilment, string> = {
  DELIVERY: SHIPPING_METHOD_NAMES.parcel,
  CLICK_AND_COLLECT: SHIPPING_METHOD_NAMES.clickAndCollect,
};

export function isProductItem(item: UpstreamLineItem): boolean {
  return item.type === "product";
}

export function isPromotionItem(item: UpstreamLineItem): boolean {
  return item.type === "promotion";
}

export function productItems(cart: UpstreamCart | null | undefined): UpstreamLineItem[] {
  return (cart?.lineItems ?? []).filter(isProductItem);
}

/** payload.clickAndCollect marks items reserved for pickup (Shopware may send 1/"1" for booleans). */
export function isPickupItem(item: UpstreamLineItem): boolean {
  const flag = (item.payload as { clickAndCollect?: unknown } | null | undefined)?.clickAndCollect;
  return flag === true || flag === 1 || flag === "1" || flag === "true";
}

export function itemFulfilment(item: UpstreamLineItem): Fulfilment {
  return isPickupItem(item) ? "CLICK_AND_COLLECT" : "DELIVERY";
}

export function fulfilmentOfShippingMethod(method: { technicalName?: string | null } | null | undefined): Fulfilment | null {
  const name = method?.technicalName;
  if (name === SHIPPING_TECHNICAL_NAME.CLICK_AND_COLLECT) return "CLICK_AND_COLLECT";
  if (typeof name === "string" && name !== "") return "DELIVERY";
  return null;
}

/** Fulfilment of the product items, or null for a cart without products. */
export function fulfilmentOfItems(items: readonly UpstreamLineItem[]): Fulfilment | null {
  const products = items.filter(isProductItem);
  if (products.length === 0) return null;
  // The gateway never lets items mix; should an upstream cart still hold both, pickup wins so the
  // no-pharmacy issue and the conflict dialog surface instead of a silent parcel shipment.
  return products.some(isPickupItem) ? "CLICK_AND_COLLECT" : "DELIVERY";
}

/** The cart's fulfilment: its items' flag, else the context's shipping method, else delivery. */
export function cartFulfilment(
  cart: UpstreamCart | null | undefined,
  contextShippingMethod: { technicalName?: string | null } | null | undefined,
): Fulfilment {
  return fulfilmentOfItems(cart?.lineItems ?? []) ?? fulfilmentOfShippingMethod(contextShippingMethod) ?? "DELIVERY";
}

/**
 * Product items of the cart that collide with a request for `requested` (items of the other
 * fulfilment). Empty: no conflict.
 */
export function collidingItems(cart: UpstreamCart | null | undefined, requested: Fulfilment): UpstreamLineItem[] {
  return productItems(cart).filter((item) => itemFulfilment(item) !== requested);
}

/** The shipping method that serves a fulfilment, by technical name. */
export function shippingMethodFor(methods: readonly ShippingMethodRow[], fulfilment: Fulfilment): ShippingMethodRow | null {
  const name = SHIPPING_TECHNICAL_NAME[fulfilment];
  return methods.find((m) => m.technicalName === name || m.translated?.technicalName === name) ?? null;
}

/** Threshold of free parcel shipping (CHF) from the parcel method's custom field; null when absent. */
export function freeShippingThreshold(methods: readonly ShippingMethodRow[]): number | null {
  const parcel = shippingMethodFor(methods, "DELIVERY");
  const fields = parcel?.customFields;
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return null;
  const raw = (fields as Record<string, unknown>)[FREE_SHIPPING_FROM_FIELD];
  const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}
