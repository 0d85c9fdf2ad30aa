/**
 * The access log (morgan "tiny", as react-router-serve writes it) follows LOG_LEVEL like the gateway's and the
 * platform's request logs: one line per request at `info` and below (the default), none at `warn`, `error`,
 * `fatal` or `silent` — what scripts/start.sh, compose and the bench run with (per-request logs are for
 * operators who ask for them). A line per page was ≈ 1.6 % of an uncached page's CPU (docs/PERFORMANCE.md).
 */
const QUIET_LEVELS = new Set(["warn", "error", "fatal", "silent"]);

export function accessLogEnabled(level = process.env.LOG_LEVEL) {
  return !QUIET_LEVELS.has((level ?? "").trim().toLowerCase());
}
