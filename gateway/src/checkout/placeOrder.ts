/**
 * placeOrder: the rules first (nothing is written when one fails) — among them that the cart is still
 * the one the shopper confirmed (`cartRevision`) — then ONE createOrder with the client's
 * idempotencyKey (and the chosen pharmacy for click & collect), then — for asynchronous methods —
 * handle-payment with the gateway-built return URLs. The order is never placed twice: a double click
 * in this process shares one call (IdempotencyMap); submits of the same cart in the same session at the
 * same moment under different keys share one order (OrderedCarts); a retry elsewhere is answered by the
 * platform's idempotencyKey; one cart becomes at most one order (platform transaction). A createOrder that
 * fails on the way is looked up by its key before the shopper hears "failed" (recover.ts).
 */
import { translate, type Locale } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { PlaceOrderInput } from "../generated/graphql.js";
import { upstreamFailure } from "../account/failures.js";
import { latestTransaction, paymentStateOf, toOrder, type OrderEntity } from "../order/mapping.js";
import { handlePayment } from "../order/storeApi.js";
import { ORDER_INCLUDES } from "../order/includes.js";
import { IdempotencyMap } from "./idempotency.js";
import { OrderedCarts } from "./orderedCarts.js";
import { latestOrder, recoverOrder } from "./recover.js";
import { cartRevision } from "./revision.js";
import { isAsynchronous, orderIssues, readForOrder } from "./load.js";
import { checkoutFailure, refusal, type PlaceOrderResultRow } from "./messages.js";
import { paymentReturnUrls, safeRedirectUrl, successPath } from "./paymentUrls.js";
import { consentFailure, ISSUE_ERROR_CODES, ISSUE_MESSAGES } from "./rules.js";
import { perGateway } from "../perGateway.js";

export const MAX_IDEMPOTENCY_KEY_LENGTH = 128;
export const MAX_CUSTOMER_COMMENT_LENGTH = 2000;

const idempotencyMap = perGateway(() => new IdempotencyMap<PlaceOrderResultRow>());
const orderedCarts = perGateway(() => new OrderedCarts<PlaceOrderResultRow>());
const hasOrder = (result: PlaceOrderResultRow) => result.order !== null;

type Refusal = ReturnType<typeof refusal>;

function refused(r: Refusal): PlaceOrderResultRow {
  return { ...r, order: null, next: null, redirectUrl: null, nextPath: null };
}

export function placeOrder(ctx: GatewayContext, input: PlaceOrderInput): Promise<PlaceOrderResultRow> {
  const arrivedAt = Date.now();
  const key = typeof input.idempotencyKey === "string" ? input.idempotencyKey.trim() : "";
  if (key === "" || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    const message = translate(ctx.locale, key === "" ? "validation.required" : "validation.maxLength", { max: MAX_IDEMPOTENCY_KEY_LENGTH });
    return Promise.resolve(
      refused(refusal(ctx, "INVALID_INPUT", "checkout.invalidInput", undefined, [{ field: "idempotencyKey", message, rule: "validation.required" }])),
    );
  }
  if ((input.customerComment ?? "").length > MAX_CUSTOMER_COMMENT_LENGTH) {
    const message = translate(ctx.locale, "validation.maxLength", { max: MAX_CUSTOMER_COMMENT_LENGTH });
    return Promise.resolve(
      refused(refusal(ctx, "INVALID_INPUT", "checkout.invalidInput", undefined, [{ field: "customerComment", message, rule: "validation.maxLength" }])),
    );
  }
  if (!ctx.session.hasToken) return Promise.resolve(refused(refusal(ctx, "NOT_LOGGED_IN", "checkout.notLoggedIn")));
  // Only results with an order are kept: a refusal (terms, upstream outage) may be submitted again.
  // The confirmed revision is part of the key: the same key with another cart must reach the rules
  // and the platform (CART_CHANGED, IDEMPOTENCY_CONFLICT) rather than this process's earlier answer.
  const revision = typeof input.cartRevision === "string" ? input.cartRevision.trim() : "";
  const mapKey = `${ctx.session.token}\u0000${key}\u0000${revision}`;
  return idempotencyMap(ctx).run(mapKey, () => place(ctx, input, key, revision, arrivedAt), hasOrder);
}

async function place(ctx: GatewayContext, input: PlaceOrderInput, key: string, revision: string, arrivedAt: number): Promise<PlaceOrderResultRow> {
  let checkout;
  let currentRevision: string;
  let pharmacyId: string | null;
  try {
    const reads = await readForOrder(ctx);
    checkout = orderIssues(ctx, reads);
    pharmacyId = reads.pharmacyId;
    currentRevision = cartRevision(reads.cart);
  } catch (error) {
    return refused(checkoutFailure(ctx, error, "placeOrder/read"));
  }
  const codes = checkout.issues.map((i) => i.code);
  if (codes.includes("NOT_LOGGED_IN")) return refused(refusal(ctx, "NOT_LOGGED_IN", "checkout.notLoggedIn"));
  const consent = consentFailure(input, checkout.requiresWithdrawalWaiver);
  if (consent) {
    const message = translate(ctx.locale, consent.messageId);
    return refused({ ...refusal(ctx, consent.errorCode, consent.messageId), fieldErrors: [{ field: consent.field, message, rule: "validation.accepted" }] });
  }
  // An empty cart may be the one this key already ordered (another process, or after a restart):
  // the platform answers that order for the key, or 400 CHECKOUT__CART_EMPTY — nothing is written.
  const blocking = codes.includes("EMPTY_CART") ? [] : codes;
  // Without a revision (older apps) the cart as it is now is ordered, as before.
  if (revision !== "" && !codes.includes("EMPTY_CART") && revision !== currentRevision) {
    return refused(refusal(ctx, "CART_CHANGED", "checkout.cartChanged"));
  }
  if (blocking.length > 0) {
    const first = blocking[0]!;
    return refused(refusal(ctx, ISSUE_ERROR_CODES[first], ISSUE_MESSAGES[first]));
  }
  // An empty cart is no cart to share: each key must get the platform's own answer for it.
  if (codes.includes("EMPTY_CART")) {
    const answer = await createOrder(ctx, input, key, pharmacyId, checkout.requiresWithdrawalWaiver);
    return answer.errorCode === "EMPTY_CART" && revision !== "" && revision !== currentRevision ? alreadyOrdered(ctx, answer) : answer;
  }
  const cartKey = `${ctx.session.token}\u0000${currentRevision}`;
  return orderedCarts(ctx).run(cartKey, arrivedAt, () => createOrder(ctx, input, key, pharmacyId, checkout.requiresWithdrawalWaiver), hasOrder);
}

/**
 * The page confirmed a cart with items, and the cart is empty now: it was ordered in another tab (or
 * device) of this session. The shopper hears so, with the way to that order, not "your cart is empty".
 */
async function alreadyOrdered(ctx: GatewayContext, emptyCart: PlaceOrderResultRow): Promise<PlaceOrderResultRow> {
  const order = await latestOrder(ctx);
  if (!order) return emptyCart;
  return { ...refused(refusal(ctx, "ALREADY_ORDERED", "checkout.alreadyOrdered")), nextPath: successPath(ctx.locale, order.id) };
}

/** ONE createOrder (then the payment); a failure on the way is looked up by the key first. */
async function createOrder(ctx: GatewayContext, input: PlaceOrderInput, key: string, pharmacyId: string | null, waiverGiven: boolean): Promise<PlaceOrderResultRow> {
  let order: OrderEntity;
  try {
    const { data } = await ctx.storeApi.send("createOrder post /checkout/order", {
      body: {
        customerComment: input.customerComment?.trim() || undefined,
        idempotencyKey: key,
        // Shopware's field for the waiver (checked above); the Store API refuses digital content without it
        revocation: waiverGiven ? "1" : undefined,
        // only what toOrder and startPayment read (≈ a tenth of the entity)
        includes: ORDER_INCLUDES,
      } as never,
      query: pharmacyId ? { selectedCheckoutPharmacyId: pharmacyId } : undefined,
      session: "session",
    });
    order = data as unknown as OrderEntity;
    if (!order?.id) throw new Error("createOrder answered without an order id");
  } catch (error) {
    const failure = checkoutFailure(ctx, error, "createOrder");
    if (failure.errorCode !== "UNAVAILABLE") return refused(failure);
    const recovered = await recoverOrder(ctx, key);
    if (!recovered) return refused(failure);
    ctx.logger.warn({ orderId: recovered.id }, "createOrder failed on the way but the order exists: answered with it");
    order = recovered;
  }
  return startPayment(ctx, order);
}

/** After the order exists: synchronous → success page; asynchronous → the provider (or the unpaid page). */
async function startPayment(ctx: GatewayContext, order: OrderEntity): Promise<PlaceOrderResultRow> {
  const locale: Locale = ctx.locale;
  const row = toOrder(order);
  const placed = { ok: true, errorCode: null, fieldErrors: [], order: row };
  if (paymentStateOf(order) === "PAID") {
    return { ...placed, message: translate(locale, "checkout.orderPlaced"), next: "SUCCESS", redirectUrl: null, nextPath: successPath(locale, order.id, "paid") };
  }
  if (!isAsynchronous(latestTransaction(order)?.paymentMethod)) {
    return { ...placed, message: translate(locale, "checkout.orderPlaced"), next: "SUCCESS", redirectUrl: null, nextPath: successPath(locale, order.id) };
  }
  const unpaid: PlaceOrderResultRow = {
    ...placed,
    message: translate(locale, "checkout.paymentFailed"),
    next: "UNPAID",
    redirectUrl: null,
    nextPath: successPath(locale, order.id, "unpaid"),
  };
  try {
    const redirectUrl = safeRedirectUrl(await handlePayment(ctx, order.id, paymentReturnUrls(locale, order.id, ctx.storeHost)));
    if (!redirectUrl) {
      ctx.logger.warn({ orderId: order.id }, "handle-payment gave no usable redirect URL for an asynchronous method");
      return unpaid;
    }
    return { ...placed, message: translate(locale, "checkout.orderPlaced"), next: "PAYMENT_REDIRECT", redirectUrl, nextPath: null };
  } catch (error) {
    const failure = upstreamFailure(error);
    ctx.logger.warn({ orderId: order.id, status: failure.status, codes: failure.codes }, "handle-payment failed after the order was placed");
    return unpaid;
  }
}
