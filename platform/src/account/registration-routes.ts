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
    const customerId = await insertCustomer(svc, ctx, input, body);

    // No double opt-in: the new account is active and logged in right away (Shopware's default).
    replaceContextToken(db, deps.contexts, req, reply, customerId);
    if (!input.guest) {
      const lang = contextLang(svc, ctx.languageId);
      svc.outbox.send(input.email!, "registration", lang, { name: `${input.firstName} ${input.lastName}`, email: input.email! }, storefrontLink(String(body.storefrontUrl), lang, "/login"));
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
}

type Registration = ReturnType<typeof readRegistration>;

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
async function insertCustomer(svc: AccountServices, ctx: RequestContext, r: Registration, body: Record<string, unknown>): Promise<string> {
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
         default_payment_method_id, affiliate_code, campaign_code, first_login, last_login, last_activity_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      customerId, sc.id, sc.customer_group_id, r.requestedGroupId, ctx.languageId, svc.customers.nextCustomerNumber(), r.salutationId, r.title,
      r.firstName, r.lastName, r.email, hashed, r.birthday ?? null, r.guest ? 1 : 0, ctx.paymentMethodId,
      typeof body.affiliateCode === "string" ? body.affiliateCode.slice(0, 255) : null,
      typeof body.campaignCode === "string" ? body.campaignCode.slice(0, 255) : null,
      now, now, now, now,
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
