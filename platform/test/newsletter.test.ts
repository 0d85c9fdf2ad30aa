import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountPlatform, codes, mails, post, register, STOREFRONT } from "./account-helpers.js";
import { SEED_IDS } from "../src/seed/ids.js";

const L = SEED_IDS.languages;
const { app, clock } = createAccountPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const sha1 = (s: string) => createHash("sha1").update(s).digest("hex");
const confirmLink = async (email: string) => new URL((await mails(app, email)).find((m) => m.template === "newsletter_double_opt_in")!.links[0]!);

describe("newsletter double opt-in", () => {
  it("subscribe -> notSet + mail with em/hash -> confirm -> optIn -> welcome mail with unsubscribe link -> optOut", async () => {
    const email = "news@example.ch";
    const sub = await post(app, "/store-api/newsletter/subscribe", { email: "News@Example.ch", storefrontUrl: STOREFRONT }, undefined, { "sw-language-id": L.it });
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toEqual({ success: true, status: "notSet" });
    const link = await confirmLink(email);
    // the Italian storefront: the sales-channel domain of the request's language
    expect(link.pathname).toBe("/it/newsletter-subscribe");
    expect(link.searchParams.get("em")).toBe(sha1(email));
    const mail = (await mails(app, email))[0]!;
    expect(mail.locale).toBe("it");
    // the mailbox page shows the link clickable (HTML-escaped query string)
    const page = await app.inject({ method: "GET", url: `/__platform/mailbox/${mail.id}` });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(`href="${link.href.replace(/&/g, "&amp;")}"`);
    const list = await app.inject({ method: "GET", url: `/__platform/mailbox?to=${encodeURIComponent(email)}` });
    expect(list.body).toContain(`/__platform/mailbox/${mail.id}`);
    expect(mail.subject).toContain("newsletter");

    const wrongEm = await post(app, "/store-api/newsletter/confirm", { hash: link.searchParams.get("hash"), em: sha1("other@example.ch") });
    expect(codes(wrongEm)).toEqual(["VIOLATION::NOT_EQUAL_ERROR"]);
    const confirm = await post(app, "/store-api/newsletter/confirm", { hash: link.searchParams.get("hash"), em: link.searchParams.get("em") });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ success: true });
    // a second click on the same link is harmless
    expect((await post(app, "/store-api/newsletter/confirm", { hash: link.searchParams.get("hash"), em: link.searchParams.get("em") })).statusCode).toBe(200);

    const welcome = (await mails(app, email)).find((m) => m.template === "newsletter_welcome")!;
    const unsubscribeLink = new URL(welcome.links[0]!);
    expect(unsubscribeLink.pathname).toMatch(/^\/it\/newsletter-unsubscribe\/[A-Za-z0-9]{32}$/);
    const token = unsubscribeLink.pathname.split("/").pop();
    const again = await post(app, "/store-api/newsletter/subscribe", { email, storefrontUrl: STOREFRONT });
    expect(again.json().status).toBe("optIn");

    const unsub = await post(app, "/store-api/newsletter/unsubscribe", { hash: token });
    expect(unsub.json()).toMatchObject({ success: true });
    const bad = await post(app, "/store-api/newsletter/unsubscribe", { hash: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(codes(bad)).toEqual(["CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND"]);
  });

  it("invalid hash -> CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND; link older than 7 days -> same error, reason expired", async () => {
    const invalid = await post(app, "/store-api/newsletter/confirm", { hash: "x".repeat(32), em: sha1("a@b.ch") });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ code: "CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND" });
    const blank = await post(app, "/store-api/newsletter/confirm", {});
    expect(codes(blank)).toEqual(["VIOLATION::IS_BLANK_ERROR", "VIOLATION::IS_BLANK_ERROR"]);

    await post(app, "/store-api/newsletter/subscribe", { email: "late@example.ch", storefrontUrl: STOREFRONT, option: "subscribe" });
    const link = await confirmLink("late@example.ch");
    clock.advance(7 * 24 * 3_600_000 + 60_000);
    const expired = await post(app, "/store-api/newsletter/confirm", { hash: link.searchParams.get("hash"), em: link.searchParams.get("em") });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0]).toMatchObject({ code: "CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND", meta: { parameters: { reason: "expired" } } });
  });

  it("unsubscribe by email; unknown email -> error; validation of the subscribe body", async () => {
    await post(app, "/store-api/newsletter/subscribe", { email: "bye@example.ch", storefrontUrl: STOREFRONT });
    expect((await post(app, "/store-api/newsletter/unsubscribe", { email: "bye@example.ch" })).json()).toMatchObject({ success: true });
    const unknown = await post(app, "/store-api/newsletter/unsubscribe", { email: "never@example.ch" });
    expect(codes(unknown)).toEqual(["CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND"]);
    const bad = await post(app, "/store-api/newsletter/subscribe", { email: "no", option: "confirmSubscribe", storefrontUrl: "javascript:alert(1)" });
    expect(codes(bad)).toEqual(["VIOLATION::INVALID_FORMAT_ERROR", "VIOLATION::NO_SUCH_CHOICE_ERROR", "VIOLATION::NO_SUCH_CHOICE_ERROR"]);
  });

  it("a logged-in customer subscribing their own address needs no opt-in (direct); account/newsletter-recipient reads the status", async () => {
    const { token } = await register(app, "member@example.ch");
    expect((await post(app, "/store-api/account/newsletter-recipient", {}, token)).json()).toEqual({ status: "undefined", apiAlias: "account_newsletter_recipient" });
    const sub = await post(app, "/store-api/newsletter/subscribe", { email: "member@example.ch", storefrontUrl: STOREFRONT, option: "direct" }, token);
    expect(sub.json().status).toBe("direct");
    expect((await post(app, "/store-api/account/newsletter-recipient", {}, token)).json().status).toBe("direct");
    // "direct" for someone else's address still needs the opt-in
    expect((await post(app, "/store-api/newsletter/subscribe", { email: "friend@example.ch", storefrontUrl: STOREFRONT, option: "direct" }, token)).json().status).toBe("notSet");
    await post(app, "/store-api/newsletter/unsubscribe", { email: "member@example.ch" });
    expect((await post(app, "/store-api/account/newsletter-recipient", {}, token)).json().status).toBe("optOut");
    expect((await post(app, "/store-api/account/newsletter-recipient", {})).statusCode).toBe(403);
  });

  it("at most one opt-in mail per recipient a day, however often and from wherever the address is signed up", async () => {
    const victim = "victim@example.ch";
    const optInMails = async () => (await mails(app, victim)).filter((m) => m.template === "newsletter_double_opt_in");
    for (let i = 0; i < 5; i++) {
      const res = await post(app, "/store-api/newsletter/subscribe", { email: victim, storefrontUrl: STOREFRONT }, undefined, { "x-forwarded-for": `203.0.113.${i}` });
      expect(res.json()).toEqual({ success: true, status: "notSet" });
    }
    // unsubscribing in between does not buy another mail
    await post(app, "/store-api/newsletter/unsubscribe", { email: victim });
    expect((await post(app, "/store-api/newsletter/subscribe", { email: victim, storefrontUrl: STOREFRONT })).json()).toEqual({ success: true, status: "notSet" });
    expect(await optInMails()).toHaveLength(1);
    clock.advance(24 * 3_600_000 + 1000);
    await post(app, "/store-api/newsletter/subscribe", { email: victim, storefrontUrl: STOREFRONT });
    const sent = await optInMails();
    expect(sent).toHaveLength(2);
    // the newest link confirms
    const link = new URL(sent[0]!.links[0]!); // newest first
    expect((await post(app, "/store-api/newsletter/confirm", { hash: link.searchParams.get("hash"), em: link.searchParams.get("em") })).statusCode).toBe(200);
  });
});
