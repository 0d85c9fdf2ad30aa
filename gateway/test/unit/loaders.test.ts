import { describe, expect, it, vi } from "vitest";
import { createCatalogLoaders } from "../../src/catalog/loaders.js";
import { PRODUCT_TREE } from "../../src/catalog/includes.js";
import { CUSTOM_FIELD, TEXT_CUSTOM_FIELDS } from "../../src/catalog/product.js";

describe("product DataLoader", () => {
  it("batches N lookups into one upstream call and re-orders results, missing → null", async () => {
    const call = vi.fn(async (_op: string, options: { body: { ids: string[]; limit: number } }) => ({
      status: 200,
      contextToken: null,
      // Upstream returns its own order and leaves out unknown ids.
      data: { elements: [...options.body.ids].reverse().filter((id) => id !== "missing").map((id) => ({ id })) },
    }));
    const loaders = createCatalogLoaders({ call } as never, async () => null);
    const results = await Promise.all([
      loaders.productById.load("a"),
      loaders.productById.load("missing"),
      loaders.productById.load("b"),
      loaders.productById.load("a"),
    ]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toBe("readProduct post /product");
    expect(call.mock.calls[0]?.[1].body).toMatchObject({ ids: ["a", "missing", "b"], limit: 3 });
    expect(results.map((r) => r?.id ?? null)).toEqual(["a", null, "b", "a"]);
  });

  it("rejects every key of a failed batch", async () => {
    const call = vi.fn(async () => {
      throw new Error("upstream down");
    });
    const loaders = createCatalogLoaders({ call } as never, async () => null);
    const results = await loaders.productById.loadMany(["x", "y"]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r instanceof Error)).toBe(true);
  });
});

describe("catalogue reads ask only for the mapped fields (includes)", () => {
  const answer = (op: string) => {
    if (op.startsWith("readProductDetail")) return { product: { id: "p" }, configurator: [] };
    if (op.startsWith("readProductCrossSellings")) return [];
    return { elements: [], total: 0, aggregations: {} };
  };

  it("product detail, reviews and cross-selling send Shopware's includes: the product without its CMS page", async () => {
    const call = vi.fn(async (op: string, _options: { body?: Record<string, any> }) => ({ status: 200, contextToken: null, data: answer(op) }));
    const loaders = createCatalogLoaders({ call } as never, async () => null);
    await Promise.all([
      loaders.productDetail.load("p"),
      loaders.reviews.load({ productId: "p", page: 1, limit: 10, allLanguages: true }),
      loaders.crossSellings.load("p"),
    ]);
    const bodyOf = (prefix: string) => call.mock.calls.find(([op]) => op.startsWith(prefix))?.[1].body;

    const detail = bodyOf("readProductDetail");
    expect(detail?.associations).toMatchObject({ cover: expect.any(Object), media: expect.any(Object) });
    expect(detail?.includes.product_detail).toEqual(["product", "configurator"]);
    expect(detail?.includes.product).toEqual(expect.arrayContaining(["id", "translated", "calculatedPrice", "cover", "media", "seoUrls"]));
    expect(detail?.includes.product).not.toContain("cmsPage");
    // every nested entity is listed by its own apiAlias (Shopware filters each by its own list)
    expect(Object.keys(detail?.includes ?? {})).toEqual(
      expect.arrayContaining(["media", "media_thumbnail", "product_media", "product_manufacturer", "property_group_option", "property_group", "seo_url", "category"]),
    );

    expect(bodyOf("readProductReviews")?.includes).toEqual({
      product_review: ["id", "title", "content", "points", "externalUser", "createdAt", "comment", "languageId"],
    });
    // custom fields by key (dotted includes), `customFields` itself listed so `translated.customFields` stays;
    // the page reads every key the gateway maps, listed products (cross-selling) all but the long texts
    expect(detail?.includes.product).toEqual(expect.arrayContaining(["customFields", ...Object.values(CUSTOM_FIELD).map((key) => `customFields.${key}`)]));
    expect(bodyOf("readProductCrossSellings")?.includes).toMatchObject({
      cross_selling_element: ["crossSelling", "products", "total"],
      product: PRODUCT_TREE.product,
    });
    expect(PRODUCT_TREE.product).toContain("customFields");
    expect(PRODUCT_TREE.product).toContain(`customFields.${CUSTOM_FIELD.availability}`);
    for (const key of TEXT_CUSTOM_FIELDS) expect(PRODUCT_TREE.product).not.toContain(`customFields.${key}`);
  });
});
