import type { FastifyInstance } from "fastify";
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/connection.js";
import { takeLease } from "../db/job-lease.js";
import { retentionLogLine, runRetention } from "./retention.js";

const HOUR = 3_600_000;
export const DEFAULT_RETENTION_INTERVAL_HOURS = 24;
// timers take at most 2^31-1 ms (~24.8 days); Node fires a longer one after 1 ms instead
const MAX_TIMER_MS = 2 ** 31 - 1;
/** the first run waits for start-up (seeding, cache warming) and for a crash loop to show itself */
export const RETENTION_FIRST_RUN_DELAY_MS = 60_000;

/** `PLATFORM_RETENTION_INTERVAL_HOURS` in milliseconds (default 24 h); `0` or `off`: null, no scheduled runs. */
export function parseRetentionInterval(raw: string | undefined): number | null {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "") return DEFAULT_RETENTION_INTERVAL_HOURS * HOUR;
  if (value === "0" || value === "off") return null;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours <= 0 || hours * HOUR > MAX_TIMER_MS) {
    throw new Error(`PLATFORM_RETENTION_INTERVAL_HOURS must be hours up to 596, or 0/off, got "${raw}"`);
  }
  return hours * HOUR;
}

export interface RetentionSchedule {
  intervalMs: number;
  /** default RETENTION_FIRST_RUN_DELAY_MS */
  firstRunDelayMs?: number;
  /** where the one line per run goes (default console.log, like the server's other start-up lines) */
  report?: (line: string) => void;
}

/**
 * Runs the retention job (SPEC §9) shortly after start and then every interval, in whichever of the
 * processes sharing the database takes the lease first; the others skip that round. The lease lasts one
 * interval, so a restart does not run it again early. Timers are unref'd and cleared when the app closes.
 */
export function scheduleRetention(app: FastifyInstance, db: Db, schedule: RetentionSchedule, now: () => Date): void {
  const report = schedule.report ?? ((line: string) => console.log(line));
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const tick = () => {
    try {
      const at = now();
      if (!takeLease(db, "retention", holder, at.getTime(), schedule.intervalMs)) return;
      report(retentionLogLine(at, runRetention(db, at)));
    } catch (err) {
      // a busy or closing database must not take the server down; the next interval tries again
      console.error(`[platform] retention failed: ${(err as Error).message}`);
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, schedule.intervalMs).unref();
  }, schedule.firstRunDelayMs ?? RETENTION_FIRST_RUN_DELAY_MS).unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(interval);
  });
}
