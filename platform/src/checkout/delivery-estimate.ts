import { isWorkingDay, nextWorkingDay, zurichInstant, zurichTime, minutesOf, type IsoDate } from "../calendar/swiss-calendar.js";
import { SHIPPING_RULES } from "./shipping-rules.js";

export interface DeliveryEstimate {
  /** Europe/Zurich date the parcel leaves the warehouse */
  shipsOn: IsoDate;
  shipsToday: boolean;
  /** instant of the cut-off that applies to `shipsOn` */
  orderBefore: Date;
  earliest: IsoDate;
  latest: IsoDate;
}

/**
 * SPEC §9: an order before 16:00 Europe/Zurich on a working day ships that day, otherwise on the
 * next working day; it arrives at the earliest the working day after shipping, at the latest the
 * working day after that. Working days come from the shared Swiss calendar (no weekends, no
 * national holidays).
 */
export function deliveryEstimate(now: Date): DeliveryEstimate {
  const local = zurichTime(now);
  const cutOff = minutesOf(SHIPPING_RULES.cutOff);
  const shipsToday = isWorkingDay(local.date) && local.minutes < cutOff;
  const shipsOn = shipsToday ? local.date : nextWorkingDay(local.date);
  let earliest = shipsOn;
  for (let i = 0; i < SHIPPING_RULES.arrivalWorkingDays.earliest; i++) earliest = nextWorkingDay(earliest);
  let latest = shipsOn;
  for (let i = 0; i < SHIPPING_RULES.arrivalWorkingDays.latest; i++) latest = nextWorkingDay(latest);
  return { shipsOn, shipsToday, orderBefore: zurichInstant(shipsOn, SHIPPING_RULES.cutOff), earliest, latest };
}

/**
 * A Zurich calendar date as Shopware's date-time string: local midnight with its UTC offset
 * ("2025-03-14T00:00:00.000+01:00"), so the first ten characters are the local date.
 */
export function zurichDateTime(date: IsoDate): string {
  const instant = zurichInstant(date, "00:00");
  const offsetMinutes = Math.round((Date.parse(`${date}T00:00:00Z`) - instant.getTime()) / 60_000);
  const sign = offsetMinutes >= 0 ? "+" : "-";
  const abs = Math.abs(offsetMinutes);
  return `${date}T00:00:00.000${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
