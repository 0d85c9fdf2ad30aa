import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.js";
import type { AccountConfig } from "../account/config.js";
import type { MailOutbox } from "../mail/outbox.js";
import { mailRoutes } from "../mail/routes.js";
import { settingsRoutes } from "../account/settings-routes.js";
import { loyaltyDevRoutes } from "../loyalty/dev-routes.js";
import { RequestLog, installRequestLog } from "./request-log.js";

/**
 * `PLATFORM_DEV_TOOLS`: `1` on, `0` off; unset: on except under NODE_ENV=production. The tools answer
 * without any credential — the mailbox shows password-reset links, settings switch registration off for
 * everyone — so a production start must ask for them (`npm start` does, for the README's demo mailbox).
 */
export function devToolsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.PLATFORM_DEV_TOOLS?.trim() ?? "";
  if (raw === "1") return true;
  if (raw === "0") return false;
  if (raw !== "") throw new Error(`PLATFORM_DEV_TOOLS must be 1 or 0, got "${raw}"`);
  return env.NODE_ENV !== "production";
}

export interface DevToolsDeps {
  db: Db;
  outbox: MailOutbox;
  accountConfig: AccountConfig;
  requestLogSize: number;
  now: () => Date;
}

/**
 * The development surface under /__platform: mailbox and mails (the outbox), the Store API request log
 * (benchmarks, e2e readiness), runtime settings and issuing loyalty cards. The payment simulator is not part of it: it stands
 * in for the payment provider and is registered with the payment routes.
 */
export function installDevTools(app: FastifyInstance, deps: DevToolsDeps): void {
  installRequestLog(app, new RequestLog(deps.requestLogSize));
  mailRoutes(app, deps.outbox);
  settingsRoutes(app, deps.db, deps.accountConfig);
  loyaltyDevRoutes(app, deps.db, deps.now);
}
