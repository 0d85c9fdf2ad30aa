/**
 * A storefront's walk through the official @shopware/api-client against the platform over real
 * HTTP, every answer validated against storeApiSchema.json with `required` ENFORCED (custom routes
 * against their own contract). The last test reads the platform's routes from Fastify and fails
 * when one is not walked here, so a new route cannot be forgotten.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { Ajv2020 } from "ajv/dist/2020.js";
import { createAPIClient } from "@shopware/api-client";
import type { operations } from "@shopware/api-client/store-api-types";
import { SEED_IDS, categoryId, paymentMethodId, productId } from "../src/seed/ids.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";
import { loyaltyResponseSchema } from "../src/loyalty/schema.js";
import { ACCESS_KEY } from "./helpers.js";
import { STOREFRONT, createAccountPlatform, mails, registration } from "./account-helpers.js";
import { strictCaller, validateAnswer } from "./store-api-strict.js";
import { registeredRoutes, routeOf } from "./registered-routes.js";

let app: FastifyInstance;
let baseURL: string;

beforeAll(async () => {
  ({ app } = createAccountPlatform());
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  baseURL = `${address}/store-api`;
});
afterAll(async () => app.close());

/** "METHOD /path" of every platform route this file walked */
const walked = new Set<string>();
type Client = ReturnType<typeof createAPIClient<operations>>;
const newClient = () => createAPIClient<operations>({ baseURL, accessToken: ACCESS_KEY, defaultHeaders: { "sw-include-seo-urls": "true" } });

/**
 * strictCaller's `call` (200/204, answer validated strictly) plus `invoke` for answers the document
 * describes as no JSON (files, 204s) or not at all (custom routes), and `alias` for a route whose GET the
 * document leaves out (Shopware's route accepts GET and POST), whose answer must read as the documented
 * POST's; all record the route.
 */
function walker(client: Client) {
  const strict = strictCaller(client);
  const call: typeof strict.call = async (operation, params) => {
    const data = await strict.call(operation, params);
    walked.add(routeOf(operation));
    return data as never;
  };
  const invoke = (operation: string, params?: unknown) => {
    walked.add(routeOf(operation));
    return (client.invoke as (op: string, p?: unknown) => Promise<{ data: any; status: number }>)(operation, params);
  };
  const alias = async (operation: string, documentedAs: string, params?: unknown) => {
    const { data } = await invoke(operation, params);
    expect(validateAnswer(documentedAs, data), operation).toEqual([]);
    return data;
  };
  return { call, invoke, alias, seen: strict.seen };
}

/**
 * A platform page outside /store-api the shopper's browser opens (media files, the payment provider's
 * page); its URL names the platform's public host, reached here at the port the test listens on.
 */
async function browse(route: string, url: string, init?: RequestInit): Promise<Response> {
  walked.add(route);
  const { pathname, search } = new URL(url);
  return fetch(`${baseURL.replace(/\/store-api$/, "")}${pathname}${search}`, { redirect: "manual", ...init });
}

const ajv = new Ajv2020({ strict: false, allErrors: true });

describe("the strict reading itself", () => {
  it("enforces required fields and rejects null where Shopware never sends it", () => {
    expect(validateAnswer("readContext get /context", {})).not.toEqual([]);
    expect(validateAnswer("readBreadcrumb get /breadcrumb/{id}", [{ name: "x", categoryId: "a".repeat(32), type: "page", translated: {}, apiAlias: "breadcrumb" }]).join()).toContain("path");
    expect(validateAnswer("readBreadcrumb get /breadcrumb/{id}", [{ name: null, categoryId: "a".repeat(32), type: "page", translated: {}, path: "x/", apiAlias: "breadcrumb" }])).not.toEqual([]);
  });
});

describe("a storefront walks the platform through the official @shopware/api-client (strict schema)", () => {
  it("home, navigation, category, product, breadcrumb, search, cart and account: every answer valid", async () => {
    const client = newClient();
    const { call, seen } = walker(client);

    // home page: context, main navigation, home category with its layout
    const context = await call("readContext get /context");
    expect(context.salesChannel.navigationCategoryId).toBe(SEED_IDS.navigationRoot);
    const firstToken = client.defaultHeaders["sw-context-token"];
    expect(firstToken).toBeTruthy();
    const navigation = await call<any[]>("readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: "main-navigation", rootId: "main-navigation" },
      body: { depth: 2, buildTree: true },
    });
    expect(navigation.length).toBeGreaterThan(0);
    for (const entry of navigation) expect(entry.seoUrls[0].seoPathInfo, entry.name).toEqual(expect.any(String));
    const footer = await call<any[]>("readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: "footer-navigation", rootId: "footer-navigation" },
      body: { depth: 2 },
    });
    expect(footer.length).toBeGreaterThan(0);
    const languages = await call("readLanguages post /language", { body: {} });
    expect(languages.elements.map((l: any) => l.translationCode.code).sort()).toEqual(["de-CH", "fr-CH", "it-CH"]);
    const seo = await call("readSeoUrl post /seo-url", { body: { filter: [{ type: "equals", field: "seoPathInfo", value: "Medikamente/" }] } });
    expect(seo.elements[0]).toMatchObject({ routeName: "frontend.navigation.page", foreignKey: categoryId("medikamente") });
    const home = await call("readCategory post /category/{navigationId}", { pathParams: { navigationId: "home" }, body: {} });
    expect(home.cmsPage.sections.length).toBeGreaterThan(0);
    const category = await call("readCategory post /category/{navigationId}", { pathParams: { navigationId: categoryId("kopfschmerzen") }, body: { limit: 5 } });
    expect(category.translated.name).toBe("Kopfschmerzen");
    const crumbs = await call<any[]>("readBreadcrumb get /breadcrumb/{id}", { pathParams: { id: categoryId("kopfschmerzen") }, query: { type: "category" } });
    expect(crumbs.map((c) => c.name)).toEqual(["Medikamente", "Schmerzen & Fieber", "Kopfschmerzen"]);

    // product page
    const detail = await call("readProductDetail post /product/{productId}", { pathParams: { productId: productId("SW10001") }, body: {} });
    expect(detail.product.productNumber).toBe("SW10001");
    expect(detail.product.categoryIds).toContain(detail.product.seoCategory.id);
    await call("readBreadcrumb get /breadcrumb/{id}", { pathParams: { id: productId("SW10001") }, query: { referrerCategoryId: categoryId("kopfschmerzen") } });
    const search = await call("searchPage post /search", { body: { search: "Ibuprofen", limit: 5 } });
    expect(search.elements.length).toBeGreaterThan(0);

    // cart: the token the client took from the response headers carries the cart
    const emptyCart = await call("readCart get /checkout/cart");
    expect(emptyCart.lineItems).toEqual([]);
    const added = await call("addLineItem post /checkout/cart/line-item", {
      body: { items: [{ type: "product", referencedId: detail.product.id, quantity: 2 }] },
    });
    expect(added.lineItems).toHaveLength(1);
    const cart = await call("readCart get /checkout/cart");
    expect(cart.lineItems[0].quantity).toBe(2);
    expect(cart.token).toBe(client.defaultHeaders["sw-context-token"]);

    // account: register, log out, log in, read, log out
    const email = `walk-${Date.now()}@example.ch`;
    const customer = await call("register post /account/register", { body: registration(email) });
    expect(customer.email).toBe(email);
    await call("logoutCustomer post /account/logout");
    await call("loginCustomer post /account/login", { body: { username: email, password: registration(email).password } });
    const me = await call("readCustomer post /account/customer", { body: {} });
    expect(me.email).toBe(email);
    // the cart survived the login (same context token or merged)
    const cartAfterLogin = await call("readCart get /checkout/cart");
    expect(cartAfterLogin.lineItems.length).toBe(1);
    await call("logoutCustomer post /account/logout");

    expect(seen).toEqual([
      "readContext", "readNavigation", "readNavigation", "readLanguages", "readSeoUrl", "readCategory", "readCategory", "readBreadcrumb", "readProductDetail", "readBreadcrumb",
      "searchPage", "readCart", "addLineItem", "readCart", "register", "logoutCustomer", "loginCustomer", "readCustomer", "readCart", "logoutCustomer",
    ]);
  });

  it("catalogue beside the home walk: GET variants, landing page, listing, reviews, cross-selling, suggest, media", async () => {
    const { call } = walker(newClient());
    await call("updateContext patch /context", { body: { languageId: SEED_IDS.languages.fr } });
    expect((await call("readContext get /context")).context.languageIdChain[0]).toBe(SEED_IDS.languages.fr);
    await call("updateContext patch /context", { body: { languageId: SEED_IDS.languages.de } });
    await call("readLanguagesGet get /language");
    for (const op of ["readPaymentMethod post /payment-method", "readShippingMethod post /shipping-method", "readSalutation post /salutation", "readCountry post /country"]) {
      expect((await call(op, { body: {} })).elements.length, op).toBeGreaterThan(0);
    }
    for (const op of ["readPaymentMethodGet get /payment-method", "readShippingMethodGet get /shipping-method", "readSalutationGet get /salutation", "readCountryGet get /country", "readSeoUrlGet get /seo-url"]) {
      await call(op);
    }
    await call("readNavigationGet get /navigation/{activeId}/{rootId}", { pathParams: { activeId: "main-navigation", rootId: "main-navigation" } });
    await call("readCategoryGet get /category/{navigationId}", { pathParams: { navigationId: categoryId("medikamente") } });
    const landing = await call("readSeoUrl post /seo-url", { body: { filter: [{ type: "equals", field: "routeName", value: "frontend.landing.page" }], limit: 1 } });
    const landingPageId = landing.elements[0].foreignKey;
    expect((await call("readLandingPage post /landing-page/{landingPageId}", { pathParams: { landingPageId }, body: {} })).cmsPage).toBeTruthy();
    await call("readLandingPageGet get /landing-page/{landingPageId}", { pathParams: { landingPageId } });

    expect((await call("readProduct post /product", { body: { limit: 3 } })).elements).toHaveLength(3);
    await call("readProductGet get /product", { query: { limit: 3 } });
    const listing = await call("readProductListing post /product-listing/{categoryId}", { pathParams: { categoryId: categoryId("kopfschmerzen") }, body: { limit: 3 } });
    expect(listing.elements.length).toBeGreaterThan(0);
    await call("readProductListingGet get /product-listing/{categoryId}", { pathParams: { categoryId: categoryId("kopfschmerzen") } });
    const id = productId("SW10001");
    const detail = await call("readProductDetailGet get /product/{productId}", { pathParams: { productId: id } });
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

    // the product image the page shows is served by the platform
    const image = await browse("GET /media/:file", detail.product.cover.media.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
  });

  it("checkout: cart edits, pharmacy for click & collect, orders, order list, payment change, handle-payment, documents, downloads, cancel", async () => {
    const client = newClient();
    const { call, invoke, alias } = walker(client);
    await call("register post /account/register", { body: registration(`walk-order-${Date.now()}@example.ch`) });

    // cart edits on the cart page
    await call("addLineItem post /checkout/cart/line-item", { body: { items: [{ type: "product", referencedId: productId("SW10001"), quantity: 1 }] } });
    const cart = await call("addLineItem post /checkout/cart/line-item", { body: { items: [{ type: "product", referencedId: productId("SW10002"), quantity: 1 }] } });
    const [first, second] = cart.lineItems;
    expect((await call("updateLineItem patch /checkout/cart/line-item", { body: { items: [{ id: first.id, quantity: 3 }] } })).lineItems[0].quantity).toBe(3);
    expect((await call("removeLineItem post /checkout/cart/line-item/delete", { body: { ids: [second.id] } })).lineItems).toHaveLength(1);
    const again = await call("addLineItem post /checkout/cart/line-item", { body: { items: [{ type: "product", referencedId: productId("SW10002"), quantity: 1 }] } });
    expect((await call("removeLineItemDeprecated delete /checkout/cart/line-item", { query: { ids: [again.lineItems[1].id] } })).lineItems).toHaveLength(1);
    expect((await invoke("deleteCart delete /checkout/cart")).status).toBe(204);
    expect((await call("readCart get /checkout/cart")).lineItems).toEqual([]);

    // click & collect: the shopper picks a partner pharmacy (custom route, contract in src/pharmacy/README.md)
    const found = (await invoke("customerPharmacy post /customer-pharmacy", { body: { search: "Zürich", limit: 2 } })).data;
    expect(found).toMatchObject({ total: expect.any(Number), page: 1, limit: 2, selectedPharmacyId: null, selectedPharmacy: null, apiAlias: "customer_pharmacy_result" });
    const pharmacy = found.elements[0];
    expect(pharmacy).toMatchObject({ id: expect.any(String), countryIso: expect.stringMatching(/^(CH|LI)$/), openingHours: expect.any(Array), apiAlias: "pharmacy" });
    const chosen = (await invoke("customerPharmacy post /customer-pharmacy", { body: { selectPharmacyId: pharmacy.id, limit: 1 } })).data;
    expect(chosen.selectedPharmacyId).toBe(pharmacy.id);
    await call("updateContext patch /context", { body: { shippingMethodId: CLICK_AND_COLLECT_ID, paymentMethodId: paymentMethodId("invoice") } });

    // an invoice order: the synchronous handle-payment, the order list, its documents, then cancel
    await call("addLineItem post /checkout/cart/line-item", { body: { items: [{ type: "product", referencedId: productId("SW10002"), quantity: 1 }] } });
    const invoiceOrder = await call("createOrder post /checkout/order", { body: {} });
    expect((await call("handlePaymentMethodGet get /handle-payment", { query: { orderId: invoiceOrder.id, finishUrl: `${STOREFRONT}/finish` } })).redirectUrl).toBeNull();
    const orders = await call("readOrder post /order", { body: {} });
    expect(orders.orders.elements.map((o: { id: string }) => o.id)).toContain(invoiceOrder.id);
    await alias("readOrder get /order", "readOrder post /order");
    const documents = (await call("readOrder post /order", { body: { filter: [{ type: "equals", field: "id", value: invoiceOrder.id }] } })).orders.elements[0].documents;
    const invoice = documents.find((d: { documentType: { technicalName: string } }) => d.documentType.technicalName === "invoice");
    for (const op of ["download post /document/download/{documentId}/{deepLinkCode}", "downloadGet get /document/download/{documentId}/{deepLinkCode}"]) {
      const pdf = await invoke(op, { pathParams: { documentId: invoice.id, deepLinkCode: invoice.deepLinkCode }, accept: "application/pdf" });
      expect(pdf.status, op).toBe(200);
      expect(Buffer.from(await (pdf.data as Blob).arrayBuffer()).subarray(0, 5).toString(), op).toBe("%PDF-");
    }
    expect((await call("cancelOrder post /order/state/cancel", { body: { orderId: invoiceOrder.id } })).technicalName).toBe("cancelled");

    // a digital download paid with TWINT, switched to card on the order page, paid at the provider's page
    await call("updateContext patch /context", { body: { paymentMethodId: paymentMethodId("twint") } });
    await call("addLineItem post /checkout/cart/line-item", { body: { items: [{ type: "product", referencedId: productId("SW30001"), quantity: 1 }] } });
    // `revocation` (the waiver for digital content) is what Shopware's storefront sends; the document does not list it
    const order = await call("createOrder post /checkout/order", { body: { revocation: "1" } as never });
    await call("orderSetPayment post /order/payment", { body: { orderId: order.id, paymentMethodId: paymentMethodId("credit_card") } });
    const started = await call("handlePaymentMethod post /handle-payment", { body: { orderId: order.id, finishUrl: `${STOREFRONT}/finish`, errorUrl: `${STOREFRONT}/error` } });
    const page = await browse("GET /__platform/payment/:token", started.redirectUrl);
    expect(page.status).toBe(200);
    const paid = await browse("POST /__platform/payment/:token", started.redirectUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toContain(`${STOREFRONT}/finish`);
    const after = (await call("readOrder post /order", { body: { filter: [{ type: "equals", field: "id", value: order.id }] } })).orders.elements[0];
    const download = after.lineItems.flatMap((l: { downloads?: { id: string }[] }) => l.downloads ?? [])[0];
    const file = await invoke("orderDownloadFile get /order/download/{orderId}/{downloadId}", { pathParams: { orderId: order.id, downloadId: download.id }, accept: "application/octet-stream" });
    expect(file.status).toBe(200);
    expect((file.data as Blob).size).toBeGreaterThan(0);
  });

  it("account pages: guest wishlist merged at login, addresses and defaults, newsletter, loyalty card, profile, review, recovery, delete", async () => {
    const client = newClient();
    const { call, invoke, alias } = walker(client);
    const email = `walk-account-${Date.now()}@example.ch`;
    const password = registration(email).password;
    await call("register post /account/register", { body: registration(email) });
    expect((await alias("readCustomer get /account/customer", "readCustomer post /account/customer")).email).toBe(email);

    // wishlist: a Shopware storefront keeps a guest's wishlist locally and merges it after login
    await call("mergeProductOnWishlist post /customer/wishlist/merge", { body: { productIds: [productId("SW10001"), productId("SW10002")] } });
    await call("addProductOnWishlist post /customer/wishlist/add/{productId}", { pathParams: { productId: productId("SW10003") } });
    expect((await call("readCustomerWishlist post /customer/wishlist", { body: {} })).products.elements).toHaveLength(3);
    for (const number of ["SW10001", "SW10002", "SW10003"]) {
      await call("deleteProductOnWishlist delete /customer/wishlist/delete/{productId}", { pathParams: { productId: productId(number) } });
    }
    // the emptied wishlist stays (Shopware: 200, no products)
    expect((await alias("readCustomerWishlist get /customer/wishlist", "readCustomerWishlist post /customer/wishlist")).products.elements).toEqual([]);

    // addresses: list, create, edit, make it the default for both, back, delete
    const list = await call("listAddress post /account/list-address", { body: {} });
    expect(list.elements).toHaveLength(1);
    await alias("listAddress get /account/list-address", "listAddress post /account/list-address");
    const created = await call("createCustomerAddress post /account/address", {
      body: { salutationId: ACCOUNT_SEED.salutations.mrs, firstName: "Erika", lastName: "Muster", street: "Aeulestrasse 5", zipcode: "9490", city: "Vaduz", countryId: SEED_IDS.countryLi },
    });
    expect((await call("updateCustomerAddress patch /account/address/{addressId}", { pathParams: { addressId: created.id }, body: { ...created, street: "Aeulestrasse 7" } })).street).toBe("Aeulestrasse 7");
    await call("defaultShippingAddress patch /account/address/default-shipping/{addressId}", { pathParams: { addressId: created.id } });
    await call("defaultBillingAddress patch /account/address/default-billing/{addressId}", { pathParams: { addressId: created.id } });
    expect((await call("readCustomer post /account/customer", { body: {} })).defaultBillingAddressId).toBe(created.id);
    await call("defaultShippingAddress patch /account/address/default-shipping/{addressId}", { pathParams: { addressId: list.elements[0].id } });
    await call("defaultBillingAddress patch /account/address/default-billing/{addressId}", { pathParams: { addressId: list.elements[0].id } });
    expect((await invoke("deleteCustomerAddress delete /account/address/{addressId}", { pathParams: { addressId: created.id } })).status).toBe(204);

    // newsletter: the customer's own address directly; a guest's address through the double opt-in
    await call("subscribeToNewsletter post /newsletter/subscribe", { body: { email, option: "subscribe", storefrontUrl: STOREFRONT } });
    expect((await call("readNewsletterRecipient post /account/newsletter-recipient", { body: {} })).status).toBe("direct");
    await call("unsubscribeToNewsletter post /newsletter/unsubscribe", { body: { email } });
    expect((await call("readNewsletterRecipient post /account/newsletter-recipient", { body: {} })).status).toBe("optOut");
    const guest = walker(newClient());
    const reader = `walk-leser-${Date.now()}@example.ch`;
    await guest.call("subscribeToNewsletter post /newsletter/subscribe", { body: { email: reader, option: "subscribe", storefrontUrl: STOREFRONT } });
    const optIn = new URL((await mails(app, reader)).find((m) => m.template === "newsletter_double_opt_in")!.links[0]!);
    await guest.call("confirmNewsletter post /newsletter/confirm", { body: { hash: optIn.searchParams.get("hash"), em: createHash("sha1").update(reader).digest("hex") } });

    // loyalty card (custom route, contract src/loyalty/schema.ts): a pharmacy hands out a card, the customer links it
    const card = (await app.inject({ method: "POST", url: "/__platform/loyalty-cards", payload: { points: 120 } })).json();
    const none = (await invoke("loyalty post /loyalty", { body: { action: "get" } })).data;
    expect(ajv.validate(loyaltyResponseSchema, none), JSON.stringify(ajv.errors)).toBe(true);
    expect(none.card).toBeNull();
    const linked = (await invoke("loyalty post /loyalty", { body: { action: "link", cardNumber: card.cardNumber, pin: card.pin } })).data;
    expect(ajv.validate(loyaltyResponseSchema, linked), JSON.stringify(ajv.errors)).toBe(true);
    expect(linked.card).toMatchObject({ cardNumber: card.cardNumber, points: 120 });

    // profile, e-mail, password, language, a review, the contact form and a poll
    await call("changeProfile post /account/change-profile", { body: { salutationId: ACCOUNT_SEED.salutations.mrs, firstName: "Erika", lastName: "Beispiel" } });
    const email2 = `walk-account2-${Date.now()}@example.ch`;
    await call("changeEmail post /account/change-email", { body: { email: email2, emailConfirmation: email2, password } });
    await call("changePassword post /account/change-password", { body: { password, newPassword: "anderes-Passwort-2", newPasswordConfirm: "anderes-Passwort-2" } });
    await call("changeLanguage post /account/change-language", { body: { languageId: SEED_IDS.languages.it } });
    expect((await call("readCustomer post /account/customer", { body: {} })).languageId).toBe(SEED_IDS.languages.it);
    await call("saveProductReview post /product/{productId}/review", {
      pathParams: { productId: productId("SW10003") },
      body: { title: "Hilft schnell", content: "Wirkt bei mir zuverlässig und schnell gegen Kopfschmerzen.", points: 5 },
    });
    await call("sendContactMail post /contact-form", {
      body: { salutationId: ACCOUNT_SEED.salutations.mrs, firstName: "Erika", lastName: "Beispiel", email: email2, subject: "Frage", comment: "Haben Sie Vitamin D3 Tropfen an Lager?" },
    });
    // shop polls (custom routes, contract src/contact/README.md)
    const pollId = "poll-erkaeltung-vorbeugen";
    const poll = (await invoke("shopPoll post /shop-poll/{pollId}", { pathParams: { pollId }, body: {} })).data;
    expect(poll).toMatchObject({ pollId, totalVotes: expect.any(Number), votedOptionId: null, apiAlias: "shop_poll_result" });
    const voted = (await invoke("shopPollVote post /shop-poll/{pollId}/vote", { pathParams: { pollId }, body: { optionId: poll.options[0].id } })).data;
    expect(voted).toMatchObject({ pollId, totalVotes: poll.totalVotes + 1, votedOptionId: poll.options[0].id, apiAlias: "shop_poll_result" });

    // forgotten password, logged out; then log in with the new one and delete the account
    await call("logoutCustomer post /account/logout");
    await call("sendRecoveryMail post /account/recovery-password", { body: { email: email2, storefrontUrl: STOREFRONT } });
    const recovery = new URL((await mails(app, email2)).find((m) => m.template === "password_recovery")!.links[0]!);
    const hash = recovery.searchParams.get("hash")!;
    expect((await call("getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired", { body: { hash } })).isExpired).toBe(false);
    await call("recoveryPassword post /account/recovery-password-confirm", { body: { hash, newPassword: "drittes-Passwort-3", newPasswordConfirm: "drittes-Passwort-3" } });
    expect((await call("loginCustomer post /account/login", { body: { username: email2, password: "drittes-Passwort-3" } })).contextToken).toBeTruthy();
    expect((await invoke("deleteCustomer delete /account/customer")).status).toBe(204);
  });
});

describe("registration with the sales channel's double opt-in on", () => {
  it("register answers the customer without logging in; the mail's link confirms and logs in", async () => {
    const KEY = "/__platform/settings/core.loginRegistration.doubleOptInRegistration";
    expect((await app.inject({ method: "PUT", url: KEY, payload: { value: "1" } })).statusCode).toBe(200);
    try {
      const { call } = walker(newClient());
      const email = `walk-doi-${Date.now()}@example.ch`;
      expect(await call("register post /account/register", { body: registration(email) })).toMatchObject({ doubleOptInRegistration: true, hash: "" });
      const link = new URL((await mails(app, email)).find((m) => m.template === "registration_double_opt_in")!.links[0]!);
      const confirmed = await call("registerConfirm post /account/register-confirm", {
        body: { hash: link.searchParams.get("hash")!, em: link.searchParams.get("em")! },
      });
      expect(confirmed.email).toBe(email);
      expect((await call("readCustomer post /account/customer", { body: {} })).id).toBe(confirmed.id);
    } finally {
      await app.inject({ method: "DELETE", url: KEY });
    }
  });
});

describe("the walk covers the platform", () => {
  it("walked every route the platform registers, except its own test and dev tools under /__platform/", () => {
    // runs after the walks above (vitest keeps file order)
    const offered = registeredRoutes(app).filter((route) => !/ \/__platform\/(?!payment\/)/.test(route));
    expect(offered.length).toBeGreaterThan(85);
    expect(offered.filter((route) => !walked.has(route))).toEqual([]);
    expect([...walked].filter((route) => !offered.includes(route))).toEqual([]);
  });
});
