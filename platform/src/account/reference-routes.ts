import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { criteriaFromQuery, parseCriteria } from "../criteria/parse.js";
import { search } from "../criteria/search.js";
import { applyIncludes, entitySearchResult } from "../criteria/output.js";

const criteriaOf = (req: FastifyRequest) => parseCriteria(req.method === "GET" ? criteriaFromQuery(req.query as Record<string, unknown>) : req.body);

/**
 * Reference data the registration and address forms need: salutations and the sales channel's
 * countries (with states when the `states` association is requested, as Shopware does).
 */
export function accountReferenceRoutes(app: FastifyInstance, deps: Deps): void {
  const salutation = async (req: FastifyRequest) => {
    const criteria = criteriaOf(req);
    const items = deps.accounts.reference.salutations(req.sw.languageIdChain).map((entity) => ({ entity }));
    const result = search("salutation", items, criteria, ["displayName", "salutationKey"]);
    return applyIncludes(entitySearchResult("salutation", result, criteria.page, criteria.limit), criteria.includes, criteria.excludes);
  };
  const country = async (req: FastifyRequest) => {
    const criteria = criteriaOf(req);
    const ids = deps.system.assignedIds("sales_channel_country", "country_id", req.sw.salesChannel.id);
    const withStates = Boolean(criteria.associations && "states" in criteria.associations);
    const items = deps.system.countries(ids, req.sw.languageIdChain, withStates).map((entity) => ({ entity }));
    const result = search("country", items, criteria, ["name", "iso"]);
    return applyIncludes(entitySearchResult("country", result, criteria.page, criteria.limit), criteria.includes, criteria.excludes);
  };
  // Another module may already serve these reference routes; never register a route twice.
  for (const [url, handler] of [["/store-api/salutation", salutation], ["/store-api/country", country]] as const) {
    for (const method of ["GET", "POST"] as const) {
      if (!app.hasRoute({ method, url })) app.route({ method, url, handler });
    }
  }
}
