/**
 * What a Shopware Frontends storefront does with the platform's home, category, landing and
 * product pages: the answers come through the official @shopware/api-client over real HTTP and
 * are handed to the real @shopware/helpers functions, plus the config reads Frontends' CMS
 * elements make without a guard (cms-base-layer). A field the platform leaves out that Shopware
 * always sends fails here the way it fails in the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createAPIClient } from "@shopware/api-client";
import type { operations } from "@shopware/api-client/store-api-types";
import {
  getBackgroundImageUrl,
  getCanonicalPathForTechnicalPath,
  getCategoryRoute,
  getCategoryUrl,
  getCmsLayoutConfiguration,
  getLanguageName,
  getProductName,
  getProductRoute,
  getSmallestThumbnailUrl,
  getSrcSetForMedia,
  getTranslatedProperty,
} from "@shopware/helpers";
import { categoryId, productId } from "../src/seed/ids.js";
import { ACCESS_KEY, createPlatform } from "./helpers.js";

type Any = Record<string, any>;
let app: FastifyInstance;
let client: ReturnType<typeof createAPIClient<operations>>;

beforeAll(async () => {
  ({ app } = createPlatform({ size: "small" }));
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  client = createAPIClient<operations>({ baseURL: `${address}/store-api`, accessToken: ACCESS_KEY, defaultHeaders: { "sw-include-seo-urls": "true" } });
});
afterAll(async () => app.close());

async function call<T = Any>(operation: keyof operations & string, params?: Record<string, unknown>): Promise<T> {
  const { data } = await (client.invoke as (op: string, p?: unknown) => Promise<{ data: unknown }>)(operation, params);
  return data as T;
}

/** A link a storefront router can follow: an app path or an absolute URL. */
const LINK = /^(\/|https?:\/\/)/;

function navigationLinks(entries: Any[], out: string[] = []): string[] {
  for (const entry of entries) {
    const route = getCategoryRoute(entry as never) as string | { path: string };
    const path = typeof route === "string" ? route : route.path;
    expect(path, entry.name).toMatch(LINK);
    expect(path, entry.name).not.toContain("undefined");
    expect(getCategoryUrl(entry as never), entry.name).toMatch(LINK);
    expect(getTranslatedProperty(entry, "name"), entry.id).not.toBe("");
    out.push(path);
    navigationLinks(entry.children ?? [], out);
  }
  return out;
}

function slotsOf(page: Any): Any[] {
  return page.sections.flatMap((s: Any) => s.blocks.flatMap((b: Any) => b.slots));
}

/**
 * Renders a CMS page's data the way Frontends' CmsPage / CmsGenericBlock and element components
 * read it; returns the slot types seen.
 */
function renderCmsPage(page: Any): string[] {
  const types: string[] = [];
  for (const section of page.sections) {
    for (const content of [section, ...section.blocks]) {
      const { layoutStyles } = getCmsLayoutConfiguration(content);
      if (layoutStyles.backgroundImage) getBackgroundImageUrl(layoutStyles.backgroundImage, content);
    }
  }
  for (const slot of slotsOf(page)) {
    types.push(slot.type);
    const data: Any = slot.data ?? {};
    // useCmsElementConfig(slot).getConfigValue
    const getConfigValue = (key: string): any => slot.config?.[key]?.value;
    switch (slot.type) {
      case "product-slider":
      case "cross-selling": {
        // CmsElementProductSlider / CmsElementCrossSelling: +getConfigValue("elMinWidth").replace(/\D+/g, "")
        expect(+getConfigValue("elMinWidth").replace(/\D+/g, ""), `${slot.type} elMinWidth`).toBeGreaterThan(0);
        const products: Any[] = slot.type === "product-slider" ? data.products : data.crossSellings.flatMap((c: Any) => c.products);
        expect(products.length, slot.type).toBeGreaterThan(0);
        for (const product of products) {
          // SwProductCard
          expect((getProductRoute(product as never) as { path: string }).path).toMatch(/^\/[^/]/);
          expect(getProductName({ product } as never)).not.toBe("");
          expect(getSmallestThumbnailUrl(product.cover?.media)).toMatch(LINK);
        }
        break;
      }
      case "image-slider":
      case "image-gallery":
        // CmsElementImageSlider keys each slide by image.media.url
        for (const item of data.sliderItems) {
          expect(item.media.url).toMatch(LINK);
          expect(getSrcSetForMedia(item.media)).toMatch(/ \d+w/);
        }
        break;
      case "image":
        expect(data.media.url).toMatch(LINK);
        break;
      case "text":
        expect(typeof data.content).toBe("string");
        break;
    }
  }
  return types;
}

describe("a Shopware Frontends storefront renders the platform's pages with the real @shopware/helpers", () => {
  it("home page: context, languages, header and footer navigation, the home layout", async () => {
    const context = await call("readContext get /context");
    expect(context.salesChannel.navigationCategoryId).toMatch(/^[0-9a-f]{32}$/);
    const languages = await call("readLanguages post /language", { body: {} });
    for (const language of languages.elements) expect(getLanguageName(language)).not.toBe("");

    const main = await call<Any[]>("readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: "main-navigation", rootId: "main-navigation" },
      body: { depth: 2 },
    });
    const footer = await call<Any[]>("readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: "footer-navigation", rootId: "footer-navigation" },
      body: { depth: 2 },
    });
    const links = [...navigationLinks(main), ...navigationLinks(footer)];
    expect(links).toContain("/Medikamente/");

    // useNavigationSearch.resolvePath("/") takes the sales channel's navigation category
    const home = await call("readCategory post /category/{navigationId}", { pathParams: { navigationId: context.salesChannel.navigationCategoryId }, body: {} });
    expect(getTranslatedProperty(home, "name")).not.toBe("");
    expect(renderCmsPage(home.cmsPage)).toEqual(expect.arrayContaining(["image", "text", "product-slider"]));
  });

  it("SEO URLs resolve to canonical paths; category, landing and product layouts render", async () => {
    // useNavigationSearch.resolvePath("/Medikamente/") asks /seo-url for the seoPathInfo
    const seo = await call("readSeoUrl post /seo-url", { body: { filter: [{ type: "equals", field: "seoPathInfo", value: "Medikamente/" }] } });
    const entry = seo.elements[0];
    expect(getCanonicalPathForTechnicalPath(entry.pathInfo, entry)).toBe("/Medikamente");

    const category = await call("readCategory post /category/{navigationId}", { pathParams: { navigationId: categoryId("medikamente") }, body: { limit: 4 } });
    expect(renderCmsPage(category.cmsPage)).toContain("product-listing");

    const landing = await call("readSeoUrl post /seo-url", { body: { filter: [{ type: "equals", field: "routeName", value: "frontend.landing.page" }], limit: 1 } });
    const landingPage = await call("readLandingPage post /landing-page/{landingPageId}", { pathParams: { landingPageId: landing.elements[0].foreignKey }, body: {} });
    expect(renderCmsPage(landingPage.cmsPage)).toContain("product-slider");

    const detail = await call("readProductDetail post /product/{productId}", { pathParams: { productId: productId("SW10001") }, body: {} });
    expect(renderCmsPage(detail.product.cmsPage)).toEqual(expect.arrayContaining(["buy-box", "cross-selling"]));
  });
});
