/**
 * Integration: accounts, addresses, recovery, newsletter, wishlist, loyalty card — gateway ↔ the
 * REAL platform process over HTTP, following the links of the mails in the platform's outbox.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withLoyaltyCheckDigit } from "@shop/rules";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient, issueLoyaltyCard, mailsTo } from "../helpers/client.js";

const RESULT = "ok message errorCode fieldErrors { field message rule }";

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) { ${RESULT} confirmationRequired session { kind } customer { email firstName } }
  }
`;
const LOGIN = /* GraphQL */ `
  mutation Login($email: String, $password: String, $wishlist: [ID!]) {
    login(email: $email, password: $password, wishlistProductIds: $wishlist) {
      ${RESULT}
      session { kind }
      customer { email firstName lastName }
    }
  }
`;
const LOGOUT = `mutation { logout { ${RESULT} session { kind } customer { id } } }`;
const CUSTOMER = /* GraphQL */ `
  query {
    customer {
      id email firstName lastName birthday active guest
      salutation { key displayName }
      defaultBillingAddress { id street zipcode city country { iso } }
      defaultShippingAddress { id }
      addresses { id street zipcode city isDefaultBilling isDefaultShipping country { iso name } }
      newsletter { status subscribed }
      loyaltyCard { cardNumber }
    }
  }
`;
const ADDRESS_FIELDS = "id firstName lastName street zipcode city countryId isDefaultBilling isDefaultShipping";
const CREATE_ADDRESS = `mutation ($input: AddressInput!) { createAddress(input: $input) { ${RESULT} address { ${ADDRESS_FIELDS} } addresses { id } } }`;
const UPDATE_ADDRESS = `mutation ($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${RESULT} address { ${ADDRESS_FIELDS} } } }`;
const DELETE_ADDRESS = `mutation ($id: ID!) { deleteAddress(id: $id) { ${RESULT} addresses { id } } }`;
const DEFAULT_BILLING = `mutation ($id: ID!) { setDefaultBillingAddress(id: $id) { ${RESULT} customer { defaultBillingAddressId } } }`;
const DEFAULT_SHIPPING = `mutation ($id: ID!) { setDefaultShippingAddress(id: $id) { ${RESULT} customer { defaultShippingAddressId } } }`;
const WISHLIST = `query { wishlist { productIds total products { id name } } }`;
const LOYALTY = `query { loyaltyCard { cardNumber points pointsNeeded progress voucherReached voucherValue { amount currency } } }`;
const LINK_CARD = `mutation ($n: String, $pin: String) { linkLoyaltyCard(cardNumber: $n, pin: $pin) { ${RESULT} loyaltyCard { cardNumber points pointsNeeded } } }`;

interface Reference {
  ch: string;
  li: string;
  mrs: string;
  productIds: string[];
}

/** A card issued by the platform's seed (serial n), built with the shared check-digit rule. */
const cardWithBody = (body: number) => withLoyaltyCheckDigit(`2800${String(body).padStart(8, "0")}`);

let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++sequence}@example.ch`;

function registration(ref: Reference, email: string, overrides: Record<string, unknown> = {}) {
  return {
    salutationId: ref.mrs,
    firstName: "Anna",
    lastName: "Muster",
    email,
    emailConfirmation: email,
    password: "geheim-123",
    street: "Bahnhofstrasse 12",
    zipcode: "8001",
    city: "Zürich",
    countryId: ref.ch,
    phoneNumber: "+41 79 123 45 67",
    acceptedDataProtection: true,
    ...overrides,
  };
}

describe("accounts against the real platform", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;
  let ref: Reference;

  const client = (locale: "de" | "it" | "fr" = "de") => new GatewayClient(gateway.url, locale);

  async function registered(label: string, locale: "de" | "it" | "fr" = "de") {
    const c = client(locale);
    const email = uniqueEmail(label);
    const res = await c.data(REGISTER, { input: registration(ref, email) });
    expect(res.register.fieldErrors).toEqual([]);
    expect(res.register.ok).toBe(true);
    return { client: c, email, password: "geheim-123" };
  }

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey);
    const data = await client().data(`{ countries { id iso name states { id } } salutations { id key displayName } products(limit: 3) { items { id } } }`);
    const byIso = new Map<string, string>(data.countries.map((c: { iso: string; id: string }) => [c.iso, c.id]));
    ref = {
      ch: byIso.get("CH")!,
      li: byIso.get("LI")!,
      mrs: data.salutations.find((s: { key: string }) => s.key === "mrs").id,
      productIds: data.products.items.map((p: { id: string }) => p.id),
    };
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it("serves the reference data of the forms (CH + LI, localised salutations)", async () => {
    expect(ref.ch).toBeTruthy();
    expect(ref.li).toBeTruthy();
    const fr = await client("fr").data(`{ salutations { key displayName } countries { iso name } }`);
    expect(fr.salutations.map((s: { displayName: string }) => s.displayName)).toContain("Madame");
    expect(fr.countries.map((c: { iso: string }) => c.iso).sort()).toEqual(["CH", "LI"]);
    expect(ref.productIds).toHaveLength(3);
  });

  it("anonymous visitors have no customer, an empty address list and no server wishlist — without errors", async () => {
    const anonymous = client();
    const res = await anonymous.gql(`{ customer { id } addresses { id } wishlist { total } newsletter { status } loyaltyCard { points } session { kind } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ customer: null, addresses: [], wishlist: null, newsletter: null, loyaltyCard: null, session: { kind: "ANONYMOUS" } });
    // A session without customer (token, no login): the Store API answers 403, which means "nobody".
    await anonymous.data(`mutation { setSessionLocale(locale: de) { kind } }`);
    expect(anonymous.token).toBeTruthy();
    const withToken = await anonymous.gql(`{ customer { id } addresses { id } session { kind } }`);
    expect(withToken.errors).toBeUndefined();
    expect(withToken.data).toEqual({ customer: null, addresses: [], session: { kind: "GUEST" } });
    // Logging out without a customer is a no-op: the session (e.g. its cart) is kept.
    const token = anonymous.token;
    expect((await anonymous.data(LOGOUT)).logout).toMatchObject({ ok: true, customer: null });
    expect(anonymous.token).toBe(token);
  });

  it("register → confirmation mail → logout → login (cookie rotated, httpOnly) → profile/addresses → logout rotates", async () => {
    const c = client();
    // A session exists before (e.g. a cart): its token must not survive the login.
    await c.data(`mutation { setSessionLocale(locale: de) { kind } }`);
    const anonymousToken = c.token;
    const email = uniqueEmail("anna");

    const reg = await c.data(REGISTER, { input: registration(ref, email, { birthday: "1985-04-12" }) });
    expect(reg.register).toMatchObject({ ok: true, fieldErrors: [], errorCode: null, customer: { email, firstName: "Anna" } });
    expect(reg.register.message).toMatch(/Kundenkonto/);

    const mails = await mailsTo(platform.url, email);
    expect(mails.length).toBe(1);
    expect(mails[0]!.template).toBe("registration");
    expect(mails[0]!.locale).toMatch(/^de/);

    // Logged in right after registration: log out first (rotation), then log in with the mail's account.
    const afterRegister = c.token;
    expect(afterRegister).not.toBe(anonymousToken);
    const out1 = await c.data(LOGOUT);
    expect(out1.logout).toMatchObject({ ok: true, session: { kind: "GUEST" }, customer: null });
    expect(c.token).toBeTruthy();
    expect(c.token).not.toBe(afterRegister);
    const beforeLogin = c.token;

    const login = await c.data(LOGIN, { email, password: "geheim-123" });
    expect(login.login).toMatchObject({
      ok: true,
      message: "Sie haben sich erfolgreich angemeldet.",
      session: { kind: "LOGGED_IN" },
      customer: { email, firstName: "Anna", lastName: "Muster" },
    });
    const cookie = c.lastSetCookies.find((x) => x.name === "sw-context-token");
    expect(cookie, "login must set the token cookie").toBeDefined();
    expect(cookie!.value).not.toBe(beforeLogin);
    expect(cookie!.attributes.httponly).toBe(true);
    expect(String(cookie!.attributes.samesite).toLowerCase()).toBe("lax");
    expect(cookie!.attributes.path).toBe("/");
    expect(Number(cookie!.attributes["max-age"])).toBe(365 * 24 * 60 * 60);
    // The token is never part of a response body.
    expect(c.lastText).not.toContain(cookie!.value);

    const me = (await c.data(CUSTOMER)).customer;
    expect(me).toMatchObject({
      email,
      birthday: "1985-04-12",
      active: true,
      guest: false,
      salutation: { key: "mrs", displayName: "Frau" },
      defaultBillingAddress: { street: "Bahnhofstrasse 12", zipcode: "8001", city: "Zürich", country: { iso: "CH" } },
      newsletter: { status: "UNDEFINED", subscribed: false },
      loyaltyCard: null,
    });
    expect(me.addresses).toHaveLength(1);
    expect(me.addresses[0]).toMatchObject({ isDefaultBilling: true, isDefaultShipping: true });

    // Profile
    const profile = await c.data(
      `mutation ($input: ProfileInput!) { updateProfile(input: $input) { ${RESULT} customer { firstName lastName } } }`,
      { input: { salutationId: ref.mrs, firstName: "Anne-Marie", lastName: "Muster-Keller" } },
    );
    expect(profile.updateProfile).toMatchObject({
      ok: true,
      message: "Ihre persönlichen Daten wurden gespeichert.",
      customer: { firstName: "Anne-Marie", lastName: "Muster-Keller" },
    });

    // Addresses: create (Liechtenstein), update, defaults, delete
    const created = await c.data(CREATE_ADDRESS, {
      input: { salutationId: ref.mrs, firstName: "Anna", lastName: "Muster", street: "Städtle 5", zipcode: "9490", city: "Vaduz", countryId: ref.li },
    });
    expect(created.createAddress).toMatchObject({ ok: true, message: "Die Adresse wurde gespeichert.", address: { city: "Vaduz", isDefaultBilling: false } });
    expect(created.createAddress.addresses).toHaveLength(2);
    const liId = created.createAddress.address.id as string;

    const updated = await c.data(UPDATE_ADDRESS, {
      id: liId,
      input: { firstName: "Anna", lastName: "Muster", street: "Städtle 7", zipcode: "9490", city: "Vaduz", countryId: ref.li },
    });
    expect(updated.updateAddress).toMatchObject({ ok: true, address: { id: liId, street: "Städtle 7" } });

    const shipping = await c.data(DEFAULT_SHIPPING, { id: liId });
    expect(shipping.setDefaultShippingAddress).toMatchObject({
      ok: true,
      message: "Die Standard-Lieferadresse wurde geändert.",
      customer: { defaultShippingAddressId: liId },
    });
    const deleteDefault = await c.data(DELETE_ADDRESS, { id: liId });
    expect(deleteDefault.deleteAddress).toMatchObject({
      ok: false,
      errorCode: "ADDRESS_IS_DEFAULT",
      message: "Die Adresse konnte nicht gelöscht werden, da sie als Standardadresse verwendet wird.",
    });
    const billingId = me.defaultBillingAddress.id as string;
    await c.data(DEFAULT_SHIPPING, { id: billingId });
    const deleted = await c.data(DELETE_ADDRESS, { id: liId });
    expect(deleted.deleteAddress).toMatchObject({ ok: true, message: "Die Adresse wurde gelöscht.", addresses: [{ id: billingId }] });

    const billing = await c.data(DEFAULT_BILLING, { id: billingId });
    expect(billing.setDefaultBillingAddress).toMatchObject({ ok: true, customer: { defaultBillingAddressId: billingId } });

    // Logout rotates again and forgets the customer.
    const beforeLogout = c.token;
    const out2 = await c.data(LOGOUT);
    expect(out2.logout).toMatchObject({ ok: true, message: "Sie haben sich erfolgreich abgemeldet.", customer: null });
    const rotated = c.lastSetCookies.find((x) => x.name === "sw-context-token");
    expect(rotated?.attributes.httponly).toBe(true);
    expect(c.token).not.toBe(beforeLogout);
    expect((await c.data(`{ customer { id } addresses { id } }`))).toEqual({ customer: null, addresses: [] });
  });

  it("wrong password: 'Ungültiger Benutzername oder Passwort' in de, it and fr; no session change", async () => {
    const { email } = await registered("wrongpw");
    const expected = {
      de: "Ungültiger Benutzername oder Passwort",
      it: "Nome utente o password non validi",
      fr: "Nom d'utilisateur ou mot de passe non valide",
    } as const;
    for (const locale of ["de", "it", "fr"] as const) {
      const c = client(locale);
      const res = await c.gql(LOGIN, { email, password: "falsch-falsch" });
      expect(res.errors).toBeUndefined();
      expect(res.data!.login).toMatchObject({ ok: false, errorCode: "INVALID_CREDENTIALS", message: expected[locale], customer: null });
      expect(c.token).toBeUndefined();
    }
  });

  it("repeated failed logins are throttled with a localised wait message", async () => {
    const { email, password } = await registered("throttle");
    let last: Record<string, any> = {};
    for (let attempt = 0; attempt < 12 && last.errorCode !== "LOGIN_THROTTLED"; attempt++) {
      last = (await client().data(LOGIN, { email, password: `falsch-${attempt}` })).login;
    }
    expect(last).toMatchObject({ ok: false, errorCode: "LOGIN_THROTTLED" });
    expect(last.message).toMatch(/^Zu viele Anmeldeversuche\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/);
    // Even the right password waits until the back-off is over.
    expect((await client("fr").data(LOGIN, { email, password })).login.message).toMatch(/^Trop de tentatives de connexion/);
  });

  it("validates with the shared rules before calling upstream, localised per x-shop-locale", async () => {
    const c = client("it");
    await platform.clearRequests();
    const res = await c.data(REGISTER, {
      input: registration(ref, "not-an-email", { zipcode: "123", password: "kurz", firstName: "<script>alert(1)</script>", lastName: "" }),
    });
    expect(res.register.ok).toBe(false);
    expect(res.register.errorCode).toBe("INVALID_INPUT");
    expect(res.register.message).toBe("Verifichi i dati inseriti.");
    const byField = Object.fromEntries(res.register.fieldErrors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toMatchObject({
      email: "Il valore non è un indirizzo e-mail valido",
      zipcode: "Il codice postale deve essere di 4 caratteri",
      password: "Lunghezza minima 8",
      firstName: "Il valore contiene caratteri non ammessi",
      lastName: "Il valore è obbligatorio",
    });
    const upstream = (await platform.requests()).filter((r) => r.path.startsWith("/store-api/account"));
    expect(upstream).toEqual([]);

    // Over-long input and unicode tricks: clear messages, never a stack trace.
    const fr = client("fr");
    const hostile = await fr.gql(REGISTER, {
      input: registration(ref, uniqueEmail("hostile"), { city: "Bern\u202Eevil", lastName: "x".repeat(10_000) }),
    });
    expect(hostile.errors).toBeUndefined();
    expect(hostile.data!.register.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: "city", message: "La valeur contient des caractères non autorisés", rule: "validation.invalidCharacters" },
        { field: "lastName", message: "Longueur maximale 100", rule: "validation.maxLength" },
      ]),
    );
    expect(fr.lastText).not.toMatch(/\bat .+\.ts:\d+/);
  });

  it("customer-group registration: page data, and the requested group is stored with the account", async () => {
    // The platform seeds the group "professionals" with its own registration page (id = md5 of its seed key).
    const groupId = createHash("md5").update("customer_group:professionals").digest("hex");
    const page = await client("fr").data(
      `query ($id: ID!) { customerGroupRegistration(id: $id) { id name title introduction onlyCompanyRegistration } }`,
      { id: groupId },
    );
    expect(page.customerGroupRegistration).toMatchObject({ id: groupId, name: "Professionnels", title: "Inscription pour les professionnels" });
    const none = await client().gql(`query ($id: ID!) { customerGroupRegistration(id: $id) { id } }`, { id: "0".repeat(32) });
    expect(none.errors).toBeUndefined();
    expect(none.data).toEqual({ customerGroupRegistration: null });

    const c = client();
    const email = uniqueEmail("pro");
    const res = await c.data(
      `mutation ($input: RegisterInput!) { register(input: $input) { ${RESULT} customer { requestedGroupId groupId } } }`,
      { input: registration(ref, email, { requestedGroupId: groupId }) },
    );
    expect(res.register).toMatchObject({ ok: true, customer: { requestedGroupId: groupId } });
    expect(res.register.customer.groupId).not.toBe(groupId);

    const unknownGroup = await client("it").data(REGISTER, { input: registration(ref, uniqueEmail("pro2"), { requestedGroupId: "0".repeat(32) }) });
    expect(unknownGroup.register).toMatchObject({
      ok: false,
      errorCode: "REGISTRATION_INACTIVE",
      message: "La registrazione non è attualmente attiva. Riprovi più tardi.",
    });
  });

  it("an e-mail address already in use: 'Die E-Mail-Adresse {email} wird bereits verwendet.'", async () => {
    const { email } = await registered("taken");
    const res = await client().data(REGISTER, { input: registration(ref, email) });
    expect(res.register).toMatchObject({
      ok: false,
      errorCode: "EMAIL_TAKEN",
      message: `Die E-Mail-Adresse ${email} wird bereits verwendet.`,
      fieldErrors: [{ field: "email", message: `Die E-Mail-Adresse ${email} wird bereits verwendet.` }],
    });
  });

  it("change password (wrong current password → field error) and change e-mail", async () => {
    const { client: c, email } = await registered("pw");
    const wrong = await c.data(
      `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ${RESULT} } }`,
      { input: { password: "nicht-richtig", newPassword: "neues-pass-1", newPasswordConfirmation: "neues-pass-1" } },
    );
    expect(wrong.changePassword).toMatchObject({
      ok: false,
      errorCode: "INVALID_INPUT",
      fieldErrors: [{ field: "password", message: "Das Passwort ist nicht korrekt." }],
    });
    const mismatch = await c.data(`mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ${RESULT} } }`, {
      input: { password: "geheim-123", newPassword: "neues-pass-1", newPasswordConfirmation: "neues-pass-2" },
    });
    expect(mismatch.changePassword.fieldErrors).toEqual([
      { field: "newPasswordConfirmation", message: "Die Passwörter stimmen nicht überein", rule: "validation.passwordMismatch" },
    ]);
    const ok = await c.data(`mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ${RESULT} } }`, {
      input: { password: "geheim-123", newPassword: "neues-pass-1", newPasswordConfirmation: "neues-pass-1" },
    });
    expect(ok.changePassword).toMatchObject({ ok: true, message: "Ihr Passwort wurde geändert." });

    const newEmail = uniqueEmail("moved");
    const changed = await c.data(`mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) { ${RESULT} customer { email } } }`, {
      input: { email: newEmail, emailConfirmation: newEmail, password: "neues-pass-1" },
    });
    expect(changed.changeEmail).toMatchObject({ ok: true, message: "Ihre E-Mail-Adresse wurde geändert.", customer: { email: newEmail } });
    const relogin = await client().data(LOGIN, { email: newEmail, password: "neues-pass-1" });
    expect(relogin.login.ok).toBe(true);
    const old = await client().data(LOGIN, { email, password: "neues-pass-1" });
    expect(old.login.errorCode).toBe("INVALID_CREDENTIALS");
  });

  it("password recovery: unknown e-mail, mail link, mismatch, reset, single use", async () => {
    const anonymous = client();
    const unknown = await anonymous.data(`mutation ($e: String) { requestPasswordRecovery(email: $e) { ${RESULT} } }`, {
      e: uniqueEmail("nobody"),
    });
    // the same answer as for a customer's address: nobody learns who is a customer (and no mail goes out)
    expect(unknown.requestPasswordRecovery).toEqual({
      ok: true,
      errorCode: null,
      message: "Falls ein Kundenkonto mit dieser E-Mail-Adresse besteht, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet.",
      fieldErrors: [],
    });

    const { email } = await registered("recover");
    const sent = await client("fr").data(`mutation ($e: String) { requestPasswordRecovery(email: $e) { ${RESULT} } }`, { e: email });
    expect(sent.requestPasswordRecovery).toMatchObject({
      ok: true,
      message: "Si un compte client existe avec cette adresse e-mail, nous vous avons envoyé un e-mail contenant un lien pour réinitialiser votre mot de passe.",
    });
    const mail = (await mailsTo(platform.url, email)).find((m) => m.template === "password_recovery");
    expect(mail).toBeDefined();
    const link = mail!.links.find((l) => l.includes("hash="));
    expect(link).toBeDefined();
    const hash = new URL(link!).searchParams.get("hash")!;

    const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ${RESULT} } }`;
    const mismatch = await anonymous.data(RESET, { input: { hash, newPassword: "wieder-neu-1", newPasswordConfirmation: "wieder-neu-2" } });
    expect(mismatch.resetPassword.fieldErrors).toEqual([
      { field: "newPasswordConfirmation", message: "Die Passwörter stimmen nicht überein", rule: "validation.passwordMismatch" },
    ]);
    const reset = await anonymous.data(RESET, { input: { hash, newPassword: "wieder-neu-1", newPasswordConfirmation: "wieder-neu-1" } });
    expect(reset.resetPassword).toMatchObject({ ok: true, message: "Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden." });
    expect((await client().data(LOGIN, { email, password: "wieder-neu-1" })).login.ok).toBe(true);

    const again = await anonymous.data(RESET, { input: { hash, newPassword: "dritte-neu-1", newPasswordConfirmation: "dritte-neu-1" } });
    expect(again.resetPassword).toMatchObject({ ok: false, errorCode: "LINK_INVALID", message: "Der Link ist ungültig oder abgelaufen." });
  });

  it("newsletter: double opt-in from the mail, unsubscribe by link token and by e-mail, invalid links", async () => {
    const email = uniqueEmail("news");
    const c = client("it");
    const SUBSCRIBE = `mutation ($input: NewsletterSubscribeInput!) { subscribeNewsletter(input: $input) { ${RESULT} status } }`;
    const sub = await c.data(SUBSCRIBE, { input: { email } });
    expect(sub.subscribeNewsletter).toMatchObject({ ok: true, status: "NOT_SET" });
    expect(sub.subscribeNewsletter.message).toMatch(/Confermi l'iscrizione/);

    const optIn = (await mailsTo(platform.url, email)).find((m) => m.template === "newsletter_double_opt_in");
    const confirmUrl = new URL(optIn!.links.find((l) => l.includes("hash="))!);
    const CONFIRM = `mutation ($hash: String, $em: String) { confirmNewsletter(hash: $hash, em: $em) { ${RESULT} status } }`;

    const bad = await c.data(CONFIRM, { hash: "0".repeat(32), em: confirmUrl.searchParams.get("em") });
    expect(bad.confirmNewsletter).toMatchObject({ ok: false, errorCode: "LINK_INVALID", message: "Il link non è valido o è scaduto." });

    const confirmed = await c.data(CONFIRM, { hash: confirmUrl.searchParams.get("hash"), em: confirmUrl.searchParams.get("em") });
    expect(confirmed.confirmNewsletter).toMatchObject({ ok: true, status: "OPT_IN", message: "La sua iscrizione alla newsletter è confermata." });

    const welcome = (await mailsTo(platform.url, email)).find((m) => m.template === "newsletter_welcome");
    const unsubscribeLink = welcome!.links.find((l) => l.includes("/newsletter-unsubscribe/"))!;
    const token = unsubscribeLink.split("/newsletter-unsubscribe/")[1]!;
    const UNSUBSCRIBE = `mutation ($email: String, $token: String) { unsubscribeNewsletter(email: $email, token: $token) { ${RESULT} status } }`;

    const wrongToken = await c.data(UNSUBSCRIBE, { token: "abc123" });
    expect(wrongToken.unsubscribeNewsletter).toMatchObject({ ok: false, errorCode: "LINK_INVALID" });
    const byToken = await c.data(UNSUBSCRIBE, { token });
    expect(byToken.unsubscribeNewsletter).toMatchObject({ ok: true, status: "OPT_OUT", message: "La sua iscrizione alla newsletter è stata annullata." });

    const de = client("de");
    const unknown = await de.data(UNSUBSCRIBE, { email: uniqueEmail("never") });
    expect(unknown.unsubscribeNewsletter).toMatchObject({ ok: false, message: "Die Abmeldung vom Newsletter ist fehlgeschlagen." });
    await de.data(SUBSCRIBE, { input: { email } });
    const byEmail = await de.data(UNSUBSCRIBE, { email });
    expect(byEmail.unsubscribeNewsletter).toMatchObject({ ok: true, status: "OPT_OUT" });
    const invalid = await de.data(UNSUBSCRIBE, { email: "kaputt" });
    expect(invalid.unsubscribeNewsletter.fieldErrors).toEqual([
      { field: "email", message: "Der Wert ist keine gültige E-Mail-Adresse", rule: "validation.email" },
    ]);

    // A logged-in customer subscribing the own address needs no opt-in; the account shows the status.
    const { client: customer, email: own } = await registered("newsown");
    const direct = await customer.data(SUBSCRIBE, { input: { email: own } });
    expect(direct.subscribeNewsletter).toMatchObject({ ok: true, status: "DIRECT" });
    expect((await customer.data(`{ newsletter { status subscribed confirmationPending } }`)).newsletter).toEqual({
      status: "DIRECT",
      subscribed: true,
      confirmationPending: false,
    });
  });

  it("wishlist: the anonymous list is merged into the server wishlist inside login", async () => {
    const { client: c, email, password } = await registered("wish");
    const [p1, p2, p3] = ref.productIds as [string, string, string];
    await c.data(LOGOUT);
    expect((await c.data(WISHLIST)).wishlist).toBeNull();
    const anonymousAdd = await c.data(`mutation ($id: ID!) { addToWishlist(productId: $id) { ${RESULT} } }`, { id: p1 });
    expect(anonymousAdd.addToWishlist).toMatchObject({ ok: false, errorCode: "NOT_LOGGED_IN" });

    const login = await c.data(LOGIN, { email, password, wishlist: [p1, p2, "not-a-product-id", p1] });
    expect(login.login.ok).toBe(true);
    const merged = (await c.data(WISHLIST)).wishlist;
    expect([...merged.productIds].sort()).toEqual([p1, p2].sort());
    expect(merged.total).toBe(2);
    expect(merged.products.map((p: { name: string }) => p.name.length > 0)).toEqual([true, true]);

    const added = await c.data(`mutation ($id: ID!) { addToWishlist(productId: $id) { ${RESULT} wishlist { productIds } } }`, { id: p3 });
    expect(added.addToWishlist.ok).toBe(true);
    expect(added.addToWishlist.wishlist.productIds).toContain(p3);
    const twice = await c.data(`mutation ($id: ID!) { addToWishlist(productId: $id) { ${RESULT} wishlist { total } } }`, { id: p3 });
    expect(twice.addToWishlist).toMatchObject({ ok: true, wishlist: { total: 3 } });
    const removed = await c.data(`mutation ($id: ID!) { removeFromWishlist(productId: $id) { ${RESULT} wishlist { productIds } } }`, { id: p1 });
    expect(removed.removeFromWishlist.wishlist.productIds.sort()).toEqual([p2, p3].sort());
    const unknown = await c.data(`mutation ($id: ID!) { addToWishlist(productId: $id) { ${RESULT} } }`, { id: "f".repeat(32) });
    expect(unknown.addToWishlist).toMatchObject({ ok: false, errorCode: "NOT_FOUND", message: "Das Produkt ist derzeit nicht verfügbar" });
  });

  it("wishlist: a registration that logs in keeps the anonymous list too", async () => {
    const c = client();
    const [p1, p2] = ref.productIds as [string, string];
    const res = await c.data(
      `mutation ($input: RegisterInput!, $wishlist: [ID!]) { register(input: $input, wishlistProductIds: $wishlist) { ${RESULT} confirmationRequired } }`,
      { input: registration(ref, uniqueEmail("wish-reg")), wishlist: [p2, p1, "nope"] },
    );
    expect(res.register).toMatchObject({ ok: true, confirmationRequired: false });
    expect([...(await c.data(WISHLIST)).wishlist.productIds].sort()).toEqual([p1, p2].sort());
  });

  it("loyalty card: invalid numbers and PINs (rules), one answer for unknown/wrong PIN/someone else's, link with the PIN, request a new one", async () => {
    const { client: c } = await registered("loyal", "fr");
    expect((await c.data(LOYALTY)).loyaltyCard).toBeNull();
    const card1 = await issueLoyaltyCard(platform.url, 120);

    // Wrong check digit, PIN missing: refused by the shared rules before any upstream call.
    const wrongDigit = `${card1.cardNumber.slice(0, 12)}${(Number(card1.cardNumber[12]) + 1) % 10}`;
    await platform.clearRequests();
    const invalid = await c.data(LINK_CARD, { n: wrongDigit });
    expect(invalid.linkLoyaltyCard).toMatchObject({
      ok: false,
      errorCode: "LOYALTY_CARD_INVALID",
      fieldErrors: [
        { field: "cardNumber", message: "Le numéro de carte n'est pas valide" },
        { field: "pin", message: "La valeur est obligatoire" },
      ],
    });
    const shortPin = await c.data(LINK_CARD, { n: card1.cardNumber, pin: "12" });
    expect(shortPin.linkLoyaltyCard.fieldErrors).toEqual([{ field: "pin", message: "Le NIP comporte 4 à 6 chiffres", rule: expect.any(String) }]);
    expect((await platform.requests()).filter((r) => r.path === "/store-api/loyalty")).toEqual([]);

    // Unknown number, wrong PIN, a card someone else holds: the same answer, word for word.
    const taken = await issueLoyaltyCard(platform.url, 10);
    const { client: holder } = await registered("loyal-holder");
    expect((await holder.data(LINK_CARD, { n: taken.cardNumber, pin: taken.pin })).linkLoyaltyCard.ok).toBe(true);
    const wrongPin = card1.pin === "000000" ? "000001" : "000000";
    const answers = [];
    for (const attempt of [{ n: cardWithBody(77_777_777), pin: "123456" }, { n: card1.cardNumber, pin: wrongPin }, { n: taken.cardNumber, pin: taken.pin }]) {
      answers.push((await c.data(LINK_CARD, attempt)).linkLoyaltyCard);
    }
    expect(answers[0]).toEqual({
      ok: false,
      errorCode: "LOYALTY_CARD_INVALID",
      message: "Le numéro de carte et le NIP ne correspondent à aucune carte que vous pouvez lier.",
      fieldErrors: [],
      loyaltyCard: null,
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    const linked = await c.data(LINK_CARD, { n: `${card1.cardNumber.slice(0, 4)} ${card1.cardNumber.slice(4, 8)} ${card1.cardNumber.slice(8)}`, pin: card1.pin });
    expect(linked.linkLoyaltyCard).toMatchObject({
      ok: true,
      message: "Votre carte de fidélité a été associée.",
      loyaltyCard: { cardNumber: card1.cardNumber, points: 120 },
    });
    const card = (await c.data(LOYALTY)).loyaltyCard;
    expect(card).toMatchObject({ cardNumber: card1.cardNumber, points: 120, voucherReached: false, voucherValue: { amount: 5, currency: "CHF" } });
    expect(card.pointsNeeded).toBeGreaterThan(0);
    expect(card.progress).toBeGreaterThan(0);
    expect(card.progress).toBeLessThan(1);

    // Request a new card (another customer): validated, then issued with a valid number.
    const { client: other } = await registered("loyal2");
    const REQUEST = `mutation ($input: LoyaltyCardRequestInput!) { requestLoyaltyCard(input: $input) { ${RESULT} loyaltyCard { cardNumber points } } }`;
    const bad = await other.data(REQUEST, { input: { firstName: "Max", lastName: "Muster", birthday: "31.12.1980", street: "Gasse", zipcode: "30", city: "Bern", email: "max@" } });
    expect(Object.fromEntries(bad.requestLoyaltyCard.fieldErrors.map((e: { field: string; message: string }) => [e.field, e.message]))).toEqual({
      birthday: "Das Datum ist ungültig",
      street: "Bitte geben Sie Strasse und Hausnummer an",
      zipcode: "Die Postleitzahl muss 4 Zeichen lang sein",
      email: "Der Wert ist keine gültige E-Mail-Adresse",
    });
    const requested = await other.data(REQUEST, {
      input: { firstName: "Max", lastName: "Muster", birthday: "1980-12-31", street: "Marktgasse 3", zipcode: "3011", city: "Bern", email: "max@example.ch" },
    });
    expect(requested.requestLoyaltyCard).toMatchObject({ ok: true, message: "Vielen Dank! Ihre Kundenkarte wurde beantragt.", loyaltyCard: { points: 0 } });
    const { isValidLoyaltyCardNumber } = await import("@shop/rules");
    expect(isValidLoyaltyCardNumber(requested.requestLoyaltyCard.loyaltyCard.cardNumber)).toBe(true);
  });

  it("loyalty card: the platform's throttle on failed PINs reaches the shopper as RATE_LIMITED in their language", async () => {
    const { client: c } = await registered("loyal-guess", "it");
    const target = await issueLoyaltyCard(platform.url, 900);
    const wrongPin = target.pin === "000000" ? "000001" : "000000";
    // from changing addresses, so the gateway's own per-address bucket never counts them: the platform's per-customer limit does
    for (let i = 0; i < 5; i++) {
      c.headers["x-forwarded-for"] = `203.0.113.${40 + i}`;
      expect((await c.data(LINK_CARD, { n: target.cardNumber, pin: wrongPin })).linkLoyaltyCard.errorCode).toBe("LOYALTY_CARD_INVALID");
    }
    c.headers["x-forwarded-for"] = "203.0.113.45";
    const throttled = (await c.data(LINK_CARD, { n: target.cardNumber, pin: target.pin })).linkLoyaltyCard;
    expect(throttled).toMatchObject({ ok: false, errorCode: "RATE_LIMITED", loyaltyCard: null });
    expect(throttled.message).toMatch(/^Troppi tentativi di collegare una carta fedeltà\. Riprovi tra \d+ secondi\.$/);
  });

  it("security: customer B can never read or change customer A's addresses, wishlist or loyalty card", async () => {
    const a = await registered("alice");
    const b = await registered("bob");
    const [p1] = ref.productIds as [string];

    const aAddress = await a.client.data(CREATE_ADDRESS, {
      input: { firstName: "Alice", lastName: "Secret", street: "Geheimweg 1", zipcode: "3000", city: "Bern", countryId: ref.ch },
    });
    const aAddressId = aAddress.createAddress.address.id as string;
    const aMe = (await a.client.data(CUSTOMER)).customer;
    await a.client.data(`mutation ($id: ID!) { addToWishlist(productId: $id) { ok } }`, { id: p1 });
    const issued = await issueLoyaltyCard(platform.url, 480);
    const card = issued.cardNumber;
    expect((await a.client.data(LINK_CARD, { n: card, pin: issued.pin })).linkLoyaltyCard.ok).toBe(true);

    // B sees only B's data: no query takes a customer or address id.
    const bView = await b.client.data(`{ customer { id email addresses { id } } addresses { id street } wishlist { productIds } loyaltyCard { cardNumber } }`);
    expect(bView.customer.email).toBe(b.email);
    expect(bView.customer.id).not.toBe(aMe.id);
    const bIds = bView.addresses.map((x: { id: string }) => x.id);
    expect(bIds).not.toContain(aAddressId);
    expect(bIds).not.toContain(aMe.defaultBillingAddress.id);
    expect(bView.addresses.map((x: { street: string }) => x.street)).not.toContain("Geheimweg 1");
    expect(bView.wishlist.productIds).toEqual([]);
    expect(bView.loyaltyCard).toBeNull();

    // B sends A's ids: every write is refused like an unknown id, and A's data is unchanged.
    for (const id of [aAddressId, aMe.defaultBillingAddress.id as string]) {
      const update = await b.client.data(UPDATE_ADDRESS, {
        id,
        input: { firstName: "Mallory", lastName: "Evil", street: "Hackweg 1", zipcode: "6666", city: "Evil", countryId: ref.ch },
      });
      expect(update.updateAddress).toMatchObject({ ok: false, errorCode: "NOT_FOUND", address: null });
      expect((await b.client.data(DELETE_ADDRESS, { id })).deleteAddress).toMatchObject({ ok: false, errorCode: "NOT_FOUND" });
      expect((await b.client.data(DEFAULT_BILLING, { id })).setDefaultBillingAddress).toMatchObject({ ok: false, errorCode: "NOT_FOUND" });
      expect((await b.client.data(DEFAULT_SHIPPING, { id })).setDefaultShippingAddress).toMatchObject({ ok: false, errorCode: "NOT_FOUND" });
    }
    // Path tricks in ids never reach another resource.
    for (const id of ["../customer", `${aAddressId}/../x`, "%2e%2e", ""]) {
      expect((await b.client.data(DELETE_ADDRESS, { id })).deleteAddress.ok).toBe(false);
    }
    // A's card cannot be linked by B, not even with its PIN.
    const steal = await b.client.data(LINK_CARD, { n: card, pin: issued.pin });
    expect(steal.linkLoyaltyCard).toMatchObject({ ok: false, errorCode: "LOYALTY_CARD_INVALID", loyaltyCard: null });
    // B's wishlist writes only touch B's list.
    await b.client.data(`mutation ($id: ID!) { removeFromWishlist(productId: $id) { ok } }`, { id: p1 });

    const aAfter = await a.client.data(`{ addresses { id street city } wishlist { productIds } loyaltyCard { cardNumber points } customer { defaultBillingAddressId } }`);
    expect(aAfter.addresses.find((x: { id: string }) => x.id === aAddressId)).toMatchObject({ street: "Geheimweg 1", city: "Bern" });
    expect(aAfter.addresses).toHaveLength(2);
    expect(aAfter.customer.defaultBillingAddressId).toBe(aMe.defaultBillingAddress.id);
    expect(aAfter.wishlist.productIds).toEqual([p1]);
    expect(aAfter.loyaltyCard).toEqual({ cardNumber: card, points: 480 });
  });

  it("default payment method of the account", async () => {
    const { client: c } = await registered("pay");
    const before = await c.data(`{ paymentMethods { id name } customer { defaultPaymentMethod { id } } }`);
    expect(before.paymentMethods.length).toBeGreaterThan(1);
    const other = before.paymentMethods.find((p: { id: string }) => p.id !== before.customer.defaultPaymentMethod?.id);
    const SET = `mutation ($id: ID!) { setDefaultPaymentMethod(id: $id) { ${RESULT} customer { defaultPaymentMethod { id name } } } }`;
    const res = await c.data(SET, { id: other.id });
    expect(res.setDefaultPaymentMethod).toMatchObject({
      ok: true,
      message: "Die Standard-Zahlungsart wurde gespeichert.",
      customer: { defaultPaymentMethod: { id: other.id, name: other.name } },
    });
    expect((await c.data(SET, { id: "0".repeat(32) })).setDefaultPaymentMethod).toMatchObject({ ok: false, errorCode: "NOT_FOUND" });
    expect((await client().data(SET, { id: other.id })).setDefaultPaymentMethod).toMatchObject({ ok: false, errorCode: "NOT_LOGGED_IN" });
  });

  it("mobile/kiosk clients: login and logout rotate the sw-context-token header, never a cookie", async () => {
    const { email, password } = await registered("mobile");
    const call = async (query: string, token: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "sw-context-token": token },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: Record<string, any> };
      return { body, token: response.headers.get("sw-context-token"), cookies: response.headers.getSetCookie() };
    };
    const login = await call(LOGIN, "", { email, password });
    expect(login.body.data.login).toMatchObject({ ok: true, session: { kind: "LOGGED_IN" } });
    expect(login.token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(login.cookies).toEqual([]);
    const me = await call(`{ customer { email } }`, login.token!);
    expect(me.body.data.customer.email).toBe(email);
    const logout = await call(LOGOUT, login.token!);
    expect(logout.body.data.logout.ok).toBe(true);
    expect(logout.token).toBeTruthy();
    expect(logout.token).not.toBe(login.token);
    // The old token is dead.
    expect((await call(`{ customer { email } }`, login.token!)).body.data.customer).toBeNull();
  });

  it("no account field or mutation takes an argument that could name a customer", async () => {
    const res = await client().data(`{ __schema { queryType { fields { name args { name } } } mutationType { fields { name args { name } } } } }`);
    const fields = [...res.__schema.queryType.fields, ...res.__schema.mutationType.fields] as { name: string; args: { name: string }[] }[];
    for (const field of fields) {
      for (const arg of field.args) expect(`${field.name}(${arg.name})`).not.toMatch(/\((customer|customerId|contextToken|swContextToken)\)$/i);
    }
    const customerField = fields.find((f) => f.name === "customer");
    expect(customerField?.args).toEqual([]);
  });
});
