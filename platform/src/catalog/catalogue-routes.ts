import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { catalogueEntities } from "./aggregation-entities.js";
import { ShopwareError } from "../http/errors.js";
import { idFor, isUuid } from "../ids.js";
import { criteriaFromQuery, parseCriteria } from "../criteria/parse.js";
import { search, type Searchable } from "../criteria/search.js";
import { applyIncludes, entitySearchResult, fieldWanted } from "../criteria/output.js";
import type { Row } from "../db/translations.js";
import { resolveCmsPage } from "../cms/resolve.js";
import { DEFAULT_LISTING_LIMIT, listingInput, listingOrder, parseListingRequest, runListing } from "./listing.js";
import { langKey, withSeoUrls } from "./request-helpers.js";
import { productSeoCategory } from "./breadcrumb-routes.js";
import { noteStockOf } from "../db/stock-reads.js";

type IdParams = { Params: { productId: string } };

export const productNotFound = (id: string) =>
  new ShopwareError(404, "CONTENT__PRODUCT_NOT_FOUND", "Product for id {{ productId }} not found.", { productId: id });
export const categoryNotFound = (id: string) =>
  // Shopware's ProductException::categoryNotFound (listing route)
  new ShopwareError(404, "PRODUCT__CATEGORY_NOT_FOUND", 'Could not find category with id "{{ value }}"', { entity: "category", field: "id", value: id });

/**
 * Product detail, listing, reviews and cross-selling routes (Shopware's ProductDetailRoute,
 * ProductListingRoute, ProductReviewRoute, ProductReviewSaveRoute, ProductCrossSellingRoute).
 */
export function catalogueRoutes(app: FastifyInstance, deps: Deps): void {
  const cat = deps.catalogue;

  const ctxOf = (req: FastifyRequest) => {
    const ctx = req.sw;
    const baseUrl = deps.baseUrl(req);
    return { ctx, baseUrl, chain: ctx.languageIdChain, all: deps.products.map(ctx.languageIdChain, ctx, baseUrl) };
  };

  // ---- product listing of a category -------------------------------------------------------
  const listing = async (req: FastifyRequest<{ Params: { categoryId: string } }>) => {
    const { baseUrl, chain } = ctxOf(req);
    const id = req.params.categoryId.toLowerCase();
    const categories = deps.categories.all(chain);
    if (!isUuid(id) || !categories.has(id)) throw categoryNotFound(req.params.categoryId);
    const request = parseListingRequest(listingInput(req), { defaultLimit: DEFAULT_LISTING_LIMIT, defaultOrder: "name-asc", allowScore: false });
    const result = categoryListing(deps, req, id, request, baseUrl);
    return applyIncludes(result, request.criteria.includes, request.criteria.excludes);
  };
  app.post("/store-api/product-listing/:categoryId", listing);
  app.get("/store-api/product-listing/:categoryId", listing);

  // ---- product detail ------------------------------------------------------------------------
  const detail = async (req: FastifyRequest<IdParams & { Querystring: Record<string, string> }>) => {
    const { ctx, baseUrl, chain, all } = ctxOf(req);
    const criteria = parseCriteria(req.method === "GET" ? criteriaFromQuery(req.query) : req.body);
    const requested = req.params.productId.toLowerCase();
    let item = isUuid(requested) ? all.get(requested) : undefined;
    if (!item) throw productNotFound(req.params.productId);
    // A variant parent resolves to its best variant (cheapest available), like Shopware's findBestVariant.
    if ((item.entity.childCount as number) > 0) {
      const variants = cat.variants(requested, all);
      noteStockOf(variants.map((v) => v.entity.id as string)); // the best one is chosen by availability
      const best = [...variants].sort(
        (a, b) => Number(b.entity.available) - Number(a.entity.available) || Number(a.index?.price) - Number(b.index?.price),
      )[0];
      if (best) item = best;
    }
    let product = cat.detail(item, chain, baseUrl);
    if (ctx.includeSeoUrls) product = withSeoUrls(deps, req, [product])[0]!;
    // Shopware's ProductDetailRoute sets the SEO category (the document requires the field)
    const seoCategory = productSeoCategory(req, product, product.parentId ? all.get(product.parentId as string)?.entity : undefined, deps.categories.all(chain));
    product.seoCategory = seoCategory ? { ...seoCategory.entity, children: [] } : null;
    const parentId = (product.parentId as string | null) ?? null;
    const skip = (name: string) => {
      const v = (req.query as Record<string, unknown> | undefined)?.[name] ?? (req.body as Record<string, unknown> | undefined)?.[name];
      return v === true || v === "true" || v === "1" || v === 1;
    };
    const configurator = skip("skipConfigurator") ? null : parentId ? cat.configurator(parentId, chain) : null;
    if (!skip("skipCmsPage")) {
      const page = cat.cms.page(idFor("cms_page:product-detail"), chain);
      // The resolved layout is most of the answer: not built when `includes` leave it out anyway.
      if (page && fieldWanted(criteria, "product", "cmsPage")) {
        const reviewItems = cat.reviews((product.parentId as string | null) ?? (product.id as string), ctx.customerId);
        product.cmsPage = resolveCmsPage(page, {
          chain, baseUrl, catalogue: cat, products: all, product: { ...product, cmsPage: null },
          reviews: () => reviewSummary(reviewItems.slice(0, 10).map((r) => r.entity), reviewItems),
          decorateProducts: ctx.includeSeoUrls ? (p) => withSeoUrls(deps, req, p) : undefined,
        });
      }
      if (page) product.cmsPageId = page.id;
    }
    return applyIncludes({ product, configurator, apiAlias: "product_detail" }, criteria.includes, criteria.excludes);
  };
  app.post("/store-api/product/:productId", detail);
  app.get("/store-api/product/:productId", detail);

  // ---- reviews --------------------------------------------------------------------------------
  const reviews = async (req: FastifyRequest<IdParams>) => {
    const { ctx, all } = ctxOf(req);
    const criteria = parseCriteria(req.method === "GET" ? criteriaFromQuery(req.query as Record<string, unknown>) : req.body);
    const id = req.params.productId.toLowerCase();
    if (!isUuid(id) || !all.has(id)) throw productNotFound(req.params.productId);
    const owner = (all.get(id)!.entity.parentId as string | null) ?? id;
    const items = cat.reviews(owner, ctx.customerId);
    if (!criteria.sort.length) criteria.sort = [{ field: "createdAt", order: "DESC", naturalSorting: false }];
    const result = search("product_review", items, criteria, ["title", "content"]);
    return applyIncludes(entitySearchResult("product_review", result, criteria.page, criteria.limit), criteria.includes, criteria.excludes);
  };
  app.post("/store-api/product/:productId/reviews", reviews);
  app.get("/store-api/product/:productId/reviews", reviews);

  app.post("/store-api/product/:productId/review", async (req: FastifyRequest<IdParams>, reply: FastifyReply) => {
    const { ctx, all } = ctxOf(req);
    const customer = ctx.customerId ? loggedInCustomer(deps, ctx.customerId) : null;
    if (!customer) throw new ShopwareError(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", "Customer is not logged in.");
    const id = req.params.productId.toLowerCase();
    if (!isUuid(id) || !all.has(id)) throw productNotFound(req.params.productId);
    const body = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
    validateReview(body);
    const owner = (all.get(id)!.entity.parentId as string | null) ?? id;
    const now = new Date().toISOString();
    const existing = deps.db
      .prepare("SELECT id FROM product_review WHERE product_id = ? AND customer_id = ?")
      .get(owner, customer.id) as { id: string } | undefined;
    const name = typeof body.name === "string" && body.name.trim() ? body.name.trim() : customer.firstName;
    const email = typeof body.email === "string" && body.email.trim() ? body.email.trim() : customer.email;
    if (existing) {
      deps.db
        .prepare("UPDATE product_review SET title = ?, content = ?, points = ?, external_user = ?, external_email = ?, language_id = ?, status = 0, updated_at = ? WHERE id = ?")
        .run(String(body.title).trim(), String(body.content).trim(), Number(body.points), name, email, ctx.languageId, now, existing.id);
    } else {
      deps.db
        .prepare(
          `INSERT INTO product_review (id, product_id, language_id, customer_id, external_user, title, content, points, status, comment, created_at, sales_channel_id, external_email, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, ?, ?, ?, NULL)`,
        )
        .run(idFor(`product_review:${owner}:${customer.id}:${now}`), owner, ctx.languageId, customer.id, name, String(body.title).trim(), String(body.content).trim(), Number(body.points), now, ctx.salesChannel.id, email);
    }
    // Shopware answers 204 and keeps the review unpublished until a moderator approves it.
    reply.code(204).send();
  });

  // ---- cross-selling ----------------------------------------------------------------------------
  const crossSelling = async (req: FastifyRequest<IdParams>) => {
    const { ctx, chain, all } = ctxOf(req);
    const id = req.params.productId.toLowerCase();
    if (!isUuid(id) || !all.has(id)) throw productNotFound(req.params.productId);
    const owner = (all.get(id)!.entity.parentId as string | null) ?? id;
    const criteria = parseCriteria(req.method === "GET" ? criteriaFromQuery(req.query as Record<string, unknown>) : req.body);
    const elements = cat.crossSellings(owner, chain, all).map((cs) => ({ ...cs, products: ctx.includeSeoUrls ? withSeoUrls(deps, req, cs.products as Row[]) : cs.products }));
    return applyIncludes(elements, criteria.includes, criteria.excludes);
  };
  app.post("/store-api/product/:productId/cross-selling", crossSelling);
  app.get("/store-api/product/:productId/cross-selling", crossSelling);
}

/** Runs the listing of one category (also used by the product-listing CMS slot). */
export function categoryListing(deps: Deps, req: FastifyRequest, categoryId: string, request: ReturnType<typeof parseListingRequest>, baseUrl: string): Row {
  const ctx = req.sw;
  const chain = ctx.languageIdChain;
  // already in the listing's order when it has one: sorting it again costs n comparisons, not n log n
  const base = deps.products.listedIn(chain, ctx, baseUrl, categoryId, listingOrder(request));
  const result = runListing(base, request, {
    lang: langKey(ctx.languageId),
    properties: deps.catalogue.properties,
    chain,
    entities: catalogueEntities(deps, chain),
    navigationId: categoryId,
  });
  if (ctx.includeSeoUrls) result.elements = withSeoUrls(deps, req, result.elements as Row[]);
  return result;
}

function reviewSummary(elements: Row[], all: Searchable[]): Row {
  const matrix = [1, 2, 3, 4, 5].map((points) => ({ points, count: all.filter((r) => Math.round(Number(r.entity.points)) === points).length }));
  const total = all.length;
  const average = total ? Math.round((all.reduce((s, r) => s + Number(r.entity.points), 0) / total) * 100) / 100 : 0;
  return {
    entity: "product_review", total, aggregations: [], page: 1, limit: 10, elements, states: [],
    matrix: { matrix, totalReviewCount: total, averageRating: average, pointSum: all.reduce((s, r) => s + Number(r.entity.points), 0), apiAlias: "product_review_rating_matrix" },
    customerReview: null, apiAlias: "product_review_result",
  };
}

function loggedInCustomer(deps: Deps, customerId: string): { id: string; firstName: string; email: string } | null {
  try {
    const row = deps.db.prepare("SELECT id, first_name, email, guest, active FROM customer WHERE id = ?").get(customerId) as
      | { id: string; first_name: string; email: string; guest: number; active: number }
      | undefined;
    // guests may not review (Shopware's LoginRequired without allowGuest)
    if (!row || row.guest || !row.active) return null;
    return { id: row.id, firstName: row.first_name, email: row.email };
  } catch {
    // no customer table (accounts not installed): the context's customer id is all we know
    return { id: customerId, firstName: "", email: "" };
  }
}

/** Shopware's ProductReviewSaveRoute constraints, reported as constraint violations with pointers. */
function validateReview(body: Record<string, unknown>): void {
  const errors: ShopwareError[] = [];
  const violation = (field: string, code: string, detail: string, parameters: Record<string, unknown>) => {
    const e = new ShopwareError(400, code, detail, parameters, { pointer: `/${field}` });
    e.entries[0]!.title = "Constraint violation error";
    errors.push(e);
  };
  const text = (field: string, min: number) => {
    const v = body[field];
    if (typeof v !== "string" || v.trim() === "") violation(field, "VIOLATION::IS_BLANK_ERROR", "This value should not be blank.", { "{{ value }}": "null" });
    else if (v.trim().length < min)
      violation(field, "VIOLATION::TOO_SHORT_ERROR", `This value is too short. It should have ${min} characters or more.`, { "{{ value }}": `"${v}"`, "{{ limit }}": min });
    else if (v.length > 5000) violation(field, "VIOLATION::TOO_LONG_ERROR", "This value is too long. It should have 5000 characters or less.", { "{{ limit }}": 5000 });
  };
  text("title", 2);
  text("content", 40);
  const points = body.points;
  if (points === undefined || points === null || points === "") violation("points", "VIOLATION::IS_BLANK_ERROR", "This value should not be blank.", { "{{ value }}": "null" });
  else if (typeof points !== "number" && !(typeof points === "string" && /^\d+(\.\d+)?$/.test(points))) violation("points", "VIOLATION::INVALID_TYPE_ERROR", "This value should be of type numeric.", { "{{ value }}": JSON.stringify(points) });
  else if (Number(points) < 1 || Number(points) > 5) violation("points", "VIOLATION::NOT_IN_RANGE_ERROR", "This value should be between 1 and 5.", { "{{ value }}": String(points), "{{ min }}": 1, "{{ max }}": 5 });
  if (errors.length) {
    const e = new ShopwareError(400, "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION", "");
    e.entries.splice(0, 1, ...errors.flatMap((x) => x.entries));
    throw e;
  }
}
