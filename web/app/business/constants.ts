/**
 * Business constants of SPEC §9 that only the web shows, defined once. Static pages, notes and checks
 * format them with Intl (see app/business/format.ts) instead of repeating numbers in the translations.
 * Shipping and invoice terms are `@shop/rules`' SHIPPING and INVOICE_TERMS (the platform prints and
 * charges the same); the display limits and timings are in ./display.ts.
 */

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
