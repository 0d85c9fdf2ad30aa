import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { isUuid } from "../ids.js";
import { criteriaFromQuery, parseCriteria } from "../criteria/parse.js";
import { search } from "../criteria/search.js";
import { applyIncludes, entitySearchResult } from "../criteria/output.js";
import { buildNavigation } from "./navigation.js";
import { catalogueEntities } from "./aggregation-entities.js";
import type { Row } from "../db/translations.js";

const NAVIGATION_ALIASES = ["main-navigation", "footer-navigation", "service-navigation"] as const;

function criteriaBody(req: FastifyRequest): unknown {
  return req.method === "GET" ? criteriaFromQuery(req.query as Record<string, unknown>) : req.body;
}

export function catalogRoutes(app: FastifyInstance, deps: Deps): void {
  const productSearch = async (req: FastifyRequest) => {
    const criteria = parseCriteria(criteriaBody(req));
    const ctx = req.sw;
    const items = deps.products.list(ctx.languageIdChain, ctx, deps.baseUrl(req));
    const result = search("product", items, criteria, ["name", "productNumber", "ean", "manufacturer.name"], catalogueEntities(deps, ctx.languageIdChain));
    if (ctx.includeSeoUrls) result.elements = attachSeoUrls(deps, req, result.elements);
    return applyIncludes(entitySearchResult("product", result, criteria.page, criteria.limit), criteria.includes, criteria.excludes);
  };
  app.post("/store-api/product", productSearch);
  app.get("/store-api/product", productSearch);

  const navigation = async (req: FastifyRequest<{ Params: { activeId: string; rootId: string } }>) => {
    const ctx = req.sw;
    const body = (criteriaBody(req) ?? {}) as Record<string, unknown>;
    const criteria = parseCriteria(body);
    const depth = body.depth === undefined || body.depth === null ? 2 : Number(body.depth);
    if (!Number.isInteger(depth) || depth < 0) {
      throw new ShopwareError(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", 'The parameter "depth" is invalid.', {}, { pointer: "/depth" });
    }
    // buildTree is documented as an array but clients send a boolean; anything but false builds the tree.
    const buildTree = !(body.buildTree === false || body.buildTree === "false" || body.buildTree === 0 || body.buildTree === "0");
    const rootId = resolveNavigationId(req.params.rootId, ctx.salesChannel);
    const activeId = resolveNavigationId(req.params.activeId, ctx.salesChannel);
    const categories = deps.categories.all(ctx.languageIdChain);
    for (const id of [rootId, activeId]) {
      if (!categories.has(id)) throw new ShopwareError(404, "CONTENT__CATEGORY_NOT_FOUND", `Category "${id}" not found.`, { id });
    }
    let tree = buildNavigation(categories, activeId, rootId, depth, buildTree);
    if (ctx.includeSeoUrls) tree = attachSeoUrlsDeep(deps, req, tree);
    return applyIncludes(tree, criteria.includes, criteria.excludes);
  };
  app.post("/store-api/navigation/:activeId/:rootId", navigation);
  app.get("/store-api/navigation/:activeId/:rootId", navigation);

  const seoUrl = async (req: FastifyRequest) => {
    const criteria = parseCriteria(criteriaBody(req));
    const ctx = req.sw;
    const items = deps.seoUrls.all(ctx.salesChannel.id, ctx.languageId).map((entity) => ({ entity }));
    const result = search("seo_url", items, criteria, ["seoPathInfo", "pathInfo"]);
    return applyIncludes(entitySearchResult("seo_url", result, criteria.page, criteria.limit), criteria.includes, criteria.excludes);
  };
  app.post("/store-api/seo-url", seoUrl);
  app.get("/store-api/seo-url", seoUrl);
}

function resolveNavigationId(
  idOrAlias: string,
  sc: { navigation_category_id: string; footer_category_id: string | null; service_category_id: string | null },
): string {
  switch (idOrAlias as (typeof NAVIGATION_ALIASES)[number]) {
    case "main-navigation":
      return sc.navigation_category_id;
    case "footer-navigation":
    case "service-navigation": {
      const id = idOrAlias === "footer-navigation" ? sc.footer_category_id : sc.service_category_id;
      if (!id) throw new ShopwareError(404, "CONTENT__CATEGORY_NOT_FOUND", `Category "${idOrAlias}" not found.`, { id: idOrAlias });
      return id;
    }
  }
  if (!isUuid(idOrAlias)) {
    throw new ShopwareError(400, "FRAMEWORK__INVALID_UUID", `Value is not a valid UUID: ${idOrAlias}`, { input: idOrAlias });
  }
  return idOrAlias;
}

/** sw-include-seo-urls: attach the canonical SEO URL(s) of the current language to each entity. */
function attachSeoUrls(deps: Deps, req: FastifyRequest, entities: Row[]): Row[] {
  const ctx = req.sw;
  const map = deps.seoUrls.canonicalFor(entities.map((e) => e.id as string), ctx.salesChannel.id, ctx.languageId);
  return entities.map((e) => ({ ...e, seoUrls: map.get(e.id as string) ?? [] }));
}

function attachSeoUrlsDeep(deps: Deps, req: FastifyRequest, tree: Row[]): Row[] {
  const ids: string[] = [];
  const collect = (nodes: Row[]) => nodes.forEach((n) => (ids.push(n.id as string), Array.isArray(n.children) && collect(n.children as Row[])));
  collect(tree);
  const ctx = req.sw;
  const map = deps.seoUrls.canonicalFor(ids, ctx.salesChannel.id, ctx.languageId);
  const walk = (nodes: Row[]): Row[] =>
    nodes.map((n) => ({ ...n, seoUrls: map.get(n.id as string) ?? [], ...(Array.isArray(n.children) ? { children: walk(n.children as Row[]) } : {}) }));
  return walk(tree);
}
