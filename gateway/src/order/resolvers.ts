/**
 * Orders (schema/order.graphql): the session's orders (list with paging, detail), cancel, change of
 * payment method and retry of an asynchronous payment. Every read goes through the Store API with
 * the shopper's own context token, which only answers the session's own orders: someone else's
 * order is simply not found (null / NOT_FOUND). Anonymous visitors get an empty list, no call.
 */
import { translate, type MessageId } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { OrderErrorCode, Resolvers, ResolversParentTypes } from "../generated/graphql.js";
import { upstreamFailure } from "../account/failures.js";
import { toGraphQLError } from "../errors/graphql.js";
import { callPharmacies, type PharmacyApi } from "../pharmacy/storeApi.js";
import { pickupPromise } from "@shop/rules";
import { pickupHoursOf, toPharmacy } from "../pharmacy/mapping.js";
import { paymentReturnUrls, safeRedirectUrl } from "../checkout/paymentUrls.js";
import { presentId } from "../checkout/rules.js";
import { isOutageStatus, rethrowInternal } from "../errors/classify.js";
import { orderActions, orderPharmacies, toOrder, type OrderEntity } from "./mapping.js";
import { cancelOrder, handlePayment, readOrder, readOrders, setOrderPaymentMethod } from "./storeApi.js";

type OrderResultRow = ResolversParentTypes["OrderResult"];

function result(
  ctx: GatewayContext,
  ok: boolean,
  errorCode: OrderErrorCode | null,
  id: MessageId | null,
  order: OrderEntity | null = null,
  extra: { redirectUrl?: string | null; paymentChangeable?: boolean } = {},
): OrderResultRow {
  return {
    ok,
    errorCode,
    message: id ? translate(ctx.locale, id, { name: "paymentMethod" }) : null,
    order: order ? toOrder(order, { paymentChangeable: extra.paymentChangeable }) : null,
    redirectUrl: extra.redirectUrl ?? null,
  };
}

/** Upstream refusal codes of the order actions. */
const REFUSALS: Record<string, { errorCode: OrderErrorCode; id: MessageId }> = {
  CHECKOUT__ORDER_NOT_CANCELLABLE: { errorCode: "NOT_CANCELLABLE", id: "order.notCancellable" },
  SYSTEM__ILLEGAL_TRANSITION: { errorCode: "NOT_CANCELLABLE", id: "order.notCancellable" },
  CHECKOUT__ORDER_NOT_FOUND: { errorCode: "NOT_FOUND", id: "order.notFound" },
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: { errorCode: "NOT_LOGGED_IN", id: "order.notLoggedIn" },
};

function failed(ctx: GatewayContext, error: unknown, operation: string, refusal: { errorCode: OrderErrorCode; id: MessageId }): OrderResultRow {
  const failure = upstreamFailure(error);
  if (isOutageStatus(failure.status)) {
    ctx.logger.warn({ operation, status: failure.status, err: error }, "order call failed upstream");
    return result(ctx, false, "UNAVAILABLE", "order.generic");
  }
  for (const code of failure.codes) {
    const known = REFUSALS[code];
    if (known && (known.errorCode !== "NOT_CANCELLABLE" || operation === "cancelOrder")) return result(ctx, false, known.errorCode, known.id);
  }
  if (failure.status === 403) return result(ctx, false, "NOT_LOGGED_IN", "order.notLoggedIn");
  if (failure.status === 404) return result(ctx, false, "NOT_FOUND", "order.notFound");
  ctx.logger.info({ operation, status: failure.status, codes: failure.codes }, "order call refused");
  return result(ctx, false, refusal.errorCode, refusal.id);
}

/** The order of the session, or a typed refusal (not logged in / not found / outage). */
async function ownOrder(ctx: GatewayContext, orderId: string, operation: string) {
  if (!ctx.session.hasToken) return { refusal: result(ctx, false, "NOT_LOGGED_IN", "order.notLoggedIn") };
  try {
    const found = await readOrder(ctx, orderId);
    return found ? { found } : { refusal: result(ctx, false, "NOT_FOUND", "order.notFound") };
  } catch (error) {
    return { refusal: failed(ctx, error, operation, { errorCode: "FAILED", id: "order.failed" }) };
  }
}

/** Re-reads the order after an action (its new states); falls back to the order read before. */
async function reread(ctx: GatewayContext, orderId: string, before: { order: OrderEntity; paymentChangeable?: boolean }) {
  try {
    return (await readOrder(ctx, orderId)) ?? before;
  } catch {
    return before;
  }
}

export const orderResolvers: Resolvers = {
  Query: {
    orders: async (_parent, { page, limit }, ctx) => {
      const empty = { orders: [], total: 0, page: page ?? 1, limit: limit ?? 10 };
      try {
        const answer = await readOrders(ctx, { page: page ?? 1, limit: limit ?? 10 });
        if (!answer) return empty;
        return {
          orders: answer.orders.map((o) => toOrder(o, { paymentChangeable: answer.paymentChangeable[o.id] })),
          total: answer.total,
          page: answer.page,
          limit: answer.limit,
        };
      } catch (error) {
        throw toGraphQLError(error, ctx.locale);
      }
    },
    order: async (_parent, { id }, ctx) => {
      try {
        const found = await readOrder(ctx, id);
        return found ? toOrder(found.order, { paymentChangeable: found.paymentChangeable }) : null;
      } catch (error) {
        throw toGraphQLError(error, ctx.locale);
      }
    },
  },
  Mutation: {
    cancelOrder: async (_parent, { orderId }, ctx) => {
      const own = await ownOrder(ctx, orderId, "cancelOrder");
      if (!own.found) return own.refusal;
      if (!orderActions(own.found.order, own.found.paymentChangeable).canCancel) {
        return result(ctx, false, "NOT_CANCELLABLE", "order.notCancellable", own.found.order);
      }
      try {
        await cancelOrder(ctx, own.found.order.id);
      } catch (error) {
        return failed(ctx, error, "cancelOrder", { errorCode: "NOT_CANCELLABLE", id: "order.notCancellable" });
      }
      const after = await reread(ctx, own.found.order.id, own.found);
      return result(ctx, true, null, "order.cancelled", after.order, { paymentChangeable: after.paymentChangeable });
    },
    changeOrderPaymentMethod: async (_parent, { orderId, paymentMethodId }, ctx) => {
      const methodId = presentId(paymentMethodId);
      if (!methodId) return result(ctx, false, "MISSING_ID", "order.missingId");
      const own = await ownOrder(ctx, orderId, "changeOrderPaymentMethod");
      if (!own.found) return own.refusal;
      if (!orderActions(own.found.order, own.found.paymentChangeable).canChangePaymentMethod) {
        return result(ctx, false, "PAYMENT_CHANGE_NOT_ALLOWED", "order.paymentChangeNotAllowed", own.found.order);
      }
      try {
        await setOrderPaymentMethod(ctx, own.found.order.id, methodId);
      } catch (error) {
        return failed(ctx, error, "changeOrderPaymentMethod", { errorCode: "PAYMENT_CHANGE_NOT_ALLOWED", id: "order.paymentChangeNotAllowed" });
      }
      const after = await reread(ctx, own.found.order.id, own.found);
      return result(ctx, true, null, "order.paymentMethodChanged", after.order, { paymentChangeable: after.paymentChangeable });
    },
    retryOrderPayment: async (_parent, { orderId }, ctx) => {
      const own = await ownOrder(ctx, orderId, "retryOrderPayment");
      if (!own.found) return own.refusal;
      const { order, paymentChangeable } = own.found;
      if (!orderActions(order, paymentChangeable).canRetryPayment) {
        return result(ctx, false, "PAYMENT_CHANGE_NOT_ALLOWED", "order.paymentNotRetryable", order, { paymentChangeable });
      }
      let redirectUrl: string | null;
      try {
        redirectUrl = safeRedirectUrl(await handlePayment(ctx, order.id, paymentReturnUrls(ctx.locale, order.id, ctx.storeHost)));
      } catch (error) {
        const failure = upstreamFailure(error);
        ctx.logger.warn({ orderId: order.id, status: failure.status, codes: failure.codes }, "handle-payment failed on retry");
        return result(ctx, false, isOutageStatus(failure.status) ? "UNAVAILABLE" : "PAYMENT_FAILED", isOutageStatus(failure.status) ? "order.generic" : "order.paymentFailed", order, {
          paymentChangeable,
        });
      }
      if (!redirectUrl) return result(ctx, false, "PAYMENT_FAILED", "order.paymentFailed", order, { paymentChangeable });
      const after = await reread(ctx, order.id, own.found);
      return result(ctx, true, null, "order.paymentStarted", after.order, { redirectUrl, paymentChangeable: after.paymentChangeable });
    },
  },
  Order: {
    pharmacy: async (order, _args, ctx) => {
      const row = await orderPharmacy(order, ctx);
      return row ? toPharmacy(row, null) : null;
    },
    pickupEstimate: async (order, _args, ctx) => {
      const row = order.deliveryDates ? await orderPharmacy(order, ctx) : null;
      if (!row || !order.deliveryDates) return null;
      const ready = pickupPromise(order.deliveryDates, pickupHoursOf(row));
      return ready ? { pharmacyName: row.name, ...ready } : null;
    },
  },
};

const orderPharmacyReads = new WeakMap<object, Promise<PharmacyApi | null>>();

/** The pharmacy of a click & collect order, read once per order row (Order.pharmacy and Order.pickupEstimate). */
function orderPharmacy(order: object, ctx: GatewayContext): Promise<PharmacyApi | null> {
  const id = orderPharmacies.get(order);
  if (!id) return Promise.resolve(null);
  let read = orderPharmacyReads.get(order);
  if (!read) {
    read = callPharmacies(ctx, { ids: [id], limit: 1 }).then(
      (answer) => answer?.elements.find((p) => p.id === id) ?? null,
      (error: unknown) => {
        rethrowInternal(error);
        ctx.logger.warn({ err: error }, "order pharmacy could not be read");
        return null;
      },
    );
    orderPharmacyReads.set(order, read);
  }
  return read;
}
