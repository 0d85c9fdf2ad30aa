import type { Db } from "../db/connection.js";
import { idFor } from "../ids.js";
import { slugify } from "../catalog/slug.js";
import { HOURS_PROFILES, isSevenDay } from "./hours-profiles.js";
import { CANTON_HOLIDAYS } from "./local-holidays.js";
import type { ClosureRule } from "./opening-hours.js";
import type { PharmacyRecord } from "./repository.js";
import { PARTNER_PHARMACIES, type PartnerEntry } from "./partner-list.js";

const SEEDED_AT = "2025-01-01T00:00:00.000Z";
/** Reserved top-level domain (RFC 2606): the addresses can never reach anyone. */
const MAIL_DOMAIN = "partnerapotheken.test";


export const pharmacyId = (name: string) => idFor(`pharmacy:${name}`);

/** Deterministic digits from a key (md5 hex read as a number). */
function digits(key: string, count: number): string {
  return BigInt(`0x${idFor(key)}`).toString().slice(-count).padStart(count, "0");
}

/** A fictitious number in the town's real area: +41 AA BBB CC DD, or +423 BBB CC DD in Liechtenstein. */
function phoneFor(p: PartnerEntry): string {
  const d = digits(`pharmacy-phone:${p.name}`, 7);
  // subscriber numbers of fixed lines start with 2–9; Liechtenstein's with 2 or 3
  const first = p.area === "423" ? String(2 + (Number(d[0]) % 2)) : String(2 + (Number(d[0]) % 8));
  const n = `${first}${d.slice(1)}`;
  const local = `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)}`;
  return p.area === "423" ? `+423 ${local}` : `+41 ${p.area} ${local}`;
}

function closuresFor(p: PartnerEntry, sevenDay: boolean): ClosureRule[] {
  // 7-day pharmacies serve the holidays; they have no holiday closures of their own.
  if (sevenDay) return [];
  const rules: ClosureRule[] = (CANTON_HOLIDAYS[p.canton] ?? []).map((key) => ({ kind: "holiday", key }));
  if (p.holidays) {
    const [from, to] = p.holidays.split("..") as [string, string];
    rules.push({ kind: "yearly", from, to, reason: "company_holidays" });
  }
  return rules;
}

/** The partner list turned into full pharmacies: ids, contact data, hours and closure rules. */
export function buildPharmacies(): PharmacyRecord[] {
  return PARTNER_PHARMACIES.map((p) => {
    const variants = HOURS_PROFILES[p.profile];
    const variant = Number.parseInt(idFor(`pharmacy-hours:${p.name}`).slice(0, 8), 16) % variants.length;
    const sevenDay = isSevenDay(p.profile);
    return {
      id: pharmacyId(p.name),
      name: p.name,
      street: p.street,
      zipcode: p.zipcode,
      city: p.city,
      canton: p.canton,
      countryIso: p.canton === "FL" ? "LI" : "CH",
      latitude: p.latitude,
      longitude: p.longitude,
      phone: phoneFor(p),
      email: `${slugify(p.name).toLowerCase()}@${MAIL_DOMAIN}`,
      weekly: variants[variant]!,
      openOnHolidays: sevenDay,
      closures: closuresFor(p, sevenDay),
    };
  });
}

/** Inserts the partner pharmacies; the caller (seed.ts) has emptied the tables. */
export function seedPharmacies(db: Db): void {
  const insertPharmacy = db.prepare(
    `INSERT INTO pharmacy (id, name, street, zipcode, city, canton, country_iso, latitude, longitude, phone, email, open_on_holidays, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertInterval = db.prepare("INSERT INTO pharmacy_opening_interval (pharmacy_id, weekday, opens, closes) VALUES (?, ?, ?, ?)");
  const insertClosure = db.prepare(
    "INSERT INTO pharmacy_closure (pharmacy_id, position, holiday_key, from_md, to_md, reason_key) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const p of buildPharmacies()) {
    insertPharmacy.run(p.id, p.name, p.street, p.zipcode, p.city, p.canton, p.countryIso, p.latitude, p.longitude, p.phone, p.email,
      p.openOnHolidays ? 1 : 0, SEEDED_AT);
    p.weekly.forEach((intervals, i) => intervals.forEach((iv) => insertInterval.run(p.id, i + 1, iv.opens, iv.closes)));
    p.closures.forEach((c, i) =>
      c.kind === "holiday"
        ? insertClosure.run(p.id, i + 1, c.key, null, null, c.key)
        : insertClosure.run(p.id, i + 1, null, c.from, c.to, c.reason),
    );
  }
}

/**
 * A database seeded before the pharmacy migration existed gets the partner list on start (the
 * catalogue is not re-seeded); an unseeded one is left to the full seed.
 */
export function ensurePharmacySeed(db: Db): void {
  const channels = (db.prepare("SELECT COUNT(*) AS n FROM sales_channel").get() as { n: number }).n;
  const pharmacies = (db.prepare("SELECT COUNT(*) AS n FROM pharmacy").get() as { n: number }).n;
  if (channels > 0 && pharmacies === 0) db.transaction(() => seedPharmacies(db))();
}
