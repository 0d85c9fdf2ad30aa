/** Line item mapping: prices, quantity rules, flags, options and the tier hint for the stepper. */
import type { CartLineItemOption, CartTierHint } from "../generated/graphql.js";
import type { MoneyShape, ProductRow } from "../catalog/mapping.js";
import { priceTiers } from "../catalog/product.js";
import { isPickupItem } from "./fulfilment.js";
import { money } from "./totals.js";
import type { UpstreamLineItem } from "./rows.js";

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function payloadOf(item: UpstreamLineItem): Record<string, unknown> {
  return record(item.payload);
}

/** Promotion items are identified by their code (payload.code in Shopware), products by their id. */
export function referencedIdOf(item: UpstreamLineItem): string {
  if (item.type === "promotion") {
    const code = payloadOf(item).code;
    if (typeof code === "string" && code !== "") return code;
  }
  return item.referencedId ?? item.id;
}

export function productNumberOf(item: UpstreamLineItem): string | null {
  const value = payloadOf(item).productNumber;
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * The article number the shopper sees on the product page (catalog/product.ts `sku`): the
 * order-time copy of the product's custom field `product_sku`, else the product number.
 */
export function skuOf(item: UpstreamLineItem): string | null {
  const value = record(payloadOf(item).customFields).product_sku;
  return typeof value === "string" && value !== "" ? value : productNumberOf(item);
}

export function optionsOf(item: UpstreamLineItem): CartLineItemOption[] {
  const options = payloadOf(item).options;
  if (!Array.isArray(options)) return [];
  return options
    .map((o) => record(o))
    .filter((o) => typeof o.group === "string" && typeof o.option === "string")
    .map((o) => ({ group: o.group as string, option: o.option as string }));
}

export function unitPriceOf(item: UpstreamLineItem): MoneyShape {
  return money(item.price?.unitPrice ?? 0);
}

export function listPriceOf(item: UpstreamLineItem): MoneyShape | null {
  const list = item.price?.listPrice?.price;
  const unit = item.price?.unitPrice ?? 0;
  return typeof list === "number" && list > unit ? money(list) : null;
}

export function quantityRules(item: UpstreamLineItem): { minPurchase: number; purchaseSteps: number; maxPurchase: number | null } {
  const info = item.quantityInformation ?? {};
  const positive = (n: unknown) => (typeof n === "number" && Number.isFinite(n) && n >= 1 ? Math.trunc(n) : null);
  return {
    minPurchase: positive(info.minPurchase) ?? 1,
    purchaseSteps: positive(info.purchaseSteps) ?? 1,
    maxPurchase: positive(info.maxPurchase),
  };
}

export function stockOf(item: UpstreamLineItem): number | null {
  const stock = item.deliveryInformation?.stock;
  return typeof stock === "number" && Number.isFinite(stock) ? stock : null;
}

export function isDownloadItem(item: UpstreamLineItem): boolean {
  return (item.states ?? []).includes("is-download");
}

export { isPickupItem };

/**
 * The next cheaper tier above the current quantity (catalogue tier prices; each tier starts one
 * above the previous tier's upper bound, the last tier at its own quantity).
 */
export function nextTier(product: ProductRow | null, quantity: number, currentUnit: number): CartTierHint | null {
  if (!product) return null;
  const tiers = priceTiers(product);
  let start = 1;
  for (const tier of tiers) {
    const from = tier.kind === "FROM" ? tier.quantity : start;
    if (from > quantity && tier.unitPrice.amount < currentUnit) return { fromQuantity: from, unitPrice: tier.unitPrice };
    start = tier.quantity + 1;
  }
  return null;
}
