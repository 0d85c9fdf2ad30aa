/**
 * Swiss cash rounding (Shopware currency CHF: itemRounding 0.01, totalRounding 0.05). The cart keeps the exact sum
 * as price.rawTotal and rounds price.totalPrice to 5 Rappen; the difference is shown as its own "Rundung" line so
 * the figures a shopper reads add up to the total.
 */
const cents = (amount: number) => Math.round(amount * 100);

/** totalPrice − rawTotal in CHF (−0.02 … +0.02), 0 when the total needed no rounding or rawTotal is unknown. */
export function cashRounding(rawTotal: number | null | undefined, totalPrice: number | null | undefined): number {
  if (typeof rawTotal !== "number" || typeof totalPrice !== "number" || !Number.isFinite(rawTotal) || !Number.isFinite(totalPrice)) return 0;
  return (cents(totalPrice) - cents(rawTotal)) / 100;
}
