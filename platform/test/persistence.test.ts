import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { migrations } from "../src/db/migrations/index.js";
import { isEmpty, seed } from "../src/seed/seed.js";
import { SEED_IDS, categoryId, productId } from "../src/seed/ids.js";
import { createPlatform, headers } from "./helpers.js";

describe("migrations and seed", () => {
  it("migrate is versioned and idempotent", () => {
    const db = openDb(":memory:");
    expect(migrate(db)).toEqual(migrations.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    const rows = db.prepare("SELECT version, name FROM schema_migrations").all();
    expect(rows).toEqual(migrations.map((m) => ({ version: m.version, name: m.name })).sort((a, b) => a.version - b.version));
  });

  // two full seeds (>= 1,000 products) into a file: allow for a busy 2-core machine
  it("seeds deterministic ids (same on every run) into a file DB", { timeout: 120_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), "platform-"));
    try {
      const file = path.join(dir, "nested", "platform.sqlite");
      const db = openDb(file);
      migrate(db);
      expect(isEmpty(db)).toBe(true);
      seed(db);
      expect(isEmpty(db)).toBe(false);
      const snapshot = () => db.prepare("SELECT id FROM product ORDER BY id").all().concat(db.prepare("SELECT id FROM seo_url ORDER BY id").all());
      const first = snapshot();
      seed(db);
      expect(snapshot()).toEqual(first);
      expect(first).toContainEqual({ id: productId("SW10001") });
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("uses the documented fixed ids", () => {
    expect(SEED_IDS.languages.de).toBe("2fbb5fe2e29a4d70aa5854ce7ce3e20b");
    expect(SEED_IDS.navigationRoot).toBe(categoryId("root-main"));
    const db = openDb(":memory:");
    migrate(db);
    seed(db);
    const codes = db.prepare("SELECT lo.code FROM language l JOIN locale lo ON lo.id = l.translation_code_id ORDER BY l.position").all();
    expect(codes).toEqual([{ code: "de-CH" }, { code: "it-CH" }, { code: "fr-CH" }]);
    // one canonical SEO URL per entity and language
    const dupes = db.prepare("SELECT foreign_key, language_id, COUNT(*) n FROM seo_url WHERE is_canonical = 1 GROUP BY 1, 2 HAVING n > 1").all();
    expect(dupes).toEqual([]);
    const cantons = db.prepare("SELECT COUNT(*) n FROM country_state WHERE country_id = ?").get(SEED_IDS.countryCh);
    expect(cantons).toEqual({ n: 26 });
  });
});

describe("request log", () => {
  it("records store-api requests and can be cleared", async () => {
    const { app } = createPlatform();
    await app.ready();
    await app.inject({ method: "POST", url: "/store-api/product", headers: headers(), payload: { limit: 1 } });
    await app.inject({ method: "GET", url: "/store-api/context", headers: headers() });
    await app.inject({ method: "GET", url: `/media/${productId("SW10001")}.webp?width=100` });
    const log = (await app.inject({ method: "GET", url: "/__platform/requests" })).json();
    expect(log.requests.map((r: { method: string; path: string }) => `${r.method} ${r.path}`)).toEqual(["POST /store-api/product", "GET /store-api/context"]);
    const [first] = log.requests;
    expect(first.end).toBeGreaterThanOrEqual(first.start);
    expect(first.status).toBe(200);
    expect((await app.inject({ method: "DELETE", url: "/__platform/requests" })).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: "/__platform/requests" })).json().requests).toEqual([]);
    await app.close();
  });
});
