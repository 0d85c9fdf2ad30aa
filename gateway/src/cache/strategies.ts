/**
 * Cache policy as data (the idea of Hydrogen's CacheShort/CacheLong/CacheNone, our own rules).
 *
 * A strategy says how long a response stays fresh and how long a stale copy may still be served
 * while it is refreshed in the background. A policy adds how the response relates to the session:
 *
 * - "public":  the answer never depends on the shopper (SEO URLs, navigation, CMS, reviews). The
 *              context token is NOT sent, so the answer is the same for everyone and always cacheable.
 * - "varies":  the answer depends on the session's PRICE CONTEXT (customer group, currency, tax
 *              state, country; the language is in every key anyway), not on the shopper: prices per
 *              customer group, listings with prices. Without a token, or with a token whose price
 *              context is the sales channel's default, the answer is the anonymous one: sent WITHOUT
 *              the token and cached in the anonymous entry. Any other price context gets its own
 *              entry (the price context is part of the key) and is sent with the token on a miss.
 *              While a token's price context is unknown (its context read failed), it is fetched with
 *              the token and not cached.
 * - "private": always fetched with the token, never cached (writes, customer data).
 *
 * Keys always include the operation, the language and the whole request (path, query, body), plus
 * the price variant of a non-default price context (see cache/priceContext.ts).
 */
import type { OperationKey } from "../storeApi/client.js";

export interface CacheStrategy {
  /** Fresh for this long. 0 = never stored. */
  maxAgeMs: number;
  /** After expiry, a stale copy is served for this long while one background refresh runs. */
  staleWhileRevalidateMs: number;
  /** false: not kept past its stale window as an outage fallback (stale-if-error); default true. */
  keepIfError?: boolean;
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
  // Only catalogue reads consult this table: the shop's payment methods as the footer lists them (shopPaymentMethods),
  // asked without a token. The checkout's and account's reads of the same operation go with the session, uncached.
  "readPaymentMethod post /payment-method": { session: "public", strategy: CacheLong() },
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

/**
 * How long the gateway trusts what it learnt about a token's price context (GET /context), and how
 * many tokens it remembers. Short, because a change made outside this gateway (another gateway
 * process, an approved customer-group request) is only seen when the entry expires; changes made by
 * this gateway invalidate the entry at once (session/sessionContext.ts).
 */
export const PRICE_CONTEXT_POLICY = { ttlMs: 60_000, maxTokens: 10_000 } as const;

/** Whether a call needs the session's price variant before it can be planned (only "varies" reads with a token). */
export function needsPriceVariant(policy: CachePolicy, hasToken: boolean): boolean {
  return policy.session === "varies" && hasToken && policy.strategy.maxAgeMs > 0;
}

/** What to do for one call: send the token? may the answer be read from / written to the cache, under which variant? */
export interface CallPlan {
  sendToken: boolean;
  cacheable: boolean;
  /** Extra cache-key part: the price variant of a non-default price context; null = the anonymous entry. */
  variant: string | null;
}

/**
 * @param variant the session's price variant for "varies" reads with a token: null = the sales
 *   channel's default price context, a string = another one, undefined = unknown.
 */
export function planCall(policy: CachePolicy, hasToken: boolean, variant?: string | null): CallPlan {
  const storable = policy.strategy.maxAgeMs > 0;
  switch (policy.session) {
    case "public":
      return { sendToken: false, cacheable: storable, variant: null };
    case "varies":
      if (!hasToken || variant === null) return { sendToken: false, cacheable: storable, variant: null };
      if (variant === undefined) return { sendToken: true, cacheable: false, variant: null };
      return { sendToken: true, cacheable: storable, variant };
    default:
      return { sendToken: true, cacheable: false, variant: null };
  }
}
