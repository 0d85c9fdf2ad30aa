import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/connection.js";
import { createPlatform } from "./helpers.js";
import { SEED_IDS, productId } from "../src/seed/ids.js";

/** Custom fields of a product in one language, as the Store API reads them from product_translation. */
function fieldsOf(db: Db, number: string, lang: "de" | "fr"): Record<string, unknown> {
  const row = db
    .prepare("SELECT pt.custom_fields AS cf FROM product_translation pt JOIN product p ON p.id = pt.product_id WHERE p.product_number = ? AND pt.language_id = ?")
    .get(number, SEED_IDS.languages[lang]) as { cf: string };
  return JSON.parse(row.cf) as Record<string, unknown>;
}

describe("seeded medicines: dispensing category and package leaflet", () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = createPlatform());
    await app.ready();
  });
  afterAll(() => app.close());

  it("gives medicines a Swissmedic category (mostly D, some C, B for prescription-only) and others none", () => {
    expect(fieldsOf(db, "SW10001", "de").pharmacy_dispensing_category).toBe("D");
    // vitamin C tablets are a food supplement
    expect(fieldsOf(db, "SW10004", "de").pharmacy_dispensing_category).toBeUndefined();
    const counts = db
      .prepare(
        `SELECT json_extract(custom_fields, '$.pharmacy_dispensing_category') AS c, COUNT(*) AS n FROM product_translation
         WHERE language_id = ? AND c IS NOT NULL GROUP BY c`,
      )
      .all(SEED_IDS.languages.de) as { c: string; n: number }[];
    const byCategory = Object.fromEntries(counts.map((r) => [r.c, r.n]));
    expect(Object.keys(byCategory).sort()).toEqual(["B", "D", "E"]);
    expect(byCategory.D).toBeGreaterThan(byCategory.B! + byCategory.E!);
  });

  it("serves each medicine's leaflet in the page's language as a public PDF", async () => {
    const de = String(fieldsOf(db, "SW10001", "de").pharmacy_package_leaflet);
    const fr = String(fieldsOf(db, "SW10001", "fr").pharmacy_package_leaflet);
    expect(de).toBe(`media/${productId("SW10001")}-leaflet-de.pdf`);
    expect(fr).toBe(`media/${productId("SW10001")}-leaflet-fr.pdf`);
    const res = await app.inject({ method: "GET", url: `/${fr}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // the document declares the page's language (its texts are in compressed streams)
    expect(res.rawPayload.toString("latin1")).toContain("/Lang (fr-CH)");
  });

  it("answers 404 for a private download PDF and an unknown leaflet", async () => {
    const privateRow = db.prepare("SELECT file_name FROM media WHERE private = 1 AND file_extension = 'pdf' LIMIT 1").get() as { file_name: string };
    expect((await app.inject({ method: "GET", url: `/media/${privateRow.file_name}.pdf` })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/media/${productId("SW10004")}-leaflet-de.pdf` })).statusCode).toBe(404);
  });
});
