import { readEnv } from "../config.js";
import { openDb } from "../db/connection.js";
import { migrate } from "../db/migrate.js";
import { retentionLogLine, runRetention } from "../retention/retention.js";

// Retention job (SPEC §9) by hand: `tsx platform/src/cli/retention.ts [--now=2031-01-01T00:00:00Z]`. The server runs it
// daily by itself (PLATFORM_RETENTION_INTERVAL_HOURS); this is for a one-off run or a platform started with it off.
const nowArg = process.argv.find((a) => a.startsWith("--now="))?.slice("--now=".length);
const now = nowArg ? new Date(nowArg) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`[platform] invalid --now value: ${nowArg}`);
  process.exit(2);
}
const env = readEnv();
const db = openDb(env.dbPath);
migrate(db);
const result = runRetention(db, now);
console.log(retentionLogLine(now, result));
db.close();
