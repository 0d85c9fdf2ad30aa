/**
 * What a successful Store API answer must look like (issue 20, item 3). One empty 200 for a cold
 * product used to be read as "no such product" and cached: route(path) answered NotFound for ten
 * minutes after the upstream recovered. A 2xx answer without the shape its operation always has —
 * an empty body, JSON of another shape — is an upstream failure (502, so stale-if-error applies and
 * nothing is cached), never an empty result.
 *
 * Only the top-level shape is checked: the `elements` array of a search or list, the `id` of an
 * entity. Operations not listed here (writes, session reads) answer as they like.
 */
import type { OperationKey } from "./client.js";

type Shape = (payload: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** Criteria searches and listings: `{ elements: [...] }`. */
const list: Shape = (payload) => isObject(payload) && Array.isArray(payload.elements);
/** One entity: `{ id: "...", ... }`. */
const entity: Shape = (payload) => isObject(payload) && typeof payload.id === "string" && payload.id !== "";
/** Navigation trees and cross-selling groups: a JSON array (empty is a valid answer). */
const array: Shape = (payload) => Array.isArray(payload);
/** Product detail: `{ product: { id } }`. */
const productDetail: Shape = (payload) => isObject(payload) && entity(payload.product);

export const ANSWER_SHAPES: Partial<Record<OperationKey, Shape>> = {
  "readLanguagesGet get /language": list,
  "readSeoUrl post /seo-url": list,
  "readProduct post /product": list,
  "readProductListing post /product-listing/{categoryId}": list,
  "searchPage post /search": list,
  "searchSuggest post /search-suggest": list,
  "readProductReviews post /product/{productId}/reviews": list,
  "readNavigation post /navigation/{activeId}/{rootId}": array,
  "readProductCrossSellings post /product/{productId}/cross-selling": array,
  "readCategory post /category/{navigationId}": entity,
  "readLandingPage post /landing-page/{landingPageId}": entity,
  "readProductDetail post /product/{productId}": productDetail,
};

/** False when `operation` has a known shape and the 2xx `payload` (undefined for an empty body) lacks it. */
export function hasExpectedShape(operation: OperationKey, payload: unknown): boolean {
  const shape = ANSWER_SHAPES[operation];
  return shape ? shape(payload) : true;
}
