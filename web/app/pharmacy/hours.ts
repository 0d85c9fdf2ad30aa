/**
 * Opening hours and distances as the finder shows them. The gateway answers the intervals in
 * Europe/Zurich local time ("HH:MM") and whether the pharmacy is open now; this only formats.
 */
import { formatNumber } from "@shop/rules";
import { dateTimeFormat } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

export interface Interval {
  opens: string;
  closes: string;
}

/** "08:00–12:15, 13:30–18:30" (en dash between times, as Swiss German typesetting does); "" when closed. */
export function formatIntervals(intervals: readonly Interval[]): string {
  return intervals
    .filter((interval) => isTime(interval.opens) && isTime(interval.closes))
    .map((interval) => `${interval.opens}\u2013${interval.closes}`)
    .join(", ");
}

function isTime(value: string): boolean {
  return /^([01]\d|2[0-4]):[0-5]\d$/.test(value);
}

/** Name of the ISO weekday (1 = Monday … 7 = Sunday) in the shopper's language. */
export function weekdayName(weekday: number, locale: Locale): string {
  // 2024-01-01 was a Monday; noon UTC is the same calendar day in every time zone.
  const date = new Date(Date.UTC(2024, 0, weekday, 12));
  return dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date);
}

/** "1.2 km", "850 m" below one kilometre (what the shopper walks), in the shop's number notation in every locale. */
export function formatDistance(km: number, locale: Locale): string {
  if (km < 1) return `${formatNumber(Math.max(10, Math.round((km * 1000) / 10) * 10), locale, 0)} m`;
  return `${formatNumber(km, locale, km < 10 ? 1 : 0)} km`;
}
