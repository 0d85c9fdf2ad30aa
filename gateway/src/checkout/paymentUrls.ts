/**
 * Where the shopper goes after an order: the shop's success pages (locale-prefixed) and the payment
 * provider's finish/error return URLs. Built ONLY from STORE_HOST (account/storefront.ts), the
 * locale and the order id — never from client input, so the platform's return-URL check and the
 * provider can never be pointed at another origin (no open redirect).
 */
import { localePrefix, type Locale } from "@shop/rules";

/** Order ids are Shopware hex UUIDs; anything else never reaches a URL. */
const ORDER_ID = /^[0-9a-f]{32}$/i;

function orderPath(orderId: string): string {
  if (!ORDER_ID.test(orderId)) throw new Error(`not an order id: ${JSON.stringify(orderId)}`);
  return `/checkout/success/${orderId.toLowerCase()}`;
}

/** Shop path of the success page: '/it/checkout/success/{id}' (suffix 'paid' or 'unpaid' optional). */
export function successPath(locale: Locale, orderId: string, suffix?: "paid" | "unpaid"): string {
  return `${localePrefix(locale)}${orderPath(orderId)}${suffix ? `/${suffix}` : ""}`;
}

/** The provider's return URLs: `${storeHost}${prefix}/checkout/success/{id}/paid` and `/unpaid`. */
export function paymentReturnUrls(
  locale: Locale,
  orderId: string,
  storeHost: string,
): { finishUrl: string; errorUrl: string } {
  return {
    finishUrl: `${storeHost}${successPath(locale, orderId, "paid")}`,
    errorUrl: `${storeHost}${successPath(locale, orderId, "unpaid")}`,
  };
}

/** A provider redirect URL the client may follow: absolute http(s) only (never javascript:, data: …). */
export function safeRedirectUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}
