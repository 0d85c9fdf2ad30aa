import { readEnv } from "../config.js";
import { openDb } from "../db/connection.js";
import { migrate } from "../db/migrate.js";
import { seed } from "../seed/seed.js";

// Re-creates the demo data (same ids every run). Existing contexts are dropped.
const env = readEnv();
const db = openDb(env.dbPath);
const applied = migrate(db);
seed(db, { accessKey: env.accessKey });
const count = (t: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n;
console.log(
  `[platform] seeded ${env.dbPath} (migrations applied: ${applied.join(",") || "none"}; ` +
    `${count("product")} products, ${count("category")} categories, ${count("seo_url")} seo urls)`,
);
db.close();
