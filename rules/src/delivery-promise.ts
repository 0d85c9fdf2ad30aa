/**
 * The delivery promise (SPEC §9, issue 22), defined once: per line and per cart, for the platform's cart
 * and order mail, the gateway's cart, product and order, and so for every page that shows it.
 *
 * - A line whose quantity the stock covers leaves the warehouse today when ordered before the 16:00
 *   cut-off on a working day, else on the next working day.
 * - A line the stock does not cover is ordered for the shopper first: its lead time — Shopware's
 *   `restockTime` (days) when set, else the product's delivery time ("1-2 Wochen": min–max, a week
 *   counted as 5 working days) — is added in working days before it can leave.
 * - Arrival: `SHIPPING.arrivalWorkingDays` (1–2) working days after it leaves.
 * - A cart ships as one parcel: it follows its slowest line.
 * - Click & collect: the goods reach the pharmacy with the carrier on the parcel's earliest arrival day
 *   and are ready from the pharmacy's first opening on or after that day (its weekly hours and closures).
 * Working days are the shop calendar's (`calendar.ts`: no weekends, no Swiss national holidays).
 */
import { addDays, isoWeekday, isWorkingDay, nextWorkingDay, zurichInstant, zurichTime, type IsoDate } from "./calendar.js";
import { SHIPPING } from "./shipping.js";

/** Shopware's DeliveryTime (`deliveryInformation.deliveryTime` of a line, `deliveryTime` of a product). */
export interface LeadTime {
  min: number;
  max: number;
  unit: string;
}

/** What a line tells about its availability: Shopware's `deliveryInformation` and the quantity. */
export interface PromiseLine {
  quantity: number;
  /** null: unknown, treated as in stock (nothing to order) */
  stock: number | null;
  deliveryTime: LeadTime | null;
  restockTime?: number | null;
}

export interface DeliveryPromise {
  /** the day the parcel leaves the warehouse at the earliest */
  shipsOn: IsoDate;
  /** an order now still leaves today */
  shipsToday: boolean;
  /** ISO instant of the cut-off that applies to an order now */
  orderBefore: string;
  earliest: IsoDate;
  latest: IsoDate;
  /** some goods are ordered for the shopper first (the promise is a range, no "order by 16:00") */
  onOrder: boolean;
}

const WORKING_DAYS_PER_UNIT: Record<string, number> = { day: 1, week: 5, month: 21, year: 250 };

function workingDays(value: number, unit: string): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (unit === "hour") return Math.ceil(value / 24);
  return Math.ceil(value * (WORKING_DAYS_PER_UNIT[unit] ?? 1));
}

/** Working days before the line can leave the warehouse: 0 when the stock covers it. */
export function leadWorkingDays(line: PromiseLine): { min: number; max: number } {
  if (line.stock === null || line.stock >= line.quantity) return { min: 0, max: 0 };
  if (line.restockTime != null && line.restockTime > 0) {
    const days = workingDays(line.restockTime, "day");
    return { min: days, max: days };
  }
  if (!line.deliveryTime) return { min: 0, max: 0 };
  const min = workingDays(line.deliveryTime.min, line.deliveryTime.unit);
  return { min, max: Math.max(min, workingDays(line.deliveryTime.max, line.deliveryTime.unit)) };
}

/** `date` plus `n` working days (n = 0: `date` itself). */
export function addWorkingDays(date: IsoDate, n: number): IsoDate {
  let d = date;
  for (let i = 0; i < n; i++) d = nextWorkingDay(d);
  return d;
}

/** The day an order placed at `now` is handled: today before the cut-off on a working day, else the next working day. */
function handlingDay(now: Date): { day: IsoDate; today: boolean } {
  const local = zurichTime(now);
  const [h, m] = SHIPPING.cutOff.split(":").map(Number) as [number, number];
  const today = isWorkingDay(local.date) && local.minutes < h * 60 + m;
  return { day: today ? local.date : nextWorkingDay(local.date), today };
}

/**
 * Until when a promise made at `now` stays the same: the cut-off of today when it is still ahead on a working day,
 * else the next Zurich midnight (the date, and with it the handling day, changes). Caches of answers that show a
 * promise (the gateway's kept GraphQL results) end their entries there, so "order before 16:00" never outlives 16:00.
 */
export function promiseHoldsUntil(now: Date): Date {
  const local = zurichTime(now);
  const handling = handlingDay(now);
  if (handling.today) return zurichInstant(local.date, SHIPPING.cutOff);
  return zurichInstant(addDays(local.date, 1), "00:00");
}

/** The promise of one line ordered at `now`. */
export function linePromise(line: PromiseLine, now: Date): DeliveryPromise {
  const handling = handlingDay(now);
  const lead = leadWorkingDays(line);
  const shipsOn = addWorkingDays(handling.day, lead.min);
  const shipsLatest = addWorkingDays(handling.day, lead.max);
  return {
    shipsOn,
    shipsToday: handling.today && lead.max === 0,
    orderBefore: zurichInstant(handling.day, SHIPPING.cutOff).toISOString(),
    earliest: addWorkingDays(shipsOn, SHIPPING.arrivalWorkingDays.earliest),
    latest: addWorkingDays(shipsLatest, SHIPPING.arrivalWorkingDays.latest),
    onOrder: lead.max > 0,
  };
}

/** The promise of a cart (one parcel): its slowest line; null without lines. */
export function cartPromise(lines: PromiseLine[], now: Date): DeliveryPromise | null {
  const promises = lines.map((l) => linePromise(l, now));
  if (promises.length === 0) return null;
  const latestOf = (pick: (p: DeliveryPromise) => IsoDate) => promises.map(pick).reduce((a, b) => (b > a ? b : a));
  return {
    shipsOn: latestOf((p) => p.shipsOn),
    shipsToday: promises.every((p) => p.shipsToday),
    orderBefore: promises[0]!.orderBefore,
    earliest: latestOf((p) => p.earliest),
    latest: latestOf((p) => p.latest),
    onOrder: promises.some((p) => p.onOrder),
  };
}

/** A pharmacy's hours as the pickup promise needs them: weekly (ISO weekday → intervals) and closed dates. */
export interface PickupHours {
  weekly: { weekday: number; intervals: { opens: string; closes: string }[] }[];
  closedOn: IsoDate[];
}

export interface PickupPromise {
  readyOn: IsoDate;
  /** HH:MM, the pharmacy's first opening that day */
  readyFrom: string;
}

/** How far ahead a pharmacy's first opening is looked for (a pharmacy closed longer has no promise). */
const PICKUP_SEARCH_DAYS = 60;

/** When the cart's goods are ready for pickup at a pharmacy; null when it does not open within 60 days. */
export function pickupPromise(cart: Pick<DeliveryPromise, "earliest">, hours: PickupHours): PickupPromise | null {
  const closed = new Set(hours.closedOn);
  for (let i = 0, day = cart.earliest; i < PICKUP_SEARCH_DAYS; i++, day = addDays(day, 1)) {
    if (closed.has(day)) continue;
    const intervals = hours.weekly.find((w) => w.weekday === isoWeekday(day))?.intervals ?? [];
    const first = intervals.map((iv) => iv.opens).sort()[0];
    if (first) return { readyOn: day, readyFrom: first };
  }
  return null;
}
