/**
 * The price-relevant part of a Store API context, and the cache-key part ("price variant") derived
 * from it. Session-dependent catalogue reads ("varies" in strategies.ts) are keyed by this instead
 * of by the token, so shoppers with a cart or an account keep the catalogue cache.
 *
 * The language is not part of it: every catalogue read sends its language explicitly and every key
 * carries it already.
 */
export interface PriceContext {
  customerGroupId: string | null;
  currencyId: string | null;
  taxState: string;
  countryId: string | null;
}

/**
 * The parts of GET /context that decide prices. A lenient reading: real Shopware may send nulls, and
 * the official types omit `currentCustomerGroup.id`, which Shopware does send.
 */
export interface PriceContextSource {
  currentCustomerGroup?: { id?: string | null } | null;
  fallbackCustomerGroup?: { id?: string | null; displayGross?: boolean | null } | null;
  currency?: { id?: string | null } | null;
  context?: { currencyId?: string | null; taxState?: string | null } | null;
  shippingLocation?: { country?: { id?: string | null } | null } | null;
  salesChannel?: { customerGroupId?: string | null; currencyId?: string | null; countryId?: string | null } | null;
}

/** The session's price context. */
export function priceContextOf(row: PriceContextSource): PriceContext {
  return {
    customerGroupId: row.currentCustomerGroup?.id ?? row.fallbackCustomerGroup?.id ?? row.salesChannel?.customerGroupId ?? null,
    currencyId: row.context?.currencyId ?? row.currency?.id ?? row.salesChannel?.currencyId ?? null,
    taxState: row.context?.taxState ?? "gross",
    countryId: row.shippingLocation?.country?.id ?? row.salesChannel?.countryId ?? null,
  };
}

/**
 * The sales channel's default price context, read from the same answer (never hard-coded ids):
 * its default customer group, currency and country, and the tax display of the default group.
 */
export function defaultPriceContextOf(row: PriceContextSource): PriceContext {
  return {
    customerGroupId: row.salesChannel?.customerGroupId ?? row.fallbackCustomerGroup?.id ?? null,
    currencyId: row.salesChannel?.currencyId ?? null,
    taxState: row.fallbackCustomerGroup?.displayGross === false ? "net" : "gross",
    countryId: row.salesChannel?.countryId ?? null,
  };
}

function samePriceContext(a: PriceContext, b: PriceContext): boolean {
  return a.customerGroupId === b.customerGroupId && a.currencyId === b.currencyId && a.taxState === b.taxState && a.countryId === b.countryId;
}

/**
 * The cache-key part of a price context: null when it is the sales channel's default (the answer is
 * the anonymous one), otherwise a stable string naming every price-relevant field.
 */
export function priceVariantOf(price: PriceContext, defaults: PriceContext): string | null {
  if (samePriceContext(price, defaults)) return null;
  return `g=${price.customerGroupId ?? "-"};c=${price.currencyId ?? "-"};t=${price.taxState};k=${price.countryId ?? "-"}`;
}

/** GET /context answer → price variant (null = default). */
export function priceVariantOfContext(answer: object): string | null {
  const row = answer as PriceContextSource;
  return priceVariantOf(priceContextOf(row), defaultPriceContextOf(row));
}
