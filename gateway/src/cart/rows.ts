/**
 * Resolver parents of the cart domain: the upstream Store API rows plus what the gateway read with
 * them in the same wave (context, chosen pharmacy, shipping methods). Field resolvers map lazily.
 */
import type { components } from "@shopware/api-client/store-api-types";
import type { ProductRow } from "../catalog/mapping.js";
import type { CartErrorCode, CartMessage, Fulfilment } from "../generated/graphql.js";
import type { SalesChannelContextRow } from "../session/resolvers.js";
import type { Locale } from "../session/locale.js";
import type { PharmacyApi } from "../pharmacy/storeApi.js";

export type UpstreamCart = components["schemas"]["Cart"];
export type UpstreamLineItem = components["schemas"]["LineItem"];
export type ShippingMethodRow = components["schemas"]["ShippingMethod"];

/** Parent of CartLineItem fields. */
export interface CartLineItemRow {
  item: UpstreamLineItem;
}

/** Parent of Cart fields: everything one cart answer was built from. */
export interface CartRow {
  /** null: no session (empty cart, nothing asked upstream). */
  cart: UpstreamCart | null;
  context: SalesChannelContextRow | null;
  /** The session's chosen pharmacy (null: none, or the upstream has no pharmacy route). */
  pharmacy: PharmacyApi | null;
  shippingMethods: ShippingMethodRow[];
  hasToken: boolean;
  locale: Locale;
}

export interface RequestedItemRow {
  productId: string | null;
  productNumber: string | null;
  quantity: number;
  product: ProductRow | null;
}

export interface ConflictRow {
  cartFulfilment: Fulfilment;
  requestedFulfilment: Fulfilment;
  cartItems: CartLineItemRow[];
  requestedItems: RequestedItemRow[];
}

/** Parent of CartResult fields. */
export interface CartResultRow {
  ok: boolean;
  errorCode: CartErrorCode | null;
  message: string | null;
  messages: CartMessage[];
  conflict: ConflictRow | null;
  cart: CartRow;
}
