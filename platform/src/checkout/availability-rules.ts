/**
 * What Shopware's rule builder decides for a cart before anyone orders (availability rules on
 * payment and shipping methods, docs/SHOPWARE.md): the context's payment method is blocked when it
 * is inactive, not offered by the sales channel, or SPEC §5 forbids it for the chosen addresses
 * (`paymentAvailability` of @shop/rules — the same predicate the gateway and the web use); click &
 * collect is blocked without a chosen pharmacy. They are cart errors with Shopware's keys
 * (`payment-method-blocked-<name>`, `shipping-method-blocked-<name>`): states, not events — every
 * calculation reports them while the condition holds, so any Store API client sees them in
 * `GET checkout/cart`, and `POST checkout/order` refuses the cart (CHECKOUT__CART_INVALID).
 */
import { addressesDiffer, paymentAvailability, type AddressLike, type MessageId } from "@shop/rules";
import type { Row } from "../db/translations.js";
import { cartError, type CartError } from "./cart-errors.js";
import { SHIPPING_RULES } from "./shipping-rules.js";

export interface AvailabilityFacts {
  /** the context's payment method entity (Store API shape), null when it does not exist */
  paymentMethod: Row | null;
  /** the sales channel offers the payment method */
  paymentOffered: boolean;
  billingAddress: AddressLike | null;
  shippingAddress: AddressLike | null;
  /** the context's shipping method entity */
  shippingMethod: Row | null;
  /** a line item asks for pickup (`payload.clickAndCollect`) */
  pickupRequested: boolean;
  hasPharmacy: boolean;
}

const nameOf = (entity: Row) => String((entity.translated as Row | undefined)?.name ?? entity.name ?? entity.technicalName ?? entity.id);

export function isClickAndCollect(shippingMethod: Row | null, pickupRequested: boolean): boolean {
  return pickupRequested || shippingMethod?.technicalName === SHIPPING_RULES.clickAndCollect.technicalName;
}

function paymentBlocked(f: AvailabilityFacts): { reason: string; messageId: MessageId } | null {
  if (!f.paymentMethod || !f.paymentOffered) return { reason: "NOT_OFFERED", messageId: "checkout.paymentInactive" };
  const availability = paymentAvailability(f.paymentMethod, { billingDiffersFromShipping: addressesDiffer(f.billingAddress, f.shippingAddress) });
  return availability.available ? null : { reason: availability.code, messageId: availability.messageId };
}

/** The blocking availability errors of a cart with items (an empty cart has nothing to order). */
export function availabilityErrors(f: AvailabilityFacts): CartError[] {
  const errors: CartError[] = [];
  const payment = paymentBlocked(f);
  if (payment) {
    const name = f.paymentMethod ? nameOf(f.paymentMethod) : "";
    errors.push(cartError("payment-method-blocked", name, { id: String(f.paymentMethod?.id ?? ""), name, reason: payment.reason }, payment.messageId));
  }
  if (isClickAndCollect(f.shippingMethod, f.pickupRequested) && !f.hasPharmacy) {
    const name = f.shippingMethod ? nameOf(f.shippingMethod) : SHIPPING_RULES.clickAndCollect.technicalName;
    errors.push(cartError("shipping-method-blocked", name, { id: String(f.shippingMethod?.id ?? ""), name, reason: "NO_PHARMACY_SELECTED" }, "checkout.noPharmacySelected"));
  }
  return errors;
}
