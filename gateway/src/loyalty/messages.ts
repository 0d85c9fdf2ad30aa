import type { Locale } from "../session/locale.js";

/** Shown when the Store API has no loyalty route (a Shopware without the loyalty plugin). */
export const LOYALTY_UNAVAILABLE: Record<Locale, string> = {
  de: "Die Kundenkarte ist in diesem Shop zurzeit nicht verfügbar.",
  it: "La carta fedeltà non è attualmente disponibile in questo shop.",
  fr: "La carte de fidélité n'est actuellement pas disponible dans cette boutique.",
};
