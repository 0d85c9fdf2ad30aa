/** Typed CartResult rows: success from a write's response, refusals, and upstream failures. */
import { GraphQLError } from "graphql";
import { translate, type MessageId, type MessageValues } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { CartErrorCode, CartMessage } from "../generated/graphql.js";
import { normalizeError } from "../errors/upstream.js";
import { isOutageStatus, rethrowInternal } from "../errors/classify.js";
import { loadCart } from "./load.js";
import { mutationMessages, outcomeOf } from "./messages.js";
import type { CartResultRow, CartRow, ConflictRow } from "./rows.js";

/** The cart of a result: built already, or read only if the client selects it (refusals before any call). */
export type LazyCart = CartRow | (() => Promise<CartRow>);
export type CartResultShape = Omit<CartResultRow, "cart"> & { cart: LazyCart };

export function resolveCart(cart: LazyCart): CartRow | Promise<CartRow> {
  return typeof cart === "function" ? cart() : cart;
}

/**
 * A write's answer: the errors of the cart the write returned are the mutation's messages (consumed
 * here, once). `written: false` when the cart in `row` was only read (its errors are not this
 * mutation's events).
 */
export function fromWrite(ctx: GatewayContext, row: CartRow, written = true): CartResultShape {
  const messages: CartMessage[] = written ? mutationMessages(row.cart, ctx.locale) : [];
  return { ...outcomeOf(messages), messages, conflict: null, cart: row };
}

export function refused(
  ctx: GatewayContext,
  errorCode: CartErrorCode,
  id: MessageId,
  cart: LazyCart,
  options: { values?: MessageValues; messages?: CartMessage[]; conflict?: ConflictRow | null } = {},
): CartResultShape {
  return {
    ok: false,
    errorCode,
    message: translate(ctx.locale, id, options.values),
    messages: options.messages ?? [],
    conflict: options.conflict ?? null,
    cart,
  };
}

/** The gateway refused the input: nothing was sent upstream. */
export function invalidInput(ctx: GatewayContext, message: string): CartResultShape {
  return { ok: false, errorCode: "INVALID_INPUT", message, messages: [], conflict: null, cart: () => loadCart(ctx) };
}

/** Status and codes of a raw upstream error, or of one already turned into a GraphQL error. */
function failureOf(error: unknown): { status: number; codes: string[] } {
  rethrowInternal(error);
  if (error instanceof GraphQLError) {
    const status = Number(error.extensions?.status);
    const code = error.extensions?.code;
    return { status: Number.isFinite(status) ? status : 500, codes: typeof code === "string" ? [code] : [] };
  }
  return normalizeError(error);
}

const LINE_ITEM_NOT_FOUND = new Set(["CHECKOUT__CART_LINE_ITEM_NOT_FOUND", "CHECKOUT__LINE_ITEM_NOT_FOUND"]);

/**
 * An upstream failure of a cart operation as a typed result: network/time-out/5xx → UNAVAILABLE
 * (logged; a gateway bug is thrown on), 404 or a missing line item → NOT_FOUND with the operation's text, else FAILED.
 */
export function upstreamFailed(
  ctx: GatewayContext,
  error: unknown,
  operation: string,
  notFound: MessageId,
  cart: LazyCart = () => loadCart(ctx),
): CartResultShape {
  const failure = failureOf(error);
  if (isOutageStatus(failure.status)) {
    ctx.logger.warn({ operation, status: failure.status, err: error }, "cart call failed upstream");
    return refused(ctx, "UNAVAILABLE", "cart.generic", cart);
  }
  if (failure.status === 404 || failure.codes.some((c) => LINE_ITEM_NOT_FOUND.has(c))) {
    return refused(ctx, "NOT_FOUND", notFound, cart);
  }
  ctx.logger.info({ operation, status: failure.status, codes: failure.codes }, "cart call refused");
  return refused(ctx, "FAILED", "cart.failed", cart);
}
