import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountPlatform, codes, h, login, mails, pointers, post, register, registration, STOREFRONT } from "./account-helpers.js";
import { SEED_IDS, paymentMethodId } from "../src/seed/ids.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";

const L = SEED_IDS.languages;
const { app, db, clock } = createAccountPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

describe("register -> mail -> login -> profile -> addresses -> logout", () => {
  it("runs the whole flow", async () => {
    const email = "flow@example.ch";
    const reg = await post(app, "/store-api/account/register", registration("Flow@Example.ch"), undefined, { "sw-language-id": L.fr });
    expect(reg.statusCode).toBe(200);
    const customer = reg.json();
    expect(customer).toMatchObject({ email, firstName: "Erika", active: true, guest: false, apiAlias: "customer" });
    expect(customer.defaultBillingAddress).toMatchObject({ zipcode: "8001", city: "Zürich", street: "Bahnhofstrasse 12" });
    expect(customer.defaultBillingAddressId).toBe(customer.defaultShippingAddressId);
    expect(JSON.stringify(customer)).not.toContain("scrypt");
    const regToken = reg.headers["sw-context-token"] as string;

    // registration confirmation mail, in the context's language (French)
    const [welcome] = await mails(app, email);
    expect(welcome!.template).toBe("registration");
    expect(welcome!.locale).toBe("fr");
    expect(welcome!.subject).toContain("Bienvenue");
    // the link opens the French storefront (the sales-channel domain of the request's language)
    expect(welcome!.links).toEqual([`${STOREFRONT}/fr/login`]);

    // the registration already logged in; the context carries the customer
    const ctx = await app.inject({ method: "GET", url: "/store-api/context", headers: h(regToken) });
    expect(ctx.json().customer).toMatchObject({ id: customer.id, active: true, guest: false });
    expect(ctx.json().customer.defaultBillingAddress.id).toBe(customer.defaultBillingAddressId);

    // login issues a new token (header and body), old one no longer carries the customer
    const loginRes = await post(app, "/store-api/account/login", { username: email, password: "sicheres-Passwort-1" }, regToken);
    expect(loginRes.statusCode).toBe(200);
    const token = loginRes.json().contextToken as string;
    expect(loginRes.headers["sw-context-token"]).toBe(token);
    expect(token).not.toBe(regToken);
    expect((await post(app, "/store-api/account/customer", {}, regToken)).statusCode).toBe(403);
    const me = await post(app, "/store-api/account/customer", {}, token);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(customer.id);
    expect(me.json().lastLogin).toBeTruthy();

    // profile
    const profile = await post(app, "/store-api/account/change-profile", { firstName: "Eri", lastName: "Neu", salutationId: ACCOUNT_SEED.salutations.mr, birthdayDay: 3, birthdayMonth: 4, birthdayYear: 1980 }, token);
    expect(profile.json()).toMatchObject({ success: true });
    expect((await post(app, "/store-api/account/customer", {}, token)).json()).toMatchObject({ firstName: "Eri", lastName: "Neu", birthday: "1980-04-03" });

    // addresses: create, list, update, defaults, delete
    const created = await post(app, "/store-api/account/address", { firstName: "Eri", lastName: "Neu", street: "Städtle 5", zipcode: "9490", city: "Vaduz", countryId: SEED_IDS.countryLi }, token);
    expect(created.statusCode).toBe(200);
    const addressId = created.json().id as string;
    expect(created.json().country.iso).toBe("LI");
    const list = await post(app, "/store-api/account/list-address", {}, token);
    expect(list.json().total).toBe(2);
    const patched = await app.inject({ method: "PATCH", url: `/store-api/account/address/${addressId}`, headers: h(token), payload: { city: "Schaan", zipcode: "9494" } });
    expect(patched.json()).toMatchObject({ city: "Schaan", zipcode: "9494", street: "Städtle 5" });
    const billing = await app.inject({ method: "PATCH", url: `/store-api/account/address/default-billing/${addressId}`, headers: h(token) });
    expect(billing.statusCode).toBe(204);
    const asDefault = await app.inject({ method: "DELETE", url: `/store-api/account/address/${addressId}`, headers: h(token) });
    expect(asDefault.statusCode).toBe(400);
    expect(codes(asDefault)).toEqual(["CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT"]);
    await app.inject({ method: "PATCH", url: `/store-api/account/address/default-billing/${customer.defaultShippingAddressId}`, headers: h(token) });
    const deleted = await app.inject({ method: "DELETE", url: `/store-api/account/address/${addressId}`, headers: h(token) });
    expect(deleted.statusCode).toBe(204);
    expect((await post(app, "/store-api/account/list-address", {}, token)).json().total).toBe(1);

    // change email + password
    const changeEmail = await post(app, "/store-api/account/change-email", { email: "flow2@example.ch", emailConfirmation: "flow2@example.ch", password: "sicheres-Passwort-1" }, token);
    expect(changeEmail.json()).toMatchObject({ success: true });
    const wrongPw = await post(app, "/store-api/account/change-password", { password: "falsch-falsch", newPassword: "neues-Passwort-2", newPasswordConfirm: "neues-Passwort-2" }, token);
    expect(codes(wrongPw)).toEqual(["VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT"]);
    const changePw = await post(app, "/store-api/account/change-password", { password: "sicheres-Passwort-1", newPassword: "neues-Passwort-2", newPasswordConfirm: "neues-Passwort-2" }, token);
    expect(changePw.statusCode).toBe(200);
    expect(await login(app, "flow2@example.ch", "neues-Passwort-2")).toMatch(/^[A-Za-z0-9]{32}$/);

    // logout: new token without customer
    const logout = await post(app, "/store-api/account/logout", {}, token);
    expect(logout.statusCode).toBe(200);
    expect(logout.json().contextToken).not.toBe(token);
    const after = await app.inject({ method: "GET", url: "/store-api/context", headers: h(logout.json().contextToken) });
    expect(after.json().customer).toBeNull();
    expect((await post(app, "/store-api/account/customer", {}, token)).json().errors[0].code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });

  it("registers a separate shipping address and validates address routes", async () => {
    const { res, token } = await register(app, "ship@example.ch", {
      shippingAddress: { firstName: "Paket", lastName: "Empfang", street: "Postweg 2", zipcode: "3011", city: "Bern", countryId: SEED_IDS.countryCh },
    });
    const c = res.json();
    expect(c.defaultShippingAddressId).not.toBe(c.defaultBillingAddressId);
    expect(c.defaultShippingAddress).toMatchObject({ firstName: "Paket", city: "Bern" });
    // billing names default to the customer's
    expect(c.defaultBillingAddress).toMatchObject({ firstName: "Erika", lastName: "Muster" });
    const bad = await post(app, "/store-api/account/address", { firstName: "x".repeat(300), lastName: "", street: "Weg 1", zipcode: "12a4", city: "Bern", countryId: SEED_IDS.countryCh, phoneNumber: 41 }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { source: { pointer: string }; code: string }) => `${e.source.pointer} ${e.code}`)).toEqual([
      "/firstName VIOLATION::TOO_LONG_ERROR",
      "/lastName VIOLATION::IS_BLANK_ERROR",
      "/zipcode VIOLATION::ZIP_CODE_INVALID",
      "/phoneNumber VIOLATION::INVALID_TYPE_ERROR",
    ]);
    const unknown = await app.inject({ method: "PATCH", url: `/store-api/account/address/${"0".repeat(32)}`, headers: h(token), payload: {} });
    expect(codes(unknown)).toEqual(["CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND"]);
    const anonymous = await post(app, "/store-api/account/list-address", {});
    expect(anonymous.statusCode).toBe(403);
  });

  it("change-language, payment default restored on login, self-service deletion", async () => {
    const { token } = await register(app, "lang@example.ch");
    const bad = await post(app, "/store-api/account/change-language", { languageId: "0".repeat(32) }, token);
    expect(codes(bad)).toEqual(["VIOLATION::ENTITY_DOES_NOT_EXISTS"]);
    expect((await post(app, "/store-api/account/change-language", { languageId: L.it }, token)).json()).toMatchObject({ success: true });
    expect((await post(app, "/store-api/account/customer", {}, token)).json().languageId).toBe(L.it);

    const invoice = paymentMethodId("invoice");
    expect((await app.inject({ method: "PATCH", url: "/store-api/context", headers: h(token), payload: { paymentMethodId: invoice } })).statusCode).toBe(200);
    const fresh = await login(app, "lang@example.ch");
    const ctx = await app.inject({ method: "GET", url: "/store-api/context", headers: h(fresh) });
    expect(ctx.json().paymentMethod.id).toBe(invoice);
    expect(ctx.json().customer.lastPaymentMethodId).toBe(invoice);

    const del = await app.inject({ method: "DELETE", url: "/store-api/account/customer", headers: h(fresh) });
    expect(del.statusCode).toBe(204);
    expect(db.prepare("SELECT COUNT(*) AS n FROM customer WHERE email = 'lang@example.ch'").get()).toEqual({ n: 0 });
    expect((await post(app, "/store-api/account/login", { username: "lang@example.ch", password: "sicheres-Passwort-1" })).statusCode).toBe(401);
  });

  it("stores passwords as salted scrypt hashes", async () => {
    await register(app, "hash-a@example.ch");
    await register(app, "hash-b@example.ch");
    const rows = db.prepare("SELECT password FROM customer WHERE email IN ('hash-a@example.ch', 'hash-b@example.ch')").all() as { password: string }[];
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.password).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(rows[0]!.password).not.toBe(rows[1]!.password);
  });
});

describe("registration validation", () => {
  it("reports blank fields with Shopware violation codes and pointers", async () => {
    const res = await post(app, "/store-api/account/register", { billingAddress: {} });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { code: string; source: { pointer: string }; title: string }[];
    const byPointer = Object.fromEntries(errors.map((e) => [e.source.pointer, e.code]));
    expect(byPointer).toMatchObject({
      "/firstName": "VIOLATION::IS_BLANK_ERROR",
      "/lastName": "VIOLATION::IS_BLANK_ERROR",
      "/email": "VIOLATION::IS_BLANK_ERROR",
      "/password": "VIOLATION::IS_BLANK_ERROR",
      "/storefrontUrl": "VIOLATION::NO_SUCH_CHOICE_ERROR",
      "/billingAddress/street": "VIOLATION::IS_BLANK_ERROR",
      "/billingAddress/zipcode": "VIOLATION::IS_BLANK_ERROR",
      "/billingAddress/city": "VIOLATION::IS_BLANK_ERROR",
      "/billingAddress/countryId": "VIOLATION::IS_BLANK_ERROR",
    });
    expect(errors[0]!.title).toBe("Constraint violation error");
  });

  it("acceptedDataProtection: not required by default, NotBlank at /acceptedDataProtection with the setting on", async () => {
    const without = registration("no-consent@example.ch", { acceptedDataProtection: undefined });
    const blank = await post(app, "/store-api/account/register", { billingAddress: {} });
    expect(codes(blank).length).toBeGreaterThan(0);
    expect(blank.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).not.toContain("/acceptedDataProtection");
    expect((await post(app, "/store-api/account/register", without)).statusCode).toBe(200);
    const KEY = "/__platform/settings/core.loginRegistration.requireDataProtectionCheckbox";
    expect((await app.inject({ method: "PUT", url: KEY, payload: { value: "1" } })).statusCode).toBe(200);
    try {
      const refused = await post(app, "/store-api/account/register", { ...without, email: "no-consent-2@example.ch" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.map((e: { source: { pointer: string }; code: string }) => `${e.source.pointer} ${e.code}`)).toEqual([
        "/acceptedDataProtection VIOLATION::IS_BLANK_ERROR",
      ]);
      expect((await post(app, "/store-api/account/register", registration("consent@example.ch"))).statusCode).toBe(200);
    } finally {
      await app.inject({ method: "DELETE", url: KEY });
    }
  });

  it("copies the customer's names and salutation into a billing address that leaves them empty", async () => {
    const res = await post(app, "/store-api/account/register", registration("names@example.ch", {
      billingAddress: { ...registration("x").billingAddress, firstName: "", lastName: "", salutationId: "" },
    }));
    expect(res.statusCode).toBe(200);
    const row = db.prepare("SELECT a.first_name, a.last_name, a.salutation_id FROM customer c JOIN customer_address a ON a.id = c.default_billing_address_id WHERE c.email = ?")
      .get("names@example.ch") as Record<string, string>;
    expect(row).toEqual({ first_name: "Erika", last_name: "Muster", salutation_id: ACCOUNT_SEED.salutations.mrs });
    // the customer's own names stay required: nothing to copy from
    const blank = await post(app, "/store-api/account/register", registration("names-2@example.ch", { firstName: "", billingAddress: { ...registration("x").billingAddress, firstName: "" } }));
    expect(blank.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(["/firstName", "/billingAddress/firstName"]);
  });

  it("checks email format, password length, postal code and country", async () => {
    const res = await post(app, "/store-api/account/register", registration("not-an-email", {
      password: "kurz",
      billingAddress: { street: "Weg 1", zipcode: "80011", city: "Zürich", countryId: "f".repeat(32) },
    }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { source: { pointer: string }; code: string }) => `${e.source.pointer} ${e.code}`)).toEqual([
      "/email VIOLATION::INVALID_FORMAT_ERROR",
      "/password VIOLATION::TOO_SHORT_ERROR",
      "/billingAddress/countryId VIOLATION::ENTITY_DOES_NOT_EXISTS",
    ]);
    const zip = await post(app, "/store-api/account/register", registration("zip@example.ch", { billingAddress: { ...registration("x").billingAddress, zipcode: "123" } }));
    expect(codes(zip)).toEqual(["VIOLATION::ZIP_CODE_INVALID"]);
    expect(pointers(zip)).toEqual(["/billingAddress/zipcode"]);
    const li = await post(app, "/store-api/account/register", registration("li@example.ch", { billingAddress: { ...registration("x").billingAddress, countryId: SEED_IDS.countryLi, zipcode: "8001" } }));
    expect(codes(li)).toEqual(["VIOLATION::ZIP_CODE_INVALID"]);
  });

  it("rejects an email that is already registered, naming it", async () => {
    await register(app, "taken@example.ch");
    const res = await post(app, "/store-api/account/register", registration("TAKEN@example.ch"));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      code: "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
      detail: "The email address taken@example.ch is already in use.",
      source: { pointer: "/email" },
    });
  });

  it("lets guests reuse an email without a password", async () => {
    await register(app, "guest@example.ch");
    const res = await post(app, "/store-api/account/register", registration("guest@example.ch", { guest: true, password: undefined }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ guest: true });
    // guests cannot log in with a password
    const loginRes = await post(app, "/store-api/account/login", { username: "guest@example.ch", password: "whatever-123" });
    expect(loginRes.statusCode).toBe(401);
  });

  it("bad input never causes a 500: wrong types, huge and tricky strings", async () => {
    const cases: Record<string, unknown>[] = [
      { firstName: 42, lastName: ["x"], email: { a: 1 }, password: true },
      { firstName: "a".repeat(10_000) },
      { firstName: "Null\u0000Byte" },
      { lastName: "evil\u202Egnp.exe" },
      { billingAddress: "nope" },
      { billingAddress: { zipcode: 8001, countryId: 17, street: null } },
      { birthdayDay: 31, birthdayMonth: 2, birthdayYear: 1990 },
    ];
    for (const c of cases) {
      const res = await post(app, "/store-api/account/register", registration(`bad${Math.random()}@example.ch`, c));
      expect(res.statusCode, JSON.stringify(c).slice(0, 60)).toBe(400);
      expect(res.json().errors.every((e: { code: string }) => e.code.startsWith("VIOLATION::"))).toBe(true);
    }
    for (const body of ["[1,2]", '"text"', "{broken"]) {
      const res = await app.inject({ method: "POST", url: "/store-api/account/register", headers: h(), payload: body });
      expect(res.statusCode).toBe(400);
    }
  });

  it("stores script tags and zero-width characters verbatim (rendering is the web's job)", async () => {
    const name = "<script>alert(1)</script>\u200B";
    const { res } = await register(app, "xss@example.ch", { firstName: name });
    expect(res.json().firstName).toBe(name);
    const [mail] = await mails(app, "xss@example.ch");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;");
    const box = await app.inject({ method: "GET", url: `/__platform/mailbox/${mail!.id}` });
    expect(box.body).not.toContain("<script>alert");
  });
});

describe("registration switch and customer groups", () => {
  it("answers 403 CHECKOUT__REGISTRATION_NOT_ACTIVE while registration is switched off", async () => {
    const put = await app.inject({ method: "PUT", url: "/__platform/settings/registration.active", payload: { value: "0" } });
    expect(put.statusCode).toBe(200);
    try {
      const res = await post(app, "/store-api/account/register", registration("off@example.ch"));
      expect(res.statusCode).toBe(403);
      expect(codes(res)).toEqual(["CHECKOUT__REGISTRATION_NOT_ACTIVE"]);
    } finally {
      await app.inject({ method: "DELETE", url: "/__platform/settings/registration.active" });
    }
    expect((await app.inject({ method: "GET", url: "/__platform/settings" })).json()).toEqual({
      "registration.active": "1",
      "core.loginRegistration.requireDataProtectionCheckbox": "0",
      "core.loginRegistration.doubleOptInRegistration": "0",
      "core.loginRegistration.doubleOptInGuestOrder": "0",
    });
    expect((await post(app, "/store-api/account/register", registration("on-again@example.ch"))).statusCode).toBe(200);
    expect((await app.inject({ method: "PUT", url: "/__platform/settings/other", payload: { value: "1" } })).statusCode).toBe(400);
    const env = createAccountPlatform({ registrationActive: false });
    const res = await post(env.app, "/store-api/account/register", registration("off@example.ch"));
    expect(codes(res)).toEqual(["CHECKOUT__REGISTRATION_NOT_ACTIVE"]);
    await env.app.close();
  });

  it("serves the customer-group registration page config and stores the requested group", async () => {
    const group = ACCOUNT_SEED.customerGroups.professionals;
    const cfg = await app.inject({ method: "GET", url: `/store-api/customer-group-registration/config/${group}`, headers: h(undefined, { "sw-language-id": L.it }) });
    expect(cfg.statusCode).toBe(200);
    expect(cfg.json()).toMatchObject({ id: group, registrationActive: true, name: "Professionisti", registrationTitle: "Registrazione per professionisti" });
    const standard = await app.inject({ method: "GET", url: `/store-api/customer-group-registration/config/${ACCOUNT_SEED.customerGroups.standard}`, headers: h() });
    expect(codes(standard)).toEqual(["CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND"]);
    const { res } = await register(app, "pro@example.ch", { requestedGroupId: group });
    expect(res.json()).toMatchObject({ requestedGroupId: group, groupId: ACCOUNT_SEED.customerGroups.standard });
    const bad = await post(app, "/store-api/account/register", registration("pro2@example.ch", { requestedGroupId: ACCOUNT_SEED.customerGroups.standard }));
    expect(bad.statusCode).toBe(404);
  });

  it("lists salutations and countries for the forms", async () => {
    const sal = await app.inject({ method: "GET", url: "/store-api/salutation", headers: h(undefined, { "sw-language-id": L.fr }) });
    expect(sal.json().elements.map((s: { displayName: string }) => s.displayName)).toEqual(["Monsieur", "Madame", "Non spécifié"]);
    const countries = await post(app, "/store-api/country", { associations: { states: {} } });
    expect(countries.json().elements.map((c: { iso: string }) => c.iso)).toEqual(["CH", "LI"]);
    expect(countries.json().elements[0].states).toHaveLength(26);
  });
});

describe("login", () => {
  it("wrong password -> 401 CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS, unknown account the same", async () => {
    await register(app, "login@example.ch");
    for (const [username, password] of [["login@example.ch", "falsch-123456"], ["nobody@example.ch", "falsch-123456"], ["", ""]]) {
      const res = await post(app, "/store-api/account/login", { username, password });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0]).toMatchObject({ code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS", detail: "Invalid username and/or password." });
    }
    expect(await login(app, "LOGIN@example.ch")).toBeTruthy();
  });

  it("demo customer from the seed can log in", async () => {
    expect(await login(app, ACCOUNT_SEED.demoCustomer.email, ACCOUNT_SEED.demoCustomer.password)).toBeTruthy();
  });

  it("throttles per account like Shopware's time_backoff (10 attempts -> 10 s) and releases after the wait", async () => {
    await register(app, "throttle@example.ch");
    for (let i = 0; i < 10; i++) {
      const res = await post(app, "/store-api/account/login", { username: "throttle@example.ch", password: `wrong-${i}-xx` });
      expect(res.statusCode).toBe(401);
    }
    const throttled = await post(app, "/store-api/account/login", { username: "throttle@example.ch", password: "sicheres-Passwort-1" });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errors[0]).toMatchObject({ code: "CHECKOUT__CUSTOMER_AUTH_THROTTLED", status: "429" });
    expect(throttled.json().errors[0].meta.parameters.seconds).toBeGreaterThan(0);
    expect(throttled.json().errors[0].meta.parameters.seconds).toBeLessThanOrEqual(10);
    // another account from the same address is not affected
    await register(app, "other-throttle@example.ch");
    expect(await login(app, "other-throttle@example.ch")).toBeTruthy();
    clock.advance(11_000);
    expect(await login(app, "throttle@example.ch")).toBeTruthy();
  });

  it("throttles per client IP across accounts", async () => {
    // inject's peer is 127.0.0.1: a trusted proxy forwarding each client's address
    const env = createAccountPlatform({ loginIpLimits: [{ limit: 3, intervalSeconds: 60 }] }, { trustProxy: ["loopback"] });
    const ip = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 3; i++) {
      expect((await post(env.app, "/store-api/account/login", { username: `u${i}@example.ch`, password: "wrong-wrong" }, undefined, ip)).statusCode).toBe(401);
    }
    const res = await post(env.app, "/store-api/account/login", { username: "u9@example.ch", password: "wrong-wrong" }, undefined, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0].meta.parameters.seconds).toBeGreaterThan(50);
    const otherIp = await post(env.app, "/store-api/account/login", { username: "u9@example.ch", password: "wrong-wrong" }, undefined, { "x-forwarded-for": "198.51.100.1" });
    expect(otherIp.statusCode).toBe(401);
    await env.app.close();
  });
});

describe("password recovery", () => {
  it("mails a link with the hash; confirm sets the password once; reuse -> 404; expired -> 410", async () => {
    await register(app, "recover@example.ch");
    // Shopware 6.7: an unknown address gets the same success, and no mail
    const unknown = await post(app, "/store-api/account/recovery-password", { email: "nobody@example.ch", storefrontUrl: STOREFRONT });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, apiAlias: "array_struct" });
    expect(await mails(app, "nobody@example.ch")).toEqual([]);
    const foreign = await post(app, "/store-api/account/recovery-password", { email: "recover@example.ch", storefrontUrl: "https://evil.example.com" });
    expect(codes(foreign)).toEqual(["VIOLATION::NO_SUCH_CHOICE_ERROR"]);

    const res = await post(app, "/store-api/account/recovery-password", { email: "recover@example.ch", storefrontUrl: STOREFRONT }, undefined, { "sw-language-id": L.it });
    expect(res.json()).toMatchObject({ success: true });
    const mail = (await mails(app, "recover@example.ch")).find((m) => m.template === "password_recovery")!;
    expect(mail.locale).toBe("it");
    const link = new URL(mail.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/it/account/recover/password`);
    const hash = link.searchParams.get("hash")!;

    const mismatch = await post(app, "/store-api/account/recovery-password-confirm", { hash, newPassword: "neues-Passwort-9", newPasswordConfirm: "anderes-Passwort" });
    expect(codes(mismatch)).toEqual(["VIOLATION::NOT_EQUAL_ERROR"]);
    const ok = await post(app, "/store-api/account/recovery-password-confirm", { hash, newPassword: "neues-Passwort-9", newPasswordConfirm: "neues-Passwort-9" });
    expect(ok.statusCode).toBe(200);
    expect(await login(app, "recover@example.ch", "neues-Passwort-9")).toBeTruthy();
    const reused = await post(app, "/store-api/account/recovery-password-confirm", { hash, newPassword: "noch-ein-Passwort", newPasswordConfirm: "noch-ein-Passwort" });
    expect(reused.statusCode).toBe(404);
    expect(codes(reused)).toEqual(["CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH"]);

    await post(app, "/store-api/account/recovery-password", { email: "recover@example.ch", storefrontUrl: STOREFRONT });
    const hash2 = new URL((await mails(app, "recover@example.ch"))[0]!.links[0]!).searchParams.get("hash")!;
    clock.advance(2 * 3_600_000 + 1000);
    const isExpired = await post(app, "/store-api/account/customer-recovery-is-expired", { hash: hash2 });
    expect(isExpired.json().isExpired).toBe(true);
    const expired = await post(app, "/store-api/account/recovery-password-confirm", { hash: hash2, newPassword: "neues-Passwort-8", newPasswordConfirm: "neues-Passwort-8" });
    expect(expired.statusCode).toBe(410);
    expect(codes(expired)).toEqual(["CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED"]);
  });
});
