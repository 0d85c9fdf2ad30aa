import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { idFor, randomToken } from "../ids.js";
import { isAllowedStorefrontUrl, registrationActive, switchOn } from "./config.js";
import { readAddress, insertAddress } from "./address-input.js";
import { hashPassword } from "./password.js";
import { replaceContextToken } from "./session.js";
import { contextLang, type AccountServices } from "./services.js";
import type { RequestContext } from "../context/context-service.js";
import { readBirthday, readNewPassword, storefrontViolation } from "./profile-input.js";
import { storefrontLink } from "../mail/links.js";
import type { MailLang } from "../mail/templates.js";
import type { CustomerRow } from "./customer-repository.js";
import { bodyOf, Violations } from "./violations.js";

/** Registration (customers and guests) and the customer-group registration pages. */
export function registrationRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db } = svc;

  app.post("/store-api/account/register", async (req, reply) => {
    const ctx = req.sw;
    if (!registrationActive(db, svc.config)) {
      throw new ShopwareError(403, "CHECKOUT__REGISTRATION_NOT_ACTIVE", "Registration is currently not active. Please try again later.");
    }
    const body = bodyOf(req.body);
    const input = readRegistration(svc, ctx.salesChannel.id, body);
    const optIn = doubleOptInRequired(svc, input.guest);
    const customerId = await insertCustomer(svc, ctx, input, body, optIn);
    const lang = contextLang(svc, ctx.languageId);
    const customer = svc.customers.byId(customerId)!;

    if (optIn) {
      // DoubleOptInService: not logged in; the mail carries the confirmation link, the answer never the hash
      const confirm = `/registration/confirm?em=${emailHash(customer.email)}&hash=${customer.hash}`;
      svc.outbox.send(customer.email, input.guest ? "guest_double_opt_in" : "registration_double_opt_in", lang, { name: `${input.firstName} ${input.lastName}` }, storefrontLink(String(body.storefrontUrl), lang, confirm));
      return svc.customers.entity(customer, ctx.languageIdChain);
    }
    // Without double opt-in the new account is active and logged in right away (Shopware's default).
    replaceContextToken(db, deps.contexts, req, reply, customerId);
    if (!input.guest) sendWelcome(svc, customer, lang, String(body.storefrontUrl));
    return svc.customers.entity(customer, ctx.languageIdChain);
  });

  app.post("/store-api/account/register-confirm", async (req, reply) => {
    const body = bodyOf(req.body);
    const hash = typeof body.hash === "string" ? body.hash : "";
    if (hash === "") throw new ShopwareError(404, "CHECKOUT__NO_HASH_PROVIDED", "The given hash is empty.");
    const row = db.prepare("SELECT * FROM customer WHERE hash = ? AND sales_channel_id = ?").get(hash, req.sw.salesChannel.id) as CustomerRow | undefined;
    if (!row) throw new ShopwareError(404, "CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH", 'No matching customer for the hash "{{ hash }}" was found.', { hash });
    const expected = emailHash(row.email);
    if (body.em !== expected) {
      new Violations()
        .add("/em", "NOT_EQUAL_ERROR", "This value should be equal to {{ compared_value }}.", {
          "{{ value }}": JSON.stringify(body.em ?? null),
          "{{ compared_value }}": JSON.stringify(expected),
          "{{ compared_value_type }}": "string",
        })
        .throwIfAny();
    }
    if (!row.double_opt_in_registration || row.double_opt_in_confirm_date !== null) {
      throw new ShopwareError(412, "CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED", 'The customer with the id "{{ customerId }}" is already confirmed.', { customerId: row.id });
    }
    db.prepare("UPDATE customer SET active = 1, double_opt_in_confirm_date = ?, updated_at = ? WHERE id = ?").run(svc.now().toISOString(), svc.now().toISOString(), row.id);
    // RegisterConfirmRoute logs the customer in (a fresh token) and fires the register event: the welcome mail
    replaceContextToken(db, deps.contexts, req, reply, row.id);
    const confirmed = svc.customers.byId(row.id)!;
    if (!confirmed.guest) sendWelcome(svc, confirmed, contextLang(svc, confirmed.language_id), svc.config.storefrontUrls[0]!);
    return svc.customers.entity(confirmed, req.sw.languageIdChain);
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
}

type Registration = ReturnType<typeof readRegistration>;

/** DoubleOptInService::isDoubleOptInEnabled: one setting for customers, one for guests. */
function doubleOptInRequired(svc: AccountServices, guest: boolean): boolean {
  return switchOn(svc.db, svc.config, guest ? "core.loginRegistration.doubleOptInGuestOrder" : "core.loginRegistration.doubleOptInRegistration");
}

/** The `em` of Shopware's confirmation link: sha1 of the address, so the link proves the mailbox. */
function emailHash(email: string): string {
  return createHash("sha1").update(email).digest("hex");
}

/** CustomerRegisterEvent's mail: the welcome with a link to the login. */
function sendWelcome(svc: AccountServices, c: CustomerRow, lang: MailLang, storefrontUrl: string): void {
  svc.outbox.send(c.email, "registration", lang, { name: `${c.first_name} ${c.last_name}`, email: c.email }, storefrontLink(storefrontUrl, lang, "/login"));
}

/** The registration body validated: every violation at once (400), an unknown requested group 404. */
function readRegistration(svc: AccountServices, salesChannelId: string, body: Record<string, unknown>) {
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
  // RegisterRoute adds NotBlank on acceptedDataProtection only with the sales channel's setting on
  const consentRequired = switchOn(svc.db, svc.config, "core.loginRegistration.requireDataProtectionCheckbox");
  if (consentRequired && !guest && body.acceptedDataProtection !== true && body.acceptedDataProtection !== "1" && body.acceptedDataProtection !== 1) {
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
  const billing = readAddress(svc, salesChannelId, body.billingAddress, "/billingAddress", v, names);
  const hasShipping = body.shippingAddress !== undefined && body.shippingAddress !== null;
  const shipping = hasShipping ? readAddress(svc, salesChannelId, body.shippingAddress, "/shippingAddress", v, names) : undefined;
  if (email && !guest && svc.customers.emailTaken(salesChannelId, email)) {
    v.add("/email", "CUSTOMER_EMAIL_NOT_UNIQUE", "The email address {{ email }} is already in use.", { "{{ email }}": email });
  }
  v.throwIfAny();
  return { guest, salutationId, firstName, lastName, title, email, password, birthday, requestedGroupId, billing, shipping };
}

/** Writes the customer with their address(es); returns the new customer's id. */
async function insertCustomer(svc: AccountServices, ctx: RequestContext, r: Registration, body: Record<string, unknown>, optIn: boolean): Promise<string> {
  const { db } = svc;
  const sc = ctx.salesChannel;
  const hashed = r.password ? await hashPassword(r.password) : null;
  const now = svc.now().toISOString();
  const customerId = idFor(`customer:${randomToken()}`);
  const billingId = idFor(`address:${randomToken()}`);
  const shippingId = r.shipping ? idFor(`address:${randomToken()}`) : billingId;
  const create = db.transaction(() => {
    // Like Shopware: the customer starts in the sales channel's group; requestedGroupId awaits approval.
    db.prepare(
      `INSERT INTO customer (id, sales_channel_id, group_id, requested_group_id, language_id, customer_number, salutation_id, title,
         first_name, last_name, email, password, birthday, active, guest, default_billing_address_id, default_shipping_address_id,
         default_payment_method_id, affiliate_code, campaign_code, first_login, last_login, last_activity_at, created_at,
         double_opt_in_registration, double_opt_in_email_sent_date, hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      customerId, sc.id, sc.customer_group_id, r.requestedGroupId, ctx.languageId, svc.customers.nextCustomerNumber(), r.salutationId, r.title,
      r.firstName, r.lastName, r.email, hashed, r.birthday ?? null, r.guest ? 1 : 0, ctx.paymentMethodId,
      typeof body.affiliateCode === "string" ? body.affiliateCode.slice(0, 255) : null,
      typeof body.campaignCode === "string" ? body.campaignCode.slice(0, 255) : null,
      optIn ? null : now, optIn ? null : now, now, now,
      optIn ? 1 : 0, optIn ? now : null, optIn ? randomBytes(16).toString("hex") : null,
    );
    insertAddress(svc, billingId, customerId, r.billing!);
    if (r.shipping) insertAddress(svc, shippingId, customerId, r.shipping);
    db.prepare("UPDATE customer SET default_billing_address_id = ?, default_shipping_address_id = ? WHERE id = ?").run(billingId, shippingId, customerId);
  });
  try {
    create();
  } catch (err) {
    // two concurrent registrations of one address: the unique index decides, the loser gets the violation
    if ((err as { code?: string }).code !== "SQLITE_CONSTRAINT_UNIQUE") throw err;
    new Violations().add("/email", "CUSTOMER_EMAIL_NOT_UNIQUE", "The email address {{ email }} is already in use.", { "{{ email }}": r.email }).throwIfAny();
  }
  return customerId;
}
