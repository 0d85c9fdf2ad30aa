/**
 * Formatting of what the gateway computed for the cart (amounts come from i18n/format.ts):
 * the delivery and pickup promise sentences, the free-shipping bar and the level of a cart message.
 * Nothing here computes a business value; it only turns typed answers into text parts.
 */
import type { MessageId } from "~/i18n/messages";
import { dateTimeFormat } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

const SHOP_TIME_ZONE = "Europe/Zurich";

/**
 * "2025-11-24" -> "Mo., 24.11." (de, SPEC), "lunedì 24.11." (it), "lundi 24.11." (fr): Swiss day.month. in every
 * language (Intl's it-CH gives "lun 24/11"), the weekday written out where the short form is not Swiss usage.
 */
export function formatShortDate(isoDate: string, locale: Locale): string {
  // A date without time is a calendar day: format it in UTC so no time zone shifts it.
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  if (locale === "de") {
    return dateTimeFormat(locale, { weekday: "short", day: "2-digit", month: "2-digit", timeZone: "UTC" }).format(date);
  }
  const weekday = dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${weekday} ${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.`;
}

/** The shop's local time of an instant, e.g. "16:00". */
export function formatShopTime(isoDateTime: string, locale: Locale): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: SHOP_TIME_ZONE }).format(date);
}

export interface EstimateText {
  id: Extract<MessageId, `cart.estimate.${string}` | `cart.line.estimate${string}`>;
  values: Record<string, string>;
}

/** The fields of the schema's DeliveryEstimate these sentences need. */
interface Estimate {
  shipsOn: string;
  earliest: string;
  latest: string;
  shipsToday: boolean;
  orderBefore: string;
  onOrder: boolean;
}

/**
 * The parcel: "Bestellen Sie bis 16:00, Versand heute – Lieferung voraussichtlich Di., 24.11." when it
 * still ships today, else "Versand am Mo., 23.11. – Lieferung voraussichtlich Di., 24.11." (the earliest
 * day is named: about 95 % of parcels arrive then, SPEC §9). With goods on order it leaves when the
 * slowest arrives, so the range is named.
 */
export function deliveryEstimateText(estimate: Estimate, locale: Locale): EstimateText {
  const arrival = formatShortDate(estimate.earliest, locale);
  if (estimate.onOrder) {
    return { id: "cart.estimate.onOrder", values: { earliest: arrival, latest: formatShortDate(estimate.latest, locale) } };
  }
  if (estimate.shipsToday) {
    return { id: "cart.estimate.today", values: { time: formatShopTime(estimate.orderBefore, locale), arrival } };
  }
  return { id: "cart.estimate.later", values: { shipsOn: formatShortDate(estimate.shipsOn, locale), arrival } };
}

/** One line's (or one product's) own promise: its arrival, or the range when it is ordered for the shopper. */
export function lineEstimateText(estimate: Estimate, locale: Locale): EstimateText {
  const arrival = formatShortDate(estimate.earliest, locale);
  if (estimate.onOrder) {
    return { id: "cart.line.estimateOnOrder", values: { earliest: arrival, latest: formatShortDate(estimate.latest, locale) } };
  }
  return { id: "cart.line.estimate", values: { arrival } };
}

/** Click & collect: "Abholbereit in der Apotheke … ab Di., 24.11., 08:00". */
export function pickupEstimateText(estimate: { pharmacyName: string; readyOn: string; readyFrom: string }, locale: Locale): EstimateText {
  return {
    id: "cart.estimate.pickup",
    values: { pharmacy: estimate.pharmacyName, date: formatShortDate(estimate.readyOn, locale), time: estimate.readyFrom },
  };
}

/** 0–1 from the gateway -> a whole percentage for the progress bar (clamped). */
export function progressPercent(progress: number | null | undefined): number {
  if (progress == null || !Number.isFinite(progress)) return 0;
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}

export { noticeType, type NoticeType } from "./noticeType";
