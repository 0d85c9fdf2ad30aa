/**
 * The orders' Store API calls (official Shopware 6.7 operations). The Store API answers only the
 * session customer's (or the guest session's) orders; without a customer it answers 403, which the
 * gateway reads as "no orders" (SPEC §6). Failures are thrown raw for the callers' typed results.
 */
import type { GatewayContext } from "../context.js";
import { isNotLoggedIn, upstreamFailure } from "../account/failures.js";
import type { OrderEntity } from "./mapping.js";

type Ctx = Pick<GatewayContext, "storeApi" | "session">;

export const MAX_ORDER_PAGE_SIZE = 100;

export interface OrderPage {
  orders: OrderEntity[];
  total: number;
  page: number;
  limit: number;
  paymentChangeable: Record<string, boolean>;
}

export const ASSOCIATIONS = {
  lineItems: { associations: { cover: {}, downloads: { associations: { media: {} } } } },
  addresses: { associations: { country: {}, salutation: {} } },
  deliveries: { associations: { shippingMethod: {}, shippingOrderAddress: { associations: { country: {} } }, stateMachineState: {} } },
  transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
  stateMachineState: {},
  documents: { associations: { documentType: {} } },
};

/** One page of the session's orders, newest first; null when nobody is in the session (403). */
export async function readOrders(
  ctx: Ctx,
  criteria: { page?: number; limit?: number; ids?: string[] },
): Promise<OrderPage | null> {
  if (!ctx.session.hasToken) return null;
  const page = Math.max(1, Math.trunc(criteria.page ?? 1));
  const limit = Math.min(MAX_ORDER_PAGE_SIZE, Math.max(1, Math.trunc(criteria.limit ?? 10)));
  const body: Record<string, unknown> = {
    page,
    limit,
    "total-count-mode": 1,
    sort: [{ field: "orderDateTime", order: "DESC" }],
    associations: ASSOCIATIONS,
  };
  if (criteria.ids) body.filter = [{ type: "equalsAny", field: "id", value: criteria.ids }];
  try {
    const { data } = await ctx.storeApi.send("readOrder post /order", { body: body as never });
    const answer = data as unknown as { orders?: { elements?: OrderEntity[]; total?: number }; paymentChangeable?: Record<string, boolean> | unknown[] };
    const orders = answer?.orders?.elements ?? [];
    const changeable = answer?.paymentChangeable;
    return {
      orders,
      total: typeof answer?.orders?.total === "number" ? answer.orders.total : orders.length,
      page,
      limit,
      paymentChangeable: changeable && !Array.isArray(changeable) ? changeable : {},
    };
  } catch (error) {
    if (isNotLoggedIn(upstreamFailure(error))) return null;
    throw error;
  }
}

/** Ids are Shopware hex UUIDs; anything else cannot be an order (no upstream call). */
export const ENTITY_ID = /^[0-9a-f]{32}$/i;

/** One of the session's orders, or null (not found, someone else's, nobody logged in). */
export async function readOrder(ctx: Ctx, orderId: string): Promise<{ order: OrderEntity; paymentChangeable?: boolean } | null> {
  if (!ENTITY_ID.test(orderId)) return null;
  const page = await readOrders(ctx, { ids: [orderId.toLowerCase()], limit: 1 });
  const order = page?.orders.find((o) => o.id === orderId.toLowerCase()) ?? null;
  return order ? { order, paymentChangeable: page?.paymentChangeable[order.id] } : null;
}

export async function cancelOrder(ctx: Ctx, orderId: string): Promise<void> {
  await ctx.storeApi.send("cancelOrder post /order/state/cancel", { body: { orderId } });
}

export async function setOrderPaymentMethod(ctx: Ctx, orderId: string, paymentMethodId: string): Promise<void> {
  await ctx.storeApi.send("orderSetPayment post /order/payment", { body: { orderId, paymentMethodId } });
}

/** Starts the payment: the provider's URL for asynchronous methods, null for synchronous ones. */
export async function handlePayment(ctx: Ctx, orderId: string, urls: { finishUrl: string; errorUrl: string }): Promise<string | null> {
  const { data } = await ctx.storeApi.send("handlePaymentMethod post /handle-payment", {
    body: { orderId, finishUrl: urls.finishUrl, errorUrl: urls.errorUrl },
    session: "session",
  });
  const url = (data as { redirectUrl?: unknown } | null | undefined)?.redirectUrl;
  return typeof url === "string" && url !== "" ? url : null;
}
