/**
 * `includes` / `excludes` like Shopware's StructEncoder + ResponseFields: nested entities filtered by
 * their own apiAlias, `translated` by the owner's list, dotted includes inside plain maps, `apiAlias`
 * always kept, extensions by name. Over the product detail route (the gateway's biggest read) and on
 * the encoder directly for the shapes the seeded catalogue does not produce (extensions).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createPlatform, headers } from "./helpers.js";
import { productId } from "../src/seed/ids.js";
import { applyIncludes } from "../src/criteria/output.js";

type Row = Record<string, any>;

let app: FastifyInstance;
beforeAll(async () => {
  app = createPlatform({ size: "small" }).app;
  await app.ready();
});
afterAll(async () => app.close());

const DETAIL_ASSOCIATIONS = {
  manufacturer: { associations: { media: {} } },
  cover: { associations: { media: {} } },
  media: { associations: { media: {} } },
  properties: { associations: { group: {} } },
};

async function detail(id: string, body: Record<string, unknown>): Promise<Row> {
  const res = await app.inject({ method: "POST", url: `/store-api/product/${id}`, headers: headers({ "sw-include-seo-urls": "true" }), payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every object with an apiAlias in the tree, by alias. */
function byAlias(tree: unknown, out = new Map<string, Row[]>()): Map<string, Row[]> {
  if (Array.isArray(tree)) tree.forEach((item) => byAlias(item, out));
  else if (tree && typeof tree === "object") {
    const row = tree as Row;
    if (typeof row.apiAlias === "string") out.set(row.apiAlias, [...(out.get(row.apiAlias) ?? []), row]);
    Object.values(row).forEach((child) => byAlias(child, out));
  }
  return out;
}

describe("includes on the product detail route", () => {
  const id = productId("SW10001");

  it("filters the product and each nested entity by its own apiAlias; apiAlias always stays", async () => {
    const body = await detail(id, {
      associations: DETAIL_ASSOCIATIONS,
      includes: {
        product_detail: ["product"],
        product: ["id", "name", "translated", "manufacturer", "cover", "properties"],
        product_manufacturer: ["name"],
        product_media: ["media"],
        media: ["url", "thumbnails"],
        media_thumbnail: ["width"],
        property_group_option: ["name", "group"],
      },
    });
    expect(Object.keys(body).sort()).toEqual(["apiAlias", "product"]);
    const product = body.product as Row;
    expect(Object.keys(product).sort()).toEqual(["apiAlias", "cover", "id", "manufacturer", "name", "properties", "translated"]);
    expect(product.apiAlias).toBe("product");
    // translated keeps only the product's listed fields
    expect(Object.keys(product.translated)).toEqual(["name"]);
    expect(product.translated.name).toBe(product.name);
    expect(product.manufacturer).toEqual({ name: expect.any(String), apiAlias: "product_manufacturer" });
    expect(Object.keys(product.cover).sort()).toEqual(["apiAlias", "media"]);
    expect(Object.keys(product.cover.media).sort()).toEqual(["apiAlias", "thumbnails", "url"]);
    for (const thumb of product.cover.media.thumbnails) expect(Object.keys(thumb).sort()).toEqual(["apiAlias", "width"]);
    expect(product.properties.length).toBeGreaterThan(0);
    for (const option of product.properties) {
      expect(Object.keys(option).sort()).toEqual(["apiAlias", "group", "name"]);
      // property_group has no list: the whole group, with its own translated
      expect(option.group).toMatchObject({ apiAlias: "property_group", id: expect.any(String), translated: expect.any(Object) });
    }
  });

  it("only removes: the kept fields equal the whole answer's, and the CMS page is neither sent nor built", async () => {
    const includes = {
      product: ["id", "productNumber", "translated", "customFields", "calculatedPrice", "cover", "seoUrls", "cmsPageId"],
      product_media: ["media"],
      media: ["url", "alt", "metaData"],
      seo_url: ["seoPathInfo"],
    };
    const whole = await detail(id, { associations: DETAIL_ASSOCIATIONS });
    const partial = await detail(id, { associations: DETAIL_ASSOCIATIONS, includes });
    expect(whole.product.cmsPage).toBeTruthy();
    expect(partial.product.cmsPage).toBeUndefined();
    expect(partial).toEqual(applyIncludes(whole, includes));
    // calculated_price has no list: kept whole
    expect(partial.product.calculatedPrice).toEqual(whole.product.calculatedPrice);
    expect(partial.product.cmsPageId).toBe(whole.product.cmsPageId);
    expect(JSON.stringify(partial).length).toBeLessThan(JSON.stringify(whole).length / 5);
  });

  it("dotted includes pick fields inside plain maps (customFields), in translated too", async () => {
    const body = await detail(id, { includes: { product_detail: ["product"], product: ["id", "customFields.product_sku", "translated"] } });
    const product = body.product as Row;
    expect(Object.keys(product).sort()).toEqual(["apiAlias", "customFields", "id", "translated"]);
    expect(Object.keys(product.customFields)).toEqual(["product_sku"]);
    // inside translated a field must be listed itself: "customFields.…" does not keep translated.customFields,
    // and an emptied map is PHP's empty array
    expect(product.translated).toEqual([]);
  });

  it("excludes drop listed fields and keep the rest", async () => {
    const whole = await detail(id, { associations: DETAIL_ASSOCIATIONS });
    const body = await detail(id, { associations: DETAIL_ASSOCIATIONS, excludes: { product: ["cmsPage", "description"], media: ["thumbnails"] } });
    expect(body.product.cmsPage).toBeUndefined();
    expect(body.product.description).toBeUndefined();
    expect(body.product.translated.description).toBeUndefined();
    expect(body.product.name).toBe(whole.product.name);
    for (const media of byAlias(body).get("media") ?? []) expect(media.thumbnails).toBeUndefined();
    expect(byAlias(body).get("media")?.length).toBeGreaterThan(0);
  });

  it("a malformed includes is a 400 with Shopware's code", async () => {
    const res = await app.inject({ method: "POST", url: `/store-api/product/${id}`, headers: headers(), payload: { includes: { product: 5 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: "FRAMEWORK__INVALID_CRITERIA_PARAMETER", source: { pointer: "/includes/product" } });
  });
});

describe("applyIncludes: extensions like Shopware's StructEncoder", () => {
  const product = {
    id: "p1",
    name: "A",
    extensions: {
      foreignKeys: { manufacturerId: "m1", unitId: "u1", apiAlias: "array_struct" },
      stock: { amount: 3, apiAlias: "stock_info" },
      search: { score: 1, matched: "a" },
    },
    apiAlias: "product",
  };

  it("keeps an extension whose name is listed, filters foreignKeys with the owner's list, drops empty ones", () => {
    expect(applyIncludes(product, { product: ["id", "stock", "manufacturerId"], stock_info: ["amount"] })).toEqual({
      id: "p1",
      extensions: { foreignKeys: { manufacturerId: "m1", apiAlias: "array_struct" }, stock: { amount: 3, apiAlias: "stock_info" } },
      apiAlias: "product",
    });
    expect(applyIncludes(product, { product: ["id"] })).toEqual({ id: "p1", apiAlias: "product" });
    expect(applyIncludes(product, { product: ["id", "search.score"] })).toEqual({ id: "p1", apiAlias: "product" });
    expect(applyIncludes(product, { product: ["id", "search"] })).toMatchObject({ extensions: { search: { score: 1, matched: "a" } } });
  });

  it("leaves an answer without includes or excludes untouched (same object)", () => {
    expect(applyIncludes(product, null, null)).toBe(product);
  });
});
