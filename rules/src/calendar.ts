/**
 * The shop's calendar, as data: Swiss national holidays and local time in Europe/Zurich. The delivery
 * promise (`delivery-promise.ts`: platform cart, order mail, gateway, web) and the platform's pharmacy
 * opening hours all read it, so "working day" means one thing everywhere.
 *
 * Holidays are the days observed nationwide by the parcel carrier: New Year, Good Friday, Easter
 * Monday, Ascension, Whit Monday, National Day (1 August), Christmas and St Stephen's Day. Cantonal
 * holidays (Berchtoldstag, Fronleichnam, …) are per pharmacy closures, not shop-wide.
 */

export const SHOP_TIME_ZONE = "Europe/Zurich";

export type HolidayKey =
  | "new_year"
  | "good_friday"
  | "easter_monday"
  | "ascension"
  | "whit_monday"
  | "national_day"
  | "christmas"
  | "st_stephen";

/** Holiday names per language (the de/it/fr of the sales channel). */
export const HOLIDAY_NAMES: Record<HolidayKey, { de: string; it: string; fr: string }> = {
  new_year: { de: "Neujahr", it: "Capodanno", fr: "Nouvel An" },
  good_friday: { de: "Karfreitag", it: "Venerdì santo", fr: "Vendredi saint" },
  easter_monday: { de: "Ostermontag", it: "Lunedì di Pasqua", fr: "Lundi de Pâques" },
  ascension: { de: "Auffahrt", it: "Ascensione", fr: "Ascension" },
  whit_monday: { de: "Pfingstmontag", it: "Lunedì di Pentecoste", fr: "Lundi de Pentecôte" },
  national_day: { de: "Nationalfeiertag", it: "Festa nazionale", fr: "Fête nationale" },
  christmas: { de: "Weihnachten", it: "Natale", fr: "Noël" },
  st_stephen: { de: "Stephanstag", it: "Santo Stefano", fr: "Saint-Étienne" },
};

/** Fixed-date holidays (MM-DD) and Easter-relative ones (days after Easter Sunday). */
const FIXED: [string, HolidayKey][] = [
  ["01-01", "new_year"],
  ["08-01", "national_day"],
  ["12-25", "christmas"],
  ["12-26", "st_stephen"],
];
const EASTER_RELATIVE: [number, HolidayKey][] = [
  [-2, "good_friday"],
  [1, "easter_monday"],
  [39, "ascension"],
  [50, "whit_monday"],
];

/** A calendar date in the shop's time zone, as YYYY-MM-DD. */
export type IsoDate = string;

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The national holidays of a year, date → key. */
export function swissHolidays(year: number): Map<IsoDate, HolidayKey> {
  const result = new Map<IsoDate, HolidayKey>();
  for (const [md, key] of FIXED) result.set(`${year}-${md}`, key);
  const easter = easterSunday(year);
  for (const [offset, key] of EASTER_RELATIVE) result.set(addDays(easter, offset), key);
  return result;
}

const holidayCache = new Map<number, Map<IsoDate, HolidayKey>>();

export function holidayOn(date: IsoDate): HolidayKey | undefined {
  const year = Number(date.slice(0, 4));
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = swissHolidays(year);
    holidayCache.set(year, holidays);
  }
  return holidays.get(date);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Monday to Friday and not a national holiday (the carrier does not pick up on Saturdays). */
export function isWorkingDay(date: IsoDate): boolean {
  return isoWeekday(date) <= 5 && holidayOn(date) === undefined;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: IsoDate): IsoDate {
  let d = addDays(date, 1);
  while (!isWorkingDay(d)) d = addDays(d, 1);
  return d;
}

export interface ZurichTime {
  date: IsoDate;
  /** minutes since local midnight */
  minutes: number;
  /** HH:MM */
  time: string;
  weekday: number;
}

const zurichFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Europe/Zurich's wall clock at an instant, read from Intl every time (what zurichTime caches per UTC hour). */
export function zurichWallClock(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = Object.fromEntries(zurichFormat.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

const HOUR_MS = 3_600_000;
/** Europe/Zurich's UTC offset (ms) per UTC hour already seen (bounded: a long-running process sees few hours). */
const offsetByHour = new Map<number, number>();

/**
 * Europe/Zurich's UTC offset at an instant. The zone changes its offset only at a full UTC hour (01:00 UTC, the EU
 * rule Switzerland follows), so one Intl reading per UTC hour serves every instant in it: `formatToParts` on every
 * call was the largest rules cost of a cart calculation (each line's delivery promise asks the time).
 */
function zurichOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const wall = zurichWallClock(new Date(hour * HOUR_MS));
    offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - hour * HOUR_MS;
    if (offsetByHour.size >= 4096) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** Local date and time in Europe/Zurich of an instant (DST by Intl, read once per UTC hour). */
export function zurichTime(instant: Date): ZurichTime {
  const local = new Date(instant.getTime() + zurichOffset(instant.getTime()));
  const date = local.toISOString().slice(0, 10);
  const hour = local.getUTCHours();
  const minute = local.getUTCMinutes();
  return { date, minutes: hour * 60 + minute, time: `${pad(hour)}:${pad(minute)}`, weekday: isoWeekday(date) };
}

/** The instant of a local Europe/Zurich wall-clock time (e.g. the 16:00 cut-off). */
export function zurichInstant(date: IsoDate, time: string): Date {
  // Start from the UTC reading and correct by the zone offset at that moment (twice, for DST edges).
  let guess = new Date(`${date}T${time}:00Z`);
  for (let i = 0; i < 2; i++) {
    const local = zurichTime(guess);
    const wanted = Date.parse(`${date}T${time}:00Z`);
    const seen = Date.parse(`${local.date}T${local.time}:00Z`);
    guess = new Date(guess.getTime() + (wanted - seen));
  }
  return guess;
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}
