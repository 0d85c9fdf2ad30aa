import type { FastifyInstance } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { idFor, randomToken } from "../ids.js";
import { isAllowedStorefrontUrl } from "./config.js";
import { hashPassword } from "./password.js";
import { dropOtherSessions } from "./session.js";
import { contextLang, success } from "./services.js";
import { readNewPassword, storefrontViolation } from "./profile-input.js";
import { storefrontLink } from "../mail/links.js";
import { bodyOf, Violations } from "./violations.js";

/** Password recovery: the mailed link's hash, its expiry, the new password. */
export function recoveryRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db } = svc;

  app.post("/store-api/account/recovery-password", async (req) => {
    const body = bodyOf(req.body);
    const v = new Violations();
    const email = v.email("/email", body.email);
    if (!isAllowedStorefrontUrl(body.storefrontUrl, svc.config)) storefrontViolation(v, body.storefrontUrl);
    v.throwIfAny();
    const resetKey = `reset-password-${email}`;
    svc.limiter.ensureAccepted([{ key: resetKey, steps: RESET_PASSWORD_LIMITS }], svc.config.loginResetMs);
    svc.limiter.record(resetKey, svc.config.loginResetMs);
    const customer = svc.customers.registeredByEmail(req.sw.salesChannel.id, email!);
    // Shopware 6.7 answers an unknown address with the same success (no mail): nobody learns who is a customer
    if (!customer) return success();
    const hash = randomToken(32);
    db.prepare(
      `INSERT INTO customer_recovery (id, customer_id, hash, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(customer_id) DO UPDATE SET hash = excluded.hash, created_at = excluded.created_at`,
    ).run(idFor(`recovery:${hash}`), customer.id, hash, svc.now().toISOString());
    const lang = contextLang(svc, req.sw.languageId);
    const link = storefrontLink(String(body.storefrontUrl), lang, `/account/recover/password?hash=${hash}`);
    svc.outbox.send(customer.email, "password_recovery", lang, { name: `${customer.first_name} ${customer.last_name}` }, link);
    return success();
  });

  const findRecovery = (hash: unknown) => {
    if (typeof hash !== "string" || hash === "") throw new ShopwareError(404, "CHECKOUT__NO_HASH_PROVIDED", "The given hash is empty.");
    const row = db.prepare("SELECT * FROM customer_recovery WHERE hash = ?").get(hash) as { customer_id: string; created_at: string } | undefined;
    if (!row) throw new ShopwareError(404, "CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH", 'No matching customer for the hash "{{ hash }}" was found.', { hash });
    const expired = Date.parse(row.created_at) + svc.config.recoveryHashTtlMs < svc.now().getTime();
    return { row, expired };
  };

  app.post("/store-api/account/customer-recovery-is-expired", async (req) => {
    const body = bodyOf(req.body);
    const v = new Violations();
    v.string("/hash", body.hash, { required: true });
    v.throwIfAny();
    const row = db.prepare("SELECT created_at FROM customer_recovery WHERE hash = ?").get(body.hash) as { created_at: string } | undefined;
    const isExpired = !row || Date.parse(row.created_at) + svc.config.recoveryHashTtlMs < svc.now().getTime();
    return { isExpired, apiAlias: "array_struct" };
  });

  app.post("/store-api/account/recovery-password-confirm", async (req) => {
    const body = bodyOf(req.body);
    const v = new Violations();
    const hash = v.string("/hash", body.hash, { required: true, max: 255 });
    const newPassword = readNewPassword(svc, v, "/newPassword", body.newPassword);
    if (newPassword !== undefined && body.newPasswordConfirm !== newPassword) v.notEqual("/newPasswordConfirm", body.newPasswordConfirm);
    v.throwIfAny();
    const { row, expired } = findRecovery(hash);
    if (expired) throw new ShopwareError(410, "CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED", 'The hash "{{ hash }}" is expired.', { hash: hash! });
    const hashed = await hashPassword(newPassword!);
    const now = svc.now().toISOString();
    db.transaction(() => {
      db.prepare("UPDATE customer SET password = ?, updated_at = ?, last_activity_at = ? WHERE id = ?").run(hashed, now, now, row.customer_id);
      // single use: the hash is gone once it has been used
      db.prepare("DELETE FROM customer_recovery WHERE customer_id = ?").run(row.customer_id);
    })();
    dropOtherSessions(db, row.customer_id, null);
    return success();
  });
}

/** Shopware's reset_password limiter: 3 -> 30 s, 5 -> 60 s, 10 -> 90 s. */
const RESET_PASSWORD_LIMITS = [
  { limit: 3, intervalSeconds: 30 },
  { limit: 5, intervalSeconds: 60 },
  { limit: 10, intervalSeconds: 90 },
];
