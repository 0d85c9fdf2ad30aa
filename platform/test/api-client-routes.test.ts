/**
 * Every Store API route the platform offers, called through the official @shopware/api-client
 * (by operation id) over real HTTP, each JSON answer validated against storeApiSchema.json with
 * `required` enforced (test/store-api-strict.ts). ROUTES below is the table route → operation →
 * the tests that cover it; the first test fails when the platform registers a route that is not
 * in it, so the table stays complete.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Ajv2020 } from "ajv/dist/2020.js";
import { createAPIClient } from "@shopware/api-client";
import type { operations } from "@shopware/api-client/store-api-types";
import { SEED_IDS, categoryId, paymentMethodId, productId } from "../src/seed/ids.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { loyaltyResponseSchema } from "../src/loyalty/schema.js";
import { ACCESS_KEY } from "./helpers.js";
import { STOREFRONT, createAccountPlatform, mails, registration } from "./account-helpers.js";
import { refusal, strictCaller } from "./store-api-strict.js";
import { registeredRoutes } from "./registered-routes.js";

const WALK = "api-client-walk";
const HERE = "api-client-routes";
const CUSTOM = "custom (not in storeApiSchema.json; contract in docs/ARCHITECTURE.md)";

/** route → Store API operation id (or CUSTOM / internal) → tests that call it through the api-client */
const ROUTES: [route: string, operation: string, tests: string][] = [
  ["GET /store-api/context", "readContext", `${WALK}, ${HERE}`],
  ["PATCH /store-api/context", "updateContext", HERE],
  ["GET /store-api/language", "readLanguagesGet", HERE],
  ["POST /store-api/language", "readLanguages", `${WALK}, frontends-helpers`],
  ["GET /store-api/payment-method", "readPaymentMethodGet", HERE],
  ["POST /store-api/payment-method", "readPaymentMethod", HERE],
  ["GET /store-api/shipping-method", "readShippingMethodGet", HERE],
  ["POST /store-api/shipping-method", "readShippingMethod", HERE],
  ["GET /store-api/salutation", "readSalutationGet", HERE],
  ["POST /store-api/salutation", "readSalutation", HERE],
  ["GET /store-api/country", "readCountryGet", HERE],
  ["POST /store-api/country", "readCountry", HERE],
  ["POST /store-api/navigation/:activeId/:rootId", "readNavigation", `${WALK}, frontends-helpers`],
  ["GET /store-api/navigation/:activeId/:rootId", "readNavigationGet", HERE],
  ["POST /store-api/seo-url", "readSeoUrl", `${WALK}, frontends-helpers`],
  ["GET /store-api/seo-url", "readSeoUrlGet", HERE],
  ["POST /store-api/category/:navigationId", "readCategory", `${WALK}, frontends-helpers`],
  ["GET /store-api/category/:navigationId", "readCategoryGet", HERE],
  ["GET /store-api/breadcrumb/:id", "readBreadcrumb", WALK],
  ["POST /store-api/landing-page/:landingPageId", "readLandingPage", `${HERE}, frontends-helpers`],
  ["GET /store-api/landing-page/:landingPageId", "readLandingPageGet", HERE],
  ["POST /store-api/product", "readProduct", HERE],
  ["GET /store-api/product", "readProductGet", HERE],
  ["POST /store-api/product-listing/:categoryId", "readProductListing", HERE],
  ["GET /store-api/product-listing/:categoryId", "readProductListingGet", HERE],
  ["POST /store-api/product/:productId", "readProductDetail", `${WALK}, frontends-helpers`],
  ["GET /store-api/product/:productId", "readProductDetailGet", HERE],
  ["POST /store-api/product/:productId/reviews", "readProductReviews", HERE],
  ["GET /store-api/product/:productId/reviews", "readProductReviewsGet", HERE],
  ["POST /store-api/product/:productId/review", "saveProductReview", HERE],
  ["POST /store-api/product/:productId/cross-selling", "readProductCrossSellings", HERE],
  ["GET /store-api/product/:productId/cross-selling", "readProductCrossSellingsGet", HERE],
  ["POST /store-api/search", "searchPage", WALK],
  ["GET /store-api/search", "searchPageGet", HERE],
  ["POST /store-api/search-suggest", "searchSuggest", HERE],
  ["GET /store-api/search-suggest", "searchSuggestGet", HERE],
  ["POST /store-api/account/register", "register", `${WALK}, ${HERE}`],
  ["GET /store-api/customer-group-registration/config/:customerGroupId", "getCustomerGroupRegistrationInfo", HERE],
  ["POST /store-api/account/login", "loginCustomer", `${WALK}, ${HERE}`],
  ["POST /store-api/account/logout", "logoutCustomer", `${WALK}, ${HERE}`],
  ["POST /store-api/account/customer", "readCustomer", `${WALK}, ${HERE}`],
  ["GET /store-api/account/customer", "readCustomer (GET alias; the client sends POST)", "account.test"],
  ["DELETE /store-api/account/customer", "deleteCustomer", HERE],
  ["POST /store-api/account/change-profile", "changeProfile", HERE],
  ["POST /store-api/account/change-email", "changeEmail", HERE],
  ["POST /store-api/account/change-password", "changePassword", HERE],
  ["POST /store-api/account/change-language", "changeLanguage", HERE],
  ["POST /store-api/account/recovery-password", "sendRecoveryMail", HERE],
  ["POST /store-api/account/customer-recovery-is-expired", "getCustomerRecoveryIsExpired", HERE],
  ["POST /store-api/account/recovery-password-confirm", "recoveryPassword", HERE],
  ["POST /store-api/account/list-address", "listAddress", HERE],
  ["GET /store-api/account/list-address", "listAddress (GET alias; the client sends POST)", "account.test"],
  ["POST /store-api/account/address", "createCustomerAddress", HERE],
  ["PATCH /store-api/account/address/:addressId", "updateCustomerAddress", HERE],
  ["DELETE /store-api/account/address/:addressId", "deleteCustomerAddress", HERE],
  ["PATCH /store-api/account/address/default-billing/:addressId", "defaultBillingAddress", HERE],
  ["PATCH /store-api/account/address/default-shipping/:addressId", "defaultShippingAddress", HERE],
  ["POST /store-api/newsletter/subscribe", "subscribeToNewsletter", HERE],
  ["POST /store-api/newsletter/confirm", "confirmNewsletter", HERE],
  ["POST /store-api/newsletter/unsubscribe", "unsubscribeToNewsletter", HERE],
  ["POST /store-api/account/newsletter-recipient", "readNewsletterRecipient", HERE],
  ["POST /store-api/customer/wishlist", "readCustomerWishlist", HERE],
  ["GET /store-api/customer/wishlist", "readCustomerWishlist (GET alias; the client sends POST)", "wishlist-loyalty.test"],
  ["POST /store-api/customer/wishlist/add/:productId", "addProductOnWishlist", HERE],
  ["DELETE /store-api/customer/wishlist/delete/:productId", "deleteProductOnWishlist", HERE],
  ["POST /store-api/customer/wishlist/merge", "mergeProductOnWishlist", HERE],
  ["GET /store-api/checkout/cart", "readCart", `${WALK}, ${HERE}`],
  ["POST /store-api/checkout/cart/line-item", "addLineItem", `${WALK}, ${HERE}`],
  ["PATCH /store-api/checkout/cart/line-item", "updateLineItem", HERE],
  ["POST /store-api/checkout/cart/line-item/delete", "removeLineItem", HERE],
  ["DELETE /store-api/checkout/cart/line-item", "removeLineItemDeprecated", HERE],
  ["DELETE /store-api/checkout/cart", "deleteCart", HERE],
  ["POST /store-api/checkout/order", "createOrder", HERE],
  ["POST /store-api/order", "readOrder", HERE],
  ["GET /store-api/order", "readOrder (GET alias; the client sends POST)", "order.test"],
  ["POST /store-api/order/state/cancel", "cancelOrder", HERE],
  ["POST /store-api/order/payment", "orderSetPayment", HERE],
  ["POST /store-api/handle-payment", "handlePaymentMethod", `${HERE}, payment-contract`],
  ["GET /store-api/handle-payment", "handlePaymentMethodGet", `${HERE}, payment-contract`],
  ["POST /store-api/document/download/:documentId/:deepLinkCode", "download", `${HERE}, payment-contract`],
  ["GET /store-api/document/download/:documentId/:deepLinkCode", "downloadGet", HERE],
  ["GET /store-api/order/download/:orderId/:downloadId", "orderDownloadFile", `${HERE}, payment-contract`],
  ["POST /store-api/contact-form", "sendContactMail", `${HERE}, contact.test`],
  ["POST /store-api/loyalty", CUSTOM, `${HERE}, wishlist-loyalty.test`],
  ["POST /store-api/customer-pharmacy", CUSTOM, `${HERE}, pharmacy.test`],
  ["POST /store-api/shop-poll/:pollId", CUSTOM, `${HERE}, contact.test`],
  ["POST /store-api/shop-poll/:pollId/vote", CUSTOM, `${HERE}, contact.test`],
  ["GET /__platform/payment/:token", "internal: the payment provider simulator's page", "payment.test"],
  ["POST /__platform/payment/:token", "internal: the payment provider simulator's answer", `${HERE}, payment.test`],
  ["GET /media/:file", "media files (Shopware serves them outside the Store API too)", "media.test, packshot.test"],
  ["GET /__platform/requests", "internal: request log", "access-key.test, persistence.test"],
  ["DELETE /__platform/requests", "internal: request log", "access-key.test, persistence.test"],
  ["GET /__platform/mails", "internal: sent mails", `${HERE}, account.test, contact.test`],
  ["DELETE /__platform/mails", "internal: sent mails", "contact.test"],
  ["GET /__platform/mailbox", "internal: the mailbox page", "newsletter.test"],
  ["GET /__platform/mailbox/:id", "internal: the mailbox page", "newsletter.test, account.test"],
  ["GET /__platform/settings", "internal: system config switches", "account.test"],
  ["POST /__platform/loyalty-cards", "internal: a pharmacy hands out a card (number and PIN)", "wishlist-loyalty.test"],
  ["PUT /__platform/settings/:key", "internal: system config switches", "account.test"],
  ["DELETE /__platform/settings/:key", "internal: system config switches", "account.test"],
];

let app: FastifyInstance;
let baseURL = "";

beforeAll(async () => {
  ({ app } = createAccountPlatform());
  baseURL = `${await app.listen({ port: 0, host: "127.0.0.1" })}/store-api`;
});
afterAll(async () => app.close());

const newClient = (contextToken?: string) =>
  createAPIClient<operations>({ baseURL, accessToken: ACCESS_KEY, contextToken, defaultHeaders: { "sw-include-seo-urls": "true" } });
/** operation ids this file called (strictCaller's `seen` and the raw invokes below) */
const covered = new Set<string>();
/** a call whose answer is no JSON the document describes (204, a file, a custom route) */
const invoke = (client: ReturnType<typeof newClient>, operation: string, params?: unknown) => {
  covered.add(operation.split(" ")[0]!);
  return (client.invoke as (op: string, p?: unknown) => Promise<{ data: unknown; status: number }>)(operation, params);
};
function caller(client: ReturnType<typeof newClient>) {
  const strict = strictCaller(client);
  const call: typeof strict.call = async (operation, params) => {
    const data = await strict.call(operation, params);
    covered.add(operation.split(" ")[0]!);
    return data as never;
  };
  return { call };
}

/** the mailed link of a template, for double opt-in and password recovery */
async function mailedLink(to: string, template: string): Promise<URL> {
  const mail = (await mails(app, to)).find((m) => m.template === template);
  if (!mail) throw new Error(`no ${template} mail to ${to}`);
  return new URL(mail.links[0]!);
}

const ajv = new Ajv2020({ strict: false, allErrors: true });


describe("the route table", () => {
  it("lists every route the platform registers, each once", () => {
    const registered = registeredRoutes(app);
    expect(registered.length).toBeGreaterThan(90);
    expect(registered.sort()).toEqual(ROUTES.map(([r]) => r).sort());
  });
});

describe("every route through the official @shopware/api-client, answers validated strictly", () => {
  it("context, reference data, catalogue GET variants, reviews, cross-selling, suggest, landing page", async () => {
    const client = newClient();
    const { call } = caller(client);
    await call("readContext get /context");
    await call("updateContext patch /context", { body: { languageId: SEED_IDS.languages.fr } });
    expect((await call("readContext get /context")).context.languageIdChain[0]).toBe(SEED_IDS.languages.fr);
    await call("updateContext patch /context", { body: { languageId: SEED_IDS.languages.de } });

    expect((await call("readLanguagesGet get /language")).elements).toHaveLength(3);
    for (const op of ["readPaymentMethod post /payment-method", "readShippingMethod post /shipping-method"]) {
      expect((await call(op, { body: { onlyAvailable: true } })).elements.length).toBeGreaterThan(0);
    }
    await call("readPaymentMethodGet get /payment-method");
    await call("readShippingMethodGet get /shipping-method");
    expect((await call("readSalutation post /salutation", { body: {} })).elements.length).toBeGreaterThan(0);
    await call("readSalutationGet get /salutation");
    const countries = await call("readCountry post /country", { body: {} });
    expect(countries.elements.map((c: { iso: string }) => c.iso).sort()).toEqual(["CH", "LI"]);
    await call("readCountryGet get /country");

    await call("readNavigationGet get /navigation/{activeId}/{rootId}", { pathParams: { activeId: "main-navigation", rootId: "main-navigation" } });
    await call("readSeoUrlGet get /seo-url");
    await call("readCategoryGet get /category/{navigationId}", { pathParams: { navigationId: categoryId("medikamente") } });
    const landing = await call("readSeoUrl post /seo-url", { body: { filter: [{ type: "equals", field: "routeName", value: "frontend.landing.page" }], limit: 1 } });
    const landingPageId = landing.elements[0].foreignKey;
    await call("readLandingPage post /landing-page/{landingPageId}", { pathParams: { landingPageId }, body: {} });
    await call("readLandingPageGet get /landing-page/{landingPageId}", { pathParams: { landingPageId } });

    const products = await call("readProduct post /product", { body: { limit: 3 } });
    expect(products.elements).toHaveLength(3);
    await call("readProductGet get /product", { query: { limit: 3 } });
    await call("readProductListing post /product-listing/{categoryId}", { pathParams: { categoryId: categoryId("kopfschmerzen") }, body: { limit: 3 } });
    await call("readProductListingGet get /product-listing/{categoryId}", { pathParams: { categoryId: categoryId("kopfschmerzen") } });
    const id = productId("SW10001");
    await call("readProductDetailGet get /product/{productId}", { pathParams: { productId: id } });
    await call("readProductReviews post /product/{productId}/reviews", { pathParams: { productId: id }, body: {} });
    await call("readProductReviewsGet get /product/{productId}/reviews", { pathParams: { productId: id } });
    await call("readProductCrossSellings post /product/{productId}/cross-selling", { pathParams: { productId: id } });
    await call("readProductCrossSellingsGet get /product/{productId}/cross-selling", { pathParams: { productId: id } });
    await call("searchPageGet get /search", { query: { search: "Ibuprofen" } });
    expect((await call("searchSuggest post /search-suggest", { body: { search: "Ibupro" } })).elements.length).toBeGreaterThan(0);
    await call("searchSuggestGet get /search-suggest", { query: { search: "Ibupro" } });
    const group = await call("getCustomerGroupRegistrationInfo get /customer-group-registration/config/{customerGroupId}", {
      pathParams: { customerGroupId: ACCOUNT_SEED.customerGroups.professionals },
    });
    expect(group.registrationActive).toBe(true);
  });

  it("account: register, profile, e-mail, password, language, addresses, recovery, newsletter, wishlist, review, delete", async () => {
    const client = newClient();
    const { call } = caller(client);
    const email = `routes-${Date.now()}@example.ch`;
    const password = registration(email).password;
    const customer = await call("register post /account/register", { body: registration(email) });
    expect(customer.email).toBe(email);
    await call("changeProfile post /account/change-profile", { body: { salutationId: ACCOUNT_SEED.salutations.mrs, firstName: "Erika", lastName: "Beispiel" } });
    const email2 = `routes2-${Date.now()}@example.ch`;
    await call("changeEmail post /account/change-email", { body: { email: email2, emailConfirmation: email2, password } });
    await call("changePassword post /account/change-password", { body: { password, newPassword: "anderes-Passwort-2", newPasswordConfirm: "anderes-Passwort-2" } });
    await call("changeLanguage post /account/change-language", { body: { languageId: SEED_IDS.languages.it } });
    expect((await call("readCustomer post /account/customer", { body: {} })).languageId).toBe(SEED_IDS.languages.it);

    // addresses: list, create, update, defaults, delete
    const list = await call("listAddress post /account/list-address", { body: {} });
    expect(list.elements).toHaveLength(1);
    const created = await call("createCustomerAddress post /account/address", {
      body: { salutationId: ACCOUNT_SEED.salutations.mrs, firstName: "Erika", lastName: "Beispiel", street: "Aeulestrasse 5", zipcode: "9490", city: "Vaduz", countryId: SEED_IDS.countryLi },
    });
    await call("updateCustomerAddress patch /account/address/{addressId}", { pathParams: { addressId: created.id }, body: { ...created, street: "Aeulestrasse 7" } });
    await call("defaultShippingAddress patch /account/address/default-shipping/{addressId}", { pathParams: { addressId: created.id } });
    await call("defaultBillingAddress patch /account/address/default-billing/{addressId}", { pathParams: { addressId: created.id } });
    await call("defaultShippingAddress patch /account/address/default-shipping/{addressId}", { pathParams: { addressId: list.elements[0].id } });
    await call("defaultBillingAddress patch /account/address/default-billing/{addressId}", { pathParams: { addressId: list.elements[0].id } });
    const deleted = await invoke(client, "deleteCustomerAddress delete /account/address/{addressId}", { pathParams: { addressId: created.id } });
    expect(deleted.status).toBe(204);

    // newsletter: the logged-in customer's own address is subscribed directly (Shopware's "direct"),
    // another address goes through the double opt-in; then unsubscribe
    await call("subscribeToNewsletter post /newsletter/subscribe", { body: { email: email2, option: "subscribe", storefrontUrl: STOREFRONT } });
    expect((await call("readNewsletterRecipient post /account/newsletter-recipient", { body: {} })).status).toBe("direct");
    const reader = `leser-${Date.now()}@example.ch`;
    const anonymous = caller(newClient());
    await anonymous.call("subscribeToNewsletter post /newsletter/subscribe", { body: { email: reader, option: "subscribe", storefrontUrl: STOREFRONT } });
    const optIn = await mailedLink(reader, "newsletter_double_opt_in");
    await anonymous.call("confirmNewsletter post /newsletter/confirm", { body: { hash: optIn.searchParams.get("hash"), em: createHash("sha1").update(reader).digest("hex") } });
    await call("unsubscribeToNewsletter post /newsletter/unsubscribe", { body: { email: email2 } });
    expect((await call("readNewsletterRecipient post /account/newsletter-recipient", { body: {} })).status).toBe("optOut");

    // wishlist: add, read, merge, delete
    await call("addProductOnWishlist post /customer/wishlist/add/{productId}", { pathParams: { productId: productId("SW10001") } });
    await call("mergeProductOnWishlist post /customer/wishlist/merge", { body: { productIds: [productId("SW10002")] } });
    expect((await call("readCustomerWishlist post /customer/wishlist", { body: {} })).products.elements).toHaveLength(2);
    await call("deleteProductOnWishlist delete /customer/wishlist/delete/{productId}", { pathParams: { productId: productId("SW10002") } });

    await call("saveProductReview post /product/{productId}/review", {
      pathParams: { productId: productId("SW10003") },
      body: { title: "Hilft schnell", content: "Wirkt bei mir zuverlässig und schnell gegen Kopfschmerzen.", points: 5 },
    });

    // password recovery for a logged-out client
    await call("logoutCustomer post /account/logout");
    await call("sendRecoveryMail post /account/recovery-password", { body: { email: email2, storefrontUrl: STOREFRONT } });
    const hash = (await mailedLink(email2, "password_recovery")).searchParams.get("hash")!;
    expect((await call("getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired", { body: { hash } })).isExpired).toBe(false);
    await call("recoveryPassword post /account/recovery-password-confirm", { body: { hash, newPassword: "drittes-Passwort-3", newPasswordConfirm: "drittes-Passwort-3" } });

    const login = await call("loginCustomer post /account/login", { body: { username: email2, password: "drittes-Passwort-3" } });
    expect(login.contextToken).toBeTruthy();
    const gone = await invoke(client, "deleteCustomer delete /account/customer");
    expect(gone.status).toBe(204);
  });

  it("cart and checkout: line items, order, order list, payment change, handle-payment, documents, downloads, cancel", async () => {
    const client = newClient();
    const { call } = caller(client);
    await call("register post /account/register", { body: registration(`checkout-${Date.now()}@example.ch`) });
    await call("addLineItem post /checkout/cart/line-item", { body: { items: [{ type: "product", referencedId: productId("SW10001"), quantity: 1 }] } });
    const cart = await call("addLineItem post /checkout/cart/line-item", { body: { items: [{ type: "product", referencedId: productId("SW10002"), quantity: 1 }] } });
    const [first, second] = cart.lineItems;
    await call("updateLineItem patch /checkout/cart/line-item", { body: { items: [{ id: first.id, quantity: 3 }] } });
    await call("removeLineItem post /checkout/cart/line-item/delete", { body: { ids: [second.id] } });
    await call("addLineItem post /checkout/cart/line-item", { body: { items: [{ type: "product", referencedId: productId("SW10002"), quantity: 1 }] } });
    const legacy = await call("removeLineItemDeprecated delete /checkout/cart/line-item", { query: { ids: [cart.lineItems[1].id] } });
    expect(legacy.lineItems).toHaveLength(1);
    const dropped = await invoke(client, "deleteCart delete /checkout/cart");
    expect(dropped.status).toBe(204);
    expect((await call("readCart get /checkout/cart")).lineItems).toEqual([]);

    // an order paid with TWINT (asynchronous) containing a digital download
    await call("updateContext patch /context", { body: { paymentMethodId: paymentMethodId("twint") } });
    await call("addLineItem post /checkout/cart/line-item", { body: { items: [{ type: "product", referencedId: productId("SW30001"), quantity: 1 }] } });
    // `revocation` (the waiver for digital content) is what Shopware's storefront sends; the document does not list it
    const order = await call("createOrder post /checkout/order", { body: { revocation: "1" } as never });
    const listed = await call("readOrder post /order", { body: { filter: [{ type: "equals", field: "id", value: order.id }] } });
    expect(listed.orders.elements[0].id).toBe(order.id);
    await call("orderSetPayment post /order/payment", { body: { orderId: order.id, paymentMethodId: paymentMethodId("credit_card") } });
    const started = await call("handlePaymentMethod post /handle-payment", { body: { orderId: order.id, finishUrl: `${STOREFRONT}/finish`, errorUrl: `${STOREFRONT}/error` } });
    const paid = await fetch(`${baseURL.replace(/\/store-api$/, "")}${new URL(started.redirectUrl).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    expect(paid.status).toBe(303);
    const after = (await call("readOrder post /order", { body: { filter: [{ type: "equals", field: "id", value: order.id }] } })).orders.elements[0];
    const download = after.lineItems.flatMap((l: { downloads?: { id: string }[] }) => l.downloads ?? [])[0];
    const file = await invoke(client, "orderDownloadFile get /order/download/{orderId}/{downloadId}", { pathParams: { orderId: order.id, downloadId: download.id }, accept: "application/octet-stream" });
    expect(file.status).toBe(200);

    // an invoice order: documents, the synchronous handle-payment, then cancel
    await call("updateContext patch /context", { body: { paymentMethodId: paymentMethodId("invoice") } });
    await call("addLineItem post /checkout/cart/line-item", { body: { items: [{ type: "product", referencedId: productId("SW10002"), quantity: 1 }] } });
    const invoiceOrder = await call("createOrder post /checkout/order", { body: {} });
    expect((await call("handlePaymentMethodGet get /handle-payment", { query: { orderId: invoiceOrder.id, finishUrl: `${STOREFRONT}/finish` } })).redirectUrl).toBeNull();
    const documents = (await call("readOrder post /order", { body: { filter: [{ type: "equals", field: "id", value: invoiceOrder.id }] } })).orders.elements[0].documents;
    const invoice = documents.find((d: { documentType: { technicalName: string } }) => d.documentType.technicalName === "invoice");
    for (const op of ["download post /document/download/{documentId}/{deepLinkCode}", "downloadGet get /document/download/{documentId}/{deepLinkCode}"]) {
      const pdf = await invoke(client, op, { pathParams: { documentId: invoice.id, deepLinkCode: invoice.deepLinkCode }, accept: "application/pdf" });
      expect(pdf.status, op).toBe(200);
      expect(Buffer.from(await (pdf.data as Blob).arrayBuffer()).subarray(0, 5).toString(), op).toBe("%PDF-");
    }
    const cancelled = await call("cancelOrder post /order/state/cancel", { body: { orderId: invoiceOrder.id } });
    expect(cancelled.technicalName).toBe("cancelled");
  });

  it("contact form; the custom routes loyalty, customer-pharmacy and shop-poll answer their documented shapes", async () => {
    const client = newClient();
    const { call } = caller(client);
    await call("sendContactMail post /contact-form", {
      body: { salutationId: ACCOUNT_SEED.salutations.mrs, firstName: "Erika", lastName: "Muster", email: "kontakt-routes@example.ch", subject: "Frage", comment: "Haben Sie Vitamin D3 Tropfen an Lager?" },
    });

    // the documented errors of the custom routes (docs/ARCHITECTURE.md "Custom routes a Shopware plugin must add")
    expect(await refusal(invoke(client, "loyalty post /loyalty", { body: { action: "get" } }))).toEqual({ status: 403, codes: ["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"] });
    expect(await refusal(invoke(client, "customerPharmacy post /customer-pharmacy", { body: { selectPharmacyId: "0".repeat(32) } }))).toEqual({ status: 404, codes: ["PHARMACY__NOT_FOUND"] });
    expect(await refusal(invoke(client, "customerPharmacy post /customer-pharmacy", { body: { limit: 0, search: 5 } }))).toEqual({
      status: 400,
      codes: expect.arrayContaining(["VIOLATION::NOT_IN_RANGE_ERROR", "VIOLATION::INVALID_TYPE_ERROR"]),
    });
    expect(await refusal(invoke(client, "shopPoll post /shop-poll/{pollId}", { pathParams: { pollId: "no-such-poll" }, body: {} }))).toEqual({ status: 404, codes: ["CONTENT__POLL_NOT_FOUND"] });

    await call("register post /account/register", { body: registration(`loyal-${Date.now()}@example.ch`) });
    expect(await refusal(invoke(client, "loyalty post /loyalty", { body: { action: "link", cardNumber: "123", pin: "1234" } }))).toEqual({ status: 400, codes: ["VIOLATION::LOYALTY_CARD_NUMBER_INVALID"] });
    const loyalty = await invoke(client, "loyalty post /loyalty", { body: { action: "get" } });
    expect(ajv.validate(loyaltyResponseSchema, loyalty.data), JSON.stringify(ajv.errors)).toBe(true);

    const pharmacies = (await invoke(client, "customerPharmacy post /customer-pharmacy", { body: { search: "Zürich", limit: 2 } })).data as Record<string, any>;
    expect(pharmacies).toMatchObject({ total: expect.any(Number), page: 1, limit: 2, selectedPharmacyId: null, selectedPharmacy: null, apiAlias: "customer_pharmacy_result" });
    expect(pharmacies.elements[0]).toMatchObject({ id: expect.any(String), countryIso: expect.stringMatching(/^(CH|LI)$/), openingHours: expect.any(Array), apiAlias: "pharmacy" });

    const pollId = "poll-erkaeltung-vorbeugen";
    const poll = (await invoke(client, "shopPoll post /shop-poll/{pollId}", { pathParams: { pollId }, body: {} })).data as Record<string, any>;
    expect(poll).toMatchObject({ pollId, totalVotes: expect.any(Number), votedOptionId: null, apiAlias: "shop_poll_result" });
    const voted = (await invoke(client, "shopPollVote post /shop-poll/{pollId}/vote", { pathParams: { pollId }, body: { optionId: poll.options[0].id } })).data;
    expect(voted).toMatchObject({ pollId, votedOptionId: poll.options[0].id });
    expect(await refusal(invoke(client, "shopPollVote post /shop-poll/{pollId}/vote", { pathParams: { pollId }, body: { optionId: poll.options[1].id } }))).toEqual({
      status: 400,
      codes: ["CONTENT__POLL_ALREADY_VOTED"],
    });
  });

  it("called every operation the table assigns to this file", () => {
    const mine = ROUTES.filter(([, operation, tests]) => tests.split(", ").includes(HERE) && /^\w+$/.test(operation)).map(([, operation]) => operation);
    expect(mine.length).toBeGreaterThan(60);
    expect(mine.filter((operation) => !covered.has(operation))).toEqual([]);
  });
});
