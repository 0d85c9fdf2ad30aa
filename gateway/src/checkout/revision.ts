/**
 * The cart revision: a fingerprint of what the shopper confirms on the checkout page — every line
 * item with its quantity and prices, the shipping costs and the total. The checkout hands it out
 * (`Checkout.cartRevision`, a hidden field of the web's form), placeOrder compares it with the cart it
 * is about to order, so a cart changed in another tab is refused instead of ordered at another price.
 * Delivery dates and messages are left out: they change without changing what is bought or paid.
 */
import { createHash } from "node:crypto";
import type { UpstreamCart } from "../cart/rows.js";

export function cartRevision(cart: UpstreamCart | null | undefined): string {
  const items = (cart?.lineItems ?? []).map((item) => [
    item.id,
    item.type ?? null,
    item.referencedId ?? null,
    item.quantity,
    item.price?.unitPrice ?? null,
    item.price?.totalPrice ?? null,
  ]);
  const shipping = (cart?.deliveries ?? []).map((d) => d.shippingCosts?.totalPrice ?? null);
  const total = cart?.price?.totalPrice ?? null;
  return createHash("sha256")
    .update(JSON.stringify([items, shipping, total]))
    .digest("base64url")
    .slice(0, 22);
}
