import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { idFor, randomToken } from "../ids.js";
import { isAllowedStorefrontUrl, registrationActive } from "./config.js";
import { readAddress, insertAddress } from "./address-input.js";
import { hashPassword, verifyPassword } from "./password.js";
import { dropOtherSessions, replaceContextToken } from "./session.js";
import { clientIp, contextLang, requireCustomer, success, type AccountServices } from "./services.js";
import { storefrontLink } from "../mail/links.js";
import type { CustomerRow } from "./customer-repository.js";
import { bodyOf, Violations } from "./violations.js";

const storefrontViolation = (v: Violations, value: unknown) =>
  v.add("/storefrontUrl", "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.", { "{{ value }}": JSON.stringify(value ?? null) });

/** birthdayDay/Month/Year (official shape) or a "YYYY-MM-DD" birthday; must be a real date in the past. */
function readBirthday(v: Violations, body: Record<string, unknown>, now: Date): string | null | undefined {
  const { birthdayDay: d, birthdayMonth: m, birthdayYear: y, birthday } = body;
  let parts: [number, number, number] | undefined;
  if (typeof birthday === "string" && birthday !== "") {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
    parts = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  } else if ([d, m, y].some((x) => x !== undefined && x !== null && x !== "")) {
    parts = [Number(y), Number(m), Number(d)];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) && year >= 1900 &&
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getTime() <= now.getTime();
  if (!valid) {
    v.add("/birthday", "INVALID_DATE_ERROR", "This value is not a valid date.", { "{{ value }}": JSON.stringify(birthday ?? `${y}-${m}-${d}`) });
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

function readNewPassword(svc: AccountServices, v: Violations, pointer: string, value: unknown): string | undefined {
  return v.string(pointer, value, { required: true, min: svc.config.passwordMinLength, max: 4096 });
}

export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db } = svc;
  // Like Shopware on login: the session continues with the customer's last/default payment method.
  const restoredPayment = (c: CustomerRow) => {
    const available = deps.system.assignedIds("sales_channel_payment_method", "payment_method_id", c.sales_channel_id);
    return c.default_payment_method_id && available.includes(c.default_payment_method_id) ? { paymentMethodId: c.default_payment_method_id } : {};
  };

  // ---------- registration ----------
  app.post("/store-api/account/register", async (req, reply) => {
    const ctx = req.sw;
    const sc = ctx.salesChannel;
    if (!registrationActive(db, svc.config)) {
      throw new ShopwareError(403, "CHECKOUT__REGISTRATION_NOT_ACTIVE", "Registration is currently not active. Please try again later.");
    }
    const body = bodyOf(req.body);
    const guest = body.guest === true || body.guest === "1" || body.guest === 1;
    const v = new Violations();
    const salutationId = v.entity("/salutationId", body.salutationId, "salutation", (id) => svc.reference.salutationExists(id), false) ?? null;
    const firstName = v.string("/firstName", body.firstName, { required: true });
    const lastName = v.string("/lastName", body.lastName, { required: true });
    const title = v.string("/title", body.title, { max: 100 }) ?? null;
    const email = v.email("/email", body.email);
    const password = guest ? undefined : readNewPassword(svc, v, "/password", body.password);
    const birthday = readBirthday(v, body, svc.now());
    if (!isAllowedStorefrontUrl(body.storefrontUrl, svc.config)) storefrontViolation(v, body.storefrontUrl);
    if (!guest && body.acceptedDataProtection !== true && body.acceptedDataProtection !== "1" && body.acceptedDataProtection !== 1) {
      v.blank("/acceptedDataProtection", body.acceptedDataProtection ?? null);
    }
    let requestedGroupId: string | null = null;
    if (body.requestedGroupId !== undefined && body.requestedGroupId !== null && body.requestedGroupId !== "") {
      if (typeof body.requestedGroupId !== "string" || !svc.reference.registrationGroupActive(body.requestedGroupId)) {
        throw new ShopwareError(404, "CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND", "Customer group registration for id {{ customerGroupId }} not found.", {
          customerGroupId: String(body.requestedGroupId),
        });
      }
      requestedGroupId = body.requestedGroupId;
    }
    const names = { firstName, lastName, salutationId };
    const billing = readAddress(svc, sc.id, body.billingAddress, "/billingAddress", v, names);
    const hasShipping = body.shippingAddress !== undefined && body.shippingAddress !== null;
    const shipping = hasShipping ? readAddress(svc, sc.id, body.shippingAddress, "/shippingAddress", v, names) : undefined;
    if (email && !guest && svc.customers.emailTaken(sc.id, email)) {
      v.add("/email", "CUSTOMER_EMAIL_NOT_UNIQUE", "The email address {{ email }} is already in use.", { "{{ email }}": email });
    }
    v.throwIfAny();

    const hashed = password ? await hashPassword(password) : null;
    const now = svc.now().toISOString();
    const customerId = idFor(`customer:${randomToken()}`);
    const billingId = idFor(`address:${randomToken()}`);
    const shippingId = shipping ? idFor(`address:${randomToken()}`) : billingId;
    const create = db.transaction(() => {
      // Like Shopware: the customer starts in the sales channel's group; requestedGroupId awaits approval.
      db.prepare(
        `INSERT INTO customer (id, sales_channel_id, group_id, requested_group_id, language_id, customer_number, salutation_id, title,
           first_name, last_name, email, password, birthday, active, guest, default_billing_address_id, default_shipping_address_id,
           default_payment_method_id, affiliate_code, campaign_code, first_login, last_login, last_activity_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        customerId, sc.id, sc.customer_group_id, requestedGroupId, ctx.languageId, svc.customers.nextCustomerNumber(), salutationId, title,
        firstName, lastName, email, hashed, birthday ?? null, guest ? 1 : 0, ctx.paymentMethodId,
        typeof body.affiliateCode === "string" ? body.affiliateCode.slice(0, 255) : null,
        typeof body.campaignCode === "string" ? body.campaignCode.slice(0, 255) : null,
        now, now, now, now,
      );
      insertAddress(svc, billingId, customerId, billing!);
      if (shipping) insertAddress(svc, shippingId, customerId, shipping);
      db.prepare("UPDATE customer SET default_billing_address_id = ?, default_shipping_address_id = ? WHERE id = ?").run(billingId, shippingId, customerId);
    });
    try {
      create();
    } catch (err) {
      // two concurrent registrations of one address: the unique index decides, the loser gets the violation
      if ((err as { code?: string }).code !== "SQLITE_CONSTRAINT_UNIQUE") throw err;
      new Violations().add("/email", "CUSTOMER_EMAIL_NOT_UNIQUE", "The email address {{ email }} is already in use.", { "{{ email }}": email }).throwIfAny();
    }

    // No double opt-in: the new account is active and logged in right away (Shopware's default).
    replaceContextToken(db, deps.contexts, req, reply, customerId);
    if (!guest) {
      const lang = contextLang(svc, ctx.languageId);
      svc.outbox.send(email!, "registration", lang, { name: `${firstName} ${lastName}`, email: email! }, storefrontLink(String(body.storefrontUrl), lang, "/login"));
    }
    return svc.customers.entity(svc.customers.byId(customerId)!, ctx.languageIdChain);
  });

  app.get("/store-api/customer-group-registration/config/:customerGroupId", async (req) => {
    const { customerGroupId } = req.params as { customerGroupId: string };
    const group = svc.reference.registrationGroupActive(customerGroupId) ? svc.reference.customerGroup(customerGroupId, req.sw.languageIdChain) : null;
    if (!group) {
      throw new ShopwareError(404, "CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND", "Customer group registration for id {{ customerGroupId }} not found.", {
        customerGroupId,
      });
    }
    return group;
  });

  // ---------- login / logout ----------
  app.post("/store-api/account/login", async (req, reply) => {
    const body = bodyOf(req.body);
    const rawEmail = body.email ?? body.username;
    const email = typeof rawEmail === "string" ? rawEmail.trim().toLowerCase() : "";
    const password = typeof body.password === "string" ? body.password : "";
    const badCredentials = () => new ShopwareError(401, "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS", "Invalid username and/or password.");
    if (!email || !password || password.length > 4096) throw badCredentials();

    const { loginLimits, loginIpLimits, loginResetMs } = svc.config;
    const accountKey = `login-${email}`;
    const ipKey = `login-ip-${clientIp(req)}`;
    svc.limiter.ensureAccepted([{ key: accountKey, steps: loginLimits }, { key: ipKey, steps: loginIpLimits }], loginResetMs);
    // Shopware counts every attempt on the account key and resets it on success.
    svc.limiter.record(accountKey, loginResetMs);

    const customer = svc.customers.registeredByEmail(req.sw.salesChannel.id, email);
    const ok = await verifyPassword(password, customer?.password ?? null);
    if (!customer || !ok) {
      svc.limiter.record(ipKey, loginResetMs);
      throw badCredentials();
    }
    if (!customer.active) {
      throw new ShopwareError(401, "CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED", 'The customer with the id "{{ customerId }}" has not completed the opt-in.', {
        customerId: customer.id,
      });
    }
    svc.limiter.reset(accountKey);
    const now = svc.now().toISOString();
    db.prepare("UPDATE customer SET last_login = ?, first_login = COALESCE(first_login, ?), last_activity_at = ? WHERE id = ?").run(now, now, now, customer.id);
    const token = replaceContextToken(db, deps.contexts, req, reply, customer.id, restoredPayment(customer));
    return { contextToken: token, redirectUrl: null, apiAlias: "context_token" };
  });

  app.post("/store-api/account/logout", async (req, reply) => {
    requireCustomer(svc, req, { allowGuest: true });
    const token = replaceContextToken(db, deps.contexts, req, reply, null);
    return { contextToken: token, redirectUrl: null, apiAlias: "context_token" };
  });

  // ---------- profile ----------
  const customerRoute = async (req: FastifyRequest) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    return svc.customers.entity(c, req.sw.languageIdChain, req.sw.payload);
  };
  app.post("/store-api/account/customer", customerRoute);
  app.get("/store-api/account/customer", customerRoute);

  app.post("/store-api/account/change-profile", async (req) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    const body = bodyOf(req.body);
    const v = new Violations();
    const salutationId = v.entity("/salutationId", body.salutationId, "salutation", (id) => svc.reference.salutationExists(id), false);
    const firstName = v.string("/firstName", body.firstName, { required: true });
    const lastName = v.string("/lastName", body.lastName, { required: true });
    const title = v.string("/title", body.title, { max: 100 });
    const birthday = readBirthday(v, body, svc.now());
    v.throwIfAny();
    const now = svc.now().toISOString();
    db.prepare(
      `UPDATE customer SET salutation_id = ?, first_name = ?, last_name = ?, title = ?, birthday = ?, updated_at = ?, last_activity_at = ? WHERE id = ?`,
    ).run(
      salutationId ?? (body.salutationId === undefined ? c.salutation_id : null), firstName, lastName,
      title ?? (body.title === undefined ? c.title : null), birthday === null && !("birthdayDay" in body) && !("birthday" in body) ? c.birthday : birthday ?? null,
      now, now, c.id,
    );
    return success();
  });

  app.post("/store-api/account/change-email", async (req) => {
    const c = requireCustomer(svc, req);
    const body = bodyOf(req.body);
    const v = new Violations();
    const email = v.email("/email", body.email);
    if (email && (typeof body.emailConfirmation !== "string" || body.emailConfirmation.trim().toLowerCase() !== email)) {
      v.notEqual("/emailConfirmation", body.emailConfirmation);
    }
    if (email && svc.customers.emailTaken(c.sales_channel_id, email, c.id)) {
      v.add("/email", "CUSTOMER_EMAIL_NOT_UNIQUE", "The email address {{ email }} is already in use.", { "{{ email }}": email });
    }
    if (typeof body.password !== "string" || !(await verifyPassword(body.password, c.password))) {
      v.add("/password", "CUSTOMER_PASSWORD_NOT_CORRECT", "Your password is wrong", {});
    }
    v.throwIfAny();
    const now = svc.now().toISOString();
    db.prepare("UPDATE customer SET email = ?, updated_at = ?, last_activity_at = ? WHERE id = ?").run(email, now, now, c.id);
    return success();
  });

  app.post("/store-api/account/change-password", async (req) => {
    const c = requireCustomer(svc, req);
    const body = bodyOf(req.body);
    const v = new Violations();
    if (typeof body.password !== "string" || !(await verifyPassword(body.password, c.password))) {
      v.add("/password", "CUSTOMER_PASSWORD_NOT_CORRECT", "Your password is wrong", {});
    }
    const newPassword = readNewPassword(svc, v, "/newPassword", body.newPassword);
    if (newPassword !== undefined && body.newPasswordConfirm !== newPassword) v.notEqual("/newPasswordConfirm", body.newPasswordConfirm);
    v.throwIfAny();
    const now = svc.now().toISOString();
    db.prepare("UPDATE customer SET password = ?, updated_at = ?, last_activity_at = ? WHERE id = ?").run(await hashPassword(newPassword!), now, now, c.id);
    dropOtherSessions(db, c.id, req.sw.token);
    return success();
  });

  app.post("/store-api/account/change-language", async (req) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    const body = bodyOf(req.body);
    const v = new Violations();
    const languages = svc.system.salesChannelLanguageIds(c.sales_channel_id);
    const languageId = v.entity("/languageId", body.languageId, "language", (id) => languages.includes(id), true);
    v.throwIfAny();
    // the customer's language decides the language of later mails (e.g. order mails)
    db.prepare("UPDATE customer SET language_id = ?, updated_at = ? WHERE id = ?").run(languageId, svc.now().toISOString(), c.id);
    return success();
  });

  // Self-service account deletion (privacy): data cascades like in the retention job.
  app.delete("/store-api/account/customer", async (req, reply) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    db.transaction(() => {
      db.prepare("DELETE FROM sales_channel_api_context WHERE customer_id = ?").run(c.id);
      db.prepare("DELETE FROM customer WHERE id = ?").run(c.id);
    })();
    replaceContextToken(db, deps.contexts, req, reply, null);
    return reply.code(204).send();
  });

  // ---------- password recovery ----------
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
