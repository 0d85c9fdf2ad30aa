/**
 * Amounts on the web, in the shop's one Swiss notation from `@shop/rules` (the same text the invoice, the mails
 * and the CMS print): "CHF 1'234.50", "CHF -3.38" in every locale. Prices are CHF incl. VAT (SPEC §9).
 */
import { formatChf } from "@shop/rules";
import type { Locale } from "./locales";

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
