/** Formatting of the business constants for static pages (no numbers inside translations). */
import { dateTimeFormat } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

// Money, numbers and percentages: the shop's one Swiss notation, defined in @shop/rules.
export { formatChf, formatNumber, formatPercent, formatRate, formatDate } from "@shop/rules";

/** "16:00" as a localised time of day (de-CH 16:00, fr-CH 16 h 00 or 16:00 depending on ICU). */
export function formatTimeOfDay(hhmm: string, locale: Locale): string {
  const [h, m] = hhmm.split(":").map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0));
  return dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(date);
}
