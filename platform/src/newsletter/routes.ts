import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { idFor, randomToken } from "../ids.js";
import { isAllowedStorefrontUrl } from "../account/config.js";
import { storefrontLink } from "../mail/links.js";
import { contextCustomer, contextLang, requireCustomer, success } from "../account/services.js";
import { bodyOf, Violations } from "../account/violations.js";

export type NewsletterStatus = "notSet" | "optIn" | "optOut" | "direct";

interface RecipientRow {
  id: string;
  email: string;
  status: NewsletterStatus;
  hash: string;
  unsubscribe_token: string;
  confirmed_at: string | null;
  opt_in_mailed_at: string | null;
  created_at: string;
  updated_at: string | null;
}

/** At most one double opt-in mail per recipient in this time. */
export const OPT_IN_MAIL_INTERVAL_MS = 24 * 3_600_000;

const sha1 = (s: string) => createHash("sha1").update(s).digest("hex");

const notFound = (identifier: string, value: string, reason?: "expired") =>
  new ShopwareError(400, "CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND", 'The NewsletterRecipient with the identifier "{{ identifier }}" - {{ value }} was not found.', {
    identifier,
    value,
    ...(reason ? { reason } : {}),
  });

/**
 * newsletter/subscribe (double opt-in), newsletter/confirm, newsletter/unsubscribe (by email, or by
 * the `hash` of a /newsletter-unsubscribe/{hash} link) and account/newsletter-recipient.
 * Statuses as Shopware: notSet (waiting for confirmation), optIn (confirmed), direct (no opt-in
 * needed: a logged-in customer subscribing their own address), optOut (unsubscribed).
 */
export function newsletterRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db } = svc;
  const byEmail = (salesChannelId: string, email: string) =>
    db.prepare("SELECT * FROM newsletter_recipient WHERE sales_channel_id = ? AND email = ?").get(salesChannelId, email) as RecipientRow | undefined;

  app.post("/store-api/newsletter/subscribe", async (req) => {
    const ctx = req.sw;
    const body = bodyOf(req.body);
    const v = new Violations();
    const email = v.email("/email", body.email);
    const option = v.choice("/option", body.option ?? "subscribe", ["subscribe", "direct", "unsubscribe"]);
    if (!isAllowedStorefrontUrl(body.storefrontUrl, svc.config)) {
      v.add("/storefrontUrl", "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.", { "{{ value }}": JSON.stringify(body.storefrontUrl ?? null) });
    }
    const firstName = v.string("/firstName", body.firstName) ?? null;
    const lastName = v.string("/lastName", body.lastName) ?? null;
    const street = v.string("/street", body.street) ?? null;
    const city = v.string("/city", body.city, { max: 70 }) ?? null;
    const zipCode = v.string("/zipCode", body.zipCode, { max: 50 }) ?? null;
    const salutationId = v.entity("/salutationId", body.salutationId, "salutation", (id) => svc.reference.salutationExists(id), false) ?? null;
    // the newsletter language: body.languageId (one of the channel's languages) or the context's
    const languages = svc.system.salesChannelLanguageIds(ctx.salesChannel.id);
    const languageId = v.entity("/languageId", body.languageId, "language", (id) => languages.includes(id), false) ?? ctx.languageId;
    v.throwIfAny();

    const existing = byEmail(ctx.salesChannel.id, email!);
    const now = svc.now().toISOString();
    const storefront = String(body.storefrontUrl).replace(/\/$/, "");
    if (option === "unsubscribe") {
      if (!existing) throw notFound("email", email!);
      db.prepare("UPDATE newsletter_recipient SET status = 'optOut', updated_at = ? WHERE id = ?").run(now, existing.id);
      return { success: true, status: "optOut" };
    }
    if (existing && (existing.status === "optIn" || existing.status === "direct")) {
      return { success: true, status: existing.status };
    }
    // Opt-in is only skipped for the logged-in (non-guest) owner of the address.
    const customer = contextCustomer(svc, ctx);
    const status: NewsletterStatus = customer && !customer.guest && customer.email === email ? "direct" : "notSet";
    // One pending opt-in mail per recipient and day, whoever asks: the form must not become a way to
    // flood someone's inbox. The earlier mail's link stays valid; the answer is the same success.
    const lastMailed = existing?.opt_in_mailed_at ? Date.parse(existing.opt_in_mailed_at) : Number.NEGATIVE_INFINITY;
    if (status === "notSet" && lastMailed + OPT_IN_MAIL_INTERVAL_MS > svc.now().getTime()) {
      return { success: true, status: "notSet" };
    }
    const hash = randomToken(32);
    const id = existing?.id ?? idFor(`newsletter:${randomToken()}`);
    db.prepare(
      `INSERT INTO newsletter_recipient (id, sales_channel_id, language_id, email, salutation_id, first_name, last_name, zip_code, city, street,
         status, hash, unsubscribe_token, storefront_url, confirmed_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)
       ON CONFLICT(sales_channel_id, email) DO UPDATE SET language_id = excluded.language_id, status = excluded.status, hash = excluded.hash,
         first_name = COALESCE(excluded.first_name, first_name), last_name = COALESCE(excluded.last_name, last_name),
         salutation_id = COALESCE(excluded.salutation_id, salutation_id), zip_code = COALESCE(excluded.zip_code, zip_code),
         city = COALESCE(excluded.city, city), street = COALESCE(excluded.street, street),
         storefront_url = excluded.storefront_url, confirmed_at = excluded.confirmed_at, updated_at = excluded.created_at`,
    ).run(
      id, ctx.salesChannel.id, languageId, email, salutationId, firstName, lastName, zipCode, city, street, status, hash,
      existing?.unsubscribe_token ?? randomToken(32), storefront, status === "direct" ? now : null, now,
    );
    const lang = contextLang(svc, languageId);
    if (status === "notSet") {
      svc.outbox.send(email!, "newsletter_double_opt_in", lang, {}, storefrontLink(storefront, lang, `/newsletter-subscribe?em=${sha1(email!)}&hash=${hash}`));
      db.prepare("UPDATE newsletter_recipient SET opt_in_mailed_at = ? WHERE id = ?").run(now, byEmail(ctx.salesChannel.id, email!)!.id);
    } else {
      const row = byEmail(ctx.salesChannel.id, email!)!;
      svc.outbox.send(email!, "newsletter_welcome", lang, {}, storefrontLink(storefront, lang, `/newsletter-unsubscribe/${row.unsubscribe_token}`));
    }
    return { success: true, status };
  });

  app.post("/store-api/newsletter/confirm", async (req) => {
    const body = bodyOf(req.body);
    const v = new Violations();
    const hash = v.string("/hash", body.hash, { required: true });
    const em = v.string("/em", body.em, { required: true });
    v.throwIfAny();
    const row = db.prepare("SELECT * FROM newsletter_recipient WHERE hash = ? AND sales_channel_id = ?").get(hash, req.sw.salesChannel.id) as
      | RecipientRow
      | undefined;
    if (!row) throw notFound("hash", hash!);
    if (em !== sha1(row.email)) {
      v.add("/em", "NOT_EQUAL_ERROR", "This value should be equal to {{ compared_value }}.", { "{{ value }}": `"${em}"`, "{{ compared_value }}": '"***"' });
      v.throwIfAny();
    }
    if (row.status === "optIn" || row.status === "direct") return success();
    if (row.status !== "notSet") throw notFound("hash", hash!);
    const sentAt = Date.parse(row.updated_at ?? row.created_at);
    if (sentAt + svc.config.newsletterConfirmTtlMs < svc.now().getTime()) {
      // Shopware's cleanup task removes unconfirmed recipients; an old link finds nothing.
      db.prepare("DELETE FROM newsletter_recipient WHERE id = ?").run(row.id);
      throw notFound("hash", hash!, "expired");
    }
    const now = svc.now().toISOString();
    db.prepare("UPDATE newsletter_recipient SET status = 'optIn', confirmed_at = ?, updated_at = ? WHERE id = ?").run(now, now, row.id);
    const stored = db.prepare("SELECT language_id, storefront_url FROM newsletter_recipient WHERE id = ?").get(row.id) as { language_id: string; storefront_url: string | null };
    const origin = stored.storefront_url ?? svc.config.storefrontUrls[0] ?? "http://localhost:3000";
    const lang = contextLang(svc, stored.language_id);
    svc.outbox.send(row.email, "newsletter_welcome", lang, {}, storefrontLink(origin, lang, `/newsletter-unsubscribe/${row.unsubscribe_token}`));
    return success();
  });

  app.post("/store-api/newsletter/unsubscribe", async (req) => {
    const body = bodyOf(req.body);
    const v = new Violations();
    let row: RecipientRow | undefined;
    if (body.hash !== undefined && body.email === undefined) {
      const token = v.string("/hash", body.hash, { required: true });
      v.throwIfAny();
      row = db.prepare("SELECT * FROM newsletter_recipient WHERE unsubscribe_token = ? AND sales_channel_id = ?").get(token, req.sw.salesChannel.id) as
        | RecipientRow
        | undefined;
      if (!row) throw notFound("hash", token!);
    } else {
      const email = v.email("/email", body.email);
      v.throwIfAny();
      row = byEmail(req.sw.salesChannel.id, email!);
      if (!row) throw notFound("email", email!);
    }
    db.prepare("UPDATE newsletter_recipient SET status = 'optOut', updated_at = ? WHERE id = ?").run(svc.now().toISOString(), row.id);
    return success();
  });

  app.post("/store-api/account/newsletter-recipient", async (req) => {
    const c = requireCustomer(svc, req);
    const row = byEmail(c.sales_channel_id, c.email);
    return { status: row?.status ?? "undefined", apiAlias: "account_newsletter_recipient" };
  });
}
