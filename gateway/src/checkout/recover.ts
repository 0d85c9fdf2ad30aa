/**
 * After createOrder failed on the way (time-out, 5xx, connection cut) the order may exist anyway:
 * the platform can commit and then lose its answer. Before the shopper is told anything, the order
 * is looked up by its idempotency key (written by the platform to `customFields.shop_idempotency_key`,
 * filterable with the ordinary order list). A few looks spaced out, because a request that is still on
 * its way may commit a moment after the gateway gave up on it (the fault run: 0.1–0.2 s later).
 */
import { rethrowInternal } from "../errors/classify.js";
import type { GatewayContext } from "../context.js";
import type { OrderEntity } from "../order/mapping.js";
import { ASSOCIATIONS } from "../order/storeApi.js";

/** Waits before each look (ms); about 2 s in all, well inside what a shopper waits for an order. */
export const RECOVERY_DELAYS_MS = [0, 250, 600, 1_200];

/** The session's first order matching `filter`, newest first (the platform's default order). */
async function firstOrder(ctx: GatewayContext, filter: unknown[]): Promise<OrderEntity | null> {
  const body = { limit: 1, filter, sort: [{ field: "orderDateTime", order: "DESC" }], associations: ASSOCIATIONS };
  const { data } = await ctx.storeApi.send("readOrder post /order", { body: body as never });
  const order = (data as unknown as { orders?: { elements?: OrderEntity[] } })?.orders?.elements?.[0];
  return order?.id ? order : null;
}

/** The order placed with `key`, or null when none shows up (a failing look counts as none). */
export async function recoverOrder(ctx: GatewayContext, key: string, delays = RECOVERY_DELAYS_MS): Promise<OrderEntity | null> {
  for (const wait of delays) {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const order = await firstOrder(ctx, [{ type: "equals", field: "customFields.shop_idempotency_key", value: key }]);
      if (order) return order;
    } catch (error) {
      rethrowInternal(error);
      ctx.logger.warn({ err: error }, "looking up an order by its idempotency key failed");
    }
  }
  return null;
}

/**
 * The session's newest order, or null (none, or the look failed): what a tab whose cart was ordered
 * elsewhere links to instead of "your cart is empty" (placeOrder, ALREADY_ORDERED).
 */
export async function latestOrder(ctx: GatewayContext): Promise<OrderEntity | null> {
  try {
    return await firstOrder(ctx, []);
  } catch (error) {
    rethrowInternal(error);
    ctx.logger.warn({ err: error }, "looking up the session's latest order failed");
    return null;
  }
}
