/**
 * POST /store-api/contact-form (Shopware's ContactFormRoute) and the custom poll routes
 * POST /store-api/shop-poll/{pollId} and POST /store-api/shop-poll/{pollId}/vote (contract: README.md).
 */
import type { FastifyInstance } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { SYSTEM_LANGUAGE_ID } from "../ids.js";
import { clientIp, contextCustomer, contextLang } from "../account/services.js";
import { bodyOf, Violations } from "../account/violations.js";
import { readContactConfig, type ContactConfig } from "./config.js";
import { PollRepository, valueOf } from "./polls.js";

/** Shopware's ContactFormRoute refuses names containing a URL (spam through the copy to the sender). */
const URL_IN_NAME = /((https?):\/)/;
const HEX_ID = /^[0-9a-f]{32}$/;

interface FormSlotConfig {
  confirmationText: string;
  receivers: string[];
  /** the slot's "default mail receiver" switch: the shop's address gets the message too */
  defaultReceiver: boolean;
}

export function contactRoutes(app: FastifyInstance, deps: Deps, overrides: Partial<ContactConfig> = {}): void {
  const config: ContactConfig = { ...readContactConfig(), ...overrides };
  const svc = deps.accounts;
  const { db } = deps;
  const polls = new PollRepository(db);

  /** The form slot's settings (confirmation text, receivers) in the context language, as Shopware reads them. */
  function formSlot(slotId: string, languageId: string): FormSlotConfig | undefined {
    const rows = db
      .prepare(
        `SELECT t.language_id, t.config FROM cms_slot s JOIN cms_slot_translation t ON t.cms_slot_id = s.id
         WHERE s.id = ? AND s.type = 'form' AND t.language_id IN (?, ?)`,
      )
      .all(slotId, languageId, SYSTEM_LANGUAGE_ID) as { language_id: string; config: string | null }[];
    if (rows.length === 0) return undefined;
    const row = rows.find((r) => r.language_id === languageId) ?? rows[0]!;
    const cfg = JSON.parse(row.config ?? "{}") as Record<string, unknown>;
    const text = valueOf(cfg.confirmationText);
    const receivers = valueOf(cfg.mailReceiver);
    return {
      confirmationText: typeof text === "string" ? text : "",
      receivers: (Array.isArray(receivers) ? receivers : []).filter((r): r is string => typeof r === "string" && r.includes("@")),
      defaultReceiver: valueOf(cfg.defaultMailReceiver) === true,
    };
  }

  app.post("/store-api/contact-form", async (req) => {
    const ctx = req.sw;
    const body = bodyOf(req.body);
    const v = new Violations();
    const salutationId = v.entity("/salutationId", body.salutationId, "salutation", (id) => svc.reference.salutationExists(id), false);
    const firstName = v.string("/firstName", body.firstName, { required: config.firstNameRequired });
    if (firstName !== undefined && URL_IN_NAME.test(firstName)) {
      v.add("/firstName", "REGEX_FAILED_ERROR", "This value is not valid.", { "{{ value }}": `"${firstName}"` });
    }
    const lastName = v.string("/lastName", body.lastName, { required: config.lastNameRequired });
    if (lastName !== undefined && URL_IN_NAME.test(lastName)) {
      v.add("/lastName", "REGEX_FAILED_ERROR", "This value is not valid.", { "{{ value }}": `"${lastName}"` });
    }
    const email = v.email("/email", body.email);
    const phone = v.string("/phone", body.phone, { required: config.phoneRequired, max: 40 });
    const subject = v.string("/subject", body.subject, { required: true });
    const comment = typeof body.comment === "string" ? body.comment.replace(/\r\n?/g, "\n") : body.comment;
    // line breaks and tabs are part of a message; other control characters are refused by string()
    v.string("/comment", typeof comment === "string" ? comment.replace(/[\n\t]/g, " ") : comment, {
      required: true,
      max: config.commentMaxLength,
    });
    for (const key of ["navigationId", "slotId"] as const) {
      const value = body[key];
      if (value !== undefined && value !== null && value !== "" && (typeof value !== "string" || !HEX_ID.test(value))) {
        v.add(`/${key}`, "INVALID_FORMAT_ERROR", "This value is not a valid identifier.", { "{{ value }}": JSON.stringify(value) });
      }
    }
    v.string("/cmsPageType", body.cmsPageType);
    v.throwIfAny();
    // Shopware's contact_form limiter: checked after validation, every accepted message counts
    const limitKey = `contact-form-${clientIp(req)}`;
    const wait = svc.limiter.waitSeconds(limitKey, config.rateLimits, config.rateLimitResetMs);
    if (wait > 0) {
      const err = new ShopwareError(429, "FRAMEWORK__RATE_LIMIT_EXCEEDED", "Too many requests, try again in {{ seconds }} seconds.", { seconds: wait });
      err.entries[0]!.title = "Too Many Requests";
      throw err;
    }
    svc.limiter.record(limitKey, config.rateLimitResetMs);

    const slot = typeof body.slotId === "string" && body.slotId !== "" ? formSlot(body.slotId, ctx.languageId) : undefined;
    const lang = contextLang(svc, ctx.languageId);
    const salutationRow = svc.reference.salutation(salutationId ?? null, ctx.languageIdChain) as { translated?: { displayName?: unknown } } | null;
    const salutation = typeof salutationRow?.translated?.displayName === "string" ? salutationRow.translated.displayName : "";
    const name = [firstName?.trim(), lastName?.trim()].filter(Boolean).join(" ");
    const customer = contextCustomer(svc, ctx);
    const vars = {
      name,
      salutation,
      email: email!,
      phone: phone?.trim() ?? "",
      subject: subject!.trim(),
      comment: (comment as string).trim(),
      customerNumber: customer && !customer.guest ? (customer.customer_number ?? "") : "",
    };
    // a form slot's own receivers (Shopware's mailReceiver), plus the shop when it says so or names nobody
    const receivers = [...new Set([...(slot?.receivers ?? []), ...(!slot || slot.defaultReceiver || slot.receivers.length === 0 ? [config.shopEmail] : [])])];
    db.transaction(() => {
      for (const to of receivers) svc.outbox.send(to, "contact_form", lang, vars);
      svc.outbox.send(email!, "contact_form_copy", lang, vars);
    })();
    return { individualSuccessMessage: slot?.confirmationText ?? "", apiAlias: "contact_form_result" };
  });

  const pollOf = (pollId: string) => {
    const poll = polls.find(pollId);
    if (!poll) throw new ShopwareError(404, "CONTENT__POLL_NOT_FOUND", 'Poll with id "{{ pollId }}" not found.', { pollId });
    return poll;
  };

  app.post<{ Params: { pollId: string } }>("/store-api/shop-poll/:pollId", async (req) => polls.results(pollOf(req.params.pollId), req.sw));

  app.post<{ Params: { pollId: string } }>("/store-api/shop-poll/:pollId/vote", async (req) => {
    const ctx = req.sw;
    const poll = pollOf(req.params.pollId);
    const body = bodyOf(req.body);
    const v = new Violations();
    if (body.optionId === undefined || body.optionId === null || body.optionId === "") v.blank("/optionId", body.optionId);
    else v.choice("/optionId", typeof body.optionId === "number" ? String(body.optionId) : body.optionId, poll.optionIds);
    v.throwIfAny();
    const optionId = String(body.optionId);
    const stored = db.transaction(() => {
      // a vote is the first thing a visitor may store: keep the freshly minted token valid
      if (ctx.isNewToken) deps.contexts.save(ctx.token, ctx.salesChannel.id, ctx.payload);
      return polls.vote(poll, optionId, ctx, svc.now());
    })();
    if (!stored) {
      throw new ShopwareError(400, "CONTENT__POLL_ALREADY_VOTED", 'This session has already voted in poll "{{ pollId }}".', { pollId: poll.pollId });
    }
    return polls.results(poll, ctx);
  });
}
