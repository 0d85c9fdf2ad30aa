/**
 * A storefront's walk through the official @shopware/api-client against the platform over real
 * HTTP, every answer validated against storeApiSchema.json with `required` ENFORCED.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createAPIClient } from "@shopware/api-client";
import type { operations } from "@shopware/api-client/store-api-types";
import { SEED_IDS, categoryId, productId } from "../src/seed/ids.js";
import { ACCESS_KEY } from "./helpers.js";
import { createAccountPlatform, registration } from "./account-helpers.js";
import { strictCaller, validateAnswer } from "./store-api-strict.js";

let app: FastifyInstance;
let baseURL: string;

beforeAll(async () => {
  ({ app } = createAccountPlatform());
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  baseURL = `${address}/store-api`;
});
afterAll(async () => app.close());

describe("the strict reading itself", () => {
  it("enforces required fields and rejects null where Shopware never sends it", () => {
    expect(validateAnswer("readContext get /context", {})).not.toEqual([]);
    expect(validateAnswer("readBreadcrumb get /breadcrumb/{id}", [{ name: "x", categoryId: "a".repeat(32), type: "page", translated: {}, apiAlias: "breadcrumb" }]).join()).toContain("path");
    expect(validateAnswer("readBreadcrumb get /breadcrumb/{id}", [{ name: null, categoryId: "a".repeat(32), type: "page", translated: {}, path: "x/", apiAlias: "breadcrumb" }])).not.toEqual([]);
  });
});

describe("a storefront walks the platform through the official @shopware/api-client (strict schema)", () => {
  it("home, navigation, category, product, breadcrumb, search, cart and account: every answer valid", async () => {
    const client = createAPIClient<operations>({ baseURL, accessToken: ACCESS_KEY, defaultHeaders: { "sw-include-seo-urls": "true" } });
    const { call, seen } = strictCaller(client);

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
});
