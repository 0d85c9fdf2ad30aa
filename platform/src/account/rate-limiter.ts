import type { Db } from "../db/connection.js";
import { ShopwareError } from "../http/errors.js";
import type { BackoffStep } from "./config.js";

/**
 * Shopware's `time_backoff` policy, persisted in SQLite so restarts do not reset it: once a key
 * has `limit` recorded attempts, the next attempt must wait `interval` after the previous one;
 * the counter resets after `resetMs` without attempts (or explicitly, e.g. after a good login).
 */
export class TimeBackoffLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  private state(key: string, resetMs: number): { attempts: number; last: number } {
    const row = this.db.prepare("SELECT attempts, last_attempt_at FROM rate_limit WHERE key = ?").get(key) as
      | { attempts: number; last_attempt_at: string }
      | undefined;
    if (!row) return { attempts: 0, last: 0 };
    const last = Date.parse(row.last_attempt_at);
    if (this.now().getTime() - last > resetMs) return { attempts: 0, last: 0 };
    return { attempts: row.attempts, last };
  }

  /** Seconds to wait before the key may try again (0 = accepted). */
  waitSeconds(key: string, steps: BackoffStep[], resetMs: number): number {
    const { attempts, last } = this.state(key, resetMs);
    const step = [...steps].sort((a, b) => b.limit - a.limit).find((s) => attempts >= s.limit);
    if (!step) return 0;
    const remaining = last + step.intervalSeconds * 1000 - this.now().getTime();
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  record(key: string, resetMs: number): void {
    const { attempts } = this.state(key, resetMs);
    this.db
      .prepare(
        `INSERT INTO rate_limit (key, attempts, last_attempt_at) VALUES (?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET attempts = excluded.attempts, last_attempt_at = excluded.last_attempt_at`,
      )
      .run(key, attempts + 1, this.now().toISOString());
  }

  reset(key: string): void {
    this.db.prepare("DELETE FROM rate_limit WHERE key = ?").run(key);
  }

  /** Throws Shopware's 429 CHECKOUT__CUSTOMER_AUTH_THROTTLED (meta.parameters.seconds) when a key must wait. */
  ensureAccepted(keys: { key: string; steps: BackoffStep[] }[], resetMs: number): void {
    const wait = Math.max(0, ...keys.map((k) => this.waitSeconds(k.key, k.steps, resetMs)));
    if (wait > 0) {
      const err = new ShopwareError(429, "CHECKOUT__CUSTOMER_AUTH_THROTTLED", "Customer auth throttled for {{ seconds }} seconds.", { seconds: wait });
      err.entries[0]!.title = "Too Many Requests";
      throw err;
    }
  }
}
