import type { Db } from "../db/connection.js";
import type { PriceRule } from "./price.js";

/** What the catalogue needs from a request context to price products (RequestContext satisfies it). */
export interface PricingContext {
  currencyId: string;
  customerId: string | null;
}

/**
 * The price rule of the context's current customer group (Shopware prices depend on the
 * context's customer group). Only the approved group (`customer.group_id`) counts: a pending
 * `requested_group_id` gives nothing. Anonymous contexts and groups without a discount → null,
 * so their prices stay exactly the stored catalogue prices.
 */
export function priceRuleFor(db: Db, customerId: string | null): PriceRule | null {
  if (!customerId) return null;
  const row = db
    .prepare("SELECT g.price_discount_percent AS pct FROM customer c JOIN customer_group g ON g.id = c.group_id WHERE c.id = ? AND c.active = 1")
    .get(customerId) as { pct: number | null } | undefined;
  const pct = Number(row?.pct ?? 0);
  return pct > 0 ? { discountPercent: pct } : null;
}
