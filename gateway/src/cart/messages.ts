/**
 * Cart messages (typed, localised, consumed once). The Store API reports what a cart write caused in
 * `cart.errors` (a map keyed by id, or []), each with a messageKey and a level (0 notice, 10 warning,
 * 20 error). They become `CartResult.messages` of that mutation only; the `cart` query never lists
 * them (shopware/frontends #213, #464) — it reports states in `Cart.issues` instead.
 */
import { formatChf, translate, type Locale, type MessageId, type MessageValues } from "@shop/rules";
import type { CartErrorCode, CartMessage, CartMessageLevel, Fulfilment } from "../generated/graphql.js";
import type { UpstreamCart } from "./rows.js";

/** Store API messageKey → catalogue message (unknown keys keep the upstream's own text). */
export const CART_MESSAGE_IDS: Record<string, MessageId> = {
  "product-stock-reached": "cart.stockReached",
  "product-out-of-stock": "cart.outOfStock",
  "min-order-quantity": "cart.minOrderQuantity",
  "purchase-steps-quantity": "cart.purchaseSteps",
  "max-order-quantity": "cart.maxOrderQuantity",
  "product-not-found": "cart.productNotFound",
  "product-not-orderable": "cart.productNotAvailable",
  "promotion-not-found": "cart.promotionNotFound",
  "promotion-not-eligible": "cart.promotionNotEligible",
  "promotion-discount-added": "cart.promotionAdded",
  // Gateway states and refusals.
  "no-pharmacy-selected": "cart.noPharmacySelected",
  "not-available-for-pickup": "cart.notAvailableForPickup",
};

/**
 * Shopware's availability errors (the platform's rule builder: payment method or shipping method
 * blocked). They are states, reported on every read while they hold, not something a write did: the
 * checkout reports them as its own issues with the shop's wording (checkout/rules.ts), never as a
 * cart message in the upstream's text.
 */
export const AVAILABILITY_KEYS = { payment: "payment-method-blocked", shipping: "shipping-method-blocked" } as const;
const STATE_KEYS = new Set<string>(Object.values(AVAILABILITY_KEYS));

/** Keys whose ERROR means "what was asked does not exist" (→ errorCode NOT_FOUND). */
const NOT_FOUND_KEYS = new Set(["product-not-found", "promotion-not-found"]);

/** One entry of `cart.errors` as Shopware serialises it: the fixed fields plus the error's own parameters. */
export interface UpstreamCartError {
  key?: string;
  messageKey?: string;
  level?: number;
  message?: string;
  [parameter: string]: unknown;
}

export function cartErrors(cart: UpstreamCart | null | undefined): UpstreamCartError[] {
  const errors = cart?.errors as unknown;
  const list = Array.isArray(errors) ? errors : errors && typeof errors === "object" ? Object.values(errors) : [];
  return list.filter((e): e is UpstreamCartError => typeof e === "object" && e !== null);
}

export function levelOf(level: unknown): CartMessageLevel {
  const n = typeof level === "number" ? level : Number(level);
  if (n >= 20) return "ERROR";
  if (n >= 10) return "WARNING";
  return "INFO";
}

function text(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** A code's minimum goods value with the one Swiss formatter ("CHF 1'000.00"), whatever number form the upstream sent. */
function minOrderValueOf(entry: UpstreamCartError, locale: Locale): string {
  const value = Number(entry.minOrderValue);
  return entry.minOrderValue != null && Number.isFinite(value) ? formatChf(value, locale) : "";
}

/** Shopware names the parameters per error class: the line item is `id` or `lineItemId`, etc. */
function describe(entry: UpstreamCartError, locale: Locale): { lineItemId: string | null; subject: string | null; values: MessageValues } {
  const code = text(entry.promotionCode) ?? text(entry.code === 0 ? null : entry.code);
  const name = text(entry.name) ?? text(entry.label) ?? code;
  const quantity = text(entry.quantity) ?? text(entry.maxQuantity) ?? text(entry.minQuantity) ?? "";
  return {
    lineItemId: text(entry.lineItemId) ?? text(entry.id) ?? text(entry.discountLineItemId),
    subject: name,
    // Shopware's purchase-steps error carries only the adjusted quantity; the platform adds `steps`.
    values: { name: name ?? "", quantity, steps: text(entry.steps) ?? quantity, code: code ?? name ?? "", minOrderValue: minOrderValueOf(entry, locale) },
  };
}

/**
 * The catalogue message of an entry: Shopware's one `promotion-not-eligible` covers an expired code
 * (the platform's `reason: expired`) and a goods value under the code's minimum (`minOrderValue`),
 * which the shopper must tell apart from each other and from an unknown code.
 */
function messageIdOf(key: string, entry: UpstreamCartError): MessageId | undefined {
  if (key === "promotion-not-eligible") {
    if (entry.reason === "expired") return "cart.promotionExpired";
    const minimum = Number(entry.minOrderValue);
    if (Number.isFinite(minimum) && minimum > 0) return "cart.promotionBelowMinimum";
  }
  return CART_MESSAGE_IDS[key];
}

export function messageKeyOf(entry: UpstreamCartError): string {
  return text(entry.messageKey) ?? text(entry.key) ?? "unknown";
}

export function toCartMessage(entry: UpstreamCartError, locale: Locale): CartMessage {
  const key = messageKeyOf(entry);
  const { lineItemId, subject, values } = describe(entry, locale);
  const id = messageIdOf(key, entry);
  const message = id ? translate(locale, id, values) : (text(entry.message) ?? translate(locale, "cart.failed"));
  return { level: levelOf(entry.level), key, message, lineItemId, subject };
}

/** The messages a write caused: its response's cart errors, localised. */
export function mutationMessages(cart: UpstreamCart | null | undefined, locale: Locale): CartMessage[] {
  return cartErrors(cart)
    .filter((entry) => !STATE_KEYS.has(messageKeyOf(entry)))
    .map((entry) => toCartMessage(entry, locale));
}

/** The upstream reports the context's payment or shipping method as blocked for this cart. */
export function blockedUpstream(cart: UpstreamCart | null | undefined, kind: keyof typeof AVAILABILITY_KEYS): boolean {
  return cartErrors(cart).some((entry) => messageKeyOf(entry) === AVAILABILITY_KEYS[kind]);
}

/** A gateway-made message (state or refusal) in the same shape. */
export function gatewayMessage(
  key: "no-pharmacy-selected" | "not-available-for-pickup",
  level: CartMessageLevel,
  locale: Locale,
  subject: string | null = null,
  lineItemId: string | null = null,
): CartMessage {
  return { level, key, message: translate(locale, CART_MESSAGE_IDS[key]!, { name: subject ?? "" }), lineItemId, subject };
}

/** What prevents checkout right now (states, recomputed on every read — never consumed). */
export function cartIssues(fulfilment: Fulfilment, hasPharmacy: boolean, locale: Locale): CartMessage[] {
  if (fulfilment === "CLICK_AND_COLLECT" && !hasPharmacy) return [gatewayMessage("no-pharmacy-selected", "ERROR", locale)];
  return [];
}

/**
 * Outcome of a write from its messages: an ERROR among them means the write did not do what was
 * asked (e.g. unknown promotion code); notices and warnings (quantity adjusted) still count as done.
 */
export function outcomeOf(messages: readonly CartMessage[]): { ok: boolean; errorCode: CartErrorCode | null; message: string | null } {
  const error = messages.find((m) => m.level === "ERROR");
  if (!error) return { ok: true, errorCode: null, message: null };
  return { ok: false, errorCode: NOT_FOUND_KEYS.has(error.key) ? "NOT_FOUND" : "FAILED", message: error.message };
}
