import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createPlatform, headers, responseSchema, validatorFor } from "./helpers.js";
import { SEED_IDS, categoryId, productId } from "../src/seed/ids.js";

const L = SEED_IDS.languages;
let app: FastifyInstance;

beforeAll(async () => {
  app = createPlatform().app;
  await app.ready();
});
afterAll(async () => app.close());

describe("contract: responses validate against the official Store API document", () => {
  it("GET /store-api/context -> SalesChannelContext", async () => {
    const res = await app.inject({ method: "GET", url: "/store-api/context", headers: headers() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validatorFor("components/schemas/SalesChannelContext")(body)).toEqual([]);
    expect(body.apiAlias).toBe("sales_channel_context");
    expect(body.token).toBe(res.headers["sw-context-token"]);
    expect(body.currency.isoCode).toBe("CHF");
    expect(body.currency.symbol).toBe("CHF");
    expect(body.salesChannel.navigationCategoryId).toBe(SEED_IDS.navigationRoot);
    expect(body.salesChannel.languageId).toBe(L.de);
    expect(body.salesChannel.countryId).toBe(SEED_IDS.countryCh);
    expect(body.customer).toBeNull();
    expect(body.shippingLocation.country.iso).toBe("CH");
    expect(body.context.taxState).toBe("gross");
    expect(body.context.languageIdChain).toEqual([L.de]);
    expect(body.paymentMethod.id).toBe(SEED_IDS.paymentDefault);
    expect(body.shippingMethod.id).toBe(SEED_IDS.shippingDefault);
  });

  it("PATCH /store-api/context -> ContextTokenResponse", async () => {
    const res = await app.inject({ method: "PATCH", url: "/store-api/context", headers: headers(), payload: { languageId: L.fr } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validatorFor(responseSchema("ContextTokenResponse"))(body)).toEqual([]);
    expect(body.contextToken).toBe(res.headers["sw-context-token"]);
    expect(body.redirectUrl).toBeNull();
  });

  it.each(["GET", "POST"] as const)("%s /store-api/language -> LanguageListResponse", async (method) => {
    const res = await app.inject({ method, url: "/store-api/language", headers: headers(), ...(method === "POST" ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validatorFor(responseSchema("LanguageListResponse"))(body)).toEqual([]);
    expect(body.entity).toBe("language");
    expect(body.total).toBe(3);
    expect(body.elements.map((l: { translationCode: { code: string } }) => l.translationCode.code)).toEqual(["de-CH", "it-CH", "fr-CH"]);
    expect(body.elements.map((l: { id: string }) => l.id)).toEqual([L.de, L.it, L.fr]);
  });

  it("POST /store-api/navigation/main-navigation/main-navigation -> NavigationRouteResponse", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/store-api/navigation/main-navigation/main-navigation",
      headers: headers({ "sw-include-seo-urls": "true" }),
      payload: { depth: 2, buildTree: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validatorFor("components/schemas/NavigationRouteResponse")(body)).toEqual([]);
    expect(body.map((c: { name: string }) => c.name)).toEqual(["Medikamente", "Nahrungsergänzung", "Schönheit", "Körperpflege", "Baby", "Haushalt"]);
    const med = body[0];
    expect(med.id).toBe(categoryId("medikamente"));
    expect(med.children.map((c: { name: string }) => c.name)).toEqual(["Schmerzen & Fieber", "Erkältung & Grippe", "Magen & Darm", "Allergien", "Schlaf & Nerven"]);
    expect(med.children[0].children).toEqual([]);
    expect(med.seoUrls[0].seoPathInfo).toBe("Medikamente/");
    expect(med.children[0].seoUrls[0].seoPathInfo).toBe("Medikamente/Schmerzen-Fieber/");
  });

  it("POST /store-api/product -> ProductListResponse", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/store-api/product",
      headers: headers({ "sw-include-seo-urls": "true" }),
      payload: { limit: 20, "total-count-mode": "exact", associations: { cover: {}, manufacturer: {}, nonsense: {} } },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validatorFor(responseSchema("ProductListResponse"))(body)).toEqual([]);
    expect(body.entity).toBe("product");
    expect(body.apiAlias).toBe("dal_entity_search_result");
    expect(body.total).toBeGreaterThanOrEqual(1000);
    const aspirin = body.elements.find((p: { productNumber: string }) => p.productNumber === "SW10001");
    expect(aspirin.id).toBe(productId("SW10001"));
    expect(aspirin.translated.name).toBe("Aspirin 500 mg, 20 Tabletten");
    expect(aspirin.calculatedPrice.unitPrice).toBe(8.9);
    expect(aspirin.calculatedPrice.listPrice).toMatchObject({ price: 10.5, discount: -1.6, percentage: 15.24 });
    expect(aspirin.calculatedPrice.calculatedTaxes[0].taxRate).toBe(2.6);
    expect(aspirin.manufacturer.name).toBe("Bayer");
    expect(aspirin.cover.media.url).toBe(`http://platform.test/media/${aspirin.id}.webp`);
    expect(aspirin.cover.media.thumbnails.map((t: { width: number }) => t.width)).toEqual([400, 800, 1900]);
    expect(aspirin.seoUrls).toHaveLength(1);
    expect(aspirin.seoUrls[0].seoPathInfo).toBe("Aspirin-500-mg-20-Tabletten/SW10001");
    const hipp = body.elements.find((p: { productNumber: string }) => p.productNumber === "SW10012");
    expect(hipp.available).toBe(false);
    const elmex = body.elements.find((p: { productNumber: string }) => p.productNumber === "SW10009");
    expect(elmex.calculatedPrice.referencePrice).toMatchObject({ purchaseUnit: 75, referenceUnit: 100, price: 7.93 });
    expect(elmex.calculatedPrice.calculatedTaxes[0].taxRate).toBe(8.1);
  });

  it("POST /store-api/seo-url -> SeoUrlListResponse", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/store-api/seo-url",
      headers: headers({ "sw-language-id": L.it }),
      payload: { filter: [{ type: "equals", field: "seoPathInfo", value: "Medicamenti/" }] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validatorFor(responseSchema("SeoUrlListResponse"))(body)).toEqual([]);
    expect(body.elements).toHaveLength(1);
    expect(body.elements[0]).toMatchObject({
      foreignKey: categoryId("medikamente"),
      routeName: "frontend.navigation.page",
      pathInfo: `/navigation/${categoryId("medikamente")}`,
      isCanonical: true,
      languageId: L.it,
      salesChannelId: SEED_IDS.salesChannel,
    });
    const byPath = await app.inject({
      method: "POST",
      url: "/store-api/seo-url",
      headers: headers({ "sw-language-id": L.fr }),
      payload: { filter: [{ type: "equals", field: "pathInfo", value: `/detail/${productId("SW10001")}` }] },
    });
    expect(byPath.json().elements[0]).toMatchObject({ routeName: "frontend.detail.page", seoPathInfo: "Aspirin-500-mg-20-comprimes/SW10001" });
  });

  it("error responses match the `failure` schema", async () => {
    const failure = validatorFor("components/schemas/failure");
    const missing = await app.inject({ method: "GET", url: "/store-api/context" });
    expect(failure(missing.json())).toEqual([]);
    const notFound = await app.inject({ method: "GET", url: "/store-api/nope", headers: headers() });
    expect(notFound.statusCode).toBe(404);
    expect(failure(notFound.json())).toEqual([]);
    const bad = await app.inject({ method: "POST", url: "/store-api/product", headers: headers(), payload: { limit: 500 } });
    expect(failure(bad.json())).toEqual([]);
  });
});

describe("translations via sw-language-id", () => {
  it.each([
    [L.de, "Aspirin 500 mg, 20 Tabletten", "Medikamente"],
    [L.it, "Aspirin 500 mg, 20 compresse", "Medicamenti"],
    [L.fr, "Aspirin 500 mg, 20 comprimés", "Médicaments"],
  ])("language %s", async (languageId, productName, categoryName) => {
    const h = headers({ "sw-language-id": languageId });
    const products = await app.inject({ method: "POST", url: "/store-api/product", headers: h, payload: { ids: [productId("SW10001")] } });
    expect(products.json().elements[0].name).toBe(productName);
    expect(products.json().elements[0].translated.name).toBe(productName);
    const nav = await app.inject({ method: "POST", url: "/store-api/navigation/main-navigation/main-navigation", headers: h, payload: { depth: 1 } });
    expect(nav.json()[0].name).toBe(categoryName);
  });

  it("omits seoUrls unless sw-include-seo-urls is true", async () => {
    const products = await app.inject({ method: "POST", url: "/store-api/product", headers: headers(), payload: { limit: 1 } });
    expect(products.json().elements[0].seoUrls).toBeNull();
    const nav = await app.inject({ method: "POST", url: "/store-api/navigation/main-navigation/main-navigation", headers: headers(), payload: {} });
    expect(nav.json()[0].seoUrls).toBeNull();
  });
});

describe("the lenient validator still rejects wrong shapes", () => {
  it("flags a missing required field and a wrong apiAlias", () => {
    const validate = validatorFor(responseSchema("ProductListResponse"));
    expect(validate({ elements: [{ id: "x".repeat(32), apiAlias: "product" }] }).length).toBeGreaterThan(0);
    expect(validatorFor("components/schemas/SalesChannelContext")({ apiAlias: "nope" }).length).toBeGreaterThan(0);
  });
});
