import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { isUuid } from "../ids.js";
import { applyIncludes } from "../criteria/output.js";
import type { Row } from "../db/translations.js";
import { DEFAULT_LISTING_LIMIT, listingInput, parseListingRequest } from "../catalog/listing.js";
import { categoryListing } from "../catalog/catalogue-routes.js";
import { withSeoUrls } from "../catalog/request-helpers.js";
import { resolveCmsPage } from "./resolve.js";

/** Requested slot ids ("slots" parameter, '|'-separated), or null for all. */
function slotFilter(input: Record<string, unknown>): Set<string> | null {
  const raw = input.slots;
  if (typeof raw !== "string" || raw.trim() === "") return null;
  return new Set(raw.split("|").map((s) => s.trim()).filter(Boolean));
}

/** Shopware's CategoryRoute and LandingPageRoute: the entity with its resolved CMS page. */
export function cmsRoutes(app: FastifyInstance, deps: Deps): void {
  const category = async (req: FastifyRequest<{ Params: { navigationId: string } }>) => {
    const ctx = req.sw;
    const chain = ctx.languageIdChain;
    const baseUrl = deps.baseUrl(req);
    const raw = req.params.navigationId;
    const id = raw === "home" ? ctx.salesChannel.navigation_category_id : raw.toLowerCase();
    if (!isUuid(id)) throw new ShopwareError(400, "FRAMEWORK__INVALID_UUID", `Value is not a valid UUID: ${raw}`, { input: raw });
    const node = deps.categories.all(chain).get(id);
    if (!node || !node.row.active) throw new ShopwareError(404, "CONTENT__CATEGORY_NOT_FOUND", `Category "${id}" not found.`, { id });
    const input = listingInput(req);
    // validate listing parameters up front: a bad filter is a 400 even if the layout has no listing
    const request = parseListingRequest(input, { defaultLimit: DEFAULT_LISTING_LIMIT, defaultOrder: "name-asc", allowScore: false });
    // the document requires children; they are not loaded by this route (Shopware: empty collection)
    let entity: Row = { ...node.entity, children: [] };
    if (ctx.includeSeoUrls) entity = withSeoUrls(deps, req, [entity])[0]!;
    const pageId = node.row.cms_page_id as string | null;
    const page = pageId ? deps.catalogue.cms.page(pageId, chain) : null;
    if (page) {
      entity.cmsPage = resolveCmsPage(page, {
        chain, baseUrl, catalogue: deps.catalogue, products: deps.products.map(chain, ctx, baseUrl), category: entity,
        listing: () => categoryListing(deps, req, id, request, baseUrl),
        slots: slotFilter(input),
        decorateProducts: ctx.includeSeoUrls ? (p) => withSeoUrls(deps, req, p) : undefined,
      });
    }
    return applyIncludes(entity, request.criteria.includes, request.criteria.excludes);
  };
  app.post("/store-api/category/:navigationId", category);
  app.get("/store-api/category/:navigationId", category);

  const landingPage = async (req: FastifyRequest<{ Params: { landingPageId: string } }>) => {
    const ctx = req.sw;
    const chain = ctx.languageIdChain;
    const baseUrl = deps.baseUrl(req);
    const id = req.params.landingPageId.toLowerCase();
    const lp = isUuid(id) ? deps.catalogue.landingPage(id, chain, ctx.salesChannel.id) : null;
    if (!lp) throw new ShopwareError(404, "CONTENT__LANDING_PAGE_NOT_FOUND", 'Landing page "{{ landingPageId }}" not found.', { landingPageId: req.params.landingPageId });
    const input = listingInput(req);
    const request = parseListingRequest(input, { defaultLimit: DEFAULT_LISTING_LIMIT, defaultOrder: "name-asc", allowScore: false });
    let entity: Row = lp;
    if (ctx.includeSeoUrls) entity = withSeoUrls(deps, req, [entity])[0]!;
    const page = lp.cmsPageId ? deps.catalogue.cms.page(lp.cmsPageId as string, chain) : null;
    if (page) {
      entity.cmsPage = resolveCmsPage(page, {
        chain, baseUrl, catalogue: deps.catalogue, products: deps.products.map(chain, ctx, baseUrl), landingPage: entity,
        slots: slotFilter(input),
        decorateProducts: ctx.includeSeoUrls ? (p) => withSeoUrls(deps, req, p) : undefined,
      });
    }
    return applyIncludes(entity, request.criteria.includes, request.criteria.excludes);
  };
  app.post("/store-api/landing-page/:landingPageId", landingPage);
  app.get("/store-api/landing-page/:landingPageId", landingPage);
}
