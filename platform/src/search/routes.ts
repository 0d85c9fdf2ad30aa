import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { catalogueEntities } from "../catalog/aggregation-entities.js";
import { ShopwareError } from "../http/errors.js";
import { applyIncludes } from "../criteria/output.js";
import type { Row } from "../db/translations.js";
import { DEFAULT_LISTING_LIMIT, DEFAULT_SUGGEST_LIMIT, listingInput, parseListingRequest, runListing } from "../catalog/listing.js";
import { langKey, withSeoUrls } from "../catalog/request-helpers.js";
import { MAX_SEARCH_LENGTH } from "./search-service.js";

/** Shopware's ProductSearchRoute (/search) and ProductSuggestRoute (/search-suggest). */
export function searchRoutes(app: FastifyInstance, deps: Deps): void {
  const handler = (suggest: boolean) => async (req: FastifyRequest) => {
    const ctx = req.sw;
    const chain = ctx.languageIdChain;
    const baseUrl = deps.baseUrl(req);
    const input = listingInput(req);
    const term = input.search;
    if (term === undefined || term === null || (typeof term === "string" && term.trim() === "")) {
      throw new ShopwareError(400, "FRAMEWORK__MISSING_REQUEST_PARAMETER", 'Parameter "search" is missing.', { parameterName: "search" }, { pointer: "/search" });
    }
    if (typeof term !== "string") throw new ShopwareError(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", 'The parameter "search" is invalid.', { parameter: "search" }, { pointer: "/search" });
    if (term.length > MAX_SEARCH_LENGTH) {
      throw new ShopwareError(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", `The parameter "search" must not be longer than ${MAX_SEARCH_LENGTH} characters.`, { parameter: "search" }, { pointer: "/search" });
    }
    const request = parseListingRequest(input, { defaultLimit: suggest ? DEFAULT_SUGGEST_LIMIT : DEFAULT_LISTING_LIMIT, defaultOrder: "score", allowScore: true });
    const hits = deps.catalogue.search.search(term, ctx.languageId);
    const scores = new Map(hits.map((h) => [h.productId, h.score]));
    const base = deps.products.listed(chain, ctx, baseUrl).filter((i) => scores.has(i.entity.id as string));
    const result = runListing(base, request, {
      lang: langKey(ctx.languageId),
      properties: deps.catalogue.properties,
      chain,
      entities: catalogueEntities(deps, chain),
      navigationId: ctx.salesChannel.navigation_category_id,
      search: term,
      scores,
      suggest,
    });
    if (ctx.includeSeoUrls) result.elements = withSeoUrls(deps, req, result.elements as Row[]);
    return applyIncludes(result, request.criteria.includes, request.criteria.excludes);
  };
  app.post("/store-api/search", handler(false));
  app.get("/store-api/search", handler(false));
  app.post("/store-api/search-suggest", handler(true));
  app.get("/store-api/search-suggest", handler(true));
}
