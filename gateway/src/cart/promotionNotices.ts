/**
 * What a promotion code changed beyond its own line (issue 22): a discount that pushes the goods
 * under the free-shipping threshold brings shipping back — the total may even rise — so the shopper
 * is told, not left to find it in the sum. The platform has no such error: the gateway compares the
 * goods before the discount (positionPrice + discount) with those after, against the parcel threshold.
 */
import { formatChf, translate, type Locale } from "@shop/rules";
import type { CartMessage } from "../generated/graphql.js";
import { freeShippingThreshold } from "./fulfilment.js";
import type { CartRow } from "./rows.js";
import { discount } from "./totals.js";

export const FREE_SHIPPING_LOST_KEY = "promotion-free-shipping-lost";

export function freeShippingLost(row: CartRow, code: string, locale: Locale): CartMessage | null {
  const threshold = freeShippingThreshold(row.shippingMethods);
  const reduction = discount(row.cart)?.amount ?? 0;
  if (threshold === null || reduction >= 0) return null;
  const after = row.cart?.price?.positionPrice ?? 0;
  const shipping = (row.cart?.deliveries ?? []).reduce((sum, d) => sum + (d.shippingCosts?.totalPrice ?? 0), 0);
  if (after - reduction < threshold || after >= threshold || shipping <= 0) return null;
  // the code as the shop spells it (shoppers type "gesund10")
  const spelled = (row.cart?.lineItems ?? []).find((i) => i.type === "promotion" && i.referencedId?.toLowerCase() === code.toLowerCase())?.referencedId ?? code;
  const message = translate(locale, "cart.promotionFreeShippingLost", { code: spelled, threshold: formatChf(threshold, locale), shipping: formatChf(shipping, locale) });
  return { level: "WARNING", key: FREE_SHIPPING_LOST_KEY, message, lineItemId: null, subject: spelled };
}
