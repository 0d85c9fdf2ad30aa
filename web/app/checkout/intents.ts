/**
 * The forms of /checkout and what its action answers (shared by the page and the action).
 * Every form posts an `intent`; forms submitted by JavaScript add the cart's `js=1` field.
 */
import type { FormResult } from "~/components/forms/useShopForm";

export { JS_FIELD } from "~/cart/intents";

export const CHECKOUT_INTENTS = ["login", "guest", "addresses", "shipping-method", "payment-method", "place-order"] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

export function isCheckoutIntent(value: unknown): value is CheckoutIntent {
  return typeof value === "string" && (CHECKOUT_INTENTS as readonly string[]).includes(value);
}

export interface PaymentRedirect {
  /** The payment provider's page (http/https only), from this request's placeOrder answer. */
  url: string;
  /** The order's unpaid page, offered when the provider is not reached. */
  nextPath: string | null;
  orderNumber: string | null;
  /** Where the page leaves to by itself without JavaScript (checkout/payment.ts refreshTarget), if anywhere. */
  refreshUrl?: string | null;
}

export interface CheckoutActionData extends FormResult {
  intent: CheckoutIntent | "unknown";
  paymentRedirect?: PaymentRedirect;
  /** A refused guest form's posted text fields, so the page rendered without JavaScript shows them again. */
  values?: Record<string, string>;
  /** The refusal was about the cart the page shows (it changed): reload the page's data despite the 400. */
  refresh?: boolean;
  /** The cart the page showed was ordered in another tab: the path of that order (the page drops its stale summary). */
  alreadyOrdered?: string;
}
