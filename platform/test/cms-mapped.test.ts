import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/connection.js";
import type { Row } from "../src/db/translations.js";
import { SEED_IDS, categoryId, productId } from "../src/seed/ids.js";
import { CatalogueService } from "../src/catalog/catalogue-service.js";
import { ProductRepository } from "../src/catalog/product-repository.js";
import { resolveCmsPage } from "../src/cms/resolve.js";
import { createPlatform, headers } from "./helpers.js";

const L = SEED_IDS.languages;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = createPlatform());
  await app.ready();
});
afterAll(async () => app.close());

async function post(url: string, lang: string = L.de) {
  const res = await app.inject({ method: "POST", url, headers: headers({ "sw-language-id": lang }), payload: { limit: 1 } });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

type Slot = { id: string; type: string; config: Record<string, { source: string; value: unknown }> | null; translated?: { config?: Slot["config"] }; data: unknown };
function slots(page: { sections: { blocks: { slots: Slot[] }[] }[] } | null): Slot[] {
  return page ? page.sections.flatMap((s) => s.blocks.flatMap((b) => b.slots)) : [];
}

/** Every string value inside slot data (keys like "product" are no content). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/** Every mapped path a page's slots configure, and whether any shows up verbatim in their data. */
function rawMappings(page: Parameters<typeof slots>[0]): { mapped: number; leaks: string[] } {
  let mapped = 0;
  const leaks: string[] = [];
  for (const slot of slots(page)) {
    const config = slot.translated?.config ?? slot.config ?? {};
    for (const [field, c] of Object.entries(config)) {
      if (c?.source !== "mapped") continue;
      mapped++;
      const path = String(c.value);
      const values = strings(slot.data);
      // a bare entity name ("product") maps the entity itself: it must arrive as an object
      const leaked = path.includes(".") ? values.some((v) => v.includes(path)) : typeof (slot.data as Row | null)?.[path] === "string";
      if (leaked) leaks.push(`${slot.type}.${field} = ${String(c.value)}`);
    }
  }
  return { mapped, leaks };
}

describe("CMS slots with mapped config are resolved into slot data", () => {
  it("/Medikamente/: the text slot carries the category's description, not 'category.description'", async () => {
    for (const lang of [L.de, L.it, L.fr]) {
      const body = await post(`/store-api/category/${categoryId("medikamente")}`, lang);
      const text = slots(body.cmsPage).find((s) => s.type === "text" && s.config?.content?.source === "mapped")!;
      expect(text.config!.content).toEqual({ source: "mapped", value: "category.description" });
      expect((text.data as { content: string }).content).toBe(body.translated.description);
      expect((text.data as { content: string }).content).not.toContain("category.description");
    }
  });

  it("no category, landing or product page answer contains a raw mapping path in slot data", async () => {
    let mapped = 0;
    let pages = 0;
    const check = (where: string, page: Parameters<typeof slots>[0]) => {
      const r = rawMappings(page);
      mapped += r.mapped;
      pages++;
      expect(r.leaks, where).toEqual([]);
    };
    const categories = db.prepare("SELECT id FROM category WHERE active = 1 AND cms_page_id IS NOT NULL").all() as { id: string }[];
    for (const { id } of categories) check(`category ${id}`, (await post(`/store-api/category/${id}`)).cmsPage);
    const landings = db.prepare("SELECT id FROM landing_page").all() as { id: string }[];
    for (const { id } of landings) check(`landing ${id}`, (await post(`/store-api/landing-page/${id}`)).cmsPage);
    for (const number of ["SW10001", "SW10002", "SW30001"]) check(`product ${number}`, (await post(`/store-api/product/${productId(number)}`)).product.cmsPage);
    expect(categories.length).toBeGreaterThan(5);
    expect(landings.length).toBeGreaterThan(0);
    expect(pages).toBe(categories.length + landings.length + 3);
    // the walk really met mapped slots (category descriptions, product media, buy box, reviews, cross-selling)
    expect(mapped).toBeGreaterThan(3 * 4);
  });

  it("product page: gallery from product.media, buy box and reviews carry the product itself", async () => {
    const body = await post(`/store-api/product/${productId("SW10001")}`);
    const product = body.product;
    const all = slots(product.cmsPage);
    const buyBox = all.find((s) => s.type === "buy-box")!.data as { productId: string; product: { id: string }; apiAlias: string };
    expect(buyBox).toMatchObject({ productId: product.id, apiAlias: "cms_buy_box" });
    expect(buyBox.product.id).toBe(product.id);
    const gallery = all.find((s) => s.type === "image-gallery")!.data as { sliderItems: { media: { id: string } }[] };
    expect(gallery.sliderItems.map((i) => i.media.id)).toEqual(product.media.map((m: { media: { id: string } }) => m.media.id));
  });
});

describe("element resolvers for mapped and static values (resolveCmsPage on built pages)", () => {
  const page = (slotsIn: { type: string; config: Record<string, { source: "static" | "mapped"; value: unknown }> }[]): Row => ({
    sections: [{ blocks: [{ slots: slotsIn.map((s, i) => ({ id: `s${i}`, type: s.type, translated: { config: s.config } })) }] }],
  });
  const chain = [L.de];
  const context = () => {
    const products = new ProductRepository(db);
    const catalogue = new CatalogueService(db, products);
    const pricing = { currencyId: SEED_IDS.currencyChf, customerId: null };
    return { catalogue, map: products.map(chain, pricing, "http://platform.test") };
  };
  const data = (p: Row) => ((p.sections as Row[])[0]!.blocks as Row[])[0]!.slots as Row[];

  it("product-box: a static product id loads that product; mapped takes the page's product", () => {
    const { catalogue, map } = context();
    const other = map.get(productId("SW10002"))!.entity;
    const own = map.get(productId("SW10001"))!.entity;
    const resolved = resolveCmsPage(page([
      { type: "product-box", config: { product: { source: "static", value: productId("SW10002") }, boxLayout: { source: "static", value: "standard" } } },
      { type: "product-box", config: { product: { source: "mapped", value: "product" } } },
      { type: "buy-box", config: { product: { source: "static", value: productId("SW10002") } } },
    ]), { chain, baseUrl: "http://platform.test", catalogue, products: map, product: own });
    const [box, mappedBox, buyBox] = data(resolved).map((s) => s.data as Row);
    expect(box).toMatchObject({ productId: other.id, apiAlias: "cms_product_box" });
    expect((box!.product as Row).id).toBe(other.id);
    expect((mappedBox!.product as Row).id).toBe(own.id);
    expect((buyBox!.product as Row).id).toBe(other.id);
  });

  it("text: mapped paths with or without the entity prefix, {{ placeholders }} in static text; landing page fields", () => {
    const { catalogue, map } = context();
    const landingPage = { id: "x", name: "Bestseller", translated: { name: "Bestseller", metaTitle: "Die Bestseller" } };
    const resolved = resolveCmsPage(page([
      { type: "text", config: { content: { source: "mapped", value: "landing_page.name" } } },
      { type: "text", config: { content: { source: "mapped", value: "metaTitle" } } },
      { type: "text", config: { content: { source: "static", value: "<h1>{{ landingPage.name }}</h1>" } } },
      { type: "text", config: { content: { source: "mapped", value: "landing_page.noSuchField" } } },
    ]), { chain, baseUrl: "http://platform.test", catalogue, products: map, landingPage });
    expect(data(resolved).map((s) => (s.data as Row).content)).toEqual(["Bestseller", "Die Bestseller", "<h1>Bestseller</h1>", ""]);
  });

  it("image: mapped category.media gives the media entity; a static id is loaded", () => {
    const { catalogue, map } = context();
    const mediaId = (db.prepare("SELECT id FROM media LIMIT 1").get() as { id: string }).id;
    const media = catalogue.media([mediaId], chain, "http://platform.test").get(mediaId)!;
    const resolved = resolveCmsPage(page([
      { type: "image", config: { media: { source: "mapped", value: "category.media" } } },
      { type: "image", config: { media: { source: "static", value: mediaId } } },
      { type: "image", config: { media: { source: "mapped", value: "category.mediaId" } } },
    ]), { chain, baseUrl: "http://platform.test", catalogue, products: map, category: { id: "c", mediaId, media, translated: {} } });
    const [mappedMedia, staticMedia, mappedId] = data(resolved).map((s) => s.data as Row);
    for (const d of [mappedMedia, staticMedia, mappedId]) {
      expect(d!.mediaId).toBe(mediaId);
      expect((d!.media as Row).url).toBe(media.url);
    }
  });
});
