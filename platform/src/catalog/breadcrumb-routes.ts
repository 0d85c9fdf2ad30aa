import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import type { Row } from "../db/translations.js";
import type { CategoryNode } from "./category-repository.js";

type Query = { type?: string; referrerCategoryId?: string };

const ID = /^[0-9a-f]{32}$/;

/** The sales channel's entry points: a breadcrumb starts below the first one on a category's path. */
function entryPoints(sc: { navigation_category_id: string; service_category_id: string | null; footer_category_id: string | null }): string[] {
  return [sc.navigation_category_id, sc.service_category_id, sc.footer_category_id].filter((id): id is string => !!id);
}

/** Ancestors from the root down to the category itself (Category.path is "|root|…|parent|"). */
function plainPath(node: CategoryNode): string[] {
  const ancestors = String(node.row.path ?? "").split("|").filter(Boolean);
  return [...ancestors, node.row.id as string];
}

/**
 * Shopware's GET /store-api/breadcrumb/{id} (BreadcrumbRoute + CategoryBreadcrumbBuilder): the
 * category path below the sales channel's entry point, each entry with its canonical SEO URL.
 * A product uses the referrer category when it is one of its categories, else its SEO category.
 * Unknown ids give an empty collection, as in Shopware.
 */
export function breadcrumbRoutes(app: FastifyInstance, deps: Deps): void {
  app.get("/store-api/breadcrumb/:id", async (req: FastifyRequest<{ Params: { id: string }; Querystring: Query }>) => {
    const id = req.params.id;
    // Shopware's route requirement: anything else is no route at all
    if (!ID.test(id)) throw new ShopwareError(404, "FRAMEWORK__ROUTE_NOT_FOUND", `No route found for "GET ${req.url.split("?")[0]}"`);
    const ctx = req.sw;
    const categories = deps.categories.all(ctx.languageIdChain);
    const sc = ctx.salesChannel;
    const entries = entryPoints(sc);
    const inChannel = (node: CategoryNode) => entries.some((e) => plainPath(node).slice(0, -1).includes(e));

    let category: CategoryNode | null | undefined;
    if (req.query.type !== "category") category = productCategory(deps, req, id, req.query.referrerCategoryId, categories);
    if (category === undefined) category = categories.get(id);
    if (!category) return [];

    const path = plainPath(category);
    const cut = entries.map((e) => path.indexOf(e)).find((i) => i >= 0);
    const ids = (cut === undefined ? path : path.slice(cut + 1)).filter((c) => {
      const node = categories.get(c);
      return node && inChannel(node);
    });
    const seo = deps.seoUrls.canonicalFor(ids, sc.id, ctx.languageId);
    return ids.map((c) => breadcrumb(categories.get(c)!.entity, (seo.get(c) ?? []).filter((u) => u.routeName === "frontend.navigation.page")));
  });
}

/**
 * The category a product's breadcrumb follows, or undefined when the id is no product (then
 * Shopware retries it as a category). null: a product without a category in this channel.
 */
function productCategory(
  deps: Deps,
  req: FastifyRequest,
  id: string,
  referrer: string | undefined,
  categories: Map<string, CategoryNode>,
): CategoryNode | undefined | null {
  const ctx = req.sw;
  const products = deps.products.map(ctx.languageIdChain, ctx, deps.baseUrl(req));
  const product = products.get(id)?.entity;
  if (!product) return undefined;
  return productSeoCategory(req, product, products.get(product.parentId as string)?.entity, categories, referrer);
}

/**
 * A product's SEO category (Shopware's CategoryBreadcrumbBuilder::getProductSeoCategory): the
 * referrer when it is one of the product's categories, else an active category of the product
 * inside this sales channel — the deepest, as the most specific. Variants use their parent's.
 */
export function productSeoCategory(
  req: FastifyRequest,
  product: Row,
  parent: Row | undefined,
  categories: Map<string, CategoryNode>,
  referrer?: string,
): CategoryNode | null {
  const entries = entryPoints(req.sw.salesChannel);
  const inChannel = (node: CategoryNode) => entries.some((e) => plainPath(node).slice(0, -1).includes(e));
  const own = (product.categoryIds as string[] | null) ?? [];
  const categoryIds = own.length ? own : ((parent?.categoryIds as string[] | null) ?? []);
  if (referrer && categoryIds.includes(referrer)) {
    const node = categories.get(referrer);
    if (node) return node;
  }
  const candidates = categoryIds
    .map((c) => categories.get(c))
    .filter((n): n is CategoryNode => !!n && !!n.row.active && inChannel(n))
    .sort((a, b) => Number(b.row.level) - Number(a.row.level));
  return candidates[0] ?? null;
}

function breadcrumb(category: Row, seoUrls: Row[]): Row {
  // Shopware drops breadcrumb and name from the translated copy (name is top-level)
  const { breadcrumb: _b, name: _n, ...translated } = category.translated as Row;
  const first = seoUrls[0];
  return {
    name: (category.translated as Row).name ?? category.name,
    categoryId: category.id,
    type: category.type,
    translated,
    path: first ? (first.seoPathInfo || first.pathInfo) : `navigation/${category.id}`,
    seoUrls,
    apiAlias: "breadcrumb",
  };
}
