/** Formatting of the business constants for static pages (no numbers inside translations). */
import { LOCALE_TAGS, type Locale } from "~/i18n/locales";

// Money, numbers and percentages: the shop's one Swiss notation, defined in @shop/rules.
export { formatChf, formatNumber, formatPercent, formatRate, formatDate } from "@shop/rules";

// Building an Intl formatter costs far more than formatting with it (the footer formats on every page).
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "16:00" as a localised time of day (de-CH 16:00, fr-CH 16 h 00 or 16:00 depending on ICU). */
export function formatTimeOfDay(hhmm: string, locale: Locale): string {
  const [h, m] = hhmm.split(":").map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0));
  let formatter = timeFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
    timeFormats.set(locale, formatter);
  }
  return formatter.format(date);
}
