import type { Row } from "../db/translations.js";

/** Swiss VAT of a gross cart: rounding, taxes per rate and amounts spread over the goods' rates. */

export const round2 = (n: number) => Math.round(n * 100) / 100;
/** Swiss cash rounding of the cart total (currency totalRounding 0.05), half up, in whole cents. */
export const round05 = (n: number) => (Math.round(Math.round(n * 100) / 5) * 5) / 100;
/** VAT contained in a gross amount: gross × rate / (100 + rate), rounded to 0.01. */
const taxOf = (gross: number, rate: number) => round2((gross * rate) / (100 + rate));

export interface TaxShare {
  rate: number;
  gross: number;
}

export function taxesOf(shares: TaxShare[]) {
  const byRate = new Map<number, number>();
  for (const s of shares) byRate.set(s.rate, (byRate.get(s.rate) ?? 0) + s.gross);
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  const total = [...byRate.values()].reduce((a, b) => a + b, 0);
  return {
    calculatedTaxes: rates.map((rate) => {
      const price = round2(byRate.get(rate)!);
      return { tax: taxOf(price, rate), taxRate: rate, price, apiAlias: "cart_tax_calculated" };
    }),
    taxRules: rates.map((rate) => ({
      taxRate: rate,
      percentage: total === 0 ? round2(100 / rates.length) : round2((byRate.get(rate)! / total) * 100),
      apiAlias: "cart_tax_rule",
    })),
  };
}

/** A CalculatedPrice for an amount spread over tax rates (promotions, shipping). */
export function spreadPrice(total: number, shares: TaxShare[]): Row {
  const { calculatedTaxes, taxRules } = taxesOf(shares);
  return {
    unitPrice: total,
    quantity: 1,
    totalPrice: total,
    calculatedTaxes,
    taxRules,
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: "calculated_price",
  };
}

/** Splits an amount over the goods' tax rates in proportion to their gross, cents adding up exactly. */
export function splitByRate(amount: number, goods: TaxShare[]): TaxShare[] {
  const byRate = new Map<number, number>();
  for (const g of goods) byRate.set(g.rate, (byRate.get(g.rate) ?? 0) + g.gross);
  const total = [...byRate.values()].reduce((a, b) => a + b, 0);
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  if (total <= 0 || rates.length === 0) return [];
  let left = Math.round(amount * 100);
  return rates.map((rate, i) => {
    const cents = i === rates.length - 1 ? left : Math.round((Math.round(amount * 100) * byRate.get(rate)!) / total);
    left -= cents;
    return { rate, gross: cents / 100 };
  });
}
