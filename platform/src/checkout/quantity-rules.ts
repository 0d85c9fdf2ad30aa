/** Shopware's core.cart.maxQuantity default: no line item exceeds it. */
export const DEFAULT_MAX_QUANTITY = 100;

export interface QuantityLimits {
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  stock: number;
  isCloseout: boolean;
}

export type QuantityOutcome =
  | { kind: "ok"; quantity: number }
  | { kind: "adjusted"; quantity: number; reason: "min-order-quantity" | "purchase-steps-quantity" | "max-order-quantity" | "product-stock-reached" }
  | { kind: "out-of-stock" };

/**
 * The most a shopper may order (Shopware's calculatedMaxPurchase, as the catalogue renders it):
 * the product's maxPurchase (else 100), and no more than the stock when there is stock. A
 * closeout product (sold while stock lasts) is limited by its stock even at 0.
 */
export function calculatedMaxPurchase(l: Pick<QuantityLimits, "maxPurchase" | "stock" | "isCloseout">): number {
  const max = l.maxPurchase ?? DEFAULT_MAX_QUANTITY;
  if (l.isCloseout) return Math.min(Math.max(l.stock, 0), max);
  return Math.min(l.stock > 0 ? l.stock : DEFAULT_MAX_QUANTITY, max);
}

/**
 * Fits a requested quantity to min purchase, purchase steps (min, min + steps, …) and the maximum,
 * reporting the last rule that changed it, as Shopware's cart validators do one after another.
 */
export function applyQuantityRules(requested: number, l: QuantityLimits): QuantityOutcome {
  const min = Math.max(1, l.minPurchase);
  const steps = Math.max(1, l.purchaseSteps);
  const max = calculatedMaxPurchase(l);
  if (max < min) return { kind: "out-of-stock" };
  let q = requested;
  let reason: Extract<QuantityOutcome, { kind: "adjusted" }>["reason"] | undefined;
  if (q < min) {
    q = min;
    reason = "min-order-quantity";
  }
  if ((q - min) % steps !== 0) {
    q = min + Math.floor((q - min) / steps) * steps;
    reason = "purchase-steps-quantity";
  }
  if (q > max) {
    q = min + Math.floor((max - min) / steps) * steps;
    const stockLimited = (l.isCloseout || l.stock > 0) && l.stock < (l.maxPurchase ?? DEFAULT_MAX_QUANTITY);
    reason = stockLimited ? "product-stock-reached" : "max-order-quantity";
  }
  return reason ? { kind: "adjusted", quantity: q, reason } : { kind: "ok", quantity: q };
}
