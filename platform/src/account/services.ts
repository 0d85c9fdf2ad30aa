import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connection.js";
import type { SystemRepository } from "../context/system-repository.js";
import type { RequestContext } from "../context/context-service.js";
import { ShopwareError } from "../http/errors.js";
import { MailOutbox } from "../mail/outbox.js";
import { mailLang, type MailLang } from "../mail/templates.js";
import { readAccountConfig, type AccountConfig } from "./config.js";
import { CustomerRepository, type CustomerRow } from "./customer-repository.js";
import { AccountReferenceData } from "./reference-data.js";
import { TimeBackoffLimiter } from "./rate-limiter.js";
import { ensureAccountSeed } from "../seed/accounts.js";

/** Everything the account, newsletter, wishlist and loyalty routes share. */
export interface AccountServices {
  db: Db;
  config: AccountConfig;
  now: () => Date;
  system: SystemRepository;
  reference: AccountReferenceData;
  customers: CustomerRepository;
  outbox: MailOutbox;
  limiter: TimeBackoffLimiter;
}

export function createAccountServices(
  db: Db,
  system: SystemRepository,
  opts: { config?: Partial<AccountConfig>; now?: () => Date } = {},
): AccountServices {
  const now = opts.now ?? (() => new Date());
  ensureAccountSeed(db);
  const reference = new AccountReferenceData(db);
  return {
    db,
    config: { ...readAccountConfig(), ...opts.config },
    now,
    system,
    reference,
    customers: new CustomerRepository(db, system, reference),
    outbox: new MailOutbox(db, now),
    limiter: new TimeBackoffLimiter(db, now),
  };
}

/** The context's customer, if it still exists in this sales channel (a deleted one logs the session out). */
export function contextCustomer(svc: AccountServices, ctx: RequestContext): CustomerRow | undefined {
  const c = svc.customers.byId(ctx.customerId);
  if (!c || c.sales_channel_id !== ctx.salesChannel.id) return undefined;
  // A customer who keeps using a long-lived session is active: bump last activity (at most daily)
  // so the retention job never deletes an account that is in use.
  const now = svc.now();
  if (now.getTime() - Date.parse(c.last_activity_at) > 24 * 3_600_000) {
    c.last_activity_at = now.toISOString();
    svc.db.prepare("UPDATE customer SET last_activity_at = ? WHERE id = ?").run(c.last_activity_at, c.id);
  }
  return c;
}

/**
 * Shopware's `_loginRequired` (+ `_loginRequiredAllowGuest`): 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN
 * unless the context token carries a customer. Every account operation reads the customer only
 * from here, never from ids in the request.
 */
export function requireCustomer(svc: AccountServices, req: FastifyRequest, opts: { allowGuest?: boolean } = {}): CustomerRow {
  const c = contextCustomer(svc, req.sw);
  if (!c || (c.guest && !opts.allowGuest)) throw new ShopwareError(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", "Customer is not logged in.");
  return c;
}

export function contextLang(svc: AccountServices, languageId: string): MailLang {
  return mailLang(svc.system.localeCode(languageId)?.code);
}

/**
 * Client address for per-IP limits. The gateway forwards the shopper's address in X-Forwarded-For;
 * Fastify's `trustProxy` (PLATFORM_TRUST_PROXY) believes it only from configured proxies and takes the
 * right-most address no trusted proxy vouches for, so a forged left-hand entry changes nothing.
 */
export function clientIp(req: FastifyRequest): string {
  return req.ip;
}

export const success = () => ({ success: true, apiAlias: "array_struct" });
