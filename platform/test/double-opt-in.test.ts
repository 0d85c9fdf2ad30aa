import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountPlatform, codes, h, mails, pointers, post, registration, STOREFRONT } from "./account-helpers.js";
import { SEED_IDS } from "../src/seed/ids.js";

/** Shopware's double opt-in registration (RegisterRoute + DoubleOptInService + RegisterConfirmRoute + LoginRoute). */
const { app } = createAccountPlatform({ doubleOptInRegistration: true, doubleOptInGuestOrder: true });
beforeAll(async () => app.ready());
afterAll(async () => app.close());

/** The confirmation mail's link, split into the query the storefront posts back. */
async function confirmationLink(email: string) {
  const [mail] = await mails(app, email);
  const link = new URL(mail!.links[0]!);
  return { mail: mail!, link, em: link.searchParams.get("em")!, hash: link.searchParams.get("hash")! };
}

describe("double opt-in registration", () => {
  it("registers without logging in, mails a link, refuses the login until the link is confirmed, then logs in once", async () => {
    const email = "doi@example.ch";
    const reg = await post(app, "/store-api/account/register", registration(email), undefined, { "sw-language-id": SEED_IDS.languages.it });
    expect(reg.statusCode).toBe(200);
    const customer = reg.json();
    expect(customer).toMatchObject({ email, doubleOptInRegistration: true, doubleOptInConfirmDate: null, hash: "", firstLogin: null });
    expect(customer.doubleOptInEmailSentDate).toBeTruthy();
    // not logged in: the request's context still has no customer
    const token = reg.headers["sw-context-token"] as string;
    const ctx = await app.inject({ method: "GET", url: "/store-api/context", headers: h(token) });
    expect(ctx.json().customer).toBeNull();

    const { mail, link, em, hash } = await confirmationLink(email);
    expect(mail.template).toBe("registration_double_opt_in");
    expect(mail.locale).toBe("it");
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/it/registration/confirm`);
    expect(em).toMatch(/^[0-9a-f]{40}$/);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(customer)).not.toContain(hash);

    // the right password is answered with "opt-in not completed"; a wrong one stays "bad credentials"
    const early = await post(app, "/store-api/account/login", { username: email, password: "sicheres-Passwort-1" });
    expect(early.statusCode).toBe(401);
    expect(codes(early)).toEqual(["CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED"]);
    expect(codes(await post(app, "/store-api/account/login", { username: email, password: "falsch-falsch-1" }))).toEqual(["CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS"]);

    // the link proves the mailbox: a wrong em is a violation at /em, a wrong hash is not found
    const wrongEm = await post(app, "/store-api/account/register-confirm", { hash, em: "0".repeat(40) });
    expect(wrongEm.statusCode).toBe(400);
    expect(pointers(wrongEm)).toEqual(["/em"]);
    expect(codes(wrongEm)).toEqual(["VIOLATION::NOT_EQUAL_ERROR"]);
    const wrongHash = await post(app, "/store-api/account/register-confirm", { hash: "f".repeat(32), em });
    expect(wrongHash.statusCode).toBe(404);
    expect(codes(wrongHash)).toEqual(["CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH"]);
    const noHash = await post(app, "/store-api/account/register-confirm", { em });
    expect(noHash.statusCode).toBe(404);
    expect(codes(noHash)).toEqual(["CHECKOUT__NO_HASH_PROVIDED"]);

    // confirmed: logged in with a fresh token, the welcome mail follows
    const confirmed = await post(app, "/store-api/account/register-confirm", { hash, em }, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: customer.id, active: true, doubleOptInRegistration: true });
    expect(confirmed.json().doubleOptInConfirmDate).toBeTruthy();
    const newToken = confirmed.headers["sw-context-token"] as string;
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(token);
    expect((await post(app, "/store-api/account/customer", {}, newToken)).json().id).toBe(customer.id);
    expect((await mails(app, email)).map((m) => m.template)).toContain("registration");

    // a second click: already confirmed (412); the login works now
    const again = await post(app, "/store-api/account/register-confirm", { hash, em });
    expect(again.statusCode).toBe(412);
    expect(codes(again)).toEqual(["CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED"]);
    expect((await post(app, "/store-api/account/login", { username: email, password: "sicheres-Passwort-1" })).statusCode).toBe(200);
  });

  it("a guest gets the guest order confirmation mail and is not logged in until confirmed", async () => {
    const email = "doi-guest@example.ch";
    const reg = await post(app, "/store-api/account/register", registration(email, { guest: true, password: undefined }), undefined, { "sw-language-id": SEED_IDS.languages.fr });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({ guest: true, doubleOptInRegistration: true });
    const { mail, em, hash } = await confirmationLink(email);
    expect(mail.template).toBe("guest_double_opt_in");
    expect(mail.subject).toContain("Veuillez confirmer");
    const confirmed = await post(app, "/store-api/account/register-confirm", { hash, em });
    expect(confirmed.statusCode).toBe(200);
    const ctx = await app.inject({ method: "GET", url: "/store-api/context", headers: h(confirmed.headers["sw-context-token"] as string) });
    expect(ctx.json().customer).toMatchObject({ email, guest: true });
    // guests get no welcome mail
    expect((await mails(app, email)).map((m) => m.template)).toEqual(["guest_double_opt_in"]);
  });

  it("without the setting a registration logs in at once and cannot be 'confirmed'", async () => {
    const plain = createAccountPlatform();
    try {
      const reg = await post(plain.app, "/store-api/account/register", registration("plain@example.ch"));
      expect(reg.json()).toMatchObject({ doubleOptInRegistration: false, hash: null });
      const ctx = await plain.app.inject({ method: "GET", url: "/store-api/context", headers: h(reg.headers["sw-context-token"] as string) });
      expect(ctx.json().customer).toMatchObject({ email: "plain@example.ch" });
    } finally {
      await plain.app.close();
    }
  });
});
