/**
 * The amounts the storefront shows, computed once from the upstream cart (clients only format them):
 * subtotal = product items, discount = promotion items, taxes per rate, total = cart.price.totalPrice,
 * rounding = totalPrice − rawTotal (5-Rappen cash rounding), free-shipping remaining amount against the parcel threshold.
 */
import { cashRounding } from "@shop/rules";
import { SHOP_CURRENCY, type MoneyShape } from "../catalog/mapping.js";
import { isProductItem, isPromotionItem } from "./fulfilment.js";
import type { UpstreamCart, UpstreamLineItem } from "./rows.js";

const round2 = (n: number) => Math.round(n * 100) / 100;

export function money(amount: number | null | undefined): MoneyShape {
  return { amount: round2(typeof amount === "number" && Number.isFinite(amount) ? amount : 0), currency: SHOP_CURRENCY };
}

function itemTotal(item: UpstreamLineItem): number {
  const total = item.price?.totalPrice;
  return typeof total === "number" && Number.isFinite(total) ? total : 0;
}

const sum = (items: readonly UpstreamLineItem[]) => round2(items.reduce((acc, item) => acc + itemTotal(item), 0));

export function subtotal(cart: UpstreamCart | null): MoneyShape {
  return money(sum((cart?.lineItems ?? []).filter(isProductItem)));
}

/** Sum of the promotion items (≤ 0), null without promotions. */
export function discount(cart: UpstreamCart | null): MoneyShape | null {
  const promotions = (cart?.lineItems ?? []).filter(isPromotionItem);
  return promotions.length === 0 ? null : money(sum(promotions));
}

export function shippingCosts(cart: UpstreamCart | null): MoneyShape {
  return money(cart?.deliveries?.[0]?.shippingCosts?.totalPrice ?? 0);
}

export function total(cart: UpstreamCart | null): MoneyShape {
  return money(cart?.price?.totalPrice ?? 0);
}

/** The 5-Rappen cash rounding of the total (Shopware totalRounding), null when the exact sum was already payable. */
export function rounding(price: { rawTotal?: number | null; totalPrice?: number | null } | null | undefined): MoneyShape | null {
  const amount = cashRounding(price?.rawTotal, price?.totalPrice);
  return amount === 0 ? null : money(amount);
}

export function netTotal(cart: UpstreamCart | null): MoneyShape {
  return money(cart?.price?.netPrice ?? 0);
}

export interface CartTaxShape {
  rate: number;
  amount: MoneyShape;
  base: MoneyShape;
}

/** VAT per rate, highest rate first (one entry per rate even if the upstream repeats one). */
export function taxes(cart: UpstreamCart | null): CartTaxShape[] {
  const byRate = new Map<number, { tax: number; price: number }>();
  for (const entry of cart?.price?.calculatedTaxes ?? []) {
    if (typeof entry?.taxRate !== "number") continue;
    const current = byRate.get(entry.taxRate) ?? { tax: 0, price: 0 };
    current.tax += entry.tax ?? 0;
    current.price += entry.price ?? 0;
    byRate.set(entry.taxRate, current);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, { tax, price }]) => ({ rate, amount: money(tax), base: money(price) }));
}

export interface FreeShippingShape {
  threshold: MoneyShape;
  remaining: MoneyShape;
  reached: boolean;
  progress: number;
}

/**
 * Free parcel shipping: measured against the goods value after promotions (cart.price.positionPrice,
 * what Shopware's cart-amount rules compare). Null without a threshold.
 */
export function freeShipping(cart: UpstreamCart | null, threshold: number | null): FreeShippingShape | null {
  if (threshold === null || threshold <= 0) return null;
  const value = Math.max(0, cart?.price?.positionPrice ?? 0);
  const remaining = Math.max(0, round2(threshold - value));
  return {
    threshold: money(threshold),
    remaining: money(remaining),
    reached: remaining === 0,
    progress: Math.min(1, Math.round((value / threshold) * 1000) / 1000),
  };
}

/** Pieces for the header badge: product quantities only. */
export function itemCount(cart: UpstreamCart | null): number {
  return (cart?.lineItems ?? []).filter(isProductItem).reduce((acc, item) => acc + Math.max(0, item.quantity ?? 0), 0);
}
