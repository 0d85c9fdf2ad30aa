import { addDays, easterSunday, isoWeekday, type IsoDate } from "../calendar/swiss-calendar.js";

/**
 * Cantonal (and Liechtenstein) holidays on which a pharmacy closes. Unlike the national holidays of
 * the shared calendar they hold only where a canton observes them, so they are per-pharmacy closure
 * rules. Each has its date rule and its names in the shop languages.
 */
export type LocalHolidayKey =
  | "berchtoldstag"
  | "epiphany"
  | "republic_neuchatel"
  | "st_joseph"
  | "labour_day"
  | "corpus_christi"
  | "jura_plebiscite"
  | "st_peter_paul"
  | "assumption"
  | "li_national_day"
  | "jeune_genevois"
  | "lundi_du_jeune"
  | "all_saints"
  | "immaculate_conception"
  | "restoration_geneva";

type Names = { de: string; it: string; fr: string };

/** Sunday number n (1-based) of a month, as a date. */
function nthSunday(year: number, month: number, n: number): IsoDate {
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  const toSunday = (7 - isoWeekday(first)) % 7;
  return addDays(first, toSunday + (n - 1) * 7);
}

const fixed = (md: string) => (year: number) => `${year}-${md}`;
const afterEaster = (days: number) => (year: number) => addDays(easterSunday(year), days);

export const LOCAL_HOLIDAYS: Record<LocalHolidayKey, { names: Names; date: (year: number) => IsoDate }> = {
  berchtoldstag: { names: { de: "Berchtoldstag", it: "San Bertoldo", fr: "Saint-Berthold" }, date: fixed("01-02") },
  epiphany: { names: { de: "Heilige Drei Könige", it: "Epifania", fr: "Épiphanie" }, date: fixed("01-06") },
  republic_neuchatel: {
    names: { de: "Ausrufung der Republik Neuenburg", it: "Instaurazione della Repubblica", fr: "Instauration de la République" },
    date: fixed("03-01"),
  },
  st_joseph: { names: { de: "Josefstag", it: "San Giuseppe", fr: "Saint-Joseph" }, date: fixed("03-19") },
  labour_day: { names: { de: "Tag der Arbeit", it: "Festa del lavoro", fr: "Fête du travail" }, date: fixed("05-01") },
  corpus_christi: { names: { de: "Fronleichnam", it: "Corpus Domini", fr: "Fête-Dieu" }, date: afterEaster(60) },
  jura_plebiscite: {
    names: { de: "Jurassischer Unabhängigkeitstag", it: "Commemorazione del plebiscito giurassiano", fr: "Commémoration du plébiscite" },
    date: fixed("06-23"),
  },
  st_peter_paul: { names: { de: "Peter und Paul", it: "San Pietro e Paolo", fr: "Saint-Pierre et Saint-Paul" }, date: fixed("06-29") },
  assumption: { names: { de: "Mariä Himmelfahrt", it: "Assunzione", fr: "Assomption" }, date: fixed("08-15") },
  // Liechtenstein's national day; 1 August (Swiss National Day) is a working day there
  li_national_day: { names: { de: "Staatsfeiertag", it: "Festa nazionale del Liechtenstein", fr: "Fête nationale du Liechtenstein" }, date: fixed("08-15") },
  // Thursday after the first Sunday of September
  jeune_genevois: { names: { de: "Genfer Bettag", it: "Digiuno ginevrino", fr: "Jeûne genevois" }, date: (y) => addDays(nthSunday(y, 9, 1), 4) },
  // Monday after the third Sunday of September (Federal Fast)
  lundi_du_jeune: { names: { de: "Bettagsmontag", it: "Lunedì del Digiuno federale", fr: "Lundi du Jeûne fédéral" }, date: (y) => addDays(nthSunday(y, 9, 3), 1) },
  all_saints: { names: { de: "Allerheiligen", it: "Ognissanti", fr: "Toussaint" }, date: fixed("11-01") },
  immaculate_conception: { names: { de: "Mariä Empfängnis", it: "Immacolata Concezione", fr: "Immaculée Conception" }, date: fixed("12-08") },
  restoration_geneva: {
    names: { de: "Wiederherstellung der Republik Genf", it: "Restaurazione della Repubblica", fr: "Restauration de la République" },
    date: fixed("12-31"),
  },
};

export function isLocalHolidayKey(key: string): key is LocalHolidayKey {
  return Object.hasOwn(LOCAL_HOLIDAYS, key);
}

/**
 * Which local holidays a canton's pharmacies close on (a shop-floor selection of the official
 * cantonal lists: full-day closures only, no half days or municipal holidays).
 */
export const CANTON_HOLIDAYS: Record<string, LocalHolidayKey[]> = {
  AG: ["berchtoldstag"],
  AI: ["corpus_christi", "assumption", "all_saints", "immaculate_conception"],
  AR: [],
  BE: ["berchtoldstag"],
  BL: ["labour_day"],
  BS: ["labour_day"],
  FR: ["berchtoldstag", "corpus_christi", "assumption", "all_saints", "immaculate_conception"],
  GE: ["jeune_genevois", "restoration_geneva"],
  GL: ["berchtoldstag", "all_saints"],
  GR: [],
  JU: ["berchtoldstag", "labour_day", "corpus_christi", "jura_plebiscite", "assumption", "all_saints"],
  LU: ["berchtoldstag", "corpus_christi", "assumption", "all_saints", "immaculate_conception"],
  NE: ["berchtoldstag", "republic_neuchatel", "labour_day", "lundi_du_jeune"],
  NW: ["st_joseph", "corpus_christi", "assumption", "all_saints", "immaculate_conception"],
  OW: ["berchtoldstag", "corpus_christi", "assumption", "all_saints", "immaculate_conception"],
  SG: ["all_saints"],
  SH: ["berchtoldstag", "labour_day"],
  SO: ["corpus_christi", "all_saints"],
  SZ: ["epiphany", "st_joseph", "corpus_christi", "assumption", "all_saints", "immaculate_conception"],
  TG: ["berchtoldstag"],
  TI: ["epiphany", "st_joseph", "labour_day", "corpus_christi", "st_peter_paul", "assumption", "all_saints", "immaculate_conception"],
  UR: ["epiphany", "st_joseph", "corpus_christi", "assumption", "all_saints", "immaculate_conception"],
  VD: ["berchtoldstag", "lundi_du_jeune"],
  VS: ["st_joseph", "corpus_christi", "assumption", "all_saints", "immaculate_conception"],
  ZG: ["corpus_christi", "assumption", "all_saints", "immaculate_conception"],
  ZH: ["berchtoldstag", "labour_day"],
  FL: ["berchtoldstag", "epiphany", "st_joseph", "corpus_christi", "li_national_day", "all_saints", "immaculate_conception"],
};
