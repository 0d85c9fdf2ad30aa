/**
 * The retention job runs by itself (SPEC §9): scheduled in the server, once per interval across all
 * platform instances on one SQLite file (the job_lease row), with one log line of what it removed.
 */
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { buildPlatform } from "../src/server.js";
import { DEFAULT_RETENTION_INTERVAL_HOURS, parseRetentionInterval } from "../src/retention/schedule.js";
import { createAccountPlatform, register } from "./account-helpers.js";
import { ACCESS_KEY } from "./helpers.js";

const dir = mkdtempSync(path.join(tmpdir(), "retention-schedule-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const YEAR = 365.25 * 24 * 3_600_000;
const runTimes = (lines: string[]) => lines.map((line) => Date.parse(/retention as of (\S+):/.exec(line)![1]!));

describe("scheduled retention", () => {
  it("two instances on one database: the job runs once per interval, not once per instance", { timeout: 30_000 }, async () => {
    const file = path.join(dir, "shared.sqlite");
    const setup = openDb(file);
    migrate(setup);
    seed(setup, { size: "small" });
    setup.close();
    const intervalMs = 400;
    const lines: string[] = [];
    // each instance its own connection, as separate processes have
    const connections = [openDb(file), openDb(file)];
    const start = (i: number, delayMs: number) =>
      buildPlatform({ db: connections[i]!, accessKey: ACCESS_KEY, retention: { intervalMs, firstRunDelayMs: delayMs, report: (line) => lines.push(line) } });
    const began = Date.now();
    const a = start(0, 0);
    const b = start(1, intervalMs / 2);
    await sleep(intervalMs * 6);
    await Promise.all([a.close(), b.close()]);
    const elapsed = Date.now() - began;

    const times = runTimes(lines);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(times.length).toBeLessThanOrEqual(Math.floor(elapsed / intervalMs) + 1);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(intervalMs);
    expect(lines[0]).toMatch(/^\[platform\] retention as of \S+: \{"guestsDeleted":0,"inactiveAccountsDeleted":0,/);

    // closed: the timers are gone
    const runs = lines.length;
    await sleep(intervalMs * 2);
    expect(lines.length).toBe(runs);
    for (const db of connections) db.close();
  });

  it("a guest whose last order is over 2 years old disappears without anyone calling the CLI", async () => {
    const { app, db, clock } = createAccountPlatform();
    const guest = await register(app, "forgotten-guest@example.ch", { guest: true, password: undefined });
    const guestId = guest.res.json().id as string;
    clock.advance(2 * YEAR + 2 * 24 * 3_600_000);
    const lines: string[] = [];
    const scheduled = buildPlatform({ db, accessKey: ACCESS_KEY, now: clock.now, retention: { intervalMs: 60_000, firstRunDelayMs: 10, report: (line) => lines.push(line) } });
    for (let waited = 0; lines.length === 0 && waited < 5_000; waited += 20) await sleep(20);
    expect(db.prepare("SELECT 1 FROM customer WHERE id = ?").get(guestId)).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"guestsDeleted":1');
    await scheduled.close();
    await app.close();
  });
});

describe("PLATFORM_RETENTION_INTERVAL_HOURS", () => {
  it("defaults to daily; 0 and off switch the schedule off; nonsense stops the start", () => {
    expect(DEFAULT_RETENTION_INTERVAL_HOURS).toBe(24);
    expect(parseRetentionInterval(undefined)).toBe(24 * 3_600_000);
    expect(parseRetentionInterval("")).toBe(24 * 3_600_000);
    expect(parseRetentionInterval("0.5")).toBe(1_800_000);
    expect(parseRetentionInterval("0")).toBeNull();
    expect(parseRetentionInterval("OFF")).toBeNull();
    for (const bad of ["daily", "-1", "1000"]) expect(() => parseRetentionInterval(bad)).toThrow(/PLATFORM_RETENTION_INTERVAL_HOURS/);
  });
});
