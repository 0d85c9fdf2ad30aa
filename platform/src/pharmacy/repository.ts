import type { Db } from "../db/connection.js";
import { VersionedCache } from "../db/data-version.js";
import { isLocalHolidayKey } from "./local-holidays.js";
import type { ClosureRule, Interval, OpeningRules } from "./opening-hours.js";

/** A partner pharmacy as stored: address, contact and the rules its opening state follows. */
export interface PharmacyRecord extends OpeningRules {
  id: string;
  name: string;
  street: string;
  zipcode: string;
  city: string;
  /** canton code; FL for Liechtenstein */
  canton: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  email: string | null;
}

interface PharmacyRow {
  id: string;
  name: string;
  street: string;
  zipcode: string;
  city: string;
  canton: string;
  country_iso: "CH" | "LI";
  latitude: number;
  longitude: number;
  phone: string | null;
  email: string | null;
  open_on_holidays: number;
}

interface ClosureRow {
  pharmacy_id: string;
  holiday_key: string | null;
  from_md: string | null;
  to_md: string | null;
  reason_key: string;
}

/** The loaded set per connection (the order confirmation and the pharmacy route each make a repository). */
const loaded = new WeakMap<Db, VersionedCache<PharmacyRecord[]>>();

/**
 * Reads the partner pharmacies. The whole set (about a hundred rows) is filtered in memory: distance,
 * opening state and accent-folded search are computed, not indexed. The set is kept until any watched
 * table is written (db/data-version.ts: a pharmacy import by another connection shows from the next
 * request): loading it anew was a fifth of the platform's CPU in the checkout bench (issue 26 item 3).
 */
export class PharmacyRepository {
  constructor(private readonly db: Db) {}

  all(): PharmacyRecord[] {
    let kept = loaded.get(this.db);
    if (!kept) {
      // Deep-frozen: requests share the records, and the opening rules and closures are nested arrays.
      kept = new VersionedCache(this.db, { rendersStock: false, frozen: true });
      loaded.set(this.db, kept);
    }
    return kept.get("all", () => this.load());
  }

  private load(): PharmacyRecord[] {
    const rows = this.db.prepare("SELECT * FROM pharmacy").all() as PharmacyRow[];
    const weekly = new Map<string, Interval[][]>(rows.map((r) => [r.id, [[], [], [], [], [], [], []]]));
    const intervals = this.db
      .prepare("SELECT pharmacy_id, weekday, opens, closes FROM pharmacy_opening_interval ORDER BY pharmacy_id, weekday, opens")
      .all() as { pharmacy_id: string; weekday: number; opens: string; closes: string }[];
    for (const i of intervals) weekly.get(i.pharmacy_id)?.[i.weekday - 1]!.push({ opens: i.opens, closes: i.closes });

    const closures = new Map<string, ClosureRule[]>();
    const closureRows = this.db.prepare("SELECT * FROM pharmacy_closure ORDER BY pharmacy_id, position").all() as ClosureRow[];
    for (const c of closureRows) {
      const rule = toRule(c);
      if (!rule) continue;
      const list = closures.get(c.pharmacy_id) ?? [];
      list.push(rule);
      closures.set(c.pharmacy_id, list);
    }

    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      street: r.street,
      zipcode: r.zipcode,
      city: r.city,
      canton: r.canton,
      countryIso: r.country_iso,
      latitude: r.latitude,
      longitude: r.longitude,
      phone: r.phone,
      email: r.email,
      weekly: weekly.get(r.id)!,
      openOnHolidays: r.open_on_holidays === 1,
      closures: closures.get(r.id) ?? [],
    }));
  }

  exists(id: string): boolean {
    return this.db.prepare("SELECT 1 FROM pharmacy WHERE id = ?").get(id) !== undefined;
  }
}

/** Rows with a holiday key this code does not know are skipped rather than guessed. */
function toRule(c: ClosureRow): ClosureRule | undefined {
  if (c.holiday_key !== null) return isLocalHolidayKey(c.holiday_key) ? { kind: "holiday", key: c.holiday_key } : undefined;
  if (c.from_md && c.to_md && c.reason_key === "company_holidays") return { kind: "yearly", from: c.from_md, to: c.to_md, reason: "company_holidays" };
  return undefined;
}
