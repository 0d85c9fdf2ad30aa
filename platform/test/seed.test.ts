import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { openDb, type Db } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { productId } from "../src/seed/ids.js";

const LEGACY_NUMBERS = Array.from({ length: 14 }, (_, i) => `SW100${String(i + 1).padStart(2, "0")}`);

function fingerprint(db: Db): Record<string, string> {
  const out: Record<string, string> = {};
  for (const table of ["product", "product_translation", "category", "seo_url", "product_review", "landing_page", "cms_slot", "property_group_option", "product_cross_selling", "media"]) {
    const rows = db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
    out[table] = createHash("sha1").update(JSON.stringify(rows)).digest("hex");
  }
  return out;
}

describe("seed", () => {
  it("is deterministic: two seeds give identical rows and ids (timed, printed)", { timeout: 120_000 }, () => {
    const a = openDb(":memory:");
    migrate(a);
    let t0 = performance.now();
    seed(a);
    const first = performance.now() - t0;
    const b = openDb(":memory:");
    migrate(b);
    t0 = performance.now();
    seed(b);
    console.log(`[seed] full catalogue seeded in ${first.toFixed(0)} ms and ${(performance.now() - t0).toFixed(0)} ms`);
    expect(fingerprint(a)).toEqual(fingerprint(b));
    // re-seeding the same database gives the same data too
    seed(a);
    expect(fingerprint(a)).toEqual(fingerprint(b));
  });

  it("has the catalogue the issue asks for", () => {
    const db = openDb(":memory:");
    migrate(db);
    seed(db);
    const one = (sql: string) => Object.values(db.prepare(sql).get() as Record<string, number>)[0];
    expect(one("SELECT COUNT(*) FROM product WHERE parent_id IS NULL")).toBeGreaterThanOrEqual(1000);
    expect(one("SELECT COUNT(*) FROM product WHERE parent_id IS NOT NULL")).toBeGreaterThan(100);
    // >= 60 brands whose names start with every letter A–Z
    expect(one("SELECT COUNT(*) FROM product_manufacturer")).toBeGreaterThanOrEqual(60);
    const initials = (db.prepare("SELECT DISTINCT upper(substr(name, 1, 1)) AS c FROM product_manufacturer_translation").all() as { c: string }[]).map((r) => r.c);
    for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") expect(initials).toContain(c);
    // three levels below the root
    expect(one("SELECT MAX(level) FROM category")).toBe(4);
    // the 14 original products keep their ids
    for (const n of LEGACY_NUMBERS) expect(one(`SELECT COUNT(*) FROM product WHERE id = '${productId(n)}' AND product_number = '${n}'`)).toBe(1);
    // VAT: medicines 2.6 %, everything else 8.1 %
    const rates = db.prepare("SELECT t.tax_rate AS rate, COUNT(*) AS n FROM product p JOIN tax t ON t.id = p.tax_id GROUP BY t.tax_rate").all() as { rate: number }[];
    expect(rates.map((r) => r.rate).sort()).toEqual([2.6, 8.1]);
    expect(one("SELECT COUNT(*) FROM product_price")).toBeGreaterThan(50);
    expect(one("SELECT COUNT(*) FROM product_download")).toBeGreaterThanOrEqual(5);
    // every availability state of SPEC §4 occurs
    const states = (db.prepare("SELECT DISTINCT json_extract(custom_fields, '$.product_availability') AS s FROM product_translation").all() as { s: string }[]).map((r) => r.s);
    for (const s of ["available", "not_available", "in_stock_ch", "on_order", "on_customer_order", "dispatch_today", "dispatch_tomorrow", "dispatch_monday"]) expect(states).toContain(s);
    // SEO URLs for every product, category page and landing page in each language
    expect(one("SELECT COUNT(*) FROM product p WHERE (SELECT COUNT(*) FROM seo_url s WHERE s.foreign_key = p.id) <> 3")).toBe(0);
    expect(one("SELECT COUNT(*) FROM landing_page l WHERE (SELECT COUNT(*) FROM seo_url s WHERE s.foreign_key = l.id) <> 3")).toBe(0);
    expect(one("SELECT COUNT(*) FROM seo_url WHERE seo_path_info = 't/bestseller'")).toBe(3);
    for (const prefix of ["t/", "e/", "cp/"]) expect(one(`SELECT COUNT(*) FROM seo_url WHERE seo_path_info LIKE '${prefix}%'`)).toBeGreaterThan(3);
    // every product and language has a search index row
    expect(one("SELECT COUNT(*) FROM product_search")).toBe(3 * Number(one("SELECT COUNT(*) FROM product WHERE parent_id IS NULL")));
  }, 120_000);

  it("a small seed exists for unit tests that only need shapes", () => {
    const db = openDb(":memory:");
    migrate(db);
    seed(db, { size: "small" });
    const n = (db.prepare("SELECT COUNT(*) AS n FROM product WHERE parent_id IS NULL").get() as { n: number }).n;
    expect(n).toBeGreaterThan(200);
    expect(n).toBeLessThan(1000);
  });
});
