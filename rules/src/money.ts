import type { Locale } from "./locale.js";

const formatters = new Map<Locale, Intl.NumberFormat>();

/** CHF in the locale's Swiss convention (de/it "CHF 7.70", fr "7.70 CHF"), as documents and seeded pages print it. */
export function formatChf(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.NumberFormat(`${locale}-CH`, { style: "currency", currency: "CHF" })));
  return formatter.format(amount);
}
