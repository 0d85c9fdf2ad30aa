/**
 * 'Nochmals bestellen' (issue 23): one of the logged-in customer's orders back into the cart. The
 * order is read with the shopper's own token (the Store API answers only the session's orders), its
 * product lines are checked against today's catalogue, and what can be bought goes through the one
 * addToCart — so fulfilment, collision and pickup rules are those of any add.
 */
import { translate } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { ReorderErrorCode, ReorderSkipReason, ResolversParentTypes } from "../generated/graphql.js";
import type { ProductRow } from "../catalog/mapping.js";
import { availability } from "../catalog/product.js";
import { upstreamFailure } from "../account/failures.js";
import { isOutageStatus, rethrowInternal } from "../errors/classify.js";
import type { OrderEntity, OrderLineItemEntity } from "../order/mapping.js";
import { readOrder } from "../order/storeApi.js";
import { sessionKind } from "../session/kind.js";
import { addToCart } from "./mutations.js";
import { readContext } from "./storeApi.js";
import { ITEMS_MAX, QUANTITY_MAX } from "./validation.js";

type ReorderRow = ResolversParentTypes["ReorderResult"];
type SkippedLine = ReorderRow["notAdded"][number];

export interface ReorderPlan {
  items: { productId: string; quantity: number }[];
  notAdded: SkippedLine[];
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** The product id of an order line, or null for lines that are no product (promotion, discount, credit, custom). */
function orderedProductId(line: OrderLineItemEntity): string | null {
  if (line.type !== "product") return null;
  return text(line.productId) ?? text(line.referencedId);
}

/**
 * The most of `ordered` pieces that may be bought now: capped by the maximum purchase (stock of a
 * closeout included, Shopware's calculatedMaxPurchase) and laid on the purchase steps from the minimum.
 * 0 when not even the minimum is possible.
 */
export function buyableQuantity(ordered: number, rules: { minPurchase: number; maxPurchase: number | null; purchaseSteps: number }): number {
  const cap = Math.min(ordered, rules.maxPurchase ?? Number.POSITIVE_INFINITY, QUANTITY_MAX);
  if (cap < rules.minPurchase) return 0;
  return rules.minPurchase + Math.floor((cap - rules.minPurchase) / rules.purchaseSteps) * rules.purchaseSteps;
}

/** What of the order can go into the cart now, and what cannot (with the localised reason). */
export function planReorder(ctx: Pick<GatewayContext, "locale">, order: OrderEntity, products: ReadonlyMap<string, ProductRow | null>): ReorderPlan {
  const items: ReorderPlan["items"] = [];
  const notAdded: SkippedLine[] = [];
  const lines = [...(order.lineItems ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const line of lines) {
    const productId = orderedProductId(line);
    if (!productId) continue;
    const ordered = Math.max(1, Math.trunc(line.quantity ?? 1));
    const label = text(line.label) ?? productId;
    const product = products.get(productId) ?? null;
    const skip = (reason: ReorderSkipReason, addedQuantity: number) => {
      const id = reason === "PRODUCT_REMOVED" ? "reorder.productRemoved" : reason === "NOT_AVAILABLE" ? "reorder.notAvailable" : "reorder.quantityReduced";
      notAdded.push({
        label,
        productId,
        productNumber: product?.productNumber ?? text(line.payload?.productNumber),
        orderedQuantity: ordered,
        addedQuantity,
        reason,
        message: translate(ctx.locale, id, { name: label, quantity: addedQuantity }),
      });
    };
    if (!product) {
      skip("PRODUCT_REMOVED", 0);
      continue;
    }
    const rules = availability(product);
    const quantity = product.active === false || !rules.orderable ? 0 : buyableQuantity(ordered, rules);
    // The cart takes at most ITEMS_MAX lines per add: the rest are told, not silently dropped.
    if (quantity === 0 || items.length >= ITEMS_MAX) {
      skip("NOT_AVAILABLE", 0);
      continue;
    }
    items.push({ productId: product.id, quantity });
    if (quantity < ordered) skip("QUANTITY_REDUCED", quantity);
  }
  return { items, notAdded };
}

function refusal(ctx: GatewayContext, errorCode: ReorderErrorCode, id: Parameters<typeof translate>[1], notAdded: SkippedLine[] = []): ReorderRow {
  return { ok: false, errorCode, message: translate(ctx.locale, id), addedCount: 0, notAdded, cartResult: null };
}

export async function reorder(ctx: GatewayContext, orderId: string): Promise<ReorderRow> {
  if (!ctx.session.hasToken) return refusal(ctx, "NOT_LOGGED_IN", "reorder.notLoggedIn");
  let found: Awaited<ReturnType<typeof readOrder>>;
  let products: Map<string, ProductRow | null>;
  try {
    const [context, own] = await Promise.all([readContext(ctx), readOrder(ctx, orderId)]);
    // A guest session can read its own order, but reordering is an account feature (the guest's cart is gone with the session).
    const kind = sessionKind(ctx.session.hasToken, context?.customer);
    if (kind !== "LOGGED_IN" && kind !== "CUSTOMER") return refusal(ctx, "NOT_LOGGED_IN", "reorder.notLoggedIn");
    if (!own) return refusal(ctx, "NOT_FOUND", "order.notFound");
    found = own;
    const ids = [...new Set((own.order.lineItems ?? []).map(orderedProductId).filter((id): id is string => id !== null))];
    const rows = await ctx.loaders.productById.loadMany(ids);
    products = new Map(ids.map((id, index) => {
      const row = rows[index];
      return [id, row && !(row instanceof Error) ? row : null];
    }));
  } catch (error) {
    rethrowInternal(error);
    const failure = upstreamFailure(error);
    ctx.logger.warn({ operation: "reorder", status: failure.status, codes: failure.codes }, "reorder read failed");
    return refusal(ctx, isOutageStatus(failure.status) ? "UNAVAILABLE" : "NOT_FOUND", isOutageStatus(failure.status) ? "cart.generic" : "order.notFound");
  }

  const plan = planReorder(ctx, found.order, products);
  if (plan.items.length === 0) return refusal(ctx, "NOTHING_ADDED", "reorder.nothingAdded", plan.notAdded);
  const cartResult = await addToCart(ctx, { items: plan.items, fulfilment: null, replaceCart: false });
  return {
    ok: cartResult.ok,
    errorCode: cartResult.ok ? null : cartResult.errorCode === "UNAVAILABLE" ? "UNAVAILABLE" : "CART_REFUSED",
    message: cartResult.ok ? null : (cartResult.message ?? null),
    addedCount: cartResult.ok ? plan.items.length : 0,
    notAdded: plan.notAdded,
    cartResult,
  };
}
