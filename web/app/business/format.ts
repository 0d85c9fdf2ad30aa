/** Intl formatting of the business constants for static pages (no numbers inside translations). */
import { formatPrice } from "~/i18n/format";
import { LOCALE_TAGS, type Locale } from "~/i18n/locales";

export function formatChf(amount: number, locale: Locale): string {
  return formatPrice(amount, locale, "CHF");
}

// Building an Intl formatter costs far more than formatting with it (the footer formats on every page).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatPercent(share: number, locale: Locale): string {
  return cached(`percent:${locale}`, () => new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "percent", maximumFractionDigits: 1 })).format(share);
}

export function formatNumber(value: number, locale: Locale): string {
  return cached(`number:${locale}`, () => new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 })).format(value);
}

/** "16:00" as a localised time of day (de-CH 16:00, fr-CH 16 h 00 or 16:00 depending on ICU). */
export function formatTimeOfDay(hhmm: string, locale: Locale): string {
  const [h, m] = hhmm.split(":").map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0));
  const formatter = cached(`time:${locale}`, () => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }));
  return formatter.format(date);
}
