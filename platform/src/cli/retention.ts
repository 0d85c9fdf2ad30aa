import { readEnv } from "../config.js";
import { openDb } from "../db/connection.js";
import { migrate } from "../db/migrate.js";
import { runRetention } from "../retention/retention.js";

// Retention job (SPEC §9): `tsx platform/src/cli/retention.ts [--now=2031-01-01T00:00:00Z]`; run daily from cron.
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
console.log(`[platform] retention as of ${now.toISOString()}: ${JSON.stringify(result)}`);
db.close();
