/**
 * Shipping and delivery rules of SPEC §9, defined once: the platform calculates carts and writes its
 * price matrix from them, the gateway derives the shipping day from the cut-off, the web shows them on
 * the static pages and the footer, and the seeded CMS page is formatted from them.
 */
/** Shopware technicalNames of the shop's two shipping methods. */
export const SHIPPING_METHOD_NAMES = { parcel: "shipping_post_parcel", clickAndCollect: "shipping_click_and_collect" } as const;

/** Custom field of the parcel method that publishes the free-shipping threshold (CHF, gross) to clients. */
export const FREE_SHIPPING_FROM_FIELD = "shop_free_shipping_from";

export const SHIPPING = {
  countries: ["CH", "LI"] as const,
  parcel: {
    /** CHF for a parcel up to `includedKg` (inclusive) */
    baseCost: 7.7,
    includedKg: 4,
    /** CHF per started kg above `includedKg`: 4.01 kg → +1 kg, 5.00 kg → +1 kg, 7.30 kg → +4 kg */
    perStartedKg: 1.5,
  },
  clickAndCollectCost: 0,
  /** goods total (after promotions, gross CHF) from which the parcel is free (platform default; env can override) */
  freeShippingFrom: 50,
  /** orders before this Europe/Zurich time on a working day leave the warehouse the same day */
  cutOff: "16:00",
  timeZone: "Europe/Zurich",
  /** share of parcels that arrive on the next working day */
  nextDayShare: 0.95,
  /** working days from shipping to arrival: ~95 % arrive the next working day, almost all within two */
  arrivalWorkingDays: { earliest: 1, latest: 2 },
} as const;

/**
 * Parcel price for a weight: base price up to `includedKg` inclusive, then per STARTED kg. Weights are
 * compared in whole grams so float sums (0.1 + 0.2 …) never start an extra kilogram.
 */
export function parcelCost(weightKg: number): number {
  const { baseCost, includedKg, perStartedKg } = SHIPPING.parcel;
  const grams = Math.max(0, Math.round(weightKg * 1000));
  const extraKg = Math.max(0, Math.ceil((grams - includedKg * 1000) / 1000));
  return Math.round((baseCost + extraKg * perStartedKg) * 100) / 100;
}
