import type { Row } from "../db/translations.js";

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface PriceInput {
  gross: number;
  listGross: number | null;
  taxRate: number;
  quantity?: number;
  reference?: { purchaseUnit: number; referenceUnit: number; unitName: string } | null;
  /** the context's customer-group price rule; absent/null = the catalogue price as stored */
  rule?: PriceRule | null;
}

/**
 * A customer-group price rule (Shopware: prices depend on the context's current customer group).
 * Only a percentage reduction exists; see `./customer-group-pricing.ts` for where it comes from.
 */
export interface PriceRule {
  discountPercent: number;
}

/**
 * Applies a group rule to a gross price: reduced by the percentage and rounded to 0.05 CHF (Swiss
 * cash rounding, half up), so group prices look like the shop's other prices. The original price
 * becomes the list price (or the stored list price, if higher) so the saving is shown.
 */
export function applyPriceRule(gross: number, listGross: number | null, rule: PriceRule | null | undefined): { gross: number; listGross: number | null } {
  if (!rule || !(rule.discountPercent > 0) || gross <= 0) return { gross, listGross };
  // integer cents avoid float drift (e.g. 12.9 * 0.9 = 11.610000000000001)
  const reducedCents = (Math.round(gross * 100) * (100 - Math.min(rule.discountPercent, 100))) / 100;
  const reduced = (Math.round(reducedCents / 5) * 5) / 100;
  return { gross: reduced, listGross: Math.max(listGross ?? 0, gross) };
}

/**
 * Shopware's CalculatedPrice for a gross (tax-inclusive) sales channel: taxes are extracted
 * from the gross price, list price discount is negative (price - listPrice), percentage is rounded to 2.
 * With a group `rule`, the group price replaces the gross price (see applyPriceRule).
 */
export function calculatedPrice(input: PriceInput, apiAlias = "calculated_price"): Row {
  // the single place where the group rule enters: every Store API price is built here
  const p = { ...input, ...applyPriceRule(input.gross, input.listGross, input.rule) };
  const quantity = p.quantity ?? 1;
  const total = round2(p.gross * quantity);
  const tax = round2(total - total / (1 + p.taxRate / 100));
  const listPrice =
    p.listGross && p.listGross > p.gross
      ? {
          price: p.listGross,
          discount: round2(p.gross - p.listGross),
          percentage: round2(((p.listGross - p.gross) / p.listGross) * 100),
          apiAlias: "cart_list_price",
        }
      : null;
  const referencePrice = p.reference
    ? {
        purchaseUnit: p.reference.purchaseUnit,
        referenceUnit: p.reference.referenceUnit,
        unitName: p.reference.unitName,
        price: round2((p.gross / p.reference.purchaseUnit) * p.reference.referenceUnit),
        listPrice: null,
        regulationPrice: null,
        hasRange: false,
        variantId: null,
        apiAlias: "cart_price_reference",
      }
    : null;
  return {
    unitPrice: p.gross,
    quantity,
    totalPrice: total,
    calculatedTaxes: [{ tax, taxRate: p.taxRate, price: total, apiAlias: "cart_tax_calculated" }],
    taxRules: [{ taxRate: p.taxRate, percentage: 100, apiAlias: "cart_tax_rule" }],
    referencePrice,
    listPrice,
    regulationPrice: null,
    apiAlias,
  };
}

/** Picks the price entry for the currency (Shopware price JSON), falling back to the first one. */
export function pickCurrencyPrice(priceJson: Row[], currencyId: string): Row | undefined {
  return priceJson.find((p) => p.currencyId === currencyId) ?? priceJson[0];
}
