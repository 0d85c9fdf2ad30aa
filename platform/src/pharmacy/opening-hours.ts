import type { PickupHours } from "@shop/rules";
import {
  HOLIDAY_NAMES, addDays, holidayOn, isoWeekday, minutesOf, zurichTime,
  type HolidayKey, type IsoDate,
} from "../calendar/swiss-calendar.js";
import { LOCAL_HOLIDAYS, type LocalHolidayKey } from "./local-holidays.js";

/** A time span in local (Europe/Zurich) wall-clock time, HH:MM; closes is exclusive. */
export interface Interval {
  opens: string;
  closes: string;
}

export type ClosureRule =
  | { kind: "holiday"; key: LocalHolidayKey }
  /** every year from..to (MM-DD, inclusive; may wrap over New Year) */
  | { kind: "yearly"; from: string; to: string; reason: "company_holidays" };

/** What decides whether a pharmacy is open on a given day. */
export interface OpeningRules {
  /** index 0 = Monday … 6 = Sunday; [] = closed that weekday */
  weekly: Interval[][];
  /** 7-day (station) pharmacies: open on national holidays, with their Sunday hours */
  openOnHolidays: boolean;
  countryIso: "CH" | "LI";
  closures: ClosureRule[];
}

export type ShopLang = "de" | "it" | "fr";
type Names = Record<ShopLang, string>;

const COMPANY_HOLIDAYS: Names = { de: "Betriebsferien", it: "Chiusura per ferie", fr: "Vacances annuelles" };

/** National holidays a pharmacy observes: Liechtenstein works on Swiss National Day (it has its own, a local rule). */
function observesNationalHoliday(rules: OpeningRules, key: HolidayKey): boolean {
  if (rules.openOnHolidays) return false;
  return !(rules.countryIso === "LI" && key === "national_day");
}

function inYearlyRange(date: IsoDate, from: string, to: string): boolean {
  const md = date.slice(5);
  return from <= to ? md >= from && md <= to : md >= from || md <= to;
}

/** Why the pharmacy is closed all day on `date`, as names per language; undefined when it keeps its hours. */
export function closureOn(rules: OpeningRules, date: IsoDate): Names | undefined {
  const national = holidayOn(date);
  if (national && observesNationalHoliday(rules, national)) return HOLIDAY_NAMES[national];
  const year = Number(date.slice(0, 4));
  for (const c of rules.closures) {
    if (c.kind === "holiday" && LOCAL_HOLIDAYS[c.key].date(year) === date) return LOCAL_HOLIDAYS[c.key].names;
  }
  for (const c of rules.closures) {
    if (c.kind === "yearly" && inYearlyRange(date, c.from, c.to)) return COMPANY_HOLIDAYS;
  }
  return undefined;
}

/** The opening intervals of one calendar day, closures and holidays applied. */
export function hoursOn(rules: OpeningRules, date: IsoDate): Interval[] {
  if (closureOn(rules, date)) return [];
  if (rules.openOnHolidays && holidayOn(date)) return rules.weekly[6]!;
  return rules.weekly[isoWeekday(date) - 1]!;
}

/** Open at this instant, judged on the Europe/Zurich wall clock (DST included). */
export function isOpenAt(rules: OpeningRules, instant: Date): boolean {
  const local = zurichTime(instant);
  return hoursOn(rules, local.date).some((i) => minutesOf(i.opens) <= local.minutes && local.minutes < minutesOf(i.closes));
}

/**
 * Closed days from `from` (inclusive) over `days` days, only those on which the pharmacy would
 * otherwise open: a holiday on a day it is closed anyway is no news to the shopper.
 */
export function upcomingClosures(rules: OpeningRules, from: IsoDate, days: number, lang: ShopLang): { date: IsoDate; reason: string }[] {
  const out: { date: IsoDate; reason: string }[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (rules.weekly[isoWeekday(date) - 1]!.length === 0) continue;
    const names = closureOn(rules, date);
    if (names) out.push({ date, reason: names[lang] });
  }
  return out;
}

/** The pharmacy's hours as `@shop/rules`' pickup promise reads them (weekly, and the closed days from `from` on). */
export function pickupHours(rules: OpeningRules, from: IsoDate, days = 60): PickupHours {
  return {
    weekly: rules.weekly.map((intervals, i) => ({ weekday: i + 1, intervals })),
    closedOn: upcomingClosures(rules, from, days, "de").map((c) => c.date),
  };
}
