import type { Db } from "./connection.js";

/**
 * Takes the lease `name` for `ttlMs` when nobody holds a live one. One statement, so SQLite's write lock
 * makes it atomic across processes sharing the database file: of several callers, exactly one gets `true`
 * until the lease expires. An expired lease is simply taken over (a crashed holder blocks nobody for long).
 */
export function takeLease(db: Db, name: string, holder: string, nowMs: number, ttlMs: number): boolean {
  return (
    db
      .prepare(
        `INSERT INTO job_lease (name, holder, taken_at, expires_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, taken_at = excluded.taken_at, expires_at = excluded.expires_at
         WHERE job_lease.expires_at <= excluded.taken_at`,
      )
      .run(name, holder, nowMs, nowMs + ttlMs).changes === 1
  );
}
