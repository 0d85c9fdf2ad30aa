import type { FastifyInstance } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import type { ContextPayload } from "../context/context-service.js";
import { contextLang } from "../account/services.js";
import { zurichTime } from "../calendar/swiss-calendar.js";
import { normalize, tokens } from "../search/normalize.js";
import { slugify } from "../catalog/slug.js";
import { haversineKm } from "./geo.js";
import { hoursOn, isOpenAt, upcomingClosures, type ShopLang } from "./opening-hours.js";
import { PharmacyRepository, type PharmacyRecord } from "./repository.js";
import { parsePharmacyQuery } from "./request.js";
import { ensurePharmacySeed } from "./seed-pharmacies.js";

/** How far ahead `closures` looks, in days (today included). */
export const CLOSURE_HORIZON_DAYS = 60;

/**
 * Accent-folded text a search matches: "zurich" and "zuerich" both find "Zürich" (the umlaut
 * folded to the vowel and transliterated), "geneve" finds "Genève".
 */
function searchText(p: PharmacyRecord): string {
  const text = `${p.name} ${p.street} ${p.zipcode} ${p.city}`;
  return ` ${normalize(text)} ${normalize(slugify(text))} `;
}

const collators = new Map<string, Intl.Collator>();
function collator(locale: string): Intl.Collator {
  let c = collators.get(locale);
  if (!c) collators.set(locale, (c = new Intl.Collator(locale, { sensitivity: "base", numeric: true })));
  return c;
}

/** The documented Pharmacy shape, evaluated at `now` in Europe/Zurich. */
function toJson(p: PharmacyRecord, now: Date, lang: ShopLang, distanceKm: number | null) {
  const today = zurichTime(now).date;
  return {
    id: p.id,
    name: p.name,
    street: p.street,
    zipcode: p.zipcode,
    city: p.city,
    canton: p.canton,
    countryIso: p.countryIso,
    latitude: p.latitude,
    longitude: p.longitude,
    phone: p.phone,
    email: p.email,
    openingHours: p.weekly.map((intervals, i) => ({ weekday: i + 1, intervals: intervals.map((x) => ({ ...x })) })),
    closures: upcomingClosures(p, today, CLOSURE_HORIZON_DAYS, lang),
    openNow: isOpenAt(p, now),
    todayHours: hoursOn(p, today).map((x) => ({ ...x })),
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    apiAlias: "pharmacy",
  };
}

/**
 * Custom route POST /store-api/customer-pharmacy (contract in ./README.md): lists partner pharmacies
 * and reads or sets the session's chosen one, kept in the context payload so checkout can use it.
 */
export function pharmacyRoutes(app: FastifyInstance, deps: Deps): void {
  ensurePharmacySeed(deps.db);
  const repo = new PharmacyRepository(deps.db);
  const now = () => deps.accounts.now();

  app.post("/store-api/customer-pharmacy", async (req) => {
    const q = parsePharmacyQuery(req.body);
    const ctx = req.sw;
    const instant = now();
    const lang = contextLang(deps.accounts, ctx.languageId);
    const all = repo.all();
    const byId = new Map(all.map((p) => [p.id, p]));

    let selectedId = ctx.payload.pharmacyId ?? null;
    if (q.selectPharmacyId !== undefined) {
      if (q.selectPharmacyId !== null && !byId.has(q.selectPharmacyId)) {
        throw new ShopwareError(404, "PHARMACY__NOT_FOUND", 'Could not find pharmacy with id "{{ id }}".', { id: q.selectPharmacyId }, { pointer: "/selectPharmacyId" });
      }
      if (q.selectPharmacyId !== selectedId) {
        const next: ContextPayload = { ...ctx.payload, pharmacyId: q.selectPharmacyId };
        if (q.selectPharmacyId === null) delete next.pharmacyId;
        // Persisting makes a freshly minted token real: the client keeps it from the response header.
        deps.contexts.save(ctx.token, ctx.salesChannel.id, next);
      }
      selectedId = q.selectPharmacyId;
    }
    // A choice whose pharmacy has since left the partner list reads as no choice.
    const selected = selectedId ? byId.get(selectedId) : undefined;

    let list = all;
    if (q.ids) {
      const wanted = new Set(q.ids);
      list = list.filter((p) => wanted.has(p.id));
    }
    if (q.search) {
      const words = tokens(q.search);
      list = list.filter((p) => {
        const text = searchText(p);
        return words.every((w) => text.includes(w));
      });
    }
    // openNow: false is "no filter" (an unticked box), not "closed ones only"
    if (q.openNow) list = list.filter((p) => isOpenAt(p, instant));

    const distances = new Map<string, number>();
    if (q.near) {
      for (const p of list) distances.set(p.id, haversineKm(q.near, p));
      if (q.radiusKm !== undefined) list = list.filter((p) => distances.get(p.id)! <= q.radiusKm!);
    }
    const byName = collator(deps.system.localeCode(ctx.languageId)?.code ?? "de-CH");
    list = [...list].sort((a, b) =>
      (q.near ? distances.get(a.id)! - distances.get(b.id)! : 0) || byName.compare(a.name, b.name) || a.id.localeCompare(b.id),
    );

    const start = (q.page - 1) * q.limit;
    return {
      apiAlias: "customer_pharmacy_result",
      total: list.length,
      page: q.page,
      limit: q.limit,
      selectedPharmacyId: selected?.id ?? null,
      selectedPharmacy: selected ? toJson(selected, instant, lang, q.near ? haversineKm(q.near, selected) : null) : null,
      elements: list.slice(start, start + q.limit).map((p) => toJson(p, instant, lang, q.near ? distances.get(p.id)! : null)),
    };
  });
}
