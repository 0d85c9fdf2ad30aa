/**
 * The cart's Store API calls (official Shopware 6.7 operations through the one client). Writes use
 * session "session": the first write of a visitor creates the session (httpOnly cookie, or the
 * header for mobile/kiosk clients). Failures are thrown raw (StoreApiHttpError …) so mutations can
 * answer typed results.
 */
import type { GatewayContext } from "../context.js";
import type { Locale } from "../session/locale.js";
import { sessionContextChanged } from "../session/sessionContext.js";
import type { SalesChannelContextRow } from "../session/resolvers.js";
import type { ShippingMethodRow, UpstreamCart } from "./rows.js";
import { SESSION_READ_QUERY } from "../session/includes.js";

type Ctx = Pick<GatewayContext, "storeApi" | "languages" | "locale">;

export interface ProductItemBody {
  type: "product";
  id: string;
  referencedId: string;
  quantity: number;
  payload: { clickAndCollect: boolean };
}

export interface PromotionItemBody {
  type: "promotion";
  referencedId: string;
}

function asCart(data: unknown): UpstreamCart {
  return (data && typeof data === "object" ? data : { lineItems: [], price: {} }) as UpstreamCart;
}

/**
 * Reads never create a session ("public": the token is sent and kept only when the client has one);
 * one read per request serves the cart and the checkout until something is written.
 */
export async function readCart(ctx: Ctx): Promise<UpstreamCart> {
  const { data } = await ctx.storeApi.readOnce("readCart get /checkout/cart", { session: "public", query: SESSION_READ_QUERY });
  return asCart(data);
}

/**
 * The cart and the context with only the given fields (Shopware's `includes`), read for one purpose: never the
 * request's shared reads above, so a narrow answer cannot serve a reader of whole ones (placeOrder's rules).
 */
export async function readCartFields(ctx: Ctx, query: Record<string, string[]>): Promise<UpstreamCart> {
  const { data } = await ctx.storeApi.send("readCart get /checkout/cart", { session: "public", query });
  return asCart(data);
}

export async function readContextFields(ctx: Ctx, query: Record<string, string[]>): Promise<SalesChannelContextRow> {
  const { data } = await ctx.storeApi.send("readContext get /context", { session: "public", query });
  return (data ?? {}) as SalesChannelContextRow;
}

/** The context, read at most once per request (shared with the catalogue's price context). */
export function readContext(ctx: Pick<GatewayContext, "sessionContext">): Promise<SalesChannelContextRow> {
  return ctx.sessionContext.read("public");
}

export async function addLineItems(ctx: Ctx, items: (ProductItemBody | PromotionItemBody)[]): Promise<UpstreamCart> {
  const { data } = await ctx.storeApi.send("addLineItem post /checkout/cart/line-item", {
    // payload is part of Shopware's line item but not of the generated request type.
    body: { items } as never,
    session: "session",
  });
  return asCart(data);
}

export async function updateLineItems(
  ctx: Ctx,
  items: { id: string; quantity: number; payload?: Record<string, unknown> }[],
): Promise<UpstreamCart> {
  const { data } = await ctx.storeApi.send("updateLineItem patch /checkout/cart/line-item", {
    body: { items } as never,
    session: "session",
  });
  return asCart(data);
}

export async function removeLineItems(ctx: Ctx, ids: [string, ...string[]]): Promise<UpstreamCart> {
  const { data } = await ctx.storeApi.send("removeLineItem post /checkout/cart/line-item/delete", {
    body: { ids },
    session: "session",
  });
  return asCart(data);
}

export async function deleteCart(ctx: Ctx): Promise<void> {
  await ctx.storeApi.send("deleteCart delete /checkout/cart", { session: "session" });
}

export async function setShippingMethod(ctx: Ctx & Pick<GatewayContext, "sessionContext">, shippingMethodId: string): Promise<void> {
  await ctx.storeApi.send("updateContext patch /context", { body: { shippingMethodId }, session: "session" });
  sessionContextChanged(ctx);
}

// --- Shipping methods: reference data, cached per gateway and language like catalogue data ---------

/** Fresh for 10 minutes; a failed load is not kept. */
export const SHIPPING_METHODS_TTL_MS = 600_000;

interface Cached {
  at: number;
  value: Promise<ShippingMethodRow[]>;
}

// Keyed by the gateway's language directory: one cache per gateway instance, never shared between two.
const shippingMethodCaches = new WeakMap<object, Map<Locale, Cached>>();

export async function shippingMethods(ctx: Ctx, now: number = Date.now()): Promise<ShippingMethodRow[]> {
  let byLocale = shippingMethodCaches.get(ctx.languages);
  if (!byLocale) {
    byLocale = new Map();
    shippingMethodCaches.set(ctx.languages, byLocale);
  }
  const locale = ctx.locale;
  const hit = byLocale.get(locale);
  if (hit && now - hit.at < SHIPPING_METHODS_TTL_MS) return hit.value;
  const value = ctx.storeApi
    // Without onlyAvailable: the list must not depend on the session that happened to load it.
    .send("readShippingMethod post /shipping-method", { body: { limit: 50 } as never })
    .then(({ data }) => data?.elements ?? []);
  const entry: Cached = { at: now, value };
  byLocale.set(locale, entry);
  value.catch(() => {
    if (byLocale.get(locale) === entry) byLocale.delete(locale);
  });
  return value;
}
