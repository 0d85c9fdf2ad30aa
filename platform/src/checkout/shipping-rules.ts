/**
 * Shipping costs and delivery dates as data (SPEC §9), the one place they are defined. The cart
 * calculates with these functions, and the same numbers are written into the shipping methods'
 * Shopware price matrix (`shippingPriceMatrix`) and custom fields at start-up, so a client reading
 * the shipping-method entity sees the rule the cart applies.
 */

export const SHIPPING_RULES = {
  parcel: {
    technicalName: "shipping_post_parcel",
    /** CHF for a parcel up to `includedKg` (inclusive) */
    baseCost: 7.7,
    includedKg: 4,
    /** CHF per started kg above `includedKg`: 4.01 kg → +1 kg, 5.00 kg → +1 kg, 7.30 kg → +4 kg */
    perStartedKg: 1.5,
    /** the price matrix lists weight rows up to here; the formula itself has no upper bound */
    matrixUpToKg: 30,
  },
  clickAndCollect: {
    technicalName: "shipping_click_and_collect",
    cost: 0,
  },
  /** goods total (after promotions, gross CHF) from which the parcel is free; env PLATFORM_FREE_SHIPPING_FROM */
  defaultFreeShippingFrom: 50,
  /** custom field of the parcel method that publishes the threshold to clients */
  freeShippingCustomField: "shop_free_shipping_from",
  /** orders before this Europe/Zurich time on a working day leave the warehouse the same day */
  cutOff: "16:00",
  /** working days from shipping to arrival: ~95 % arrive the next working day, almost all within two */
  arrivalWorkingDays: { earliest: 1, latest: 2 },
} as const;

export type ShippingKind = "parcel" | "click_and_collect" | "other";

export function shippingKindOf(technicalName: string | null | undefined): ShippingKind {
  if (technicalName === SHIPPING_RULES.parcel.technicalName) return "parcel";
  if (technicalName === SHIPPING_RULES.clickAndCollect.technicalName) return "click_and_collect";
  return "other";
}

/**
 * Parcel price for a weight: base price up to 4 kg inclusive, then per STARTED kg. Weights are
 * compared in whole grams so float sums (0.1 + 0.2 …) never start an extra kilogram.
 */
export function parcelCost(weightKg: number): number {
  const { baseCost, includedKg, perStartedKg } = SHIPPING_RULES.parcel;
  const grams = Math.max(0, Math.round(weightKg * 1000));
  const extraKg = Math.max(0, Math.ceil((grams - includedKg * 1000) / 1000));
  return Math.round((baseCost + extraKg * perStartedKg) * 100) / 100;
}

export interface ShippingCostInput {
  kind: ShippingKind;
  /** goods total after promotions (gross CHF) */
  goodsTotal: number;
  /** weight of the physical items that do not ship free */
  weightKg: number;
  /** there are physical items at all (digital-only carts ship nothing) */
  hasPhysicalItems: boolean;
  /** every physical item is marked shippingFree (Shopware: free delivery when all positions are) */
  allShippingFree: boolean;
  freeShippingFrom: number;
}

export function shippingCost(input: ShippingCostInput): number {
  if (!input.hasPhysicalItems || input.allShippingFree) return 0;
  if (input.kind === "click_and_collect") return SHIPPING_RULES.clickAndCollect.cost;
  if (input.goodsTotal >= input.freeShippingFrom) return 0;
  return parcelCost(input.weightKg);
}

/**
 * Shopware's shipping_method_price rows (calculation 3 = by weight, quantities in kg) expressing the
 * parcel formula up to `matrixUpToKg`. Shopware cannot state "free from an amount" in the same matrix
 * without a rule, so the threshold is published as a custom field instead.
 */
export function shippingPriceMatrix(kind: ShippingKind, shippingMethodId: string, currencyId: string, idFor: (key: string) => string) {
  const row = (key: string, calculation: number, start: number, end: number | null, gross: number) => ({
    id: idFor(`shipping_method_price:${shippingMethodId}:${key}`),
    shippingMethodId,
    calculation,
    quantityStart: start,
    quantityEnd: end,
    currencyPrice: [{ currencyId, gross, net: Math.round((gross / 1.081) * 100) / 100, linked: false }],
  });
  if (kind !== "parcel") return [row("all", 1, 1, null, SHIPPING_RULES.clickAndCollect.cost)];
  const { includedKg, matrixUpToKg } = SHIPPING_RULES.parcel;
  const rows = [row(`0-${includedKg}`, 3, 0, includedKg, parcelCost(includedKg))];
  for (let kg = includedKg; kg < matrixUpToKg; kg++) rows.push(row(`${kg}-${kg + 1}`, 3, kg + 0.001, kg + 1, parcelCost(kg + 1)));
  return rows;
}
