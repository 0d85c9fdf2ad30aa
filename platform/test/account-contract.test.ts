import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { createAccountPlatform, h, login, mails, post, register, registration, STOREFRONT } from "./account-helpers.js";
import { responseSchema, validatorFor } from "./helpers.js";
import { productId, SEED_IDS } from "../src/seed/ids.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { loyaltyResponseSchema } from "../src/loyalty/schema.js";

const { app } = createAccountPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const op = (path: string, method: string, status = "200") =>
  `paths/${path.replace(/\//g, "~1")}/${method}/responses/${status}/content/application/json/schema`;
const schema = (name: string) => `components/schemas/${name}`;
const validBody = (pointer: string, body: unknown) => expect(validatorFor(pointer)(body)).toEqual([]);
/** A success answer: the status first (an error body must not pass as one), then its documented shape. */
const valid = (pointer: string, res: { statusCode: number; body: string; json(): unknown }, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  validBody(pointer, res.json());
};

describe("contract: account routes validate against the official Store API document", () => {
  let token: string;
  let addressId: string;

  it("register -> Customer; login/logout -> ContextTokenResponse; customer -> Customer", async () => {
    const reg = await register(app, "contract@example.ch");
    valid(schema("Customer"), reg.res);
    const loginRes = await post(app, "/store-api/account/login", { username: "contract@example.ch", password: "sicheres-Passwort-1" });
    valid(responseSchema("ContextTokenResponse"), loginRes);
    token = loginRes.json().contextToken;
    const customer = await post(app, "/store-api/account/customer", {}, token);
    valid(op("/account/customer", "post"), customer);
    addressId = customer.json().defaultBillingAddressId;
    const ctx = await app.inject({ method: "GET", url: "/store-api/context", headers: h(token) });
    valid(schema("SalesChannelContext"), ctx);
    expect(ctx.json().customer.activeBillingAddress.id).toBe(addressId);
  });

  it("profile, email, password, recovery -> SuccessResponse", async () => {
    valid(schema("SuccessResponse"), await post(app, "/store-api/account/change-profile", { firstName: "C", lastName: "T" }, token));
    valid(schema("SuccessResponse"), await post(app, "/store-api/account/change-email", { email: "contract@example.ch", emailConfirmation: "contract@example.ch", password: "sicheres-Passwort-1" }, token));
    valid(schema("SuccessResponse"), await post(app, "/store-api/account/change-password", { password: "sicheres-Passwort-1", newPassword: "sicheres-Passwort-1", newPasswordConfirm: "sicheres-Passwort-1" }, token));
    valid(schema("SuccessResponse"), await post(app, "/store-api/account/recovery-password", { email: "contract@example.ch", storefrontUrl: STOREFRONT }));
    const hash = new URL((await mails(app, "contract@example.ch"))[0]!.links[0]!).searchParams.get("hash");
    valid(schema("AccountNewsletterRecipient"), await post(app, "/store-api/account/newsletter-recipient", {}, token));
    valid(schema("SuccessResponse"), await post(app, "/store-api/account/recovery-password-confirm", { hash, newPassword: "sicheres-Passwort-1", newPasswordConfirm: "sicheres-Passwort-1" }));
    // a password reset logs out every session of the customer
    expect((await post(app, "/store-api/account/customer", {}, token)).statusCode).toBe(403);
    token = await login(app, "contract@example.ch");
  });

  it("addresses", async () => {
    valid(op("/account/list-address", "post"), await post(app, "/store-api/account/list-address", {}, token));
    const body = { firstName: "C", lastName: "T", street: "Rue du Lac 2", zipcode: "1003", city: "Lausanne", countryId: SEED_IDS.countryCh, countryStateId: null };
    const created = await post(app, "/store-api/account/address", body, token);
    valid(op("/account/address", "post"), created);
    const patched = await app.inject({ method: "PATCH", url: `/store-api/account/address/${created.json().id}`, headers: h(token), payload: { company: "ACME" } });
    valid(op("/account/address/{addressId}", "patch"), patched);
  });

  it("newsletter", async () => {
    const sub = await post(app, "/store-api/newsletter/subscribe", { email: "nl-contract@example.ch", storefrontUrl: STOREFRONT, option: "subscribe" });
    valid(op("/newsletter/subscribe", "post"), sub);
    const link = new URL((await mails(app, "nl-contract@example.ch"))[0]!.links[0]!);
    valid(schema("SuccessResponse"), await post(app, "/store-api/newsletter/confirm", { hash: link.searchParams.get("hash"), em: link.searchParams.get("em") }));
    valid(schema("SuccessResponse"), await post(app, "/store-api/newsletter/unsubscribe", { email: "nl-contract@example.ch" }));
  });

  it("wishlist", async () => {
    valid(schema("SuccessResponse"), await post(app, `/store-api/customer/wishlist/add/${productId("SW10001")}`, {}, token));
    valid(schema("SuccessResponse"), await post(app, "/store-api/customer/wishlist/merge", { productIds: [productId("SW10002")] }, token));
    const loaded = (await post(app, "/store-api/customer/wishlist", {}, token)).json();
    // Product entities are the catalogue's contract (contract.test.ts); here the wishlist envelope is checked.
    expect(loaded.products.elements.map((p: { id: string }) => p.id).sort()).toEqual([productId("SW10001"), productId("SW10002")].sort());
    validBody(schema("WishlistLoadRouteResponse"), { ...loaded, products: { ...loaded.products, elements: [] } });
    const del = await app.inject({ method: "DELETE", url: `/store-api/customer/wishlist/delete/${productId("SW10002")}`, headers: h(token) });
    valid(schema("SuccessResponse"), del);
  });

  it("reference data: salutation, country, customer-group registration", async () => {
    valid(responseSchema("SalutationListResponse"), await app.inject({ method: "GET", url: "/store-api/salutation", headers: h() }));
    valid(responseSchema("CountryListResponse"), await post(app, "/store-api/country", { associations: { states: {} } }));
    const group = await app.inject({ method: "GET", url: `/store-api/customer-group-registration/config/${ACCOUNT_SEED.customerGroups.professionals}`, headers: h() });
    valid(schema("CustomerGroup"), group);
  });

  it("errors match the `failure` schema", async () => {
    const failure = validatorFor(schema("failure"));
    const responses = [
      await post(app, "/store-api/account/register", registration("bad")),
      await post(app, "/store-api/account/login", { username: "x@y.ch", password: "nope-nope" }),
      await post(app, "/store-api/account/customer", {}),
      await post(app, "/store-api/account/recovery-password-confirm", { hash: "nope", newPassword: "abcdefghi", newPasswordConfirm: "abcdefghi" }),
      await app.inject({ method: "DELETE", url: `/store-api/account/address/${addressId}`, headers: h(token) }),
      await post(app, "/store-api/newsletter/confirm", { hash: "x", em: "y" }),
      await post(app, "/store-api/loyalty", { action: "link", cardNumber: "1" }, token),
    ];
    const throttled = createAccountPlatform({ loginLimits: [{ limit: 1, intervalSeconds: 30 }] });
    await post(throttled.app, "/store-api/account/login", { username: "t@example.ch", password: "wrong-wrong" });
    const tooMany = await post(throttled.app, "/store-api/account/login", { username: "t@example.ch", password: "wrong-wrong" });
    expect(tooMany.statusCode).toBe(429);
    validBody(responseSchema("429"), tooMany.json());
    responses.push(tooMany);
    await throttled.app.close();
    for (const res of responses) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(failure(res.json())).toEqual([]);
    }
  });
});

describe("contract: custom POST /store-api/loyalty matches its documented schema", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validate = ajv.compile(loyaltyResponseSchema);
  it("get / link / request", async () => {
    const { token } = await register(app, "loyal@example.ch");
    const responses = [
      await post(app, "/store-api/loyalty", { action: "get" }, token),
      await post(app, "/store-api/loyalty", { action: "link", cardNumber: ACCOUNT_SEED.loyaltyCards[9]!.number, pin: ACCOUNT_SEED.loyaltyCards[9]!.pin }, token),
      await post(app, "/store-api/loyalty", {}, token),
    ];
    const other = await register(app, "loyal2@example.ch");
    responses.push(await post(app, "/store-api/loyalty", { action: "request", firstName: "A", lastName: "B", birthday: "1970-01-01", street: "Weg 1", zipcode: "8000", city: "Zürich", email: "loyal2@example.ch" }, other.token));
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const bodies = responses.map((res) => res.json());
    for (const b of bodies) expect(validate(b), JSON.stringify(validate.errors)).toBe(true);
    expect(bodies[1].card.voucherReached).toBe(true);
  });

  it("the lenient validator still catches a wrong shape", () => {
    expect(validate({ card: { cardNumber: "1" }, apiAlias: "loyalty_card_response" })).toBe(false);
    expect(validatorFor(schema("Customer"))({ apiAlias: "customer" }).length).toBeGreaterThan(0);
  });
});
