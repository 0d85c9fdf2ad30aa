import type { Row } from "../db/translations.js";

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface PriceInput {
  gross: number;
  listGross: number | null;
  taxRate: number;
  quantity?: number;
  reference?: { purchaseUnit: number; referenceUnit: number; unitName: string } | null;
}

/**
 * Shopware's CalculatedPrice for a gross (tax-inclusive) sales channel: taxes are extracted
 * from the gross price, list price discount is negative (price - listPrice), percentage is rounded to 2.
 */
export function calculatedPrice(p: PriceInput, apiAlias = "calculated_price"): Row {
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
