/**
 * Business constants of SPEC §9, defined once. Static pages, notes and checks format them
 * with Intl (see app/business/format.ts) instead of repeating numbers in the translations.
 * The display limits and timings are in ./display.ts.
 */

/** Shipping and delivery (SPEC §9). */
export const SHIPPING = {
  countries: ["CH", "LI"] as const,
  /** Flat rate in CHF up to `baseWeightKg`. */
  basePrice: 7.7,
  baseWeightKg: 4,
  /** CHF per started kilogram above `baseWeightKg`. */
  extraPricePerKg: 1.5,
  /** Orders placed before this local time ship the same working day. */
  cutOffTime: "16:00",
  /** Share of parcels delivered on the next working day. */
  nextDayShare: 0.95,
  minWorkingDays: 1,
  maxWorkingDays: 2,
} as const;

/** Invoice terms (SPEC §9). */
export const INVOICE = {
  dueDays: 10,
  /** Yearly late interest. */
  lateInterest: 0.05,
  reminderFee: 25,
} as const;

/** Collection cost caps by claim size in CHF (SPEC §9); `maxCost` null = `percentage` of the claim. */
export interface CollectionCostRow {
  from: number;
  to: number | null;
  maxCost: number | null;
  percentage?: number;
}

export const COLLECTION_COSTS: readonly CollectionCostRow[] = [
  { from: 0, to: 150, maxCost: 80 },
  { from: 151, to: 600, maxCost: 175 },
  { from: 601, to: 1000, maxCost: 230 },
  { from: 1000.01, to: 10000, maxCost: 860 },
  { from: 10000, to: null, maxCost: null, percentage: 0.09 },
];

/** Returns (SPEC §9). */
export const RETURNS = {
  days: 14,
  refundMinWorkingDays: 1,
  refundMaxWorkingDays: 3,
} as const;

/** Retention and notice (SPEC §9). */
export const RETENTION = {
  guestDataYears: 2,
  inactiveAccountYears: 5,
  accountingYears: 10,
  analyticsMonths: 38,
  adsCookieDays: 30,
  privacyNoticeDays: 30,
} as const;

/** Loyalty card voucher in CHF (SPEC §1, §9); the points threshold is not shown. */
export const LOYALTY_VOUCHER = 5;

/** Currency of every amount in the shop. */
export const CURRENCY = "CHF";


/** Shipping cost in CHF for a parcel of `weightKg` (every started kg above the base weight costs extra). */
export function shippingCost(weightKg: number): number {
  const extraKg = Math.max(0, Math.ceil(weightKg - SHIPPING.baseWeightKg));
  return Math.round((SHIPPING.basePrice + extraKg * SHIPPING.extraPricePerKg) * 100) / 100;
}
