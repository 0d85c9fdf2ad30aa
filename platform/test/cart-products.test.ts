/**
 * The cart's product reads (checkout/cart-products.ts) keep each product's rendering between calculations but
 * read its stock fresh: on the seeded SQLite database, a stock write, a price write and another language each
 * show in the very next read, and so does a price written by another connection. A rendering built inside a cart's
 * transaction is kept unless that transaction wrote a watched table before (it could be rolled back).
 */
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { loadCartProducts } from "../src/checkout/cart-products.js";
import { SEED_IDS } from "../src/seed/ids.js";
import { LANG, pid, setPrice } from "./cart-helpers.js";

const BASE = "http://platform.test";

function seeded() {
  const db = openDb(":memory:");
  migrate(db);
  seed(db, { size: "small" });
  return db;
}

describe("cart products", () => {
  const db = seeded();
  const id = pid("SW10002");
  const read = (chain = [LANG.de]) => loadCartProducts(db, [id, id], chain, SEED_IDS.currencyChf, BASE).get(id)!;

  it("reads the stock fresh after a stock write although the rest is kept", () => {
    const first = read();
    db.prepare("UPDATE product SET stock = stock - 7 WHERE id = ?").run(id);
    expect(read().stock).toBe(first.stock - 7);
    expect(read()).not.toBe(first);
  });

  it("shows a new price at the next read", () => {
    read();
    setPrice(db, "SW10002", 12.35);
    expect(read().gross).toBe(12.35);
  });

  it("renders names in the language asked for", () => {
    const de = read([LANG.de]);
    const it_ = read([LANG.it, LANG.de]);
    expect(it_.name).not.toBe(de.name);
    expect(read([LANG.de]).name).toBe(de.name);
  });

  it("keeps a rendering built inside a transaction that wrote no catalogue table (every cart calculation runs in one)", () => {
    const inTransaction = () => db.transaction(() => read()).immediate();
    setPrice(db, "SW10002", 13.15); // a fresh generation: the next build is the first
    const first = inTransaction();
    expect(first.gross).toBe(13.15);
    // the same frozen rendering again (the stock is spread in per read, its tiers are the kept entry's)
    expect(inTransaction().tiers).toBe(first.tiers);
    expect(read().tiers).toBe(first.tiers);
  });

  it("never keeps what a transaction read after its own catalogue write: a rolled-back price does not show", () => {
    read();
    expect(() =>
      db.transaction(() => {
        setPrice(db, "SW10002", 99.95);
        expect(read().gross).toBe(99.95);
        throw new Error("rolled back");
      }).immediate(),
    ).toThrow("rolled back");
    expect(read().gross).not.toBe(99.95);
    // nor does a rendering built later in a transaction that wrote (a stock write here) count as committed
    const tiers = db.transaction(() => {
      db.prepare("UPDATE product SET stock = stock - 1 WHERE id = ?").run(id);
      setPrice(db, "SW10002", 14.25);
      return read().tiers;
    }).immediate();
    expect(read().tiers).not.toBe(tiers);
  });

  it("shows a price written by another connection to the same file at the next read", async () => {
    // a file, not :memory:, so a second connection can write it (as an import next to the server would)
    const path = join(mkdtempSync(join(tmpdir(), "cart-products-")), "shop.sqlite");
    const file = openDb(path);
    migrate(file);
    seed(file, { size: "small" });
    const before = loadCartProducts(file, [id], [LANG.de], SEED_IDS.currencyChf, BASE).get(id)!;
    const other = openDb(path);
    setPrice(other, "SW10002", 4.45);
    other.close();
    // another connection's writes are seen from the next run on (db/data-version.ts), as by the next request
    await new Promise((resolve) => setImmediate(resolve));
    expect(before.gross).not.toBe(4.45);
    expect(loadCartProducts(file, [id], [LANG.de], SEED_IDS.currencyChf, BASE).get(id)!.gross).toBe(4.45);
    file.close();
    rmSync(dirname(path), { recursive: true, force: true });
  });
});
