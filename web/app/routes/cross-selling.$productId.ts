/**
 * The cards of a product page's cross-selling as JSON, fetched by the page when the shopper nears them (resource
 * route, one per locale so names and prices come in the page's language; components/catalog/CrossSellings.tsx).
 * A plain GET that shared caches may keep for anonymous visitors, like the page itself. A failed read or an unknown
 * product answers no groups with a status that keeps caches from holding it: the page then takes the places away.
 */
import { apolloLoader } from "~/apollo/loader";
import { ProductCrossSellingsQuery, type ProductCard } from "~/catalog/documents";
import { pageCacheControl } from "~/http/cachePolicy";
import type { Route } from "./+types/cross-selling.$productId";

export interface CrossSellingAnswer {
  groups: { id: string; name: string | null; products: ProductCard[] }[];
}

const PRODUCT_ID = /^[0-9a-f]{32}$/;

export const loader = apolloLoader<Route.LoaderArgs>()(async ({ request, params, query }) => {
  const wellFormed = PRODUCT_ID.test(params.productId);
  const answer = wellFormed ? await query(ProductCrossSellingsQuery, { id: params.productId }) : undefined;
  const status = answer?.product ? 200 : answer || !wellFormed ? 404 : 502;
  const body: CrossSellingAnswer = { groups: answer?.product?.crossSellings ?? [] };
  return Response.json(body, { status, headers: { "Cache-Control": pageCacheControl(request, status, "cross-selling") } });
});
