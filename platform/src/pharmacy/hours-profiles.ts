import type { Interval } from "./opening-hours.js";
import type { HoursProfile } from "./partner-list.js";

type Week = Interval[][];
const iv = (opens: string, closes: string): Interval => ({ opens, closes });

/** Monday–Friday alike, then Saturday and Sunday; `patch` overrides single weekdays (1 = Monday). */
function week(weekday: Interval[], saturday: Interval[], sunday: Interval[] = [], patch: Record<number, Interval[]> = {}): Week {
  return [1, 2, 3, 4, 5, 6, 7].map((d) => patch[d] ?? (d <= 5 ? weekday : d === 6 ? saturday : sunday));
}

/**
 * Weekly hours per profile, a few variants each; a pharmacy takes one variant by a hash of its
 * name, so neighbours do not all look alike yet the seed stays deterministic. Every lunch break
 * covers 12:30–13:30 (a weekday at 12:45 finds all of them closed).
 */
export const HOURS_PROFILES: Record<HoursProfile, Week[]> = {
  // German-speaking town pharmacy with a lunch break and Saturday morning
  lunch: [
    week([iv("08:00", "12:15"), iv("13:30", "18:30")], [iv("08:00", "12:30")]),
    week([iv("08:00", "12:00"), iv("13:30", "18:30")], [iv("08:00", "16:00")]),
    week([iv("07:45", "12:15"), iv("13:30", "18:30")], [iv("08:00", "13:00")], [], { 4: [iv("07:45", "12:15"), iv("13:30", "20:00")] }),
  ],
  // city centre, open through lunch, late shopping on Thursday
  through: [
    week([iv("08:00", "18:30")], [iv("08:00", "17:00")], [], { 4: [iv("08:00", "20:00")] }),
    week([iv("08:30", "19:00")], [iv("08:30", "17:00")]),
  ],
  // village pharmacy: long lunch, one afternoon off
  village: [
    week([iv("08:00", "12:00"), iv("14:00", "18:30")], [iv("08:00", "12:00")], [], { 3: [iv("08:00", "12:00")] }),
    week([iv("08:00", "12:00"), iv("13:30", "18:00")], [iv("08:00", "12:00")]),
  ],
  // Romandie
  romand: [
    week([iv("08:00", "12:30"), iv("13:30", "18:45")], [iv("08:30", "12:30"), iv("13:30", "17:00")]),
    week([iv("08:00", "12:15"), iv("14:00", "18:30")], [iv("08:00", "12:00")]),
    week([iv("08:30", "18:30")], [iv("08:30", "17:00")]),
  ],
  // Ticino and Italian-speaking Graubünden: long midday closure
  ticino: [
    week([iv("08:00", "12:00"), iv("14:00", "18:30")], [iv("08:00", "12:00")]),
    week([iv("08:00", "12:15"), iv("14:00", "18:45")], [iv("08:30", "12:00"), iv("14:00", "17:00")]),
  ],
  // 7-day station pharmacies
  station20: [week([iv("07:30", "20:00")], [iv("08:00", "20:00")], [iv("09:00", "20:00")])],
  station21: [week([iv("07:00", "21:00")], [iv("08:00", "21:00")], [iv("09:00", "21:00")])],
};

export const isSevenDay = (profile: HoursProfile) => profile === "station20" || profile === "station21";
