/**
 * The one place where amounts are formatted. Prices are CHF incl. VAT (SPEC §9).
 */
import { LOCALE_TAGS, type Locale } from "./locales";

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** formatPrice(12.9, "de") -> "CHF 12.90"; formatPrice(12.9, "fr") -> "12,90 CHF". */
export function formatPrice(amount: number, locale: Locale, currency = "CHF"): string {
  return currencyFormatter(locale, currency || "CHF").format(amount);
}

export interface MoneyLike {
  amount: number;
  currency: string;
}

export function formatMoney(money: MoneyLike, locale: Locale): string {
  return formatPrice(money.amount, locale, money.currency);
}
