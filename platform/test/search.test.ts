import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/connection.js";
import { createPlatform, headers } from "./helpers.js";
import { SEED_IDS, productId } from "../src/seed/ids.js";
import { damerauLevenshtein } from "../src/search/distance.js";
import { stem } from "../src/search/stem.js";
import { normalize } from "../src/search/normalize.js";

const L = SEED_IDS.languages;
/** One search through app.inject on this 2-core machine, under load from other suites. */
const SEARCH_BUDGET_MS = 1500;
let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, db } = createPlatform());
  await app.ready();
});
afterAll(async () => app.close());

async function search(term: string, lang: string = L.de, extra: object = {}, route = "search") {
  const t0 = performance.now();
  const res = await app.inject({ method: "POST", url: `/store-api/${route}`, headers: headers({ "sw-language-id": lang }), payload: { search: term, ...extra } });
  return { status: res.statusCode, body: res.json(), ms: performance.now() - t0 };
}
const names = (body: { elements: { translated: { name: string } }[] }) => body.elements.map((e) => e.translated.name);
const customField = (number: string, field: string) =>
  JSON.parse((db.prepare("SELECT custom_fields FROM product_translation WHERE product_id = ? AND language_id = ?").get(productId(number), L.de) as { custom_fields: string }).custom_fields)[field];

describe("search relevance", () => {
  it("finds Aspirin despite a typo", async () => {
    const { body } = await search("aspirn");
    expect(body.elements[0].productNumber).toBe("SW10001");
  });

  it("finds by brand, ranking the brand's products first", async () => {
    const { body } = await search("Dolomed");
    expect(body.total).toBeGreaterThan(3);
    expect(body.elements.every((p: { manufacturer: { name: string } }) => p.manufacturer.name === "Dolomed")).toBe(true);
  });

  it("finds by active ingredient in every language (ibuprofen / ibuprofene / ibuprofène)", async () => {
    for (const [term, lang, word] of [["Ibuprofen", L.de, "Ibuprofen"], ["ibuprofene", L.it, "Ibuprofene"], ["ibuprofène", L.fr, "Ibuprofène"]] as const) {
      const { body } = await search(term, lang);
      expect(body.total).toBeGreaterThan(5);
      expect(names(body).slice(0, 5).every((n) => n.includes(word))).toBe(true);
    }
  });

  it("finds by EAN and by pharmacode (exact article numbers rank first)", async () => {
    expect((await search("7610700600011")).body.elements[0].productNumber).toBe("SW10001");
    const pharmacode = customField("SW20010", "product_pharmacode");
    const byPharmacode = await search(pharmacode);
    expect(byPharmacode.body.elements[0].productNumber).toBe("SW20010");
    const ean = (db.prepare("SELECT ean FROM product WHERE product_number = 'SW20042'").get() as { ean: string }).ean;
    expect((await search(ean)).body.elements[0].productNumber).toBe("SW20042");
  });

  it("matches word stems and word parts: singular/plural and compounds", async () => {
    const singular = await search("Tablette");
    expect(names(singular.body).some((n) => n.includes("Tabletten"))).toBe(true);
    const part = await search("kopfschmerz"); // leaf "Kopfschmerzen"
    expect(part.body.total).toBeGreaterThan(5);
    const fr = await search("vitamines", L.fr);
    expect(names(fr.body).slice(0, 5).every((n) => /vitamin/i.test(n))).toBe(true);
    const it = await search("compressa", L.it);
    expect(names(it.body).some((n) => n.includes("compresse"))).toBe(true);
  });

  it("tolerates typos in it and fr and with umlauts/accents left out", async () => {
    expect(names((await search("magnesuim", L.de)).body)[0]).toMatch(/Magnesium/);
    expect(names((await search("crema solarre", L.it)).body).length).toBeGreaterThan(0);
    expect(names((await search("creme solaire", L.fr)).body)[0]).toMatch(/solaire/i);
    expect(names((await search("Zahnburste", L.de)).body)[0]).toMatch(/Zahnbürste/);
  });

  it("multi-word queries need all words, with an any-word fallback", async () => {
    const both = await search("Sensitiv Zahnpasta");
    expect(names(both.body).every((n) => n.includes("Sensitiv Zahnpasta"))).toBe(true);
    const fallback = await search("Zahnpasta Xylophon");
    expect(fallback.body.total).toBeGreaterThan(0);
  });

  it("it/fr symptom phrases find the symptom's products only (no toothpaste for \"mal de tête\")", async () => {
    for (const [term, lang] of [["mal de tête", L.fr], ["mal di testa", L.it]] as const) {
      const { body } = await search(term, lang, { limit: 100 });
      expect(body.total).toBeGreaterThan(5);
      expect(body.total).toBeLessThan(80);
      expect(names(body).some((n) => /dentifric/i.test(n))).toBe(false);
    }
  });

  it("no results is an empty listing, not an error", async () => {
    const { status, body } = await search("qqqqxxxzzz");
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    expect(body.elements).toEqual([]);
  });

  it("typo tolerance learns the words of a product renamed after the start (vocabulary follows catalogue writes)", async () => {
    expect((await search("zauberpflastr")).body.total).toBe(0); // builds the vocabulary without the new word
    db.transaction(() => {
      db.prepare("UPDATE product_translation SET name = 'Zauberpflaster 10 Stück' WHERE product_id = ? AND language_id = ?").run(productId("SW10001"), L.de);
      db.prepare("UPDATE product_search SET name = 'zauberpflaster 10 stuck' WHERE product_id = ? AND language_id = ?").run(productId("SW10001"), L.de);
    })();
    const { body } = await search("zauberpflastr");
    expect(body.elements[0].productNumber).toBe("SW10001");
  });

  it("suggest returns at most 10 products by default", async () => {
    const { body } = await search("vitamin", L.de, {}, "search-suggest");
    expect(body.elements).toHaveLength(10);
  });

  it("bad input: missing, empty and over-long search strings -> 400", async () => {
    const missing = await app.inject({ method: "POST", url: "/store-api/search", headers: headers(), payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ code: "FRAMEWORK__MISSING_REQUEST_PARAMETER", source: { pointer: "/search" } });
    expect((await search("   ")).status).toBe(400);
    const long = await search("a".repeat(256));
    expect(long.status).toBe(400);
    expect(long.body.errors[0].detail).toContain("255");
    expect((await search("a".repeat(255))).status).toBe(200);
  });

  it("typical searches each find products within a generous time budget (printed too)", async () => {
    await search("warm-up");
    const terms = ["Dolomed", "ibuprofen 400", "7610700600011", "magnesuim", "crème solaire", "Zahnpasta Sensitiv", "vitamin d3"];
    const timings: string[] = [];
    for (const term of terms) {
      const { status, body, ms } = await search(term);
      expect(status, term).toBe(200);
      expect(body.total, term).toBeGreaterThan(0);
      // Far above the few ms a search takes: catches a pathological slowdown (a scan per word), not noise.
      expect(ms, term).toBeLessThan(SEARCH_BUDGET_MS);
      timings.push(`${term}: ${ms.toFixed(1)} ms`);
    }
    console.log(`[search] end-to-end (inject) timings: ${timings.join(", ")}`);
  });
});

describe("search building blocks", () => {
  it("normalises case, umlauts and accents", () => {
    expect(normalize("Crème Solaire – Kräuter ß")).toBe("creme solaire krauter ss");
  });
  it("stems de/it/fr plural endings", () => {
    expect(stem("tabletten")).toBe("tablett");
    expect(stem("tablette")).toBe("tablett");
    expect(stem("compresse")).toBe("compress");
    expect(stem("vitamines")).toBe("vitamin");
  });
  it("Damerau-Levenshtein handles transpositions and the cut-off", () => {
    expect(damerauLevenshtein("aspirn", "aspirin")).toBe(1);
    expect(damerauLevenshtein("magnesuim", "magnesium")).toBe(1);
    expect(damerauLevenshtein("abc", "xyz", 1)).toBe(2);
  });
});
