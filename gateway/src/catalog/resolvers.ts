/**
 * Catalogue domain: navigation, products, listings, brands, reviews. Public reads never create a
 * session; they go through the per-language response cache (catalog/upstream.ts).
 */
import type { Resolvers } from "../generated/graphql.js";
import type { GatewayContext } from "../context.js";
import type { Locale } from "../session/locale.js";
import {
  localizedBadInput,
  localizedNotFound,
  localizedUnauthenticated,
} from "../errors/messages.js";
import { errorStatus, isWholeProductRow, NAVIGATION_ROOTS, PRODUCT_ASSOCIATIONS, type NavigationRootKey } from "./loaders.js";
import {
  navigationLinkType,
  navigationName,
  navigationUrl,
  productAvailable,
  productCover,
  productDescription,
  productManufacturer,
  productName,
  productPrice,
  productUrl,
  translated,
  type CategoryRow,
  type ProductRow,
} from "./mapping.js";
import { imageFromMedia } from "./media.js";
import { publicMediaReference } from "../media/publicUrl.js";
import { ratingAverage, ratingCount, ratingDistribution } from "./reviews.js";
import {
  accordion,
  additionalData,
  dispensingCategory,
  packageLeaflet,
  additionalThumbnail,
  availability,
  CUSTOM_FIELD,
  expertReview,
  flag,
  fullPrice,
  packing,
  pharmacode,
  productFaqs,
  productGallery,
  productTags,
  productUnit,
  propertyGroups,
  propertyOption,
  sku,
} from "./product.js";
import { assertId, isId, listingFilters, listingRequest, pageArgs, pageCount, sortings } from "./listing.js";
import {
  brandList,
  brandName,
  brandSlug,
  categoryListing,
  cutTree,
  groupBrands,
  navigationTree,
  requireRootCategoryId,
} from "./services.js";
import type { ConfiguratorGroupShape } from "./rows.js";
import { productDeliveryEstimate } from "../cart/delivery.js";

export const MAX_NAVIGATION_DEPTH = 4;
export const MAX_PRODUCT_LIMIT = 100;

/** Shopware's review rules (ProductReviewSaveRoute): title ≥ 5, content ≥ 40 characters. */
export const REVIEW_TITLE_MIN = 5;
export const REVIEW_CONTENT_MIN = 40;
export const REVIEW_TITLE_MAX = 255;
export const REVIEW_CONTENT_MAX = 5000;

/** `depth` is capped at 4 (larger values are clamped); it must be at least 1. */
export function navigationDepth(depth: number | null | undefined, locale: Locale = "de"): number {
  const value = depth ?? 2;
  if (!Number.isInteger(value) || value < 1) throw localizedBadInput(locale, "depthMin", {}, "depth");
  return Math.min(value, MAX_NAVIGATION_DEPTH);
}

const ROOT_ALIASES = new Set<string>(Object.values(NAVIGATION_ROOTS));

function navigationRoot(locale: Locale, rootId: string | null | undefined, kind: string | null | undefined): string {
  if (rootId) {
    if (ROOT_ALIASES.has(rootId)) return rootId;
    return assertId(locale, rootId, "rootId");
  }
  return (kind ?? "MAIN") as NavigationRootKey;
}

function seoOf(row: { metaTitle?: string; metaDescription?: string; keywords?: string; translated?: unknown }, name: string, fallbackDescription: string | null) {
  const tr = (row.translated ?? {}) as { metaTitle?: string; metaDescription?: string; keywords?: string };
  const strip = (html: string | null) => (html ? html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim().slice(0, 160) : null);
  return {
    title: translated(row.metaTitle, tr.metaTitle) || name,
    description: translated(row.metaDescription, tr.metaDescription) || strip(fallbackDescription) || null,
    keywords: translated(row.keywords, tr.keywords) || null,
  };
}

export function productSeo(row: ProductRow) {
  return seoOf(row, productName(row), productDescription(row));
}

function loadersFor(ctx: GatewayContext, row: unknown) {
  const locale = ctx.catalog.localeOf(row);
  return { locale, loaders: ctx.catalog.loaders(locale) };
}

/**
 * A product row with the long custom fields (product.ts TEXT_CUSTOM_FIELDS): list reads leave them out,
 * so a listed product asked for its texts is read whole by id (batched, once per request). The product
 * page's row already has them.
 */
async function withTexts(row: ProductRow, ctx: GatewayContext): Promise<ProductRow> {
  if (isWholeProductRow(row)) return row;
  return (await loadersFor(ctx, row).loaders.productById.load(row.id)) ?? row;
}

function productRows(rows: readonly (ProductRow | Error | null)[]): ProductRow[] {
  const found: ProductRow[] = [];
  for (const row of rows) {
    if (row instanceof Error) throw row;
    if (row) found.push(row);
  }
  return found;
}

/** More payment methods than any shop offers: one page is the whole list. */
const PAYMENT_METHOD_LIMIT = 100;

export const catalogResolvers: Resolvers = {
  Query: {
    navigation: async (_parent, { rootId, depth, kind }, ctx) => {
      const locale = ctx.locale;
      const levels = navigationDepth(depth, locale);
      const tree = await navigationTree(ctx.catalog, locale, navigationRoot(locale, rootId, kind));
      return cutTree(tree, levels);
    },
    shopPaymentMethods: async (_parent, _args, ctx) => {
      const { data } = await ctx.catalog.api().call("readPaymentMethod post /payment-method", { body: { onlyAvailable: true, limit: PAYMENT_METHOD_LIMIT } });
      return data?.elements ?? [];
    },
    productsByIds: async (_parent, { ids }, ctx) => {
      if (ids.length > MAX_PRODUCT_LIMIT) {
        throw localizedBadInput(ctx.locale, "tooManyIds", { max: MAX_PRODUCT_LIMIT }, "ids");
      }
      // Malformed ids cannot exist: left out like unknown ones, without asking the upstream.
      const wanted = ids.filter((id) => isId(id));
      return productRows(await ctx.loaders.productById.loadMany(wanted));
    },
    products: async (_parent, args, ctx) => {
      const { limit, page } = pageArgs(ctx.locale, args.limit, args.page);
      const { data } = await ctx.catalog.api().call("readProduct post /product", {
        body: { limit, page, "total-count-mode": "exact", associations: PRODUCT_ASSOCIATIONS },
      });
      const items = data?.elements ?? [];
      for (const row of items) ctx.loaders.productById.prime(row.id, row);
      return { items, total: typeof data?.total === "number" ? data.total : items.length, page, limit };
    },
    product: (_parent, { id }, ctx) => (isId(id) ? ctx.loaders.productById.load(id) : null),
    productListing: async (_parent, { categoryId, input }, ctx) => {
      const locale = ctx.locale;
      const id = assertId(locale, categoryId, "categoryId");
      return categoryListing(ctx.catalog, locale, id, listingRequest(locale, input));
    },
    brands: async (_parent, _args, ctx) => groupBrands(await brandList(ctx.catalog, ctx.locale), ctx.locale),
    brand: async (_parent, { id, slug }, ctx) => {
      const locale = ctx.locale;
      if ((id ? 1 : 0) + (slug ? 1 : 0) !== 1) throw localizedBadInput(locale, "brandArgs", {}, id ? "slug" : "id");
      const brands = await brandList(ctx.catalog, locale);
      if (id) {
        const wanted = assertId(locale, id, "id");
        return brands.find((b) => b.id === wanted) ?? null;
      }
      const wanted = slug!.trim().toLowerCase();
      return brands.find((b) => brandSlug(b) === wanted) ?? null;
    },
  },

  Mutation: {
    submitProductReview: async (_parent, { productId, input }, ctx) => {
      const locale = ctx.locale;
      const id = assertId(locale, productId, "productId");
      if (!Number.isInteger(input.points) || input.points < 1 || input.points > 5) {
        throw localizedBadInput(locale, "reviewPoints", { value: input.points }, "points");
      }
      const title = input.title.trim();
      const content = input.content.trim();
      if (title.length < REVIEW_TITLE_MIN) throw localizedBadInput(locale, "reviewTooShort", { field: "title", min: REVIEW_TITLE_MIN }, "title");
      if (title.length > REVIEW_TITLE_MAX) throw localizedBadInput(locale, "reviewTooLong", { field: "title", max: REVIEW_TITLE_MAX }, "title");
      if (content.length < REVIEW_CONTENT_MIN) throw localizedBadInput(locale, "reviewTooShort", { field: "content", min: REVIEW_CONTENT_MIN }, "content");
      if (content.length > REVIEW_CONTENT_MAX) throw localizedBadInput(locale, "reviewTooLong", { field: "content", max: REVIEW_CONTENT_MAX }, "content");
      // Reviews need a logged-in customer (SPEC §6): without a session there is nobody to attribute it to.
      if (!ctx.session.hasToken) throw localizedUnauthenticated(locale, "reviewLoginRequired");
      try {
        await ctx.storeApi.call("saveProductReview post /product/{productId}/review", {
          pathParams: { productId: id },
          body: { points: input.points, title, content, ...(input.name?.trim() ? { name: input.name.trim() } : {}) },
        });
      } catch (error) {
        const status = errorStatus(error);
        if (status === 401 || status === 403) throw localizedUnauthenticated(locale, "reviewLoginRequired");
        if (status === 404) throw localizedNotFound(locale, "productNotFound", { id });
        throw error;
      }
      return { success: true };
    },
  },

  NavigationEntry: {
    id: (row) => row.id,
    name: (row) => navigationName(row),
    url: (row) => navigationUrl(row).url,
    external: (row) => navigationUrl(row).external,
    linkType: (row) => navigationLinkType(row),
    type: (row) => (row.type === "link" ? "LINK" : row.type === "folder" ? "FOLDER" : "PAGE"),
    newTab: (row) => row.linkNewTab === true,
    media: (row) => imageFromMedia(row.media),
    children: (row) => (row.children ?? []).filter((child: CategoryRow) => child.visible !== false && child.active !== false),
  },

  Product: {
    id: (row) => row.id,
    parentId: (row) => row.parentId ?? null,
    productNumber: (row) => row.productNumber,
    name: (row) => productName(row),
    description: (row) => productDescription(row),
    url: (row) => productUrl(row),
    manufacturer: (row) => productManufacturer(row),
    brand: (row) => (row.manufacturer && typeof row.manufacturer.id === "string" ? row.manufacturer : null),
    price: (row) => ({ ...productPrice(row), ...fullPrice(row) }),
    cover: (row) => productCover(row),
    media: (row) => productGallery(row),
    available: (row) => productAvailable(row),
    availability: (row) => availability(row),
    deliveryEstimate: (row) => (row.type === "digital" || !availability(row).orderable ? null : productDeliveryEstimate(row)),
    type: (row) => (row.type === "digital" ? "DIGITAL" : "PHYSICAL"),
    sku: (row) => sku(row),
    pharmacode: (row) => pharmacode(row),
    ean: (row) => row.ean ?? null,
    packing: (row) => packing(row),
    weight: (row) => (typeof row.weight === "number" ? row.weight : null),
    tags: (row) => productTags(row),
    unit: (row) => productUnit(row),
    returnable: (row) => flag(row, true, CUSTOM_FIELD.returnable),
    cancellable: (row) => flag(row, true, CUSTOM_FIELD.cancellable),
    shippingFree: (row) => row.shippingFree === true,
    clickAndCollect: (row) => flag(row, false, CUSTOM_FIELD.clickAndCollect),
    isNew: (row) => row.isNew === true,
    topseller: (row) => row.markAsTopseller === true,
    ratingAverage: (row) => (typeof row.ratingAverage === "number" && row.ratingAverage > 0 ? row.ratingAverage : null),
    properties: (row) => propertyGroups(row.properties),
    accordion: async (row, _args, ctx) => accordion(await withTexts(row, ctx)),
    faqs: async (row, _args, ctx) => productFaqs(await withTexts(row, ctx)),
    expertReview: async (row, _args, ctx) => expertReview(await withTexts(row, ctx)),
    // Reviews belong to the main product (as in Shopware's storefront); on a product page they are
    // those of the page's product id, which `route` already started loading.
    reviews: (row, { page, limit, allLanguages }, ctx) => {
      const { locale, loaders } = loadersFor(ctx, row);
      const args = pageArgs(locale, limit, page);
      const productId = ctx.catalog.pageProductId.get(row) ?? row.parentId ?? row.id;
      return loaders.reviews.load({ productId, page: args.page, limit: args.limit, allLanguages: allLanguages === true });
    },
    crossSellings: (row, _args, ctx) =>
      loadersFor(ctx, row).loaders.crossSellings.load(ctx.catalog.pageProductId.get(row) ?? row.id),
    options: (row) => (row.options ?? []).map(propertyOption),
    optionIds: (row) => row.optionIds ?? [],
    displayParent: (row) => row.variantListingConfig?.displayParent === true,
    configurator: async (row, _args, ctx) => {
      const { locale, loaders } = loadersFor(ctx, row);
      const detail = await loaders.productDetail.load(row.id);
      const groups = detail?.configurator ?? [];
      if (groups.length === 0) return [];
      const variantRows = (await loaders.productFamily.load(row.parentId ?? row.id)).variants;
      const variants = variantRows.map((v) => {
        ctx.catalog.tag(v, locale);
        return { id: v.id, optionIds: v.optionIds ?? [], url: productUrl(v), available: productAvailable(v) };
      });
      const selected = detail?.product.optionIds ?? row.optionIds ?? [];
      return groups.map((group): ConfiguratorGroupShape => ({ group, productId: row.id, selected, variants }));
    },
    downloads: (row) =>
      (row.downloads ?? []).map((d) => ({
        id: d.id,
        fileName: d.media?.fileName ?? "",
        fileExtension: d.media?.fileExtension ?? "",
      })),
    additionalData: async (row, _args, ctx) => additionalData(await withTexts(row, ctx)),
    dispensingCategory: async (row, _args, ctx) => dispensingCategory(await withTexts(row, ctx)),
    packageLeafletUrl: async (row, _args, ctx) => {
      const reference = packageLeaflet(await withTexts(row, ctx));
      return reference ? publicMediaReference(reference, ctx.mediaUrls) : null;
    },
    additionalThumbnail: (row) => additionalThumbnail(row),
    seo: (row) => productSeo(row),
  },

  ConfiguratorGroup: {
    id: (shape) => shape.group.id,
    name: (shape) => translated(shape.group.name, shape.group.translated?.name) ?? "",
    displayType: (shape) => shape.group.displayType ?? "text",
    options: (shape) => {
      const groupOptionIds = new Set((shape.group.options ?? []).map((o) => o.id));
      const others = shape.selected.filter((id) => !groupOptionIds.has(id));
      return [...(shape.group.options ?? [])]
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((option) => {
          const wanted = [...others, option.id];
          const exact = shape.variants.find((v) => wanted.every((id) => v.optionIds.includes(id)));
          const target = exact ?? shape.variants.find((v) => v.optionIds.includes(option.id)) ?? null;
          const mapped = propertyOption(option);
          return {
            id: option.id,
            name: mapped.name,
            selected: shape.selected.includes(option.id),
            colorHexCode: mapped.colorHexCode,
            media: mapped.media,
            url: target?.url ?? null,
            productId: target?.id ?? null,
          };
        });
    },
  },

  Review: {
    id: (row) => row.id,
    title: (row) => row.title ?? "",
    content: (row) => row.content ?? "",
    points: (row) => (typeof row.points === "number" ? row.points : 0),
    author: (row) => row.externalUser ?? null,
    createdAt: (row) => row.createdAt ?? null,
    comment: (row) => row.comment ?? null,
    language: (row, _args, ctx) => ctx.languages.localeFor(row.languageId),
  },

  ReviewList: {
    items: (shape) => shape.items,
    total: (shape) => shape.total,
    page: (shape) => shape.page,
    limit: (shape) => shape.limit,
    averageRating: (shape) => ratingAverage(shape),
    ratingCount: (shape) => ratingCount(shape),
    distribution: (shape) => ratingDistribution(shape),
  },

  CrossSellingGroup: {
    id: (row) => row.crossSelling.id,
    name: (row) => translated(row.crossSelling.name, row.crossSelling.translated?.name) ?? "",
    products: (row) => row.products ?? [],
    total: (row) => (typeof row.total === "number" ? row.total : (row.products ?? []).length),
  },

  ProductListing: {
    items: (shape) => shape.result.elements ?? [],
    total: (shape) => (typeof shape.result.total === "number" ? shape.result.total : (shape.result.elements ?? []).length),
    page: (shape) => shape.request.page,
    limit: (shape) => shape.request.limit,
    pageCount: (shape) => pageCount(shape),
    sort: (shape) => shape.result.sorting ?? shape.request.sort ?? null,
    sortings: (shape) => sortings(shape.result),
    filters: (shape) => listingFilters(shape),
    applied: (shape) => ({
      minPrice: shape.request.minPrice,
      maxPrice: shape.request.maxPrice,
      properties: shape.request.properties,
      manufacturers: shape.request.manufacturers,
      minRating: shape.request.minRating,
      shippingFree: shape.request.shippingFree,
    }),
  },

  Brand: {
    id: (row) => row.id,
    name: (row) => brandName(row),
    slug: (row) => brandSlug(row),
    url: (row) => `/b/${brandSlug(row)}`,
    logo: (row) => imageFromMedia(row.media),
    description: (row) => translated(row.description, row.translated?.description) || null,
    link: (row) => translated(row.link, row.translated?.link) || null,
    products: async (row, { input }, ctx) => {
      const locale = ctx.catalog.localeOf(row);
      const request = { ...listingRequest(locale, input), manufacturers: [row.id] };
      return categoryListing(ctx.catalog, locale, await requireRootCategoryId(ctx.catalog, locale), request);
    },
  },
};
