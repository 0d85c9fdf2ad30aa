import { describe, expect, it } from "vitest";
import { closureOn, hoursOn, isOpenAt, upcomingClosures, type Interval, type OpeningRules } from "../src/pharmacy/opening-hours.js";
import { LOCAL_HOLIDAYS } from "../src/pharmacy/local-holidays.js";
import { buildPharmacies } from "../src/pharmacy/seed-pharmacies.js";
import { CANTONS } from "../src/seed/data.js";
import { haversineKm } from "../src/pharmacy/geo.js";

const iv = (opens: string, closes: string): Interval => ({ opens, closes });
const lunchWeek = [1, 2, 3, 4, 5, 6, 7].map((d) =>
  d <= 5 ? [iv("08:00", "12:15"), iv("13:30", "18:30")] : d === 6 ? [iv("08:00", "12:30")] : [],
);
const town: OpeningRules = {
  weekly: lunchWeek,
  openOnHolidays: false,
  countryIso: "CH",
  closures: [
    { kind: "holiday", key: "berchtoldstag" },
    { kind: "yearly", from: "12-28", to: "01-03", reason: "company_holidays" },
  ],
};
const station: OpeningRules = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((d) => (d === 7 ? [iv("09:00", "21:00")] : [iv("07:00", "21:00")])),
  openOnHolidays: true,
  countryIso: "CH",
  closures: [],
};
/** An instant given as Europe/Zurich wall-clock time with its offset spelled out. */
const at = (iso: string) => new Date(iso);

describe("opening hours (Europe/Zurich)", () => {
  it("lunch break, opening and closing edges on a weekday", () => {
    // Wednesday 11 March 2026, CET (+01:00)
    expect(isOpenAt(town, at("2026-03-11T07:59:00+01:00"))).toBe(false);
    expect(isOpenAt(town, at("2026-03-11T08:00:00+01:00"))).toBe(true);
    expect(isOpenAt(town, at("2026-03-11T10:00:00+01:00"))).toBe(true);
    expect(isOpenAt(town, at("2026-03-11T12:15:00+01:00"))).toBe(false);
    expect(isOpenAt(town, at("2026-03-11T12:45:00+01:00"))).toBe(false);
    expect(isOpenAt(town, at("2026-03-11T13:30:00+01:00"))).toBe(true);
    expect(isOpenAt(town, at("2026-03-11T18:30:00+01:00"))).toBe(false);
  });

  it("Saturday morning only, Sunday closed; a 7-day pharmacy opens on Sunday", () => {
    expect(isOpenAt(town, at("2026-03-14T11:00:00+01:00"))).toBe(true);
    expect(isOpenAt(town, at("2026-03-14T14:00:00+01:00"))).toBe(false);
    expect(isOpenAt(town, at("2026-03-15T11:00:00+01:00"))).toBe(false);
    expect(isOpenAt(station, at("2026-03-15T11:00:00+01:00"))).toBe(true);
  });

  it("national holidays close town pharmacies; 7-day ones keep their Sunday hours", () => {
    // Friday 25 December 2026
    expect(closureOn(town, "2026-12-25")?.de).toBe("Weihnachten");
    expect(closureOn(town, "2026-12-25")?.it).toBe("Natale");
    expect(hoursOn(town, "2026-12-25")).toEqual([]);
    expect(isOpenAt(town, at("2026-12-25T10:00:00+01:00"))).toBe(false);
    expect(closureOn(station, "2026-12-25")).toBeUndefined();
    expect(hoursOn(station, "2026-12-25")).toEqual([iv("09:00", "21:00")]);
    expect(isOpenAt(station, at("2026-12-25T08:00:00+01:00"))).toBe(false);
    expect(isOpenAt(station, at("2026-12-25T10:00:00+01:00"))).toBe(true);
    // Easter Monday 2026 is 6 April
    expect(closureOn(town, "2026-04-06")?.fr).toBe("Lundi de Pâques");
  });

  it("Liechtenstein works on Swiss National Day and closes on its own Staatsfeiertag", () => {
    const vaduz: OpeningRules = { ...town, countryIso: "LI", closures: [{ kind: "holiday", key: "li_national_day" }] };
    expect(closureOn(vaduz, "2025-08-01")).toBeUndefined();
    expect(closureOn(town, "2025-08-01")?.de).toBe("Nationalfeiertag");
    expect(closureOn(vaduz, "2025-08-15")?.de).toBe("Staatsfeiertag");
  });

  it("cantonal holidays and a company-holiday range over New Year", () => {
    expect(closureOn(town, "2027-01-02")?.de).toBe("Berchtoldstag");
    expect(closureOn(town, "2026-12-28")?.de).toBe("Betriebsferien");
    expect(closureOn(town, "2027-01-03")?.fr).toBe("Vacances annuelles");
    expect(closureOn(town, "2027-01-04")).toBeUndefined();
    expect(closureOn(town, "2026-12-27")).toBeUndefined();
  });

  it("moving cantonal holidays fall on the right days", () => {
    expect(LOCAL_HOLIDAYS.corpus_christi.date(2026)).toBe("2026-06-04");
    expect(LOCAL_HOLIDAYS.corpus_christi.date(2025)).toBe("2025-06-19");
    expect(LOCAL_HOLIDAYS.jeune_genevois.date(2026)).toBe("2026-09-10");
    expect(LOCAL_HOLIDAYS.jeune_genevois.date(2025)).toBe("2025-09-11");
    expect(LOCAL_HOLIDAYS.lundi_du_jeune.date(2026)).toBe("2026-09-21");
    expect(LOCAL_HOLIDAYS.lundi_du_jeune.date(2025)).toBe("2025-09-22");
  });

  it("DST: the local wall clock decides, on the spring and autumn change days", () => {
    // Sunday 29 March 2026: from 03:00 the offset is +02:00. 07:15Z is 09:15 local (open), not 08:15.
    expect(isOpenAt(station, at("2026-03-29T07:15:00Z"))).toBe(true);
    expect(isOpenAt(station, at("2026-03-29T06:45:00Z"))).toBe(false);
    // Sunday 25 October 2026: back to +01:00. 19:30Z is 20:30 local (open until 21:00), not 21:30.
    expect(isOpenAt(station, at("2026-10-25T19:30:00Z"))).toBe(true);
    expect(isOpenAt(station, at("2026-10-25T20:00:00Z"))).toBe(false);
  });

  it("upcoming closures list only days the pharmacy would otherwise open, in the asked language", () => {
    const list = upcomingClosures(town, "2026-12-20", 60, "it");
    expect(list.slice(0, 6)).toEqual([
      { date: "2026-12-25", reason: "Natale" },
      { date: "2026-12-26", reason: "Santo Stefano" },
      // 27 December is a Sunday: closed anyway, not listed
      { date: "2026-12-28", reason: "Chiusura per ferie" },
      { date: "2026-12-29", reason: "Chiusura per ferie" },
      { date: "2026-12-30", reason: "Chiusura per ferie" },
      { date: "2026-12-31", reason: "Chiusura per ferie" },
    ]);
    expect(list).toContainEqual({ date: "2027-01-01", reason: "Capodanno" });
    expect(list).toContainEqual({ date: "2027-01-02", reason: "San Bertoldo" });
    expect(list.every((c) => c.date >= "2026-12-20" && c.date < "2027-02-18")).toBe(true);
  });
});

describe("partner pharmacy seed data", () => {
  const all = buildPharmacies();

  it("80+ pharmacies over all 26 cantons and Liechtenstein, more in the big cantons", () => {
    expect(all.length).toBeGreaterThanOrEqual(80);
    const perCanton = new Map<string, number>();
    for (const p of all) perCanton.set(p.canton, (perCanton.get(p.canton) ?? 0) + 1);
    expect([...perCanton.keys()].sort()).toEqual([...CANTONS.map(([c]) => c), "FL"].sort());
    for (const big of ["ZH", "BE", "VD", "AG", "SG", "GE", "LU", "TI", "VS"]) expect(perCanton.get(big)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...["AI", "AR", "GL", "NW", "OW", "UR"].map((c) => perCanton.get(c)!))).toBeLessThan(perCanton.get("ZH")!);
  });

  it("is deterministic and every record is complete and plausible", () => {
    expect(buildPharmacies()).toEqual(all);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
    for (const p of all) {
      expect(p.zipcode, p.name).toMatch(/^[1-9]\d{3}$/);
      expect(p.countryIso, p.name).toBe(p.canton === "FL" ? "LI" : "CH");
      if (p.countryIso === "LI") expect(p.zipcode).toMatch(/^94(8|9)\d$/);
      // inside the bounding box of Switzerland and Liechtenstein
      expect(p.latitude, p.name).toBeGreaterThan(45.8);
      expect(p.latitude, p.name).toBeLessThan(47.81);
      expect(p.longitude, p.name).toBeGreaterThan(5.95);
      expect(p.longitude, p.name).toBeLessThan(10.5);
      expect(p.phone, p.name).toMatch(p.countryIso === "LI" ? /^\+423 [23]\d{2} \d{2} \d{2}$/ : /^\+41 \d{2} [2-9]\d{2} \d{2} \d{2}$/);
      expect(p.email, p.name).toMatch(/^[a-z0-9-]+@partnerapotheken\.test$/);
      expect(p.weekly).toHaveLength(7);
      for (const day of p.weekly) {
        for (const [i, x] of day.entries()) {
          expect(x.opens < x.closes, `${p.name} ${x.opens}-${x.closes}`).toBe(true);
          if (i > 0) expect(day[i - 1]!.closes < x.opens).toBe(true);
        }
      }
      // 7-day pharmacies are exactly those open on Sunday
      expect(p.openOnHolidays, p.name).toBe(p.weekly[6]!.length > 0);
    }
  });

  it("most pharmacies close for lunch, some are open 7 days", () => {
    const withLunch = all.filter((p) => p.weekly[0]!.length === 2);
    expect(withLunch.length / all.length).toBeGreaterThan(0.5);
    expect(all.filter((p) => p.openOnHolidays).length).toBeGreaterThanOrEqual(5);
    expect(all.filter((p) => p.closures.some((c) => c.kind === "yearly")).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((p) => p.closures.some((c) => c.kind === "holiday" && c.key === "berchtoldstag")).length).toBeGreaterThan(10);
  });

  it("pharmacies of one town lie close together (coordinates belong to the town)", () => {
    const byCity = new Map<string, typeof all>();
    for (const p of all) byCity.set(p.city, [...(byCity.get(p.city) ?? []), p]);
    for (const [city, list] of byCity) {
      for (const a of list) for (const b of list) expect(haversineKm(a, b), city).toBeLessThan(6);
    }
    // two known towns, distance as the crow flies: Zürich HB – Bern station ≈ 95 km
    const zh = all.find((p) => p.name === "Apotheke am Hauptbahnhof Zürich")!;
    const be = all.find((p) => p.name === "Apotheke im Bahnhof Bern")!;
    expect(haversineKm(zh, be)).toBeGreaterThan(94);
    expect(haversineKm(zh, be)).toBeLessThan(97);
  });
});
