import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAccountPlatform, post, register, login } from "./account-helpers.js";
import { runRetention } from "../src/retention/retention.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { productId } from "../src/seed/ids.js";

const YEAR = 365.25 * 24 * 3_600_000;
const { app, db, clock } = createAccountPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const exists = (email: string) => !!db.prepare("SELECT 1 FROM customer WHERE email = ?").get(email);

describe("retention job (SPEC §9)", () => {
  it("removes guests 2 years after their last activity and inactive accounts after 5 years", async () => {
    const guest = await register(app, "old-guest@example.ch", { guest: true, password: undefined });
    await post(app, `/store-api/customer/wishlist/add/${productId("SW10001")}`, {}, guest.token);
    const inactive = await register(app, "sleeper@example.ch");
    await post(app, "/store-api/loyalty", { action: "link", cardNumber: ACCOUNT_SEED.loyaltyCards[0]!.number, pin: ACCOUNT_SEED.loyaltyCards[0]!.pin }, inactive.token);
    await register(app, "active@example.ch");

    clock.advance(2 * YEAR - 24 * 3_600_000);
    expect(runRetention(db, clock.now()).guestsDeleted).toBe(0);
    // the active customer logs in regularly
    await login(app, "active@example.ch");
    clock.advance(2 * 24 * 3_600_000);
    const afterTwoYears = runRetention(db, clock.now());
    expect(afterTwoYears.guestsDeleted).toBe(1);
    expect(exists("old-guest@example.ch")).toBe(false);
    expect(db.prepare("SELECT COUNT(*) AS n FROM customer_address WHERE customer_id = ?").get(guest.res.json().id)).toEqual({ n: 0 });
    expect(db.prepare("SELECT COUNT(*) AS n FROM sales_channel_api_context WHERE customer_id = ?").get(guest.res.json().id)).toEqual({ n: 0 });
    expect(exists("sleeper@example.ch")).toBe(true);

    clock.advance(3 * YEAR);
    const afterFiveYears = runRetention(db, clock.now());
    expect(afterFiveYears.inactiveAccountsDeleted).toBeGreaterThanOrEqual(1);
    expect(exists("sleeper@example.ch")).toBe(false);
    expect(exists("active@example.ch")).toBe(true);
    // the card goes back to the pool, unlinked
    expect(db.prepare("SELECT customer_id FROM loyalty_card WHERE card_number = ?").get(ACCOUNT_SEED.loyaltyCards[0]!.number)).toEqual({ customer_id: null });
    // the deleted customer's old session is gone
    expect((await post(app, "/store-api/account/customer", {}, inactive.token)).statusCode).toBe(403);
    // idempotent
    expect(runRetention(db, clock.now())).toMatchObject({ guestsDeleted: 0, inactiveAccountsDeleted: 0 });
  });

  it("has a CLI: tsx src/cli/retention.ts --now=...", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "retention-"));
    try {
      const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
      const out = execFileSync(path.join(root, "node_modules/.bin/tsx"), ["src/cli/retention.ts", "--now=2040-01-01T00:00:00Z"], {
        cwd: root,
        env: { ...process.env, PLATFORM_DB: path.join(dir, "db.sqlite") },
        encoding: "utf8",
      });
      expect(out).toContain('"inactiveAccountsDeleted":0');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("databases seeded before the accounts migration", () => {
  it("get salutations, groups and cards at startup", async () => {
    const { openDb } = await import("../src/db/connection.js");
    const { migrate } = await import("../src/db/migrate.js");
    const { seed } = await import("../src/seed/seed.js");
    const { clearAccounts } = await import("../src/seed/accounts.js");
    const { buildPlatform } = await import("../src/server.js");
    const old = openDb(":memory:");
    migrate(old);
    seed(old, { size: "small" });
    clearAccounts(old);
    expect(old.prepare("SELECT COUNT(*) AS n FROM salutation").get()).toEqual({ n: 0 });
    const app2 = buildPlatform({ db: old });
    expect(old.prepare("SELECT COUNT(*) AS n FROM salutation").get()).toEqual({ n: 3 });
    expect(old.prepare("SELECT COUNT(*) AS n FROM loyalty_card").get()).toEqual({ n: 10 });
    await app2.close();
  });
});
