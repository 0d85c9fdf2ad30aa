/**
 * Server-side wishlist of logged-in, non-guest customers (SPEC §4, §6). Anonymous visitors keep
 * their list in the browser (`wishlist` is null for them) and send it with `login`, which merges it.
 */
import { isEntityId } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { Resolvers } from "../generated/graphql.js";
import type { ProductRow } from "../catalog/mapping.js";
import { PRODUCT_ASSOCIATIONS } from "../catalog/loaders.js";
import { failureResult, isNotLoggedIn, upstreamFailure } from "../account/failures.js";
import { failed, succeeded, type ResultBase } from "../account/results.js";
import { toGraphQLError } from "../errors/graphql.js";
import { sanitizeProductIds } from "./ids.js";

/** Parent of the Wishlist type. */
export interface WishlistRow {
  productIds: string[];
  products: ProductRow[];
  total: number;
}

const EMPTY: WishlistRow = { productIds: [], products: [], total: 0 };
/** Store API page size maximum. */
const WISHLIST_LIMIT = 100;

/** The session customer's wishlist; null for anonymous visitors and guests. */
export async function loadWishlist(ctx: GatewayContext): Promise<WishlistRow | null> {
  if (!(await ctx.account.registeredCustomer())) return null;
  try {
    const result = await ctx.storeApi.send("readCustomerWishlist post /customer/wishlist", {
      body: { limit: WISHLIST_LIMIT, associations: PRODUCT_ASSOCIATIONS } as never,
    });
    const products = (result.data?.products?.elements ?? []) as ProductRow[];
    return { productIds: products.map((p) => p.id), products, total: result.data?.products?.total ?? products.length };
  } catch (error) {
    const failure = upstreamFailure(error);
    // Shopware answers an empty (never created) wishlist with 404 CHECKOUT__WISHLIST_NOT_FOUND.
    if (failure.codes.includes("CHECKOUT__WISHLIST_NOT_FOUND") || failure.status === 404) return EMPTY;
    if (isNotLoggedIn(failure)) return null;
    throw toGraphQLError(error, ctx.locale);
  }
}

interface WishlistResultRow extends ResultBase {
  wishlist: WishlistRow | null;
}

async function withWishlist(ctx: GatewayContext, result: ResultBase): Promise<WishlistResultRow> {
  return { ...result, wishlist: result.ok ? await loadWishlist(ctx) : null };
}

/** Wishlist mutations need a registered customer (guests and anonymous visitors keep it locally). */
async function refuseAnonymous(ctx: GatewayContext): Promise<WishlistResultRow | null> {
  if (await ctx.account.registeredCustomer()) return null;
  return { ...failed(ctx.locale, "NOT_LOGGED_IN", "account.notLoggedIn"), wishlist: null };
}

function productNotFound(ctx: GatewayContext): WishlistResultRow {
  return { ...failed(ctx.locale, "NOT_FOUND", "account.productNotAvailable"), wishlist: null };
}

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: (_parent, _args, ctx) => loadWishlist(ctx),
  },
  Mutation: {
    addToWishlist: async (_parent, { productId }, ctx) => {
      const refused = await refuseAnonymous(ctx);
      if (refused) return refused;
      const id = productId.trim().toLowerCase();
      if (!isEntityId(id)) return productNotFound(ctx);
      try {
        await ctx.storeApi.send("addProductOnWishlist post /customer/wishlist/add/{productId}", { pathParams: { productId: id } });
      } catch (error) {
        // Adding twice is not an error for the shopper.
        if (!upstreamFailure(error).codes.includes("CHECKOUT__DUPLICATE_WISHLIST_PRODUCT")) {
          return { ...failureResult(error, ctx.locale, { fallback: "account.wishlistFailed", logger: ctx.logger, operation: "addToWishlist" }), wishlist: null };
        }
      }
      return withWishlist(ctx, succeeded(ctx.locale, "account.wishlistUpdated"));
    },

    removeFromWishlist: async (_parent, { productId }, ctx) => {
      const refused = await refuseAnonymous(ctx);
      if (refused) return refused;
      const id = productId.trim().toLowerCase();
      if (!isEntityId(id)) return productNotFound(ctx);
      try {
        await ctx.storeApi.send("deleteProductOnWishlist delete /customer/wishlist/delete/{productId}", { pathParams: { productId: id } });
      } catch (error) {
        // Removing what is not there leaves the wishlist as the shopper wants it.
        const failure = upstreamFailure(error);
        if (!failure.codes.includes("CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND") && !failure.codes.includes("CHECKOUT__WISHLIST_NOT_FOUND")) {
          return { ...failureResult(error, ctx.locale, { fallback: "account.wishlistFailed", logger: ctx.logger, operation: "removeFromWishlist" }), wishlist: null };
        }
      }
      return withWishlist(ctx, succeeded(ctx.locale, "account.wishlistUpdated"));
    },

    mergeWishlist: async (_parent, { productIds }, ctx) => {
      const refused = await refuseAnonymous(ctx);
      if (refused) return refused;
      const ids = sanitizeProductIds(productIds);
      if (ids.length > 0) {
        try {
          await ctx.storeApi.send("mergeProductOnWishlist post /customer/wishlist/merge", { body: { productIds: ids } });
        } catch (error) {
          return { ...failureResult(error, ctx.locale, { fallback: "account.wishlistFailed", logger: ctx.logger, operation: "mergeWishlist" }), wishlist: null };
        }
      }
      return withWishlist(ctx, succeeded(ctx.locale, "account.wishlistUpdated"));
    },
  },
};
