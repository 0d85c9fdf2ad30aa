import type { Row } from "../db/translations.js";
import type { Searchable } from "../criteria/search.js";
import type { CatalogueService } from "../catalog/catalogue-service.js";

export interface ResolveContext {
  chain: string[];
  baseUrl: string;
  catalogue: CatalogueService;
  products: Map<string, Searchable>;
  category?: Row;
  product?: Row;
  /** the listing for a product-listing slot (category pages) */
  listing?: () => Row;
  /** reviews summary for product-description-reviews */
  reviews?: () => Row;
  /** `slots` request parameter: only these slot ids get data */
  slots?: Set<string> | null;
  /** sw-include-seo-urls for products inside slot data */
  decorateProducts?: (products: Row[]) => Row[];
}

type Config = Record<string, { source?: string; value?: unknown } | undefined>;

/**
 * Fills each slot's `data` like Shopware's CMS element resolvers. Element types:
 * text (cms_text), image (cms_image), image-slider / image-gallery (cms_image_slider),
 * product-slider (cms_product_slider), product-listing (cms_product_listing), buy-box
 * (cms_buy_box), product-description-reviews, cross-selling (cms_cross_selling).
 * category-navigation, sidebar-filter, form, youtube-video and the custom faq, poll, quote
 * and fact elements carry everything in `config`, so their data stays null.
 */
export function resolveCmsPage(page: Row, ctx: ResolveContext): Row {
  const decorate = ctx.decorateProducts ?? ((p: Row[]) => p);
  for (const section of page.sections as Row[]) {
    for (const block of section.blocks as Row[]) {
      for (const slot of block.slots as Row[]) {
        if (ctx.slots && !ctx.slots.has(slot.id as string)) continue;
        const config = (slot.translated as Row).config as Config;
        slot.data = resolveSlot(String(slot.type), config, ctx, decorate);
      }
    }
  }
  return page;
}

function mapped(path: string, ctx: ResolveContext): unknown {
  const [root, ...rest] = path.split(".");
  let v: unknown = root === "category" ? ctx.category : root === "product" ? ctx.product : undefined;
  for (const key of rest) {
    if (!v || typeof v !== "object") return null;
    const o = v as Row;
    v = o.translated && key in (o.translated as Row) && (o.translated as Row)[key] !== null ? (o.translated as Row)[key] : o[key];
  }
  return v ?? null;
}

function value(config: Config, field: string, ctx: ResolveContext): unknown {
  const c = config[field];
  if (!c) return null;
  return c.source === "mapped" ? mapped(String(c.value), ctx) : (c.value ?? null);
}

function resolveSlot(type: string, config: Config, ctx: ResolveContext, decorate: (p: Row[]) => Row[]): Row | null {
  switch (type) {
    case "text":
      return { content: value(config, "content", ctx) ?? "", apiAlias: "cms_text" };
    case "image": {
      const mediaId = value(config, "media", ctx) as string | null;
      const media = mediaId ? ctx.catalogue.media([mediaId], ctx.chain, ctx.baseUrl).get(mediaId) ?? null : null;
      return { mediaId, url: value(config, "url", ctx), newTab: !!value(config, "newTab", ctx), media, apiAlias: "cms_image" };
    }
    case "image-slider":
    case "image-gallery": {
      const items = value(config, "sliderItems", ctx);
      let sliderItems: Row[];
      if (Array.isArray(items) && items.length && (items[0] as Row).apiAlias === "product_media") {
        // mapped product.media
        sliderItems = (items as Row[]).map((pm) => ({ url: null, newTab: false, media: pm.media, apiAlias: "cms_image_slider_item" }));
      } else {
        const list = (Array.isArray(items) ? items : []) as Row[];
        const media = ctx.catalogue.media(list.map((i) => i.mediaId as string), ctx.chain, ctx.baseUrl);
        sliderItems = list.map((i) => ({ url: i.url ?? null, newTab: !!i.newTab, media: media.get(i.mediaId as string) ?? null, apiAlias: "cms_image_slider_item" }));
      }
      return { navigation: null, sliderItems, apiAlias: "cms_image_slider" };
    }
    case "product-slider": {
      const ids = (value(config, "products", ctx) ?? []) as string[];
      const products = ids.map((id) => ctx.products.get(id)?.entity).filter((p): p is Row => !!p);
      return { products: decorate(products), streamId: null, apiAlias: "cms_product_slider" };
    }
    case "product-listing":
      return ctx.listing ? { listing: ctx.listing(), apiAlias: "cms_product_listing" } : null;
    case "buy-box":
      return ctx.product ? { productId: ctx.product.id, product: ctx.product, totalReviews: ctx.reviews ? (ctx.reviews().total as number) : 0, apiAlias: "cms_buy_box" } : null;
    case "product-description-reviews":
      return ctx.product
        ? { productId: ctx.product.id, product: ctx.product, reviews: ctx.reviews ? ctx.reviews() : null, ratingSuccess: false, apiAlias: "cms_product_description_reviews" }
        : null;
    case "cross-selling": {
      if (!ctx.product) return null;
      const owner = (ctx.product.parentId as string | null) ?? (ctx.product.id as string);
      const crossSellings = ctx.catalogue.crossSellings(owner, ctx.chain, ctx.products).map((cs) => ({ ...cs, products: decorate(cs.products as Row[]) }));
      return { crossSellings, apiAlias: "cms_cross_selling" };
    }
    default:
      return null;
  }
}
