/**
 * The table of every route the platform registers: route → Store API operation id (or custom /
 * internal) → the tests that call it. api-client-walk calls every route through the official
 * @shopware/api-client with answers validated strictly; the first test here fails when the platform
 * registers a route that has no row, so the table stays complete. The custom routes' documented
 * errors are checked here through the api-client too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createAPIClient } from "@shopware/api-client";
import type { operations } from "@shopware/api-client/store-api-types";
import { ACCESS_KEY } from "./helpers.js";
import { createAccountPlatform, registration } from "./account-helpers.js";
import { refusal, strictCaller } from "./store-api-strict.js";
import { registeredRoutes } from "./registered-routes.js";

const WALK = "api-client-walk";
const HERE = "api-client-routes";
const CUSTOM = "custom (not in storeApiSchema.json; contract in docs/ARCHITECTURE.md)";

/** route → Store API operation id (or CUSTOM / internal) → tests that call it through the api-client */
const ROUTES: [route: string, operation: string, tests: string][] = [
  ["GET /store-api/context", "readContext", WALK],
  ["PATCH /store-api/context", "updateContext", WALK],
  ["GET /store-api/language", "readLanguagesGet", WALK],
  ["POST /store-api/language", "readLanguages", `${WALK}, frontends-helpers`],
  ["GET /store-api/payment-method", "readPaymentMethodGet", WALK],
  ["POST /store-api/payment-method", "readPaymentMethod", WALK],
  ["GET /store-api/shipping-method", "readShippingMethodGet", WALK],
  ["POST /store-api/shipping-method", "readShippingMethod", WALK],
  ["GET /store-api/salutation", "readSalutationGet", WALK],
  ["POST /store-api/salutation", "readSalutation", WALK],
  ["GET /store-api/country", "readCountryGet", WALK],
  ["POST /store-api/country", "readCountry", WALK],
  ["POST /store-api/navigation/:activeId/:rootId", "readNavigation", `${WALK}, frontends-helpers`],
  ["GET /store-api/navigation/:activeId/:rootId", "readNavigationGet", WALK],
  ["POST /store-api/seo-url", "readSeoUrl", `${WALK}, frontends-helpers`],
  ["GET /store-api/seo-url", "readSeoUrlGet", WALK],
  ["POST /store-api/category/:navigationId", "readCategory", `${WALK}, frontends-helpers`],
  ["GET /store-api/category/:navigationId", "readCategoryGet", WALK],
  ["GET /store-api/breadcrumb/:id", "readBreadcrumb", WALK],
  ["POST /store-api/landing-page/:landingPageId", "readLandingPage", `${WALK}, frontends-helpers`],
  ["GET /store-api/landing-page/:landingPageId", "readLandingPageGet", WALK],
  ["POST /store-api/product", "readProduct", WALK],
  ["GET /store-api/product", "readProductGet", WALK],
  ["POST /store-api/product-listing/:categoryId", "readProductListing", WALK],
  ["GET /store-api/product-listing/:categoryId", "readProductListingGet", WALK],
  ["POST /store-api/product/:productId", "readProductDetail", `${WALK}, frontends-helpers`],
  ["GET /store-api/product/:productId", "readProductDetailGet", WALK],
  ["POST /store-api/product/:productId/reviews", "readProductReviews", WALK],
  ["GET /store-api/product/:productId/reviews", "readProductReviewsGet", WALK],
  ["POST /store-api/product/:productId/review", "saveProductReview", WALK],
  ["POST /store-api/product/:productId/cross-selling", "readProductCrossSellings", WALK],
  ["GET /store-api/product/:productId/cross-selling", "readProductCrossSellingsGet", WALK],
  ["POST /store-api/search", "searchPage", WALK],
  ["GET /store-api/search", "searchPageGet", WALK],
  ["POST /store-api/search-suggest", "searchSuggest", WALK],
  ["GET /store-api/search-suggest", "searchSuggestGet", WALK],
  ["POST /store-api/account/register", "register", WALK],
  ["POST /store-api/account/register-confirm", "registerConfirm", WALK],
  ["GET /store-api/customer-group-registration/config/:customerGroupId", "getCustomerGroupRegistrationInfo", WALK],
  ["POST /store-api/account/login", "loginCustomer", WALK],
  ["POST /store-api/account/logout", "logoutCustomer", WALK],
  ["POST /store-api/account/customer", "readCustomer", WALK],
  ["GET /store-api/account/customer", "readCustomer (GET alias; the client sends POST)", "account.test"],
  ["DELETE /store-api/account/customer", "deleteCustomer", WALK],
  ["POST /store-api/account/change-profile", "changeProfile", WALK],
  ["POST /store-api/account/change-email", "changeEmail", WALK],
  ["POST /store-api/account/change-password", "changePassword", WALK],
  ["POST /store-api/account/change-language", "changeLanguage", WALK],
  ["POST /store-api/account/recovery-password", "sendRecoveryMail", WALK],
  ["POST /store-api/account/customer-recovery-is-expired", "getCustomerRecoveryIsExpired", WALK],
  ["POST /store-api/account/recovery-password-confirm", "recoveryPassword", WALK],
  ["POST /store-api/account/list-address", "listAddress", WALK],
  ["GET /store-api/account/list-address", "listAddress (GET alias; the client sends POST)", "account.test"],
  ["POST /store-api/account/address", "createCustomerAddress", WALK],
  ["PATCH /store-api/account/address/:addressId", "updateCustomerAddress", WALK],
  ["DELETE /store-api/account/address/:addressId", "deleteCustomerAddress", WALK],
  ["PATCH /store-api/account/address/default-billing/:addressId", "defaultBillingAddress", WALK],
  ["PATCH /store-api/account/address/default-shipping/:addressId", "defaultShippingAddress", WALK],
  ["POST /store-api/newsletter/subscribe", "subscribeToNewsletter", WALK],
  ["POST /store-api/newsletter/confirm", "confirmNewsletter", WALK],
  ["POST /store-api/newsletter/unsubscribe", "unsubscribeToNewsletter", WALK],
  ["POST /store-api/account/newsletter-recipient", "readNewsletterRecipient", WALK],
  ["POST /store-api/customer/wishlist", "readCustomerWishlist", WALK],
  ["GET /store-api/customer/wishlist", "readCustomerWishlist (GET alias; the client sends POST)", "wishlist-loyalty.test"],
  ["POST /store-api/customer/wishlist/add/:productId", "addProductOnWishlist", WALK],
  ["DELETE /store-api/customer/wishlist/delete/:productId", "deleteProductOnWishlist", WALK],
  ["POST /store-api/customer/wishlist/merge", "mergeProductOnWishlist", WALK],
  ["GET /store-api/checkout/cart", "readCart", WALK],
  ["POST /store-api/checkout/cart/line-item", "addLineItem", WALK],
  ["PATCH /store-api/checkout/cart/line-item", "updateLineItem", WALK],
  ["POST /store-api/checkout/cart/line-item/delete", "removeLineItem", WALK],
  ["DELETE /store-api/checkout/cart/line-item", "removeLineItemDeprecated", WALK],
  ["DELETE /store-api/checkout/cart", "deleteCart", WALK],
  ["POST /store-api/checkout/order", "createOrder", WALK],
  ["POST /store-api/order", "readOrder", WALK],
  ["GET /store-api/order", "readOrder (GET alias; the client sends POST)", "order.test"],
  ["POST /store-api/order/state/cancel", "cancelOrder", WALK],
  ["POST /store-api/order/payment", "orderSetPayment", WALK],
  ["POST /store-api/handle-payment", "handlePaymentMethod", `${WALK}, payment-contract`],
  ["GET /store-api/handle-payment", "handlePaymentMethodGet", `${WALK}, payment-contract`],
  ["POST /store-api/document/download/:documentId/:deepLinkCode", "download", `${WALK}, payment-contract`],
  ["GET /store-api/document/download/:documentId/:deepLinkCode", "downloadGet", WALK],
  ["GET /store-api/order/download/:orderId/:downloadId", "orderDownloadFile", `${WALK}, payment-contract`],
  ["POST /store-api/contact-form", "sendContactMail", `${WALK}, contact.test`],
  ["POST /store-api/loyalty", CUSTOM, `${WALK}, ${HERE}, wishlist-loyalty.test`],
  ["POST /store-api/customer-pharmacy", CUSTOM, `${WALK}, ${HERE}, pharmacy.test`],
  ["POST /store-api/shop-poll/:pollId", CUSTOM, `${WALK}, ${HERE}, contact.test`],
  ["POST /store-api/shop-poll/:pollId/vote", CUSTOM, `${WALK}, ${HERE}, contact.test`],
  ["GET /__platform/payment/:token", "internal: the payment provider simulator's page", "payment.test"],
  ["POST /__platform/payment/:token", "internal: the payment provider simulator's answer", `${WALK}, payment.test`],
  ["GET /media/:file", "media files (Shopware serves them outside the Store API too)", "media.test, packshot.test"],
  ["GET /__platform/requests", "internal: request log", "access-key.test, persistence.test"],
  ["DELETE /__platform/requests", "internal: request log", "access-key.test, persistence.test"],
  ["GET /__platform/mails", "internal: sent mails", `${WALK}, account.test, contact.test`],
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

const newClient = () => createAPIClient<operations>({ baseURL, accessToken: ACCESS_KEY });
const invoke = (client: ReturnType<typeof newClient>, operation: string, params?: unknown) =>
  (client.invoke as (op: string, p?: unknown) => Promise<{ data: unknown; status: number }>)(operation, params);

describe("the route table", () => {
  it("lists every route the platform registers, each once", () => {
    const registered = registeredRoutes(app);
    expect(registered.length).toBeGreaterThan(90);
    expect(registered.sort()).toEqual(ROUTES.map(([r]) => r).sort());
  });
});

describe("the custom routes' documented errors through the official @shopware/api-client", () => {
  it("loyalty, customer-pharmacy and shop-poll refuse as docs/ARCHITECTURE.md \"Custom routes a Shopware plugin must add\" says", async () => {
    const client = newClient();
    expect(await refusal(invoke(client, "loyalty post /loyalty", { body: { action: "get" } }))).toEqual({ status: 403, codes: ["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"] });
    expect(await refusal(invoke(client, "customerPharmacy post /customer-pharmacy", { body: { selectPharmacyId: "0".repeat(32) } }))).toEqual({ status: 404, codes: ["PHARMACY__NOT_FOUND"] });
    expect(await refusal(invoke(client, "customerPharmacy post /customer-pharmacy", { body: { limit: 0, search: 5 } }))).toEqual({
      status: 400,
      codes: expect.arrayContaining(["VIOLATION::NOT_IN_RANGE_ERROR", "VIOLATION::INVALID_TYPE_ERROR"]),
    });
    expect(await refusal(invoke(client, "shopPoll post /shop-poll/{pollId}", { pathParams: { pollId: "no-such-poll" }, body: {} }))).toEqual({ status: 404, codes: ["CONTENT__POLL_NOT_FOUND"] });

    const { call } = strictCaller(client);
    await call("register post /account/register", { body: registration(`loyal-${Date.now()}@example.ch`) });
    expect(await refusal(invoke(client, "loyalty post /loyalty", { body: { action: "link", cardNumber: "123", pin: "1234" } }))).toEqual({ status: 400, codes: ["VIOLATION::LOYALTY_CARD_NUMBER_INVALID"] });

    const pollId = "poll-erkaeltung-vorbeugen";
    const poll = (await invoke(client, "shopPoll post /shop-poll/{pollId}", { pathParams: { pollId }, body: {} })).data as { options: { id: string }[] };
    await invoke(client, "shopPollVote post /shop-poll/{pollId}/vote", { pathParams: { pollId }, body: { optionId: poll.options[0]!.id } });
    expect(await refusal(invoke(client, "shopPollVote post /shop-poll/{pollId}/vote", { pathParams: { pollId }, body: { optionId: poll.options[1]!.id } }))).toEqual({
      status: 400,
      codes: ["CONTENT__POLL_ALREADY_VOTED"],
    });
  });
});
