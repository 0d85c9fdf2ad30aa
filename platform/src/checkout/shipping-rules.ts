/**
 * Shipping costs and delivery dates as data (SPEC §9). The numbers are `@shop/rules`' SHIPPING (the
 * one definition the web and gateway show too); this file adds what only the platform needs. The cart
 * calculates with these functions, and the same numbers are written into the shipping methods'
 * Shopware price matrix (`shippingPriceMatrix`) and custom fields at start-up, so a client reading
 * the shipping-method entity sees the rule the cart applies.
 */
import { FREE_SHIPPING_FROM_FIELD, parcelCost, SHIPPING, SHIPPING_METHOD_NAMES } from "@shop/rules";

export const SHIPPING_RULES = {
  parcel: {
    technicalName: SHIPPING_METHOD_NAMES.parcel,
    ...SHIPPING.parcel,
    /** the price matrix lists weight rows up to here; the formula itself has no upper bound */
    matrixUpToKg: 30,
  },
  clickAndCollect: {
    technicalName: SHIPPING_METHOD_NAMES.clickAndCollect,
    cost: SHIPPING.clickAndCollectCost,
  },
  /** env PLATFORM_FREE_SHIPPING_FROM overrides it */
  defaultFreeShippingFrom: SHIPPING.freeShippingFrom,
  freeShippingCustomField: FREE_SHIPPING_FROM_FIELD,
  cutOff: SHIPPING.cutOff,
  arrivalWorkingDays: SHIPPING.arrivalWorkingDays,
} as const;

export type ShippingKind = "parcel" | "click_and_collect" | "other";

export function shippingKindOf(technicalName: string | null | undefined): ShippingKind {
  if (technicalName === SHIPPING_RULES.parcel.technicalName) return "parcel";
  if (technicalName === SHIPPING_RULES.clickAndCollect.technicalName) return "click_and_collect";
  return "other";
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
