/** Intl formatting of the business constants for static pages (no numbers inside translations). */
import { formatPrice } from "~/i18n/format";
import { LOCALE_TAGS, type Locale } from "~/i18n/locales";

export function formatChf(amount: number, locale: Locale): string {
  return formatPrice(amount, locale, "CHF");
}

export function formatPercent(share: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "percent", maximumFractionDigits: 1 }).format(share);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 }).format(value);
}

/** "16:00" as a localised time of day (de-CH 16:00, fr-CH 16 h 00 or 16:00 depending on ICU). */
export function formatTimeOfDay(hhmm: string, locale: Locale): string {
  const [h, m] = hhmm.split(":").map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0));
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(date);
}
