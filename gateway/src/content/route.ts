/**
 * `route(path, locale)`: one shop path → one typed page, in as few upstream waves as possible.
 *
 * Wave 1: the SEO URL of the path (POST /seo-url, in the page's language) and, in parallel, the main
 *         navigation tree (breadcrumbs, home; usually already cached for the header).
 * Wave 2: the entity (category / product / landing page) together with everything the query selected
 *         below it that does not depend on the entity's content: the listing (category pages), reviews
 *         and cross-selling (product pages), and the entity's SEO URL in every language (hreflang).
 * Unknown paths, ids and inactive entities give NotFoundRoute.
 */
import type { GraphQLResolveInfo } from "graphql";
import type { GatewayContext } from "../context.js";
import type { Locale } from "../session/locale.js";
import { languageLocale } from "../session/languages.js";
import { localizedBadInput } from "../errors/messages.js";
import { SEO_ROUTES, type SeoRouteName } from "../catalog/loaders.js";
import { listingRequest, pageArgs } from "../catalog/listing.js";
import {
  brandList,
  brandSlug,
  categoryListing,
  indexTree,
  navigationTree,
  rootCategoryId,
  type TreeNode,
} from "../catalog/services.js";
import { navigationName, navigationUrl, productName, type CategoryRow, type ProductRow } from "../catalog/mapping.js";
import type { RequestCatalog } from "../catalog/requestCatalog.js";
import type { SeoUrlRow } from "../catalog/rows.js";
import { argumentsAt } from "../routing/selection.js";
import { contentKind, MAX_PATH_LENGTH, parsePath, seoUrlPath } from "../routing/path.js";
import type { PageRouteShape, RouteShape } from "./rows.js";

export interface BreadcrumbShape {
  id: string;
  name: string;
  url: string;
}

export interface AlternateShape {
  locale: Locale;
  path: string;
}

function notFound(path: string, locale: Locale): RouteShape {
  return { kind: "notFound", path, locale };
}

/** Locales the shop offers (from GET /language, cached for the gateway's lifetime). */
async function shopLocales(ctx: GatewayContext): Promise<Locale[]> {
  const rows = await ctx.languages.shopLanguages();
  return rows.map((row) => languageLocale(row)).filter((l): l is Locale => l !== null);
}

// --- Alternates and canonical paths ----------------------------------------------------------------

export function technicalPath(route: PageRouteShape): string {
  switch (route.kind) {
    case "category":
      return route.isHome ? "/" : `/navigation/${route.categoryId}`;
    case "product":
      return `/detail/${route.productId}`;
    case "landing":
      return `/landingPage/${route.landingPageId}`;
    case "topic":
    case "editorial":
      return route.entity === "category" ? `/navigation/${route.id}` : `/landingPage/${route.id}`;
    case "brand":
      return `/b/${route.askedPath.replace(/^\/b\//, "")}`;
  }
}

function seoTarget(route: PageRouteShape): { routeName: SeoRouteName; id: string } | null {
  switch (route.kind) {
    case "category":
      return route.isHome ? null : { routeName: SEO_ROUTES.category, id: route.categoryId };
    case "product":
      return { routeName: SEO_ROUTES.product, id: route.productId };
    case "landing":
      return { routeName: SEO_ROUTES.landing, id: route.landingPageId };
    case "topic":
    case "editorial":
      return { routeName: route.entity === "category" ? SEO_ROUTES.category : SEO_ROUTES.landing, id: route.id };
    default:
      return null;
  }
}

/** The page's canonical path in every shop language (SEO path, else the technical path). */
export function alternates(ctx: GatewayContext, route: PageRouteShape): Promise<AlternateShape[]> {
  const key = `alternates|${route.kind}|${technicalPath(route)}`;
  return ctx.catalog.once(key, async () => {
    const locales = await shopLocales(ctx);
    if (route.kind === "brand") {
      return Promise.all(
        locales.map(async (locale) => {
          const brands = await brandList(ctx.catalog, locale);
          const brand = brands.find((b) => b.id === route.brand.id);
          return { locale, path: brand ? `/b/${brandSlug(brand)}` : technicalPath(route) };
        }),
      );
    }
    const target = seoTarget(route);
    if (!target) return locales.map((locale) => ({ locale, path: technicalPath(route) }));
    return Promise.all(
      locales.map(async (locale) => {
        const row = await ctx.catalog.loaders(locale).canonicalSeoUrl.load(`${target.routeName}|${target.id}`);
        return { locale, path: row ? seoUrlPath(row.seoPathInfo) : technicalPath(route) };
      }),
    );
  });
}

export async function canonicalPath(ctx: GatewayContext, route: PageRouteShape): Promise<string> {
  if (route.kind === "category" && route.isHome) return "/";
  const list = await alternates(ctx, route);
  return list.find((a) => a.locale === route.locale)?.path ?? technicalPath(route);
}

// --- Breadcrumbs ----------------------------------------------------------------------------------

function ancestry(index: Map<string, TreeNode>, id: string): string[] {
  const chain: string[] = [];
  let current: string | null = id;
  const guard = new Set<string>();
  while (current && index.has(current) && !guard.has(current)) {
    guard.add(current);
    chain.unshift(current);
    current = index.get(current)!.parentId;
  }
  return chain;
}

/**
 * Breadcrumbs of a category: from the main navigation tree (names and SEO paths of the current
 * language); categories outside it fall back to the category's own path and breadcrumb names.
 * The navigation root (home) is not part of the breadcrumbs.
 */
export async function categoryBreadcrumbs(
  cat: RequestCatalog,
  locale: Locale,
  category: Pick<CategoryRow, "id" | "path" | "breadcrumb" | "translated" | "name">,
): Promise<BreadcrumbShape[]> {
  const tree = await navigationTree(cat, locale, "MAIN").catch(() => [] as CategoryRow[]);
  const index = indexTree(tree);
  const rootId = tree.find((row) => row.parentId)?.parentId ?? null;
  if (index.has(category.id)) {
    return ancestry(index, category.id).map((id) => {
      const row = index.get(id)!.row;
      return { id, name: navigationName(row), url: navigationUrl(row).url };
    });
  }
  const ids = (category.path ?? "").split("|").filter(Boolean).concat(category.id);
  const names =
    (category.translated as { breadcrumb?: unknown } | undefined)?.breadcrumb ?? category.breadcrumb ?? [];
  const list = ids.map((id, i) => {
    const node = index.get(id);
    const name = node ? navigationName(node.row) : String((Array.isArray(names) ? names[i] : null) ?? "");
    return { id, name, url: node ? navigationUrl(node.row).url : `/navigation/${id}` };
  });
  const rootAt = rootId ? list.findIndex((b) => b.id === rootId) : -1;
  return list.slice(rootAt >= 0 ? rootAt + 1 : 1).filter((b) => b.name !== "");
}

/** Breadcrumbs of a product: its SEO category (else its deepest category in the main navigation). */
export async function productBreadcrumbs(cat: RequestCatalog, locale: Locale, product: ProductRow, path: string) {
  let trail: BreadcrumbShape[] = [];
  const seoCategory = product.seoCategory as CategoryRow | null | undefined;
  if (seoCategory?.id) {
    trail = await categoryBreadcrumbs(cat, locale, seoCategory);
  } else {
    const tree = await navigationTree(cat, locale, "MAIN").catch(() => [] as CategoryRow[]);
    const index = indexTree(tree);
    let categoryIds = product.categoryIds ?? [];
    // Variants inherit their main product's categories.
    if (categoryIds.length === 0 && product.parentId) {
      categoryIds = (await cat.loaders(locale).productFamily.load(product.parentId)).main?.categoryIds ?? [];
    }
    const candidates = categoryIds.filter((id) => index.has(id));
    const deepest = candidates.sort((a, b) => ancestry(index, b).length - ancestry(index, a).length)[0];
    if (deepest) trail = await categoryBreadcrumbs(cat, locale, index.get(deepest)!.row);
  }
  return [...trail, { id: product.id, name: productName(product), url: path }];
}

// --- Resolution -----------------------------------------------------------------------------------

function kindOf(row: SeoUrlRow): PageRouteShape["kind"] | null {
  const content = contentKind(row.seoPathInfo);
  switch (row.routeName) {
    case SEO_ROUTES.product:
      return "product";
    case SEO_ROUTES.category:
      return content ?? "category";
    case SEO_ROUTES.landing:
      return content ?? "landing";
    default:
      return null;
  }
}

/** Starts what the page's selection needs besides the entity, so it runs in the entity's wave. */
function prefetch(ctx: GatewayContext, route: PageRouteShape, info: GraphQLResolveInfo | undefined): void {
  const { catalog } = ctx;
  const loaders = catalog.loaders(route.locale);
  void alternates(ctx, route).catch(() => undefined);
  if (!info) return;
  const safely = (run: () => Promise<unknown> | unknown) => {
    try {
      void Promise.resolve(run()).catch(() => undefined);
    } catch {
      // invalid arguments: the field itself reports them
    }
  };
  if (route.kind === "category") {
    for (const args of argumentsAt(info, "CategoryRoute", ["listing"])) {
      safely(() =>
        categoryListing(catalog, route.locale, route.categoryId, listingRequest(route.locale, args.input as never)),
      );
    }
  }
  if (route.kind === "product") {
    for (const args of argumentsAt(info, "ProductRoute", ["product", "reviews"])) {
      safely(() => {
        const { page, limit } = pageArgs(route.locale, args.limit as number, args.page as number);
        return loaders.reviews.load({ productId: route.productId, page, limit, allLanguages: args.allLanguages === true });
      });
    }
    if (argumentsAt(info, "ProductRoute", ["product", "crossSellings"]).length > 0) {
      safely(() => loaders.crossSellings.load(route.productId));
    }
    // Shopware answers a main product's id with its best variant: the asked id's family (main product
    // and variants) then holds the configurator's targets and the categories a variant inherits.
    // (For a variant's own path they come one wave later.)
    if (
      argumentsAt(info, "ProductRoute", ["product", "configurator"]).length > 0 ||
      argumentsAt(info, "ProductRoute", ["breadcrumbs"]).length > 0
    ) {
      safely(() => loaders.productFamily.load(route.productId));
    }
  }
}

/** Checks that the entity exists (and starts nothing else). */
async function entityExists(ctx: GatewayContext, route: PageRouteShape): Promise<boolean> {
  const loaders = ctx.catalog.loaders(route.locale);
  switch (route.kind) {
    case "category":
      return (await loaders.category.load(route.categoryId)) !== null;
    case "product":
      return (await loaders.productDetail.load(route.productId)) !== null;
    case "landing":
      return (await loaders.landingPage.load(route.landingPageId)) !== null;
    case "topic":
    case "editorial":
      return route.entity === "category"
        ? (await loaders.category.load(route.id)) !== null
        : (await loaders.landingPage.load(route.id)) !== null;
    case "brand":
      return true;
  }
}

export async function resolveRoute(
  ctx: GatewayContext,
  rawPath: string,
  localeArg: Locale | null | undefined,
  info?: GraphQLResolveInfo,
): Promise<RouteShape> {
  if (rawPath.length > MAX_PATH_LENGTH) {
    throw localizedBadInput(localeArg ?? ctx.locale, "pathTooLong", { max: MAX_PATH_LENGTH }, "path");
  }
  const parsed = parsePath(rawPath);
  const locale = localeArg ?? parsed.locale ?? ctx.locale;
  const { catalog } = ctx;
  const loaders = catalog.loaders(locale);
  const base = { locale, askedPath: parsed.path, seoUrl: null };
  // Wave 1: the navigation tree serves breadcrumbs and the home page; start it right away.
  const tree = navigationTree(catalog, locale, "MAIN").catch(() => [] as CategoryRow[]);

  let route: PageRouteShape;
  const target = parsed.target;
  switch (target.kind) {
    case "invalid":
      return notFound(parsed.path, locale);
    case "home": {
      await tree;
      const rootId = await rootCategoryId(catalog, locale).catch(() => null);
      if (!rootId) return notFound(parsed.path, locale);
      route = { ...base, kind: "category", categoryId: rootId, isHome: true };
      break;
    }
    case "category":
      route = { ...base, kind: "category", categoryId: target.id, isHome: false };
      break;
    case "product":
      route = { ...base, kind: "product", productId: target.id };
      break;
    case "landing":
      route = { ...base, kind: "landing", landingPageId: target.id };
      break;
    case "brand": {
      const brands = await brandList(catalog, locale);
      const brand = brands.find((b) => brandSlug(b) === target.slug);
      if (!brand) return notFound(parsed.path, locale);
      route = { ...base, kind: "brand", brand: catalog.tag(brand, locale) };
      break;
    }
    case "seo": {
      const row = await loaders.seoUrlByPath.load(target.seoPath);
      if (!row) return notFound(parsed.path, locale);
      if (row.isCanonical) loaders.canonicalSeoUrl.prime(`${row.routeName}|${row.foreignKey}`, row);
      const kind = kindOf(row);
      const seoBase = { ...base, seoUrl: row };
      const entity = row.routeName === SEO_ROUTES.category ? "category" : "landing_page";
      switch (kind) {
        case "product":
          route = { ...seoBase, kind, productId: row.foreignKey };
          break;
        case "category":
          route = { ...seoBase, kind, categoryId: row.foreignKey, isHome: false };
          break;
        case "landing":
          route = { ...seoBase, kind, landingPageId: row.foreignKey };
          break;
        case "topic":
        case "editorial":
          route = { ...seoBase, kind, entity, id: row.foreignKey };
          break;
        default:
          return notFound(parsed.path, locale);
      }
      break;
    }
  }

  // Wave 2: the entity and, in parallel, whatever the selection needs below it.
  prefetch(ctx, route, info);
  if (!(await entityExists(ctx, route))) return notFound(parsed.path, locale);
  return route;
}
