/**
 * Typed, localised results of the checkout mutations (x-shop-locale): ok/errorCode/message plus
 * field errors; upstream outages become UNAVAILABLE with the generic SPEC text — never a stack.
 * `checkout` of a CheckoutResult is read only when the client selects it.
 */
import { translate, type MessageId, type MessageValues } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { CheckoutErrorCode, ResolversParentTypes } from "../generated/graphql.js";
import { upstreamFailure, type UpstreamFailure } from "../account/failures.js";
import { AVAILABILITY_KEYS } from "../cart/messages.js";
import type { FieldErrorRow } from "../account/results.js";
import { loadCheckout, type CheckoutRow } from "./load.js";

export type CheckoutResultRow = ResolversParentTypes["CheckoutResult"];
export type PlaceOrderResultRow = ResolversParentTypes["PlaceOrderResult"];

/** A CheckoutResult whose `checkout` is read lazily (after the mutation, so it shows its effect). */
export function checkoutResult(
  ctx: GatewayContext,
  outcome: { ok: boolean; errorCode?: CheckoutErrorCode | null; message?: string | null; fieldErrors?: FieldErrorRow[] },
): CheckoutResultRow {
  let loaded: Promise<CheckoutRow> | null = null;
  return {
    ok: outcome.ok,
    errorCode: outcome.errorCode ?? null,
    message: outcome.message ?? null,
    fieldErrors: outcome.fieldErrors ?? [],
    get checkout() {
      loaded ??= loadCheckout(ctx);
      return loaded;
    },
  } as unknown as CheckoutResultRow;
}

export function refusal(
  ctx: GatewayContext,
  errorCode: CheckoutErrorCode,
  id: MessageId,
  values?: MessageValues,
  fieldErrors: FieldErrorRow[] = [],
): { ok: false; errorCode: CheckoutErrorCode; message: string; fieldErrors: FieldErrorRow[] } {
  return { ok: false, errorCode, message: translate(ctx.locale, id, values), fieldErrors };
}

export function isOutage(failure: Pick<UpstreamFailure, "status">): boolean {
  return failure.status === 0 || failure.status === 408 || failure.status >= 500;
}

/** Shopware/platform error codes of the checkout with their meaning. */
const CODES: Record<string, { errorCode: CheckoutErrorCode; id: MessageId }> = {
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: { errorCode: "NOT_LOGGED_IN", id: "checkout.notLoggedIn" },
  CHECKOUT__CART_EMPTY: { errorCode: "EMPTY_CART", id: "checkout.emptyCart" },
  CHECKOUT__CART_INVALID: { errorCode: "CART_CHANGED", id: "checkout.cartChanged" },
  CHECKOUT__NO_PHARMACY_SELECTED: { errorCode: "NO_PHARMACY_SELECTED", id: "checkout.noPharmacySelected" },
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: { errorCode: "PAYMENT_METHOD_UNAVAILABLE", id: "checkout.paymentUnavailable" },
  CHECKOUT__PAYMENT_METHOD_BLOCKED: { errorCode: "PAYMENT_METHOD_UNAVAILABLE", id: "checkout.paymentUnavailable" },
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: { errorCode: "NOT_FOUND", id: "checkout.notFound" },
};

/**
 * A refusal the Store API explains by a blocked method (CHECKOUT__CART_INVALID with Shopware's
 * payment-/shipping-method-blocked cart error) or the missing waiver (`/revocation` blank): what the
 * gateway's own rules say first, should the upstream know a rule the gateway does not.
 */
function ruleRefusal(failure: UpstreamFailure): { errorCode: CheckoutErrorCode; id: MessageId } | null {
  for (const entry of failure.entries) {
    if (entry.source?.pointer === "/revocation") return { errorCode: "WITHDRAWAL_WAIVER_REQUIRED", id: "checkout.waiverRequired" };
    const params = (entry.meta?.parameters ?? {}) as Record<string, unknown>;
    if (entry.code !== "CHECKOUT__CART_INVALID") continue;
    if (params.messageKey === AVAILABILITY_KEYS.payment) return { errorCode: "PAYMENT_METHOD_UNAVAILABLE", id: "checkout.paymentUnavailable" };
    if (params.messageKey === AVAILABILITY_KEYS.shipping) {
      return params.reason === "NO_PHARMACY_SELECTED"
        ? { errorCode: "NO_PHARMACY_SELECTED", id: "checkout.noPharmacySelected" }
        : { errorCode: "INVALID_INPUT", id: "checkout.noShippingMethod" };
    }
  }
  return null;
}

/** Any upstream failure of a checkout call as a typed refusal. */
export function checkoutFailure(
  ctx: GatewayContext,
  error: unknown,
  operation: string,
): { ok: false; errorCode: CheckoutErrorCode; message: string; fieldErrors: FieldErrorRow[] } {
  const failure = upstreamFailure(error);
  if (isOutage(failure)) {
    ctx.logger.warn({ operation, status: failure.status, err: error }, "checkout call failed upstream");
    return refusal(ctx, "UNAVAILABLE", "checkout.generic");
  }
  const rule = ruleRefusal(failure);
  if (rule) return refusal(ctx, rule.errorCode, rule.id);
  for (const code of failure.codes) {
    const known = CODES[code];
    if (known) return refusal(ctx, known.errorCode, known.id);
    if (code.includes("IDEMPOTENCY")) return refusal(ctx, "IDEMPOTENCY_CONFLICT", "checkout.idempotencyConflict");
  }
  if (failure.status === 403) return refusal(ctx, "NOT_LOGGED_IN", "checkout.notLoggedIn");
  if (failure.status === 404) return refusal(ctx, "NOT_FOUND", "checkout.notFound");
  ctx.logger.info({ operation, status: failure.status, codes: failure.codes }, "checkout call refused");
  return refusal(ctx, "FAILED", "checkout.failed");
}
