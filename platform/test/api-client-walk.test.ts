/**
 * A storefront's walk through the official @shopware/api-client against the platform over real
 * HTTP, every answer validated against storeApiSchema.json with `required` ENFORCED.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { createAPIClient } from "@shopware/api-client";
import type { operations } from "@shopware/api-client/store-api-types";
import { SEED_IDS, categoryId, productId } from "../src/seed/ids.js";
import { ACCESS_KEY } from "./helpers.js";
import { createAccountPlatform, registration } from "./account-helpers.js";

type Node = Record<string, unknown>;

/**
 * Strict reading of the document. Every relaxation is one Shopware itself needs:
 * - a property that is NOT required may be null: Shopware serialises unset fields as null;
 * - an object without declared properties, and any `extensions` map, may be [] (PHP's empty array
 *   serialises as a list; Shopware's cart structs send "extensions": []);
 * - EntitySearchResult.aggregations is a map keyed by aggregation name ([] when empty), not an array;
 * - LineItem.payload is a free map (productNumber, options, …), not a Product; delivery dimensions are floats;
 * - PropertyGroupOption lists a required "option" that is no field of Shopware's entity;
 * - Product.seoCategory is required, but Shopware fills it only on the product detail route
 *   (listings and search send null); the walk asserts the detail answer carries it.
 * Required properties stay required and non-null.
 */
function strict(schema: unknown): void {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return;
  const n = schema as Node;
  for (const key of ["allOf", "anyOf", "oneOf", "prefixItems"]) if (Array.isArray(n[key])) (n[key] as unknown[]).forEach(strict);
  for (const key of ["items", "not", "additionalProperties", "contains"]) strict(n[key]);
  if (n.additionalProperties === false && !n.properties && Array.isArray(n.allOf)) delete n.additionalProperties;
  if (n.type === "object" && !n.properties) n.type = ["object", "array"];
  if (n.properties && typeof n.properties === "object") {
    const required = new Set(Array.isArray(n.required) ? (n.required as string[]) : []);
    for (const [key, prop] of Object.entries(n.properties as Node)) {
      strict(prop);
      const relaxed = key === "extensions" ? { anyOf: [prop, { type: "array", maxItems: 0 }] } : prop;
      (n.properties as Node)[key] = required.has(key) ? relaxed : { anyOf: [relaxed, { type: "null" }] };
    }
  }
}

function strictDocument(): Node {
  const file = new URL("../node_modules/@shopware/api-client/api-types/storeApiSchema.json", import.meta.url);
  const doc = JSON.parse(readFileSync(file, "utf8")) as Node;
  const schemas = (doc.components as Node).schemas as Node;
  const esr = schemas.EntitySearchResult as Node;
  (esr.properties as Node).aggregations = { anyOf: [(esr.properties as Node).aggregations, { type: "object" }] };
  const product = schemas.Product as Node;
  product.required = (product.required as string[]).filter((r) => r !== "seoCategory");
  const pgo = schemas.PropertyGroupOption as Node;
  pgo.required = (pgo.required as string[]).filter((r) => r !== "option");
  ((schemas.LineItem as Node).properties as Node).payload = { type: "object" };
  const deliveryInfo = (schemas.CartDeliveryInformation as Node).properties as Node;
  for (const dim of ["weight", "height", "width", "length"]) if (deliveryInfo[dim]) deliveryInfo[dim] = { type: "number" };
  Object.values(schemas).forEach(strict);
  for (const response of Object.values((doc.components as Node).responses as Node)) {
    for (const media of Object.values(((response as Node).content ?? {}) as Node)) strict((media as Node).schema);
  }
  for (const path of Object.values(doc.paths as Node)) {
    for (const op of Object.values(path as Node)) {
      for (const response of Object.values(((op as Node).responses ?? {}) as Node)) {
        for (const media of Object.values(((response as Node).content ?? {}) as Node)) strict((media as Node).schema);
      }
    }
  }
  doc.$id = "store-api-strict";
  return doc;
}

const document = strictDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats.default(ajv);
ajv.addSchema(document);

/** Validates the 200 answer of an operation ("readContext get /context") against its documented schema. */
function validateAnswer(operation: string, data: unknown): string[] {
  const [, method, path] = operation.split(" ") as [string, string, string];
  const response = (((document.paths as Node)[path] as Node)[method] as Node).responses as Node;
  // a shared response (ContextTokenResponse) is a $ref into components/responses
  const ref = (response["200"] as Node).$ref as string | undefined;
  const base = ref ? ref.slice(2) : `paths/${path.replace(/\//g, "~1")}/${method}/responses/200`;
  const pointer = `${base}/content/application~1json/schema`;
  const validate = ajv.getSchema(`store-api-strict#/${pointer}`) ?? ajv.compile({ $ref: `store-api-strict#/${pointer}` });
  if (validate(data)) return [];
  return (validate.errors ?? []).slice(0, 12).map((e: ErrorObject) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}

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
    const seen: string[] = [];
    async function call<T = Record<string, any>>(operation: keyof operations & string, params?: Record<string, unknown>): Promise<T> {
      const { data, status } = await (client.invoke as (op: string, p?: unknown) => Promise<{ data: unknown; status: number }>)(operation, params);
      expect(status, operation).toBe(200);
      expect(validateAnswer(operation, data), operation).toEqual([]);
      seen.push(operation.split(" ")[0]!);
      return data as T;
    }

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
