/**
 * Contact form (POST /store-api/contact-form, Shopware's contract) and editorial polls
 * (POST /store-api/shop-poll/{pollId}[/vote]), over real HTTP against a listening platform.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountPlatform, register } from "./account-helpers.js";
import { ACCESS_KEY, responseSchema, validatorFor } from "./helpers.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { SEED_IDS } from "../src/seed/ids.js";

// the test process plays the gateway, which forwards each shopper's address from this machine
const { app, db } = createAccountPlatform({}, { trustProxy: ["loopback"] });
let base = "";
beforeAll(async () => {
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => app.close());

interface Answer {
  status: number;
  token: string | null;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let visitor = 0;

/** POST over HTTP; every call comes from another client address (the gateway forwards it) unless `extra` names one. */
async function call(path: string, body: unknown, token?: string, extra: Record<string, string> = {}): Promise<Answer> {
  visitor += 1;
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      "sw-access-key": ACCESS_KEY,
      "content-type": "application/json",
      "x-forwarded-for": `198.51.100.${visitor % 250}`,
      ...(token ? { "sw-context-token": token } : {}),
      ...extra,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, token: res.headers.get("sw-context-token"), body: text ? JSON.parse(text) : null };
}

async function outbox(to: string) {
  const res = await fetch(`${base}/__platform/mails?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { mails: { to: string; subject: string; text: string; html: string; locale: string; template: string }[] }).mails;
}

const requestSchema = "paths/~1contact-form/post/requestBody/content/application/json/schema";
const valid = (pointer: string, data: unknown) => expect(validatorFor(pointer)(data)).toEqual([]);
const message = {
  salutationId: ACCOUNT_SEED.salutations.mrs,
  firstName: "Erika",
  lastName: "Muster",
  email: "Erika.Kontakt@example.ch",
  phone: "+41 79 123 45 67",
  subject: "Bestellung 10001",
  comment: "Guten Tag\n\nWann wird meine Bestellung geliefert?",
};

describe("POST /store-api/contact-form", () => {
  it("sends the message to the shop and a copy to the sender, in the context language; answers ContactFormResult", async () => {
    valid(requestSchema, message);
    const res = await call("/store-api/contact-form", message);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ individualSuccessMessage: "", apiAlias: "contact_form_result" });

    const shop = (await outbox("info@apotheke-alpenblick.ch")).find((m) => m.template === "contact_form")!;
    expect(shop.subject).toBe("Kontaktanfrage: Bestellung 10001");
    expect(shop.text).toContain("Frau Erika Muster <erika.kontakt@example.ch>");
    expect(shop.text).toContain("Telefon: +41 79 123 45 67");
    expect(shop.text).toContain("Wann wird meine Bestellung geliefert?");
    expect(shop.locale).toBe("de");
    const copy = (await outbox("erika.kontakt@example.ch")).find((m) => m.template === "contact_form_copy")!;
    expect(copy.subject).toContain("Bestellung 10001");
    expect(copy.text).toContain("Guten Tag Erika Muster");
    expect(copy.text).toContain("Wann wird meine Bestellung geliefert?");
  });

  it("Italian and French contexts get Italian and French mails; HTML is escaped", async () => {
    await call("/store-api/contact-form", { ...message, email: "it@example.ch", comment: "<b>Ciao</b>" }, undefined, { "sw-language-id": SEED_IDS.languages.it });
    const it = (await outbox("it@example.ch"))[0]!;
    expect(it.locale).toBe("it");
    expect(it.subject).toBe("Il suo messaggio a Apotheke Alpenblick: Bestellung 10001");
    expect(it.html).toContain("&lt;b&gt;Ciao&lt;/b&gt;");
    await call("/store-api/contact-form", { ...message, email: "fr@example.ch" }, undefined, { "sw-language-id": SEED_IDS.languages.fr });
    const fr = (await outbox("fr@example.ch"))[0]!;
    expect(fr.locale).toBe("fr");
    expect(fr.text).toContain("Merci pour votre message.");
  });

  it("a CMS form slot: its receivers get the message and its confirmation text is the individualSuccessMessage", async () => {
    const slot = db.prepare("SELECT id FROM cms_slot WHERE type = 'form' LIMIT 1").get() as { id: string };
    const res = await call("/store-api/contact-form", { ...message, email: "slot@example.ch", slotId: slot.id, cmsPageType: "page" }, undefined, {
      "sw-language-id": SEED_IDS.languages.fr,
    });
    expect(res.status).toBe(200);
    expect(res.body.individualSuccessMessage).toBe("Merci pour votre message.");
    expect((await outbox("service@apotheke.example")).some((m) => m.text.includes("slot@example.ch"))).toBe(true);
    // the seeded slot keeps the default receiver switched on
    expect((await outbox("info@apotheke-alpenblick.ch")).some((m) => m.text.includes("slot@example.ch"))).toBe(true);
  });

  it("violations: 400 with one entry per field (source.pointer), nothing sent", async () => {
    const before = (await outbox("info@apotheke-alpenblick.ch")).length;
    const res = await call("/store-api/contact-form", { email: "kein-mail", subject: " ", firstName: "see https://spam.example", slotId: "xyz" });
    expect(res.status).toBe(400);
    valid(responseSchema("400"), res.body);
    const byPointer = Object.fromEntries((res.body.errors as { code: string; source: { pointer: string } }[]).map((e) => [e.source.pointer, e.code]));
    expect(byPointer).toEqual({
      "/firstName": "VIOLATION::REGEX_FAILED_ERROR",
      "/email": "VIOLATION::INVALID_FORMAT_ERROR",
      "/subject": "VIOLATION::IS_BLANK_ERROR",
      "/comment": "VIOLATION::IS_BLANK_ERROR",
      "/slotId": "VIOLATION::INVALID_FORMAT_ERROR",
    });
    expect(res.body.errors[0]).toMatchObject({ status: "400", title: "Constraint violation error" });
    expect((await outbox("info@apotheke-alpenblick.ch")).length).toBe(before);
    const unknownSalutation = await call("/store-api/contact-form", { ...message, salutationId: "0".repeat(32) });
    expect(unknownSalutation.body.errors.map((e: { code: string }) => e.code)).toEqual(["VIOLATION::ENTITY_DOES_NOT_EXISTS"]);
    const tooLong = await call("/store-api/contact-form", { ...message, comment: "x".repeat(5001) });
    expect(tooLong.body.errors.map((e: { code: string }) => e.code)).toEqual(["VIOLATION::TOO_LONG_ERROR"]);
  });

  it("a logged-in customer's customer number goes to the shop", async () => {
    const { token } = await register(app, "kunde.kontakt@example.ch");
    const res = await call("/store-api/contact-form", { ...message, email: "kunde.kontakt@example.ch" }, token);
    expect(res.status).toBe(200);
    const shop = (await outbox("info@apotheke-alpenblick.ch")).find((m) => m.text.includes("kunde.kontakt@example.ch"))!;
    expect(shop.text).toMatch(/Kundennummer: \d+/);
  });

  it("Shopware's contact_form limiter: after 3 messages from one address it must wait 30 s (429 FRAMEWORK__RATE_LIMIT_EXCEEDED)", async () => {
    const from = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 3; i++) expect((await call("/store-api/contact-form", { ...message, email: `limit${i}@example.ch` }, undefined, from)).status).toBe(200);
    const refused = await call("/store-api/contact-form", { ...message, email: "limit3@example.ch" }, undefined, from);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]).toMatchObject({ code: "FRAMEWORK__RATE_LIMIT_EXCEEDED", status: "429" });
    expect(refused.body.errors[0].meta.parameters.seconds).toBeGreaterThan(25);
    expect(await outbox("limit3@example.ch")).toEqual([]);
    // another address is not affected
    expect((await call("/store-api/contact-form", { ...message, email: "other.ip@example.ch" })).status).toBe(200);
  });

  it("needs the sales channel's access key", async () => {
    const res = await fetch(`${base}/store-api/contact-form`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(message) });
    expect(res.status).toBe(401);
  });
});

describe("editorial polls: POST /store-api/shop-poll/{pollId}[/vote]", () => {
  const pollId = "poll-erkaeltung-vorbeugen";

  it("results start at zero; a vote counts once per session; another session adds to the counts", async () => {
    const empty = await call(`/store-api/shop-poll/${pollId}`, {});
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ pollId, totalVotes: 0, votedOptionId: null, apiAlias: "shop_poll_result" });
    const optionIds = (empty.body.options as { id: string; votes: number; percentage: number }[]).map((o) => o.id);
    expect(optionIds.length).toBeGreaterThanOrEqual(2);
    expect(optionIds[0]).toBe(`${pollId}-1`);

    const first = await call(`/store-api/shop-poll/${pollId}/vote`, { optionId: optionIds[0] });
    expect(first.status).toBe(200);
    const token = first.token!;
    expect(first.body).toMatchObject({ totalVotes: 1, votedOptionId: optionIds[0] });
    expect(first.body.options[0]).toEqual({ id: optionIds[0], votes: 1, percentage: 100 });

    // the token minted by the vote is a session: the same visitor cannot vote again
    const again = await call(`/store-api/shop-poll/${pollId}/vote`, { optionId: optionIds[1] }, token);
    expect(again.status).toBe(400);
    expect(again.body.errors[0].code).toBe("CONTENT__POLL_ALREADY_VOTED");
    expect(again.token).toBe(token);
    const mine = await call(`/store-api/shop-poll/${pollId}`, {}, token);
    expect(mine.body).toMatchObject({ totalVotes: 1, votedOptionId: optionIds[0] });

    const other = await call(`/store-api/shop-poll/${pollId}/vote`, { optionId: optionIds[1] });
    expect(other.body.totalVotes).toBe(2);
    expect(other.body.options.slice(0, 2).map((o: { percentage: number }) => o.percentage)).toEqual([50, 50]);
    // a visitor without a session sees the counts but no vote of their own
    expect((await call(`/store-api/shop-poll/${pollId}`, {})).body).toMatchObject({ totalVotes: 2, votedOptionId: null });
  });

  it("concurrent votes of one session store exactly one vote", async () => {
    const first = await call(`/store-api/shop-poll/poll-gesunder-schlaf/vote`, { optionId: "poll-gesunder-schlaf-1" });
    const token = first.token!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(`/store-api/shop-poll/poll-gesunder-schlaf/vote`, { optionId: "poll-gesunder-schlaf-2" }, token)),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const results = await call(`/store-api/shop-poll/poll-gesunder-schlaf`, {}, token);
    expect(results.body).toMatchObject({ totalVotes: 1, votedOptionId: "poll-gesunder-schlaf-1" });
  });

  it("unknown poll -> 404 CONTENT__POLL_NOT_FOUND; unknown or missing option -> 400 violation on /optionId", async () => {
    const unknown = await call("/store-api/shop-poll/nope/vote", { optionId: "1" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe("CONTENT__POLL_NOT_FOUND");
    const badOption = await call(`/store-api/shop-poll/${pollId}/vote`, { optionId: "other" });
    expect(badOption.status).toBe(400);
    expect(badOption.body.errors[0]).toMatchObject({ code: "VIOLATION::NO_SUCH_CHOICE_ERROR", source: { pointer: "/optionId" } });
    const missing = await call(`/store-api/shop-poll/${pollId}/vote`, {});
    expect(missing.body.errors[0]).toMatchObject({ code: "VIOLATION::IS_BLANK_ERROR", source: { pointer: "/optionId" } });
  });
});
