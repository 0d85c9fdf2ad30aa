/**
 * Cache policy as data (the idea of Hydrogen's CacheShort/CacheLong/CacheNone, our own rules).
 *
 * A strategy says how long a response stays fresh and how long a stale copy may still be served
 * while it is refreshed in the background. A policy adds how the response relates to the session:
 *
 * - "public":  the answer never depends on the shopper (SEO URLs, navigation, CMS, reviews). The
 *              context token is NOT sent, so the answer is the same for everyone and always cacheable.
 * - "varies":  the answer depends on the session when there is one (prices per customer group,
 *              listings with prices). Without a context token it is cached like "public"; with a
 *              token it is fetched with the token and NEVER cached.
 * - "private": always fetched with the token, never cached (writes, customer data).
 *
 * Keys always include the operation, the language and the whole request (path, query, body).
 */
import type { OperationKey } from "../storeApi/client.js";

export interface CacheStrategy {
  /** Fresh for this long. 0 = never stored. */
  maxAgeMs: number;
  /** After expiry, a stale copy is served for this long while one background refresh runs. */
  staleWhileRevalidateMs: number;
}

export type SessionRelation = "public" | "varies" | "private";

export interface CachePolicy {
  session: SessionRelation;
  strategy: CacheStrategy;
}

export const CacheNone = (): CacheStrategy => ({ maxAgeMs: 0, staleWhileRevalidateMs: 0 });
/** Data that changes during the day (prices, stock, reviews): 1 min fresh, 4 min stale. */
export const CacheShort = (override: Partial<CacheStrategy> = {}): CacheStrategy => ({
  maxAgeMs: 60_000,
  staleWhileRevalidateMs: 240_000,
  ...override,
});
/** Structure that rarely changes (SEO URLs, navigation, CMS layouts): 10 min fresh, 50 min stale. */
export const CacheLong = (override: Partial<CacheStrategy> = {}): CacheStrategy => ({
  maxAgeMs: 600_000,
  staleWhileRevalidateMs: 3_000_000,
  ...override,
});

/** Policy per Store API operation. Operations not listed are "private" (never cached). */
export const CACHE_POLICIES: Partial<Record<OperationKey, CachePolicy>> = {
  "readSeoUrl post /seo-url": { session: "public", strategy: CacheLong() },
  "readNavigation post /navigation/{activeId}/{rootId}": { session: "public", strategy: CacheLong() },
  // Category and landing pages embed CMS slots with product data (prices) → varies.
  "readCategory post /category/{navigationId}": { session: "varies", strategy: CacheShort() },
  "readLandingPage post /landing-page/{landingPageId}": { session: "varies", strategy: CacheShort() },
  "readProductListing post /product-listing/{categoryId}": { session: "varies", strategy: CacheShort() },
  "readProduct post /product": { session: "varies", strategy: CacheShort() },
  "readProductDetail post /product/{productId}": { session: "varies", strategy: CacheShort() },
  "readProductCrossSellings post /product/{productId}/cross-selling": { session: "varies", strategy: CacheShort() },
  "searchPage post /search": { session: "varies", strategy: CacheShort() },
  "searchSuggest post /search-suggest": { session: "varies", strategy: CacheShort() },
  // Published reviews are the same for everyone.
  "readProductReviews post /product/{productId}/reviews": { session: "public", strategy: CacheShort() },
};

export const PRIVATE_POLICY: CachePolicy = { session: "private", strategy: CacheNone() };

export function policyFor(operation: OperationKey): CachePolicy {
  return CACHE_POLICIES[operation] ?? PRIVATE_POLICY;
}

/** What to do for one call: send the token? may the answer be read from / written to the cache? */
export interface CallPlan {
  sendToken: boolean;
  cacheable: boolean;
}

export function planCall(policy: CachePolicy, hasToken: boolean): CallPlan {
  const storable = policy.strategy.maxAgeMs > 0;
  switch (policy.session) {
    case "public":
      return { sendToken: false, cacheable: storable };
    case "varies":
      return hasToken ? { sendToken: true, cacheable: false } : { sendToken: false, cacheable: storable };
    default:
      return { sendToken: true, cacheable: false };
  }
}
