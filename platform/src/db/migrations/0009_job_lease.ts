/**
 * Leases for scheduled jobs (the daily retention run): every platform process on one database ticks, and
 * the one whose atomic upsert moves `expires_at` forward runs the job; the others see a live lease and skip.
 */
export const name = "job_lease";

export const sql = /* sql */ `
CREATE TABLE job_lease (
  name TEXT PRIMARY KEY,
  -- host:pid:random of the process that took it (diagnostics only)
  holder TEXT NOT NULL,
  taken_at INTEGER NOT NULL,
  -- epoch milliseconds; nobody else runs the job before then
  expires_at INTEGER NOT NULL
);
`;
