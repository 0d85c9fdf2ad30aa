/**
 * The cart's upstream reads in ONE parallel wave: cart, context, the chosen pharmacy and the
 * (cached) shipping methods. Without a session nothing is asked upstream and no session is made.
 * Mutations use the same pieces so their answer is built from the write's own response.
 */
import type { GatewayContext } from "../context.js";
import { rethrowInternal } from "../errors/classify.js";
import { callPharmacies, type PharmacyApi } from "../pharmacy/storeApi.js";
import type { SalesChannelContextRow } from "../session/resolvers.js";
import type { CartRow, ShippingMethodRow, UpstreamCart } from "./rows.js";
import { readCart, readContext, shippingMethods } from "./storeApi.js";

export const EMPTY_CART: UpstreamCart = {
  apiAlias: "cart",
  lineItems: [],
  deliveries: [],
  errors: [],
  price: {
    apiAlias: "cart_price",
    calculatedTaxes: [],
    netPrice: 0,
    positionPrice: 0,
    rawTotal: 0,
    taxRules: [],
    taxStatus: "gross",
    totalPrice: 0,
  },
};

/** The chosen pharmacy; a missing route or a failing pharmacy service never fails the cart (a gateway bug does). */
export async function selectedPharmacy(ctx: GatewayContext): Promise<PharmacyApi | null> {
  if (!ctx.session.hasToken) return null;
  try {
    const answer = await callPharmacies(ctx, { limit: 1 });
    return answer?.selectedPharmacy ?? null;
  } catch (error) {
    rethrowInternal(error);
    ctx.logger.warn({ err: error }, "pharmacy selection could not be read");
    return null;
  }
}

/** Shipping methods for the free-shipping threshold; unknown (empty) when the read fails. */
export async function safeShippingMethods(ctx: GatewayContext): Promise<ShippingMethodRow[]> {
  try {
    return await shippingMethods(ctx);
  } catch (error) {
    rethrowInternal(error);
    ctx.logger.warn({ err: error }, "shipping methods could not be read");
    return [];
  }
}

export interface CartReads {
  cart: UpstreamCart;
  context: SalesChannelContextRow;
  pharmacy: PharmacyApi | null;
  methods: ShippingMethodRow[];
}

/**
 * The reads a cart answer needs, started together. `cart: false` when the caller's write answers
 * with the cart itself, `pharmacy: false` when it answers with the pharmacy. Without a token the cart is empty (not read) and the context is
 * the anonymous default (read without creating a session).
 */
export async function readAll(ctx: GatewayContext, what: { cart?: boolean; pharmacy?: boolean } = {}): Promise<CartReads> {
  const hasToken = ctx.session.hasToken;
  const [cart, context, pharmacy, methods] = await Promise.all([
    what.cart !== false && hasToken ? readCart(ctx) : Promise.resolve(EMPTY_CART),
    readContext(ctx),
    what.pharmacy !== false ? selectedPharmacy(ctx) : Promise.resolve(null),
    safeShippingMethods(ctx),
  ]);
  return { cart, context, pharmacy, methods };
}

export function cartRow(
  ctx: GatewayContext,
  parts: Partial<Omit<CartReads, "cart">> & { cart: UpstreamCart | null },
): CartRow {
  return {
    cart: parts.cart,
    context: parts.context ?? null,
    pharmacy: parts.pharmacy ?? null,
    shippingMethods: parts.methods ?? [],
    hasToken: ctx.session.hasToken,
    locale: ctx.locale,
  };
}

/** `cart` query: no session → an empty cart without any upstream call (and no cookie). */
export async function loadCart(ctx: GatewayContext, what: { pharmacy?: boolean } = {}): Promise<CartRow> {
  if (!ctx.session.hasToken) return cartRow(ctx, { cart: null });
  return cartRow(ctx, await readAll(ctx, what));
}
