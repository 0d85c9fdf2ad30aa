import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { openDb, type Db } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { buildPlatform } from "../src/server.js";
import { SEED_IDS } from "../src/seed/ids.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { CANTONS } from "../src/seed/data.js";
import { ACCESS_KEY, headers } from "./helpers.js";

const URL = "/store-api/customer-pharmacy";
type Interval = { opens: string; closes: string };
type Pharmacy = {
  id: string; name: string; street: string; zipcode: string; city: string; canton: string; countryIso: string;
  latitude: number; longitude: number; phone: string | null; email: string | null;
  openingHours: { weekday: number; intervals: Interval[] }[];
  closures: { date: string; reason: string }[];
  openNow: boolean; todayHours: Interval[]; distanceKm: number | null; apiAlias: string;
};
type Result = {
  apiAlias: string; total: number; page: number; limit: number;
  selectedPharmacyId: string | null; selectedPharmacy: Pharmacy | null; elements: Pharmacy[];
};

let db: Db;
let app: FastifyInstance;
/** the platform's clock; each test sets the instant it needs */
let clock = new Date("2026-03-10T09:00:00Z");

beforeAll(() => {
  db = openDb(":memory:");
  migrate(db);
  // the pharmacies do not depend on the catalogue size
  seed(db, { size: "small" });
  app = buildPlatform({ db, accessKey: ACCESS_KEY, publicUrl: "http://platform.test", now: () => clock });
});
afterAll(() => app.close());

async function call(body: unknown, extra: Record<string, string> = {}) {
  const res = await app.inject({ method: "POST", url: URL, headers: headers(extra), payload: JSON.stringify(body) });
  return { res, status: res.statusCode, body: res.json() as Result, token: res.headers["sw-context-token"] as string };
}
async function list(body: Record<string, unknown> = {}, extra: Record<string, string> = {}): Promise<Result> {
  const r = await call({ limit: 200, ...body }, extra);
  expect(r.status, r.res.body).toBe(200);
  return r.body;
}
const byName = async (name: string, extra: Record<string, string> = {}) => {
  const found = (await list({ search: name }, extra)).elements.find((p) => p.name === name);
  expect(found, name).toBeDefined();
  return found!;
};
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
const covers = (intervals: Interval[], time: string) => intervals.some((i) => minutes(i.opens) <= minutes(time) && minutes(time) < minutes(i.closes));

describe("POST /store-api/customer-pharmacy: listing", () => {
  it("lists all 80+ seeded pharmacies over 26 cantons and Liechtenstein, by name, paged", async () => {
    const first = await call({});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ apiAlias: "customer_pharmacy_result", page: 1, limit: 100, selectedPharmacyId: null, selectedPharmacy: null });
    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(80);
    expect(all.elements).toHaveLength(all.total);
    expect(first.body.elements).toHaveLength(Math.min(100, all.total));
    expect(new Set(all.elements.map((p) => p.canton))).toEqual(new Set([...CANTONS.map(([c]) => c), "FL"]));
    expect(all.elements.filter((p) => p.canton === "FL").every((p) => p.countryIso === "LI")).toBe(true);
    const names = all.elements.map((p) => p.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("de-CH", { sensitivity: "base", numeric: true }).compare));

    const page2 = await call({ limit: 50, page: 2 });
    expect(page2.body.page).toBe(2);
    expect(page2.body.elements.map((p) => p.name)).toEqual(names.slice(50, 100));
    const beyond = await call({ limit: 50, page: 10 });
    expect(beyond.body).toMatchObject({ total: all.total, elements: [] });
  });

  it("shows a pharmacy's change at the next read (the loaded set is kept only until a write)", async () => {
    const [first] = (await list()).elements;
    const renamed = `${first!.name} Neu`;
    db.prepare("UPDATE pharmacy SET name = ? WHERE id = ?").run(renamed, first!.id);
    try {
      expect((await byName(renamed)).id).toBe(first!.id);
    } finally {
      db.prepare("UPDATE pharmacy SET name = ? WHERE id = ?").run(first!.name, first!.id);
    }
    expect((await byName(first!.name)).id).toBe(first!.id);
  });

  it("every element is well-formed JSON with the documented fields", async () => {
    const all = await list({ latitude: 46.8, longitude: 8.2 });
    const keys = ["apiAlias", "canton", "city", "closures", "countryIso", "distanceKm", "email", "id", "latitude", "longitude",
      "name", "openNow", "openingHours", "phone", "street", "todayHours", "zipcode"];
    for (const p of all.elements) {
      expect(Object.keys(p).sort(), p.name).toEqual(keys);
      expect(p.id).toMatch(/^[0-9a-f]{32}$/);
      expect(p.apiAlias).toBe("pharmacy");
      for (const k of ["name", "street", "city", "canton", "phone", "email"] as const) expect(typeof p[k], `${p.name} ${k}`).toBe("string");
      expect(p.zipcode).toMatch(/^\d{4}$/);
      expect(["CH", "LI"]).toContain(p.countryIso);
      expect(typeof p.latitude).toBe("number");
      expect(typeof p.longitude).toBe("number");
      expect(typeof p.openNow).toBe("boolean");
      expect(typeof p.distanceKm).toBe("number");
      expect(p.openingHours.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const i of [...p.openingHours.flatMap((d) => d.intervals), ...p.todayHours]) {
        expect(Object.keys(i).sort()).toEqual(["closes", "opens"]);
        expect(i.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(i.closes).toMatch(/^([01]\d|2[0-4]):[0-5]\d$/);
      }
      for (const c of p.closures) {
        expect(Object.keys(c).sort()).toEqual(["date", "reason"]);
        expect(c.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(c.reason.length).toBeGreaterThan(0);
      }
    }
    // the response is plain JSON (no undefined, no dates as objects): it survives a round trip unchanged
    expect(JSON.parse(JSON.stringify(all))).toEqual(all);
  });

  it("search matches zip, city, name and street; accent- and case-insensitive; all words must match", async () => {
    const zip = await list({ search: "8001" });
    expect(zip.total).toBeGreaterThanOrEqual(2);
    expect(zip.elements.every((p) => p.zipcode === "8001")).toBe(true);

    const zurich = await list({ search: "zurich" });
    expect(zurich.elements.map((p) => p.city)).toContain("Zürich");
    expect(zurich.elements.every((p) => `${p.name} ${p.city} ${p.street}`.includes("Zürich"))).toBe(true);
    // "ü" typed as "ue" finds it too
    expect((await list({ search: "ZUERICH" })).total).toBe(zurich.total);

    const geneve = await list({ search: "geneve" });
    expect(geneve.total).toBeGreaterThanOrEqual(4);
    expect(geneve.elements.every((p) => p.city === "Genève")).toBe(true);

    const montreux = await list({ search: "pharmacie du lac montreux" });
    expect(montreux.elements.map((p) => p.name)).toEqual(["Pharmacie du Lac Montreux"]);
    // every word must match: "lac" alone finds Montreux and Yverdon, with the zip only Montreux
    expect((await list({ search: "lac" })).total).toBeGreaterThanOrEqual(2);
    expect((await list({ search: "Lac 1820" })).elements.map((p) => p.name)).toEqual(["Pharmacie du Lac Montreux"]);
    // street
    expect((await list({ search: "Via Nassa" })).elements.map((p) => p.name)).toEqual(["Farmacia Centrale Lugano"]);
    expect((await list({ search: "  " })).total).toBeGreaterThanOrEqual(80);
    expect((await list({ search: "Xylophonweg" })).total).toBe(0);
  });

  it("ids keeps only those pharmacies", async () => {
    const all = await list();
    const ids = [all.elements[3]!.id, all.elements[7]!.id, "0".repeat(32)];
    const some = await list({ ids });
    expect(some.elements.map((p) => p.id).sort()).toEqual(ids.slice(0, 2).sort());
  });

  it("near sorts by distance and sets distanceKm; radiusKm keeps those within", async () => {
    const bern = { latitude: 46.9480, longitude: 7.4474 }; // Bern, Zytglogge
    const near = await list(bern);
    const d = near.elements.map((p) => p.distanceKm!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(near.elements[0]!.city).toBe("Bern");
    expect(d.every((x) => Math.round(x * 10) / 10 === x)).toBe(true);
    const zh = near.elements.find((p) => p.name === "Apotheke am Hauptbahnhof Zürich")!;
    expect(zh.distanceKm).toBeGreaterThan(93);
    expect(zh.distanceKm).toBeLessThan(97);

    const within = await list({ ...bern, radiusKm: 5 });
    expect(within.total).toBeGreaterThanOrEqual(3);
    expect(within.elements.every((p) => p.distanceKm! <= 5)).toBe(true);
    expect(within.elements.map((p) => p.name)).toEqual(near.elements.filter((p) => p.distanceKm! <= 5).map((p) => p.name));
    expect(within.elements.every((p) => p.city === "Bern")).toBe(true);

    // without near: no distance
    expect((await list()).elements.every((p) => p.distanceKm === null)).toBe(true);
    // near combines with search
    const lugano = await list({ search: "lugano", latitude: 46.0037, longitude: 8.9511 });
    expect(lugano.elements[0]!.name).toBe("Farmacia Centrale Lugano");
  });

  it("names sort locale-aware in the request language", async () => {
    const fr = await list({}, { "sw-language-id": SEED_IDS.languages.fr });
    const names = fr.elements.map((p) => p.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("fr-CH", { sensitivity: "base", numeric: true }).compare));
  });
});

describe("POST /store-api/customer-pharmacy: open or closed at fixed instants (Europe/Zurich)", () => {
  it("a weekday during the lunch break: lunch-break pharmacies are closed, those open through lunch are open", async () => {
    clock = new Date("2026-03-11T12:45:00+01:00"); // Wednesday
    const winterthur = await byName("Altstadt-Apotheke Winterthur");
    expect(winterthur.todayHours).toHaveLength(2);
    expect(winterthur.openNow).toBe(false);
    expect((await byName("Limmat-Apotheke Zürich")).openNow).toBe(true);

    const all = await list();
    const open = await list({ openNow: true });
    expect(open.total).toBeGreaterThan(0);
    expect(open.total).toBeLessThan(all.total / 2);
    expect(open.elements.map((p) => p.id)).toEqual(all.elements.filter((p) => p.openNow).map((p) => p.id));
    for (const p of all.elements) expect(p.openNow, p.name).toBe(covers(p.todayHours, "12:45"));
    expect(open.elements.some((p) => p.openingHours[2]!.intervals.length === 2)).toBe(false);
    // openNow: false is no filter
    expect((await list({ openNow: false })).total).toBe(all.total);
  });

  it("a weekday at 10:00: every pharmacy is open", async () => {
    clock = new Date("2026-03-10T10:00:00+01:00"); // Tuesday
    const all = await list();
    expect(all.elements.filter((p) => !p.openNow).map((p) => p.name)).toEqual([]);
    expect((await list({ openNow: true })).total).toBe(all.total);
  });

  it("Sunday: only the 7-day pharmacies are open", async () => {
    clock = new Date("2026-03-15T11:00:00+01:00");
    const all = await list();
    const open = all.elements.filter((p) => p.openNow);
    expect(open.length).toBeGreaterThanOrEqual(5);
    expect(open.map((p) => p.name)).toEqual(all.elements.filter((p) => p.openingHours[6]!.intervals.length > 0).map((p) => p.name));
    expect(open.map((p) => p.name)).toContain("Apotheke am Hauptbahnhof Zürich");
    expect(all.elements.filter((p) => !p.openNow).every((p) => p.todayHours.length === 0)).toBe(true);
  });

  it("25 December: closed with the holiday's name in the request language; 7-day pharmacies open", async () => {
    clock = new Date("2026-12-25T10:00:00+01:00"); // a Friday
    const de = await byName("Altstadt-Apotheke Winterthur");
    expect(de.openNow).toBe(false);
    expect(de.todayHours).toEqual([]);
    expect(de.closures[0]).toEqual({ date: "2026-12-25", reason: "Weihnachten" });
    expect(de.closures).toContainEqual({ date: "2027-01-02", reason: "Berchtoldstag" });
    expect(de.closures.every((c) => c.date >= "2026-12-25" && c.date < "2027-02-23")).toBe(true);

    const it = await byName("Altstadt-Apotheke Winterthur", { "sw-language-id": SEED_IDS.languages.it });
    expect(it.closures[0]).toEqual({ date: "2026-12-25", reason: "Natale" });
    expect(it.closures[1]).toEqual({ date: "2026-12-26", reason: "Santo Stefano" });
    const fr = await byName("Pharmacie du Lac Montreux", { "sw-language-id": SEED_IDS.languages.fr });
    expect(fr.closures[0]).toEqual({ date: "2026-12-25", reason: "Noël" });

    const station = await byName("Apotheke am Hauptbahnhof Zürich");
    expect(station.openNow).toBe(true);
    expect(station.todayHours).toEqual(station.openingHours[6]!.intervals);
    expect(station.closures).toEqual([]);
    const open = await list({ openNow: true });
    expect(open.elements.every((p) => p.openingHours[6]!.intervals.length > 0)).toBe(true);
  });

  it("DST change day: opening follows the local wall clock", async () => {
    // Sunday 25 October 2026, back to CET: 19:30Z is 20:30 in Zürich
    clock = new Date("2026-10-25T19:30:00Z");
    expect((await byName("Apotheke am Hauptbahnhof Zürich")).openNow).toBe(true); // until 21:00
    expect((await byName("Apotheke am Bahnhof Winterthur")).openNow).toBe(false); // until 20:00
    // Sunday 29 March 2026, to CEST: 07:15Z is 09:15 in Zürich
    clock = new Date("2026-03-29T07:15:00Z");
    expect((await byName("Apotheke am Hauptbahnhof Zürich")).openNow).toBe(true); // from 09:00
    clock = new Date("2026-03-29T06:45:00Z");
    expect((await byName("Apotheke am Hauptbahnhof Zürich")).openNow).toBe(false);
  });
});

describe("POST /store-api/customer-pharmacy: the session's chosen pharmacy", () => {
  const storedPayload = (token: string) =>
    JSON.parse((db.prepare("SELECT payload FROM sales_channel_api_context WHERE token = ?").get(token) as { payload: string }).payload);

  it("selecting with a fresh token persists the choice under the token the response carries", async () => {
    clock = new Date("2026-03-10T10:00:00+01:00");
    const lugano = await byName("Farmacia Centrale Lugano");
    const selected = await call({ selectPharmacyId: lugano.id, limit: 1 });
    expect(selected.status).toBe(200);
    expect(selected.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(selected.body.selectedPharmacyId).toBe(lugano.id);
    expect(selected.body.selectedPharmacy).toMatchObject({ id: lugano.id, name: "Farmacia Centrale Lugano", openNow: true, apiAlias: "pharmacy" });
    expect(storedPayload(selected.token).pharmacyId).toBe(lugano.id);

    // read back with the same token, independent of the listing's filters
    const again = await call({ search: "bern" }, { "sw-context-token": selected.token });
    expect(again.token).toBe(selected.token);
    expect(again.body.selectedPharmacyId).toBe(lugano.id);
    expect(again.body.selectedPharmacy!.name).toBe("Farmacia Centrale Lugano");
    expect(again.body.elements.some((p) => p.id === lugano.id)).toBe(false);

    // a request without the token knows nothing of it
    expect((await call({})).body.selectedPharmacyId).toBeNull();
  });

  it("changes and clears the choice; an unknown id is 404 and leaves the choice alone", async () => {
    const all = await list();
    const [a, b] = [all.elements[0]!, all.elements[1]!];
    const { token } = await call({ selectPharmacyId: a.id });
    const changed = await call({ selectPharmacyId: b.id }, { "sw-context-token": token });
    expect(changed.body.selectedPharmacyId).toBe(b.id);

    const unknown = await call({ selectPharmacyId: "f".repeat(32) }, { "sw-context-token": token });
    expect(unknown.status).toBe(404);
    expect((unknown.res.json() as { errors: { code: string; status: string }[] }).errors[0]).toMatchObject({ code: "PHARMACY__NOT_FOUND", status: "404" });
    expect((await call({}, { "sw-context-token": token })).body.selectedPharmacyId).toBe(b.id);

    const cleared = await call({ selectPharmacyId: null }, { "sw-context-token": token });
    expect(cleared.body).toMatchObject({ selectedPharmacyId: null, selectedPharmacy: null });
    expect((await call({}, { "sw-context-token": token })).body.selectedPharmacyId).toBeNull();
    expect(storedPayload(token).pharmacyId).toBeUndefined();
  });

  it("the choice needs no login and survives one, next to the rest of the context", async () => {
    const pick = (await list({ search: "Vaduz" })).elements[0]!;
    const { token } = await call({ selectPharmacyId: pick.id });
    const login = await app.inject({
      method: "POST",
      url: "/store-api/account/login",
      headers: headers({ "sw-context-token": token }),
      payload: { username: ACCOUNT_SEED.demoCustomer.email, password: ACCOUNT_SEED.demoCustomer.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const after = login.json().contextToken as string;
    const read = await call({}, { "sw-context-token": after });
    expect(read.body.selectedPharmacyId).toBe(pick.id);
    expect(storedPayload(after).customerId).toBe(ACCOUNT_SEED.demoCustomer.id);
  });
});

describe("POST /store-api/customer-pharmacy: bad input", () => {
  const pointers = async (body: unknown) => {
    const r = await call(body);
    expect(r.status, JSON.stringify(body)).toBe(400);
    const errors = (r.res.json() as { errors: { status: string; code: string; source?: { pointer?: string } }[] }).errors;
    expect(errors.every((e) => e.status === "400" && e.code.startsWith("VIOLATION::"))).toBe(true);
    return errors.map((e) => e.source?.pointer);
  };

  it("answers 400 with a pointer per bad field, never a stack trace", async () => {
    expect(await pointers({ limit: 0 })).toEqual(["/limit"]);
    expect(await pointers({ limit: 201 })).toEqual(["/limit"]);
    expect(await pointers({ limit: "10" })).toEqual(["/limit"]);
    expect(await pointers({ limit: 2.5 })).toEqual(["/limit"]);
    expect(await pointers({ page: 0 })).toEqual(["/page"]);
    expect(await pointers({ latitude: 47.1 })).toEqual(["/longitude"]);
    expect(await pointers({ radiusKm: 5 })).toEqual(["/latitude", "/longitude"]);
    expect(await pointers({ latitude: 91, longitude: "8" })).toEqual(["/latitude", "/longitude"]);
    expect(await pointers({ openNow: "yes" })).toEqual(["/openNow"]);
    expect(await pointers({ ids: "abc" })).toEqual(["/ids"]);
    expect(await pointers({ ids: ["a", 3] })).toEqual(["/ids/1"]);
    expect(await pointers({ search: 42 })).toEqual(["/search"]);
    expect(await pointers({ search: "x".repeat(256) })).toEqual(["/search"]);
    expect(await pointers({ selectPharmacyId: 5 })).toEqual(["/selectPharmacyId"]);
    expect(await pointers({ limit: 0, page: -1, openNow: 1 })).toEqual(["/openNow", "/limit", "/page"]);
  });

  it("malformed JSON is a 400 in Shopware's error format; a missing access key is a 401", async () => {
    const res = await app.inject({ method: "POST", url: URL, headers: headers(), payload: "{nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].status).toBe("400");
    expect(res.body).not.toMatch(/at .*\.ts/);
    const noKey = await app.inject({ method: "POST", url: URL, headers: { "content-type": "application/json" }, payload: "{}" });
    expect(noKey.statusCode).toBe(401);
  });
});

describe("a database seeded before the pharmacy migration", () => {
  it("gets the partner pharmacies when the platform starts", async () => {
    const old = openDb(":memory:");
    migrate(old);
    seed(old, { size: "small" });
    for (const t of ["pharmacy_closure", "pharmacy_opening_interval", "pharmacy"]) old.exec(`DELETE FROM ${t}`);
    const started = buildPlatform({ db: old, accessKey: ACCESS_KEY, now: () => clock });
    const res = await started.inject({ method: "POST", url: URL, headers: headers(), payload: "{}" });
    expect(res.json().total).toBe((await list()).total);
    await started.close();
  });
});
