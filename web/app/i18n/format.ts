/**
 * Amounts on the web, in the shop's one Swiss notation from `@shop/rules` (the same text the invoice, the mails
 * and the CMS print): "CHF 1'234.50", "CHF -3.38" in every locale. Prices are CHF incl. VAT (SPEC §9).
 */
import { formatChf } from "@shop/rules";
import { LOCALE_TAGS, type Locale } from "./locales";

/** formatPrice(12.9, "de") -> "CHF 12.90"; the same in it and fr. */
export function formatPrice(amount: number, locale: Locale): string {
  return formatChf(amount, locale);
}

export interface MoneyLike {
  amount: number;
  currency: string;
}

/** The shop sells in CHF only (SPEC §9): the gateway's Money.currency is always "CHF". */
export function formatMoney(money: MoneyLike, locale: Locale): string {
  return formatChf(money.amount, locale);
}

// Building an Intl formatter costs far more than formatting with it, and dates are formatted on every render
// (delivery promises, opening hours, the footer): one formatter per locale and options for the process' life.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A cached `Intl.DateTimeFormat` of the locale's Swiss tag (de-CH, it-CH, fr-CH). */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
