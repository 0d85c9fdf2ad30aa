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
  /** the landing page whose layout is resolved (mapped values like landing_page.name) */
  landingPage?: Row;
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
 * Fills each slot's `data` like Shopware's CMS element resolvers; `mapped` config values are read
 * from the page's entity, so clients never see a mapping path as content. Element types:
 * text (cms_text), image (cms_image), image-slider / image-gallery (cms_image_slider),
 * product-slider (cms_product_slider), product-box (cms_product_box), product-listing
 * (cms_product_listing), buy-box (cms_buy_box), product-description-reviews, cross-selling (cms_cross_selling).
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

/** The entity a page's mapped config values read from (EntityResolverContext in Shopware). */
function contextEntity(ctx: ResolveContext): Row | undefined {
  return ctx.product ?? ctx.category ?? ctx.landingPage;
}

/**
 * A mapped config value ("category.description", "product.media", "landing_page.name") read from
 * the page's entity like Shopware's resolveEntityValue: the first segment names the entity and is
 * skipped when the entity has no such field; translated values win over raw ones.
 */
export function mappedValue(path: string, ctx: ResolveContext): unknown {
  const entity = contextEntity(ctx);
  if (!entity) return null;
  const parts = path.split(".").filter(Boolean);
  if (parts.length > 1 && !(parts[0]! in entity)) parts.shift();
  let v: unknown = entity;
  for (const key of parts) {
    if (!v || typeof v !== "object") return null;
    const o = v as Row;
    const tr = o.translated as Row | undefined;
    v = tr && key in tr && tr[key] !== null ? tr[key] : o[key];
  }
  return v ?? null;
}

/** Static text on an entity page may hold {{ category.name }} placeholders (Shopware's resolveEntityValues). */
function withEntityValues(text: unknown, ctx: ResolveContext): unknown {
  if (typeof text !== "string" || !contextEntity(ctx)) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, path: string) => {
    const v = mappedValue(path, ctx);
    return v === null || typeof v === "object" ? "" : String(v);
  });
}

function value(config: Config, field: string, ctx: ResolveContext): unknown {
  const c = config[field];
  if (!c) return null;
  return c.source === "mapped" ? mappedValue(String(c.value), ctx) : (c.value ?? null);
}

/** The product a product-box / buy-box shows: the page's product when mapped, else the configured id. */
function slotProduct(config: Config, ctx: ResolveContext): Row | null {
  // Shopware's product resolvers take the context entity itself for a mapped product
  if (config.product?.source === "mapped") return ctx.product ?? null;
  const v = value(config, "product", ctx);
  if (v && typeof v === "object") return v as Row;
  if (typeof v === "string") return ctx.products.get(v.toLowerCase())?.entity ?? null;
  return null;
}

/** The media of an image slot: a mapped value may already be a media entity, else it is a media id. */
function slotMedia(config: Config, ctx: ResolveContext): { mediaId: string | null; media: Row | null } {
  const v = value(config, "media", ctx);
  if (v && typeof v === "object") return { mediaId: ((v as Row).id as string | undefined) ?? null, media: v as Row };
  const mediaId = typeof v === "string" && v !== "" ? v : null;
  return { mediaId, media: mediaId ? (ctx.catalogue.media([mediaId], ctx.chain, ctx.baseUrl).get(mediaId) ?? null) : null };
}

function resolveSlot(type: string, config: Config, ctx: ResolveContext, decorate: (p: Row[]) => Row[]): Row | null {
  switch (type) {
    case "text": {
      const content = config.content?.source === "mapped" ? value(config, "content", ctx) : withEntityValues(value(config, "content", ctx), ctx);
      return { content: content === null || typeof content === "object" ? "" : String(content), apiAlias: "cms_text" };
    }
    case "image": {
      const { mediaId, media } = slotMedia(config, ctx);
      return { mediaId, url: value(config, "url", ctx), newTab: !!value(config, "newTab", ctx), media, apiAlias: "cms_image" };
    }
    case "product-box": {
      const product = slotProduct(config, ctx);
      return { productId: (product?.id as string | undefined) ?? null, product: product ? decorate([product])[0]! : null, apiAlias: "cms_product_box" };
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
    case "buy-box": {
      const product = slotProduct(config, ctx) ?? ctx.product ?? null;
      if (!product) return null;
      const own = product.id === ctx.product?.id;
      // BuyBoxCmsElementResolver: the variant family's property groups and options, [] for a product without variants
      const family = (product.parentId as string | null) ?? (product.id as string);
      const configuratorSettings = ctx.catalogue.configurator(family, ctx.chain) ?? [];
      return { productId: product.id, product, configuratorSettings, totalReviews: own && ctx.reviews ? (ctx.reviews().total as number) : 0, apiAlias: "cms_buy_box" };
    }
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
