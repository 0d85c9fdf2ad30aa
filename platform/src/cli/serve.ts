import { readEnv } from "../config.js";
import { openDb } from "../db/connection.js";
import { migrate } from "../db/migrate.js";
import { isEmpty, seed } from "../seed/seed.js";
import { buildPlatform } from "../server.js";

// Migrate, seed on first run, listen.
const env = readEnv();
const db = openDb(env.dbPath);
migrate(db);
if (isEmpty(db)) {
  seed(db, { accessKey: env.accessKey });
  console.log(`[platform] seeded ${env.dbPath}`);
}
const app = buildPlatform({
  db,
  accessKey: env.accessKey,
  publicUrl: env.publicUrl,
  checkout: { freeShippingFrom: env.freeShippingFrom },
  logger: { level: env.logLevel },
  retention: env.retentionIntervalMs ? { intervalMs: env.retentionIntervalMs } : undefined,
  pagePurge: env.pagePurge,
});
const address = await app.listen({ port: env.port, host: env.host });
console.log(`[platform] Store API listening on ${address}/store-api (sw-access-key: ${env.accessKey})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
