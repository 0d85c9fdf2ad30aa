/**
 * The shop's one Swiss notation for money, numbers, percentages and dates — the same in de, it and fr.
 *
 * Intl's own Swiss locales disagree with each other (Node 20 / Chromium ICU): de-CH "CHF-3.38" (sign glued to
 * the symbol), it-CH "CHF 1000.00" but "CHF 10'000.00" (minimum grouping 2), fr-CH "1 000.00 CHF" for money
 * yet "8,1 %" for percentages. A customer comparing cart, invoice and mail would see three formats, so the shop
 * uses one convention everywhere (issue 22): "CHF 1'234.50", negative "CHF -3.38" (a space, then the sign), numbers "12'345.6" and percentages "8.1 %" (no-break space) with the decimal point, dates "27.11.2026"
 * in Europe/Zurich. Digits come from Intl's en-US formatting (stable across ICU versions); only the separators
 * and the sign are the shop's, so server (Node) and browser (Chromium) print the same text.
 */
import type { Locale } from "./locale.js";

/**
 * The sign is the hyphen-minus Intl itself prints for de-CH, it-CH and fr-CH; U+2212 would be nicer on screen but
 * the invoice PDF's standard Helvetica (WinAnsi) cannot draw it, and web, mail and PDF must print the same text.
 */
export const MINUS = "-";
const NBSP = "\u00a0";
const SHOP_TIME_ZONE = "Europe/Zurich";

const numberFormats = new Map<string, Intl.NumberFormat>();
function digits(value: number, minFraction: number, maxFraction: number): string {
  const key = `${minFraction}:${maxFraction}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction, useGrouping: true });
    numberFormats.set(key, format);
  }
  // en-US gives "1,234.5": the Swiss grouping is the apostrophe; the sign is handled by the caller.
  return format.format(Math.abs(value)).replace(/,/g, "'");
}

/** -0 and amounts that round to 0.00 carry no sign. */
function signOf(value: number, maxFraction: number): string {
  const factor = 10 ** maxFraction;
  return Math.round(Math.abs(value) * factor) !== 0 && value < 0 ? MINUS : "";
}

/**
 * CHF amount in the shop's notation, the same in every locale: "CHF 1'234.50", "CHF -3.38", "CHF 0.00".
 * The locale parameter stays so callers need not change if a language ever gets its own notation.
 */
export function formatChf(amount: number, _locale: Locale): string {
  return `CHF ${signOf(amount, 2)}${digits(amount, 2, 2)}`;
}

/** A plain number: "12'345.6" (at most `maxFraction` decimals, 2 by default). */
export function formatNumber(value: number, _locale: Locale, maxFraction = 2): string {
  return `${signOf(value, maxFraction)}${digits(value, 0, maxFraction)}`;
}

/** A share (0.081) as a percentage: "8.1 %" (no-break space, at most one decimal). */
export function formatPercent(share: number, locale: Locale): string {
  return formatRate(share * 100, locale);
}

/** A rate already in percent (VAT 8.1, interest 5): "8.1 %". */
export function formatRate(percent: number, locale: Locale): string {
  return `${formatNumber(Math.round(percent * 10) / 10, locale, 1)}${NBSP}%`;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** A calendar date in Zurich: "27.11.2026" (de-CH, it-CH and fr-CH all write dd.mm.yyyy). */
export function formatDate(date: Date | string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-CH`, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: SHOP_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format.format(typeof date === "string" ? new Date(date) : date);
}
