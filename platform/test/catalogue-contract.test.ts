import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/connection.js";
import { createPlatform, headers, responseSchema, validatorFor } from "./helpers.js";
import { SEED_IDS, categoryId, productId } from "../src/seed/ids.js";
import { landingPageId } from "../src/seed/catalogue/insert-cms.js";

const L = SEED_IDS.languages;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = createPlatform());
  await app.ready();
});
afterAll(async () => app.close());

async function post(url: string, payload: object = {}, extra: Record<string, string> = {}) {
  const res = await app.inject({ method: "POST", url, headers: headers(extra), payload });
  return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
}
const failure = () => validatorFor("components/schemas/failure");
const schema = (name: string) => validatorFor(`components/schemas/${name}`);

/** every slot of a CMS page, flattened */
function slots(page: { sections: { blocks: { type: string; visibility: unknown; slots: { type: string; data: unknown }[] }[] }[] }) {
  return page.sections.flatMap((s) => s.blocks.flatMap((b) => b.slots.map((sl) => ({ ...sl, block: b }))));
}

describe("contract: catalogue endpoints validate against the official Store API document", () => {
  it("POST /store-api/category/{id} -> Category with cmsPage, breadcrumb and a resolved listing slot", async () => {
    const { status, body } = await post(`/store-api/category/${categoryId("kopfschmerzen")}`, { limit: 5 }, { "sw-include-seo-urls": "true" });
    expect(status).toBe(200);
    expect(schema("Category")(body)).toEqual([]);
    expect(body.apiAlias).toBe("category");
    expect(body.breadcrumb).toEqual(["Startseite", "Medikamente", "Schmerzen & Fieber", "Kopfschmerzen"]);
    expect(body.seoUrls[0].seoPathInfo).toBe("Medikamente/Schmerzen-Fieber/Kopfschmerzen/");
    expect(schema("CmsPage")(body.cmsPage)).toEqual([]);
    expect(body.cmsPage.type).toBe("product_list");
    const all = slots(body.cmsPage);
    expect(all.map((s) => s.type)).toEqual(expect.arrayContaining(["category-navigation", "sidebar-filter", "product-listing"]));
    const listing = all.find((s) => s.type === "product-listing")!.data as { listing: { elements: unknown[]; apiAlias: string; total: number } };
    expect(listing.listing.apiAlias).toBe("product_listing");
    expect(listing.listing.elements).toHaveLength(5);
    expect(schema("ProductListingResult")(listing.listing)).toEqual([]);
    // category-navigation is hidden on mobile (per-device visibility)
    expect(all.find((s) => s.type === "category-navigation")!.block.visibility).toEqual({ mobile: false, tablet: true, desktop: true });
  });

  it("category: home alias, top-level layout with mapped description, it/fr names, 404 and 400", async () => {
    const home = await post("/store-api/category/home", {});
    expect(home.status).toBe(200);
    expect(home.body.id).toBe(SEED_IDS.navigationRoot);
    const types = slots(home.body.cmsPage).map((s) => s.type);
    for (const t of ["image", "text", "product-slider", "category-navigation"]) expect(types).toContain(t);
    // the hero: Shopware's image-text block, a wide, low picture (width/height in its metadata and thumbnails) beside the message
    const hero = slots(home.body.cmsPage).find((s) => s.type === "image")!;
    expect(hero.block.type).toBe("image-text");
    const heroMedia = (hero.data as { media: { url: string; metaData: { width: number; height: number }; thumbnails: { width: number; height: number }[] } }).media;
    expect(heroMedia.url).toMatch(/^http:\/\/platform\.test\/media\/banner-home-winter\.webp$/);
    expect(heroMedia.metaData).toEqual({ width: 1900, height: 1140, type: 2 });
    expect(heroMedia.thumbnails.find((t) => t.width === 400)!.height).toBe(240);

    const top = await post(`/store-api/category/${categoryId("medikamente")}`, { limit: 1 }, { "sw-language-id": L.fr });
    expect(top.body.translated.name).toBe("Médicaments");
    const text = slots(top.body.cmsPage).filter((s) => s.type === "text").at(-1)!.data as { content: string };
    expect(text.content).toContain("Médicaments sans ordonnance");

    const missing = await post(`/store-api/category/${"a".repeat(32)}`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe("CONTENT__CATEGORY_NOT_FOUND");
    expect(failure()(missing.body)).toEqual([]);
    const bad = await post("/store-api/category/not-a-uuid");
    expect(bad.status).toBe(400);
    expect(failure()(bad.body)).toEqual([]);
  });

  it("POST /store-api/landing-page/{id} -> LandingPage (topic page with FAQ, SEO url t/bestseller)", async () => {
    const { status, body } = await post(`/store-api/landing-page/${landingPageId("bestseller")}`, {}, { "sw-include-seo-urls": "true" });
    expect(status).toBe(200);
    expect(schema("LandingPage")(body)).toEqual([]);
    expect(body).toMatchObject({ apiAlias: "landing_page", url: "t/bestseller", name: "Bestseller" });
    expect(body.seoUrls[0]).toMatchObject({ seoPathInfo: "t/bestseller", routeName: "frontend.landing.page", pathInfo: `/landingPage/${body.id}` });
    const all = slots(body.cmsPage);
    expect(all.find((s) => s.type === "faq")).toBeTruthy();
    const slider = all.find((s) => s.type === "product-slider")!.data as { products: { seoUrls: unknown[] }[] };
    expect(slider.products.length).toBeGreaterThan(3);
    expect(slider.products[0]!.seoUrls.length).toBe(1);
  });

  it("editorial and campaign pages carry poll, quote, fact and recommended products in every language", async () => {
    const seo = await post("/store-api/seo-url", { filter: [{ type: "prefix", field: "seoPathInfo", value: "e/" }] }, { "sw-language-id": L.it });
    expect(seo.body.elements.map((e: { seoPathInfo: string }) => e.seoPathInfo)).toContain("e/prevenire-il-raffreddore");
    const id = seo.body.elements.find((e: { seoPathInfo: string }) => e.seoPathInfo === "e/prevenire-il-raffreddore").foreignKey;
    const { body } = await post(`/store-api/landing-page/${id}`, {}, { "sw-language-id": L.it });
    const types = slots(body.cmsPage).map((s) => s.type);
    expect(types).toEqual(expect.arrayContaining(["image", "text", "quote", "fact", "poll", "product-slider"]));
    const poll = slots(body.cmsPage).find((s) => s.type === "poll") as unknown as { translated: { config: { question: { value: string } } } };
    expect(poll.translated.config.question.value).toBe("Cosa fa contro il raffreddore?");
    const cp = await post("/store-api/seo-url", { filter: [{ type: "equals", field: "seoPathInfo", value: "cp/promotion-hiver" }] }, { "sw-language-id": L.fr });
    expect(cp.body.elements).toHaveLength(1);
    const missing = await post(`/store-api/landing-page/${"b".repeat(32)}`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe("CONTENT__LANDING_PAGE_NOT_FOUND");
  });

  it("POST /store-api/product-listing/{categoryId} -> ProductListingResult", async () => {
    const { status, body } = await post(`/store-api/product-listing/${categoryId("medikamente")}`, { limit: 10, p: 2 }, { "sw-include-seo-urls": "true" });
    expect(status).toBe(200);
    expect(schema("ProductListingResult")(body)).toEqual([]);
    expect(body).toMatchObject({ apiAlias: "product_listing", page: 2, limit: 10, sorting: "name-asc" });
    expect(body.total).toBeGreaterThan(100);
    expect(body.elements).toHaveLength(10);
    expect(body.currentFilters).toMatchObject({ navigationId: categoryId("medikamente"), manufacturer: [], properties: [], rating: null, "shipping-free": false, price: { min: 0, max: 0 } });
    expect(body.availableSortings.map((s: { key: string }) => s.key)).toEqual(["topseller", "name-asc", "name-desc", "price-asc", "price-desc"]);
    expect(Object.keys(body.aggregations)).toEqual(["manufacturer", "price", "rating", "shipping-free", "properties"]);
    expect(body.elements[0].seoUrls).toHaveLength(1);
    // medicines carry 2.6 % VAT
    expect(body.elements.every((p: { calculatedPrice: { calculatedTaxes: { taxRate: number }[] } }) => p.calculatedPrice.calculatedTaxes[0]!.taxRate === 2.6)).toBe(true);
  });

  it("unknown listing category -> 404 like Shopware's ProductException::categoryNotFound", async () => {
    const { status, body } = await post(`/store-api/product-listing/${"c".repeat(32)}`);
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({ code: "PRODUCT__CATEGORY_NOT_FOUND", detail: `Could not find category with id "${"c".repeat(32)}"` });
    expect(failure()(body)).toEqual([]);
  });

  it("POST /store-api/product/{id} -> ProductDetailResponse (variant parent resolves to a variant, configurator)", async () => {
    const parent = db.prepare("SELECT id, product_number FROM product WHERE variant_listing_config IS NOT NULL AND parent_id IS NULL ORDER BY product_number LIMIT 1").get() as { id: string; product_number: string };
    const { status, body } = await post(`/store-api/product/${parent.id}`, {}, { "sw-include-seo-urls": "true" });
    expect(status).toBe(200);
    expect(schema("ProductDetailResponse")(body)).toEqual([]);
    expect(body.product.parentId).toBe(parent.id);
    expect(body.product.productNumber.startsWith(`${parent.product_number}.`)).toBe(true);
    expect(body.product.optionIds).toHaveLength(1);
    expect(body.product.variantListingConfig.displayParent).toBe(true);
    expect(body.configurator).toHaveLength(1);
    expect(body.configurator[0].options.length).toBeGreaterThanOrEqual(2);
    expect(body.configurator[0].options.map((o: { id: string }) => o.id)).toContain(body.product.optionIds[0]);
    expect(body.product.seoUrls[0].seoPathInfo).toMatch(/\/SW2\d{4}\.\d$/);
    const types = slots(body.product.cmsPage).map((s) => s.type);
    expect(types).toEqual(expect.arrayContaining(["image-gallery", "buy-box", "product-description-reviews", "cross-selling"]));
    // a Shopware storefront's variant selector reads the buy box's configuratorSettings: the detail's configurator
    const buyBox = slots(body.product.cmsPage).find((s) => s.type === "buy-box")!.data as { configuratorSettings: unknown };
    expect(buyBox.configuratorSettings).toEqual(body.configurator);
  });

  it("product detail slots answer what their routes answer: cross-selling groups and products, reviews with the rating matrix", async () => {
    const id = productId("SW10001");
    const fr = { "sw-language-id": L.fr };
    const { body } = await post(`/store-api/product/${id}`, {}, fr);
    const page = slots(body.product.cmsPage);
    // CrossSellingCmsElementResolver: the product's cross-selling elements, as /product/{id}/cross-selling lists them
    const crossSelling = page.find((s) => s.type === "cross-selling")!.data as { crossSellings: { crossSelling: { id: string; name: string }; products: { id: string }[]; total: number }[]; apiAlias: string };
    const route = (await post(`/store-api/product/${id}/cross-selling`, {}, fr)).body as { crossSelling: { id: string; name: string }; products: { id: string }[]; total: number }[];
    expect(crossSelling.apiAlias).toBe("cms_cross_selling");
    expect(route.length).toBeGreaterThan(0);
    const shape = (els: typeof route) => els.map((e) => ({ id: e.crossSelling.id, name: e.crossSelling.name, products: e.products.map((p) => p.id), total: e.total }));
    expect(shape(crossSelling.crossSellings)).toEqual(shape(route));
    // ProductDescriptionReviewsCmsElementResolver: the product, its reviews and their rating matrix
    const description = page.find((s) => s.type === "product-description-reviews")!.data as {
      productId: string; product: { id: string }; ratingSuccess: boolean; apiAlias: string;
      reviews: { total: number; matrix: { totalReviewCount: number; averageRating: number; matrix: { points: number; count: number }[] } };
    };
    expect(description).toMatchObject({ productId: id, product: { id }, ratingSuccess: false, apiAlias: "cms_product_description_reviews" });
    const reviews = (await post(`/store-api/product/${id}/reviews`, { "total-count-mode": "exact" }, fr)).body as { total: number };
    expect(description.reviews.total).toBe(reviews.total);
    expect(description.reviews.matrix.totalReviewCount).toBe(reviews.total);
    expect(description.reviews.matrix.matrix.reduce((sum, m) => sum + m.count, 0)).toBe(reviews.total);
    expect(description.reviews.matrix.averageRating).toBeCloseTo(body.product.ratingAverage, 1);
  });

  it("product detail: Aspirin with tier prices, list price, custom fields, properties; skipCmsPage; 404", async () => {
    const { body } = await post(`/store-api/product/${productId("SW10001")}?skipCmsPage=true`);
    const p = body.product;
    expect(p.cmsPage).toBeNull();
    expect(body.configurator).toBeNull();
    expect(p.calculatedPrice).toMatchObject({ unitPrice: 8.9, listPrice: { price: 10.5, percentage: 15.24 } });
    expect(p.calculatedPrices.map((c: { quantity: number; unitPrice: number }) => [c.quantity, c.unitPrice])).toEqual([[2, 8.9], [5, 8.45], [6, 7.95]]);
    expect(p.customFields).toMatchObject({ product_availability: "dispatch_today", product_returnable: false, product_pharmacode: expect.stringMatching(/^\d{7}$/) });
    expect(p.customFields.product_faqs.length).toBeGreaterThanOrEqual(3);
    expect(p.customFields.product_expert_review.points).toBe(5);
    expect(JSON.parse(p.customFields.product_additional_data)).toHaveProperty("thumbnail");
    expect(p.media.length).toBe(2);
    expect(p.media[0].media.thumbnails.map((t: { width: number }) => t.width)).toEqual([400, 800, 1900]);
    expect(p.sortedProperties.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(["Darreichungsform", "Wirkstoff"]));
    expect(p.ratingAverage).toBeGreaterThan(0);
    const missing = await post(`/store-api/product/${"d".repeat(32)}`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe("CONTENT__PRODUCT_NOT_FOUND");
  });

  it("digital products have downloads (fileName, fileExtension)", async () => {
    const { body } = await post(`/store-api/product/${productId("SW30001")}?skipCmsPage=1`);
    expect(body.product.type).toBe("digital");
    expect(body.product.downloads[0].media).toMatchObject({ fileExtension: "pdf", mimeType: "application/pdf" });
    expect(body.product.downloads[0].media.fileName).toMatch(/sw30001$/);
  });

  it("POST /store-api/product/{id}/reviews -> EntitySearchResult of ProductReview", async () => {
    const { status, body } = await post(`/store-api/product/${productId("SW10001")}/reviews`, { limit: 2, "total-count-mode": "exact" });
    expect(status).toBe(200);
    expect(validatorFor(`paths/~1product~1{productId}~1reviews/post/responses/200/content/application/json/schema`)(body)).toEqual([]);
    expect(body.entity).toBe("product_review");
    expect(body.elements).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.elements[0]).toMatchObject({ productId: productId("SW10001"), status: true, apiAlias: "product_review" });
    expect(body.elements[0].points).toBeGreaterThanOrEqual(1);
  });

  it("POST /store-api/product/{id}/review: 403 when logged out, 400 on invalid input, 204 and own pending review when logged in", async () => {
    const anon = await post(`/store-api/product/${productId("SW10002")}/review`, { title: "Gut", content: "x".repeat(50), points: 5 });
    expect(anon.status).toBe(403);
    expect(anon.body.errors[0]).toMatchObject({ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", detail: "Customer is not logged in." });

    const customer = db.prepare("SELECT id FROM customer WHERE guest = 0 AND active = 1 LIMIT 1").get() as { id: string };
    const token = "reviewtesttoken0000000000000000a";
    db.prepare("INSERT INTO sales_channel_api_context (token, sales_channel_id, customer_id, payload, updated_at) VALUES (?, ?, ?, ?, ?)").run(
      token, SEED_IDS.salesChannel, customer.id, JSON.stringify({ customerId: customer.id }), new Date().toISOString(),
    );
    const h = { "sw-context-token": token };
    const invalid = await post(`/store-api/product/${productId("SW10002")}/review`, { title: "", content: "too short", points: 7 }, h);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(["/title", "/content", "/points"]);
    expect(failure()(invalid.body)).toEqual([]);

    const ok = await post(`/store-api/product/${productId("SW10002")}/review`, { title: "Hilft zuverlässig", content: "Wirkt bei mir innert einer halben Stunde gegen Kopfschmerzen.", points: 4 }, h);
    expect(ok.status).toBe(204);
    const mine = await post(`/store-api/product/${productId("SW10002")}/reviews`, {}, h);
    expect(mine.body.elements.find((r: { title: string }) => r.title === "Hilft zuverlässig")).toMatchObject({ status: false, points: 4 });
    const others = await post(`/store-api/product/${productId("SW10002")}/reviews`, {});
    expect(others.body.elements.find((r: { title: string }) => r.title === "Hilft zuverlässig")).toBeUndefined();
  });

  it("POST /store-api/product/{id}/cross-selling -> CrossSellingElementCollection", async () => {
    const { status, body } = await post(`/store-api/product/${productId("SW10001")}/cross-selling`, {}, { "sw-language-id": L.fr });
    expect(status).toBe(200);
    expect(schema("CrossSellingElementCollection")(body)).toEqual([]);
    expect(body[0].crossSelling.translated.name).toBe("Produits similaires");
    expect(body[0].products.length).toBeGreaterThanOrEqual(2);
    expect(body[0].apiAlias).toBe("cross_selling_element");
  });

  it("POST /store-api/search and /search-suggest -> ProductListingResult", async () => {
    const search = await post("/store-api/search", { search: "aspirin" });
    expect(search.status).toBe(200);
    expect(schema("ProductListingResult")(search.body)).toEqual([]);
    expect(search.body).toMatchObject({ sorting: "score", currentFilters: { search: "aspirin" } });
    expect(search.body.availableSortings.map((s: { key: string }) => s.key)).toContain("score");
    expect(search.body.elements[0].productNumber).toBe("SW10001");
    const suggest = await post("/store-api/search-suggest", { search: "vitamin" });
    expect(suggest.status).toBe(200);
    expect(schema("ProductListingResult")(suggest.body)).toEqual([]);
    expect(suggest.body.elements.length).toBe(10);
    expect(suggest.body.availableSortings).toEqual([]);
    expect(suggest.body.aggregations).toEqual([]);
  });

  it("GET variants work with query parameters", async () => {
    const res = await app.inject({ method: "GET", url: `/store-api/search?search=magnesium&limit=3&order=price-asc`, headers: headers() });
    expect(res.statusCode).toBe(200);
    const prices = res.json().elements.map((p: { calculatedCheapestPrice: { unitPrice: number } }) => p.calculatedCheapestPrice.unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe("calculatedMaxPurchase on catalogue reads (the cart's rule)", () => {
  it("a sold-out closeout may be ordered 0 times, other products up to stock or maxPurchase", async () => {
    const res = await app.inject({
      method: "POST", url: "/store-api/product", headers: headers(),
      payload: { filter: [{ type: "equalsAny", field: "productNumber", value: ["SW10012", "SW10001"] }], includes: { product: ["productNumber", "stock", "isCloseout", "maxPurchase", "calculatedMaxPurchase"] } },
    });
    const byNumber = Object.fromEntries(res.json().elements.map((p: { productNumber: string }) => [p.productNumber, p]));
    expect(byNumber.SW10012).toMatchObject({ isCloseout: true, stock: 0, calculatedMaxPurchase: 0 });
    const open = byNumber.SW10001 as { stock: number; maxPurchase: number | null; calculatedMaxPurchase: number };
    expect(open.calculatedMaxPurchase).toBe(Math.min(open.stock, open.maxPurchase ?? 100));
  });
});
