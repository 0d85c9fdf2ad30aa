/**
 * Partner pharmacies for click & collect and the pharmacy map (issue 7). Not a Shopware entity:
 * read only through the custom route POST /store-api/customer-pharmacy (src/pharmacy/README.md).
 * Weekly hours are rows (a day with a lunch break has two); closures are rules, not dates, so they
 * stay true every year: a cantonal holiday by key (its date rule lives in src/pharmacy/local-holidays.ts)
 * or a yearly company-holiday range of month-days.
 */
export const name = "pharmacy";

export const sql = /* sql */ `
CREATE TABLE pharmacy (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  street TEXT NOT NULL,
  zipcode TEXT NOT NULL,
  city TEXT NOT NULL,
  -- canton code (ZH, BE, …); FL for Liechtenstein
  canton TEXT NOT NULL,
  country_iso TEXT NOT NULL CHECK (country_iso IN ('CH', 'LI')),
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  phone TEXT,
  email TEXT,
  -- 7-day (station) pharmacies stay open on national holidays, with their Sunday hours
  open_on_holidays INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE pharmacy_opening_interval (
  pharmacy_id TEXT NOT NULL REFERENCES pharmacy(id) ON DELETE CASCADE,
  -- ISO weekday: 1 = Monday … 7 = Sunday
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  -- HH:MM local time (Europe/Zurich)
  opens TEXT NOT NULL,
  closes TEXT NOT NULL,
  PRIMARY KEY (pharmacy_id, weekday, opens)
);

CREATE TABLE pharmacy_closure (
  pharmacy_id TEXT NOT NULL REFERENCES pharmacy(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- a cantonal holiday key, or NULL for a yearly range from_md..to_md (MM-DD, inclusive)
  holiday_key TEXT,
  from_md TEXT,
  to_md TEXT,
  -- what the closure is called (holiday key or e.g. company_holidays); names are localised in code
  reason_key TEXT NOT NULL,
  PRIMARY KEY (pharmacy_id, position),
  CHECK (holiday_key IS NOT NULL OR (from_md IS NOT NULL AND to_md IS NOT NULL))
);
`;
