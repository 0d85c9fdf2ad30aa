/**
 * Content and routing: `route`, categories, landing/topic/editorial pages and CMS pages.
 */
import type { Resolvers } from "../generated/graphql.js";
import type { GatewayContext } from "../context.js";
import type { Locale } from "../session/locale.js";
import { assertId, listingRequest } from "../catalog/listing.js";
import { navigationUrl, navigationName, seoPath, translated, type CategoryRow } from "../catalog/mapping.js";
import { imageFromMedia } from "../catalog/media.js";
import { productSeo } from "../catalog/resolvers.js";
import { brandName, categoryListing, childrenInTree, emptyListing, navigationTree } from "../catalog/services.js";
import { localizedNotFound } from "../errors/messages.js";
import {
  alternates,
  canonicalPath,
  categoryBreadcrumbs,
  productBreadcrumbs,
  resolveRoute,
} from "./route.js";
import { allSlots, cmsElement, pageFaqs, pageImage, pageProducts, sortedBlocks, sortedSections, visibility } from "./cms.js";
import type {
  CategoryRouteShape,
  CmsPageRow,
  ContentRouteShape,
  LandingPageRow,
  PageRouteShape,
  RouteShape,
} from "./rows.js";

const BRANDS_LABEL: Record<Locale, string> = { de: "Marken", it: "Marche", fr: "Marques" };

const TYPENAMES = {
  category: "CategoryRoute",
  product: "ProductRoute",
  landing: "LandingPageRoute",
  topic: "TopicRoute",
  editorial: "EditorialRoute",
  brand: "BrandRoute",
  notFound: "NotFoundRoute",
} as const;

function stripHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const text = html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return text ? text.slice(0, 160) : null;
}

type SeoSource = { metaTitle?: string; metaDescription?: string; keywords?: string; translated?: unknown };

function seoOf(row: SeoSource, name: string, fallbackDescription?: string | null) {
  const tr = (row.translated ?? {}) as SeoSource;
  return {
    title: translated(row.metaTitle, tr.metaTitle) || name,
    description: translated(row.metaDescription, tr.metaDescription) || stripHtml(fallbackDescription) || null,
    keywords: translated(row.keywords, tr.keywords) || null,
  };
}

/** The route's entity, loaded (or already loaded) in the route's language. A missing one is a 404. */
async function categoryOf(ctx: GatewayContext, locale: Locale, id: string): Promise<CategoryRow> {
  const row = await ctx.catalog.loaders(locale).category.load(id);
  if (!row) throw localizedNotFound(locale, "categoryNotFound", { id });
  return ctx.catalog.tag(row, locale);
}

async function landingOf(ctx: GatewayContext, locale: Locale, id: string): Promise<LandingPageRow> {
  const row = await ctx.catalog.loaders(locale).landingPage.load(id);
  if (!row) throw localizedNotFound(locale, "categoryNotFound", { id });
  return ctx.catalog.tag(row, locale);
}

async function productOf(ctx: GatewayContext, locale: Locale, id: string) {
  const loaders = ctx.catalog.loaders(locale);
  const detail = await loaders.productDetail.load(id);
  if (!detail) throw localizedNotFound(locale, "productNotFound", { id });
  // A main product's id answers with its best variant: its detail (configurator) is this one.
  if (detail.product.id !== id) loaders.productDetail.prime(detail.product.id, detail);
  ctx.catalog.pageProductId.set(detail.product, id);
  return ctx.catalog.tag(detail.product, locale);
}

/** Topic/editorial pages are categories or landing pages. */
async function contentOf(ctx: GatewayContext, route: ContentRouteShape) {
  if (route.entity === "category") {
    const row = await categoryOf(ctx, route.locale, route.id);
    return { name: navigationName(row), row: row as SeoSource, cmsPage: row.cmsPage ?? null, description: row.description ?? null };
  }
  const row = await landingOf(ctx, route.locale, route.id);
  return { name: translated(row.name, row.translated?.name) ?? "", row: row as SeoSource, cmsPage: row.cmsPage ?? null, description: null };
}

async function selfCrumb(ctx: GatewayContext, route: PageRouteShape, id: string, name: string) {
  return [{ id, name, url: await canonicalPath(ctx, route) }];
}

/** Marks the slots of a category's CMS page, so category-navigation elements know their category. */
function ownCmsPage(ctx: GatewayContext, page: CmsPageRow | null | undefined, categoryId: string) {
  for (const slot of allSlots(page)) ctx.catalog.slotCategory.set(slot, categoryId);
  return page ?? null;
}

const common = {
  canonicalPath: (route: PageRouteShape, _args: unknown, ctx: GatewayContext) => canonicalPath(ctx, route),
  locale: (route: PageRouteShape) => route.locale,
  alternates: (route: PageRouteShape, _args: unknown, ctx: GatewayContext) => alternates(ctx, route),
};

export const contentResolvers: Resolvers = {
  Query: {
    route: (_parent, { path, locale }, ctx, info) => resolveRoute(ctx, path, locale ?? null, info),
    category: async (_parent, { id }, ctx) => {
      const row = await ctx.loaders.category.load(assertId(ctx.locale, id, "id"));
      return row;
    },
    landingPage: async (_parent, { id }, ctx) => ctx.loaders.landingPage.load(assertId(ctx.locale, id, "id")),
  },

  Route: {
    __resolveType: (route: RouteShape) => TYPENAMES[route.kind],
  },
  PageRoute: {
    __resolveType: (route: PageRouteShape) => TYPENAMES[route.kind],
  },

  CategoryRoute: {
    ...common,
    isHome: (route) => route.isHome,
    category: (route, _args, ctx) => categoryOf(ctx, route.locale, route.categoryId),
    seo: async (route, _args, ctx) => {
      const row = await categoryOf(ctx, route.locale, route.categoryId);
      return seoOf(row, navigationName(row), row.description);
    },
    breadcrumbs: async (route: CategoryRouteShape, _args, ctx) => {
      if (route.isHome) return [];
      const row = await categoryOf(ctx, route.locale, route.categoryId);
      const crumbs = await categoryBreadcrumbs(ctx.catalog, route.locale, row);
      const path = await canonicalPath(ctx, route);
      return crumbs.map((c) => (c.id === row.id ? { ...c, url: path } : c));
    },
    listing: async (route, { input }, ctx) => {
      const request = listingRequest(route.locale, input);
      const row = await categoryOf(ctx, route.locale, route.categoryId);
      if (row.type === "folder" || row.type === "link") return emptyListing(route.locale, request);
      return categoryListing(ctx.catalog, route.locale, route.categoryId, request);
    },
  },

  ProductRoute: {
    ...common,
    product: (route, _args, ctx) => productOf(ctx, route.locale, route.productId),
    seo: async (route, _args, ctx) => productSeo(await productOf(ctx, route.locale, route.productId)),
    breadcrumbs: async (route, _args, ctx) => {
      const product = await productOf(ctx, route.locale, route.productId);
      return productBreadcrumbs(ctx.catalog, route.locale, product, await canonicalPath(ctx, route));
    },
  },

  LandingPageRoute: {
    ...common,
    landingPage: (route, _args, ctx) => landingOf(ctx, route.locale, route.landingPageId),
    seo: async (route, _args, ctx) => {
      const row = await landingOf(ctx, route.locale, route.landingPageId);
      return seoOf(row, translated(row.name, row.translated?.name) ?? "");
    },
    breadcrumbs: async (route, _args, ctx) => {
      const row = await landingOf(ctx, route.locale, route.landingPageId);
      return selfCrumb(ctx, route, row.id, translated(row.name, row.translated?.name) ?? "");
    },
  },

  TopicRoute: {
    ...common,
    id: (route) => route.id,
    title: async (route, _args, ctx) => (await contentOf(ctx, route)).name,
    seo: async (route, _args, ctx) => {
      const content = await contentOf(ctx, route);
      return seoOf(content.row, content.name, content.description);
    },
    breadcrumbs: async (route, _args, ctx) => selfCrumb(ctx, route, route.id, (await contentOf(ctx, route)).name),
    cmsPage: async (route, _args, ctx) => ownCmsPage(ctx, (await contentOf(ctx, route)).cmsPage, route.id),
    faqs: async (route, _args, ctx) => pageFaqs((await contentOf(ctx, route)).cmsPage, route.locale),
    listing: async (route, { input }, ctx) => {
      if (route.entity !== "category") return null;
      return categoryListing(ctx.catalog, route.locale, route.id, listingRequest(route.locale, input));
    },
  },

  EditorialRoute: {
    ...common,
    id: (route) => route.id,
    title: async (route, _args, ctx) => (await contentOf(ctx, route)).name,
    seo: async (route, _args, ctx) => {
      const content = await contentOf(ctx, route);
      return seoOf(content.row, content.name, content.description);
    },
    breadcrumbs: async (route, _args, ctx) => selfCrumb(ctx, route, route.id, (await contentOf(ctx, route)).name),
    teaser: async (route, _args, ctx) => {
      const content = await contentOf(ctx, route);
      const tr = (content.row.translated ?? {}) as SeoSource;
      return translated(content.row.metaDescription, tr.metaDescription) || stripHtml(content.description) || null;
    },
    image: async (route, _args, ctx) => pageImage((await contentOf(ctx, route)).cmsPage, route.locale),
    cmsPage: async (route, _args, ctx) => ownCmsPage(ctx, (await contentOf(ctx, route)).cmsPage, route.id),
    recommendedProducts: async (route, _args, ctx) => pageProducts((await contentOf(ctx, route)).cmsPage, route.locale),
  },

  BrandRoute: {
    ...common,
    brand: (route) => route.brand,
    seo: (route) => ({
      title: brandName(route.brand),
      description: stripHtml(translated(route.brand.description, route.brand.translated?.description)),
      keywords: null,
    }),
    breadcrumbs: async (route, _args, ctx) => [
      { id: "brands", name: BRANDS_LABEL[route.locale], url: "/brands" },
      { id: route.brand.id, name: brandName(route.brand), url: await canonicalPath(ctx, route) },
    ],
  },

  NotFoundRoute: {
    path: (route) => route.path,
    locale: (route) => route.locale,
  },

  Category: {
    id: (row) => row.id,
    name: (row) => navigationName(row),
    description: (row) => translated(row.description, row.translated?.description) || null,
    type: (row) => (row.type === "link" ? "LINK" : row.type === "folder" ? "FOLDER" : "PAGE"),
    media: (row) => imageFromMedia(row.media),
    url: (row) => navigationUrl(row).url,
    breadcrumbs: (row, _args, ctx) => categoryBreadcrumbs(ctx.catalog, ctx.catalog.localeOf(row), row),
    seo: (row) => seoOf(row, navigationName(row), row.description),
    cmsPage: (row, _args, ctx) => ownCmsPage(ctx, row.cmsPage, row.id),
    children: async (row, _args, ctx) => {
      const tree = await navigationTree(ctx.catalog, ctx.catalog.localeOf(row), "MAIN").catch(() => [] as CategoryRow[]);
      const children = childrenInTree(tree, row.id) ?? row.children ?? [];
      return children.filter((c: CategoryRow) => c.visible !== false && c.active !== false);
    },
  },

  LandingPage: {
    id: (row) => row.id,
    name: (row) => translated(row.name, row.translated?.name) ?? "",
    url: (row) => seoPath(row.seoUrls) ?? `/landingPage/${row.id}`,
    seo: (row) => seoOf(row, translated(row.name, row.translated?.name) ?? ""),
    cmsPage: (row) => row.cmsPage ?? null,
  },

  CmsPage: {
    id: (row) => row.id,
    name: (row) => translated(row.name, row.translated?.name) || null,
    type: (row) => row.type ?? "page",
    sections: (row) => sortedSections(row),
  },

  CmsSection: {
    id: (row) => row.id,
    type: (row) => row.type ?? "default",
    sizingMode: (row) => row.sizingMode ?? "boxed",
    mobileBehavior: (row) => row.mobileBehavior ?? null,
    backgroundColor: (row) => row.backgroundColor || null,
    backgroundMedia: (row) => imageFromMedia(row.backgroundMedia),
    backgroundMediaMode: (row) => row.backgroundMediaMode ?? null,
    cssClass: (row) => row.cssClass || null,
    visibility: (row) => visibility(row),
    blocks: (row) => sortedBlocks(row),
  },

  CmsBlock: {
    id: (row) => row.id,
    type: (row) => row.type,
    sectionPosition: (row) => row.sectionPosition ?? "main",
    name: (row) => row.name ?? null,
    marginTop: (row) => row.marginTop ?? null,
    marginBottom: (row) => row.marginBottom ?? null,
    marginLeft: (row) => row.marginLeft ?? null,
    marginRight: (row) => row.marginRight ?? null,
    backgroundColor: (row) => row.backgroundColor || null,
    backgroundMedia: (row) => imageFromMedia(row.backgroundMedia),
    backgroundMediaMode: (row) => row.backgroundMediaMode ?? null,
    cssClass: (row) => row.cssClass || null,
    visibility: (row) => visibility(row),
    slots: (row) => row.slots ?? [],
  },

  CmsSlot: {
    id: (row) => row.id,
    slot: (row) => row.slot,
    type: (row) => (row as { type?: string }).type ?? "unknown",
    config: (row) => (row.translated as { config?: unknown } | undefined)?.config ?? row.config ?? null,
    element: async (row, _args, ctx) => {
      const locale = ctx.catalog.localeOf(row);
      let children: CategoryRow[] = [];
      if ((row as { type?: string }).type === "category-navigation") {
        const categoryId = ctx.catalog.slotCategory.get(row);
        const tree = await navigationTree(ctx.catalog, locale, "MAIN").catch(() => [] as CategoryRow[]);
        children = categoryId ? (childrenInTree(tree, categoryId) ?? []) : tree;
      }
      return cmsElement(row, locale, children) as never;
    },
  },

  CmsElement: {
    __resolveType: (element) => (element as { __typename: string }).__typename as never,
  },
};
