/**
 * SPEC §5 checkout rules, enforced by the gateway (each defined once; the shared ones live in
 * @shop/rules `checkout.ts`): login or guest choice, empty cart, click & collect needs a pharmacy,
 * shipping method matching the cart's fulfilment, payment availability (invoice / foreign bank
 * transfer only with billing = shipping), a shipping address for delivery, blocking cart errors;
 * at placeOrder also the terms and the digital-content waiver. 'You need to provide … id' for
 * set-method calls without an id.
 */
import { paymentAvailability, translate, type Locale, type MessageId } from "@shop/rules";
import type { CheckoutErrorCode, CheckoutIssueCode, Fulfilment } from "../generated/graphql.js";
import { fulfilmentOfShippingMethod } from "../cart/fulfilment.js";
import { cartErrors, levelOf } from "../cart/messages.js";
import type { ShippingMethodRow, UpstreamCart } from "../cart/rows.js";
import type { PaymentMethodRow } from "../account/rows.js";

export interface IssueRow {
  code: CheckoutIssueCode;
  message: string;
}

/** The message of each issue (and of the placeOrder refusal it becomes). */
export const ISSUE_MESSAGES: Record<CheckoutIssueCode, MessageId> = {
  NOT_LOGGED_IN: "checkout.notLoggedIn",
  EMPTY_CART: "checkout.emptyCart",
  NO_PHARMACY_SELECTED: "checkout.noPharmacySelected",
  NO_SHIPPING_METHOD: "checkout.noShippingMethod",
  PAYMENT_METHOD_UNAVAILABLE: "checkout.paymentUnavailable",
  NO_SHIPPING_ADDRESS: "checkout.noShippingAddress",
  CART_INVALID: "checkout.cartInvalid",
};

/** placeOrder's errorCode for a blocking issue. */
export const ISSUE_ERROR_CODES: Record<CheckoutIssueCode, CheckoutErrorCode> = {
  NOT_LOGGED_IN: "NOT_LOGGED_IN",
  EMPTY_CART: "EMPTY_CART",
  NO_PHARMACY_SELECTED: "NO_PHARMACY_SELECTED",
  NO_SHIPPING_METHOD: "INVALID_INPUT",
  PAYMENT_METHOD_UNAVAILABLE: "PAYMENT_METHOD_UNAVAILABLE",
  NO_SHIPPING_ADDRESS: "INVALID_INPUT",
  CART_INVALID: "CART_CHANGED",
};

/** A shipping method serves the cart when its fulfilment is the cart's (SPEC §4: no mixing). */
export function shippingMethodMatches(method: ShippingMethodRow, fulfilment: Fulfilment): boolean {
  return (fulfilmentOfShippingMethod(method) ?? "DELIVERY") === fulfilment;
}

export function paymentMethodState(method: PaymentMethodRow, billingDiffersFromShipping: boolean, locale: Locale) {
  const availability = paymentAvailability(method, { billingDiffersFromShipping });
  return {
    available: availability.available,
    unavailableCode: availability.code,
    unavailableReason: availability.messageId ? translate(locale, availability.messageId) : null,
  };
}

export interface IssueFacts {
  hasCustomer: boolean;
  hasProducts: boolean;
  fulfilment: Fulfilment;
  hasPharmacy: boolean;
  /** The selected shipping method, when it exists and matches the fulfilment. */
  shippingMethodOk: boolean;
  /** The selected payment method, when it exists and is available. */
  paymentMethodOk: boolean;
  hasShippingAddress: boolean;
  cart: UpstreamCart | null;
}

/** Blocking cart errors (level ERROR) of the read cart: stock gone, product removed … */
export function hasBlockingCartErrors(cart: UpstreamCart | null): boolean {
  return cartErrors(cart).some((entry) => levelOf(entry.level) === "ERROR");
}

/** What prevents placing the order now, in the order a shopper fixes it. */
export function checkoutIssues(facts: IssueFacts, locale: Locale): IssueRow[] {
  const codes: CheckoutIssueCode[] = [];
  if (!facts.hasCustomer) codes.push("NOT_LOGGED_IN");
  if (!facts.hasProducts) codes.push("EMPTY_CART");
  if (facts.hasProducts && hasBlockingCartErrors(facts.cart)) codes.push("CART_INVALID");
  if (facts.fulfilment === "CLICK_AND_COLLECT" && !facts.hasPharmacy) codes.push("NO_PHARMACY_SELECTED");
  if (facts.hasCustomer && facts.fulfilment === "DELIVERY" && !facts.hasShippingAddress) codes.push("NO_SHIPPING_ADDRESS");
  if (!facts.shippingMethodOk) codes.push("NO_SHIPPING_METHOD");
  if (!facts.paymentMethodOk) codes.push("PAYMENT_METHOD_UNAVAILABLE");
  return codes.map((code) => ({ code, message: translate(locale, ISSUE_MESSAGES[code]) }));
}

/** SPEC §5 at placeOrder: terms always, the waiver when the cart holds digital content. */
export function consentFailure(
  input: { acceptedTerms: boolean; acceptedWithdrawalWaiver?: boolean | null },
  requiresWithdrawalWaiver: boolean,
): { errorCode: CheckoutErrorCode; messageId: MessageId; field: string } | null {
  if (input.acceptedTerms !== true) return { errorCode: "TERMS_NOT_ACCEPTED", messageId: "checkout.termsRequired", field: "acceptedTerms" };
  if (requiresWithdrawalWaiver && input.acceptedWithdrawalWaiver !== true) {
    return { errorCode: "WITHDRAWAL_WAIVER_REQUIRED", messageId: "checkout.waiverRequired", field: "acceptedWithdrawalWaiver" };
  }
  return null;
}

/** SPEC §5: 'You need to provide shippingMethod id' (Shopware's wording, kept verbatim). */
export function missingIdMessage(locale: Locale, name: "shippingMethod" | "paymentMethod" | "billingAddress"): string {
  return translate(locale, "checkout.missingId", { name });
}

/** Trimmed non-empty id, else null. */
export function presentId(id: string | null | undefined): string | null {
  return typeof id === "string" && id.trim() !== "" ? id.trim() : null;
}
