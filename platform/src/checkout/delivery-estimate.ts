import { zurichInstant, type IsoDate } from "../calendar/swiss-calendar.js";
import { cartPromise, type PromiseLine } from "@shop/rules";
import type { CartProduct } from "./cart-products.js";

/** A cart line as `@shop/rules`' delivery promise reads it (Shopware's deliveryInformation and the quantity). */
export function promiseLine(product: Pick<CartProduct, "stock" | "deliveryTime">, quantity: number): PromiseLine {
  return { quantity, stock: product.stock, deliveryTime: product.deliveryTime, restockTime: null };
}

/** The cart's promise (its slowest line) for what is in it at `now`; an empty delivery promises today's parcel. */
export function deliveryEstimate(now: Date, lines: PromiseLine[] = []) {
  return cartPromise(lines.length > 0 ? lines : [{ quantity: 0, stock: null, deliveryTime: null }], now)!;
}

/**
 * A Zurich calendar date as Shopware's date-time string: local midnight with its UTC offset
 * ("2025-03-14T00:00:00.000+01:00"), so the first ten characters are the local date.
 */
export function zurichDateTime(date: IsoDate): string {
  const instant = zurichInstant(date, "00:00");
  const offsetMinutes = Math.round((Date.parse(`${date}T00:00:00Z`) - instant.getTime()) / 60_000);
  const sign = offsetMinutes >= 0 ? "+" : "-";
  const abs = Math.abs(offsetMinutes);
  return `${date}T00:00:00.000${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
