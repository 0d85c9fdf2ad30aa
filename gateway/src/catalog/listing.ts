/**
 * Listings (category, brand, search): validation of ListingInput with localised errors, the Store API
 * listing criteria (product-listing / search share them), and the aggregations → filter UI mapping.
 */
import type { Locale } from "../session/locale.js";
import { localizedBadInput } from "../errors/messages.js";
import { imageFromMedia } from "./media.js";
import { translated } from "./mapping.js";
import { errorCode, errorStatus, PRODUCT_ASSOCIATIONS } from "./loaders.js";
import { PRODUCT_TREE } from "./includes.js";
import type { ListingRequest, ListingShape, ProductListingResultRow } from "./rows.js";

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** More filter values than this is not a real filter UI. */
export const MAX_FILTER_VALUES = 100;
export const MAX_PAGE = 10_000;

const ID_PATTERN = /^[0-9a-f]{32}$/i;
const SORT_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

/** A 32-hex id or a localised BAD_USER_INPUT. */
export function assertId(locale: Locale, value: string, argumentName: string): string {
  if (!isId(value)) throw localizedBadInput(locale, "invalidId", { value: String(value).slice(0, 64) }, argumentName);
  return value.toLowerCase();
}

/** `limit` 1–100 (default 10) and `page` ≥ 1 (default 1), localised errors. */
export function pageArgs(
  locale: Locale,
  limit: number | null | undefined,
  page: number | null | undefined,
): { limit: number; page: number } {
  const l = limit ?? DEFAULT_LIMIT;
  const p = page ?? 1;
  if (!Number.isInteger(l) || l < 1 || l > MAX_LIMIT) {
    throw localizedBadInput(locale, "limitRange", { max: MAX_LIMIT, value: l }, "limit");
  }
  if (!Number.isInteger(p) || p < 1) throw localizedBadInput(locale, "pageMin", { value: p }, "page");
  if (p > MAX_PAGE) throw localizedBadInput(locale, "pageOutOfRange", { page: p, last: MAX_PAGE }, "page");
  return { limit: l, page: p };
}

export interface ListingInputLike {
  page?: number | null;
  limit?: number | null;
  sort?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  properties?: readonly string[] | null;
  manufacturers?: readonly string[] | null;
  minRating?: number | null;
  shippingFree?: boolean | null;
}

function ids(locale: Locale, values: readonly string[] | null | undefined, argumentName: string): string[] {
  const list = values ?? [];
  if (list.length > MAX_FILTER_VALUES) {
    throw localizedBadInput(locale, "tooManyFilterValues", { max: MAX_FILTER_VALUES }, argumentName);
  }
  return [...new Set(list.map((id) => assertId(locale, id, argumentName)))].sort();
}

function price(locale: Locale, value: number | null | undefined, argumentName: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || value < 0) throw localizedBadInput(locale, "priceNegative", {}, argumentName);
  return value;
}

/** Validates a ListingInput and applies the defaults. */
export function listingRequest(locale: Locale, input: ListingInputLike | null | undefined): ListingRequest {
  const { limit, page } = pageArgs(locale, input?.limit, input?.page);
  const minPrice = price(locale, input?.minPrice, "minPrice");
  const maxPrice = price(locale, input?.maxPrice, "maxPrice");
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    throw localizedBadInput(locale, "priceOrder", { min: minPrice, max: maxPrice }, "minPrice");
  }
  const minRating = input?.minRating ?? null;
  if (minRating !== null && (!Number.isInteger(minRating) || minRating < 1 || minRating > 5)) {
    throw localizedBadInput(locale, "ratingRange", { value: minRating }, "minRating");
  }
  const sort = input?.sort?.trim() || null;
  if (sort !== null && !SORT_PATTERN.test(sort)) {
    throw localizedBadInput(locale, "unknownSort", { value: sort.slice(0, 64), options: "" }, "sort");
  }
  return {
    page,
    limit,
    sort,
    minPrice,
    maxPrice,
    properties: ids(locale, input?.properties, "properties"),
    manufacturers: ids(locale, input?.manufacturers, "manufacturers"),
    minRating,
    shippingFree: input?.shippingFree === true,
  };
}

/** Store API listing criteria (product-listing/{id} and search use the same ProductListingCriteria). */
export function listingCriteria(request: ListingRequest): Record<string, unknown> {
  const body: Record<string, unknown> = {
    p: request.page,
    page: request.page,
    limit: request.limit,
    "total-count-mode": "exact",
    // the shop's filter panel offers only what the other chosen filters leave (Shopware: off unless asked)
    "reduce-aggregations": 1,
    associations: PRODUCT_ASSOCIATIONS,
    includes: PRODUCT_TREE,
  };
  if (request.sort) body.order = request.sort;
  if (request.minPrice !== null) body["min-price"] = request.minPrice;
  if (request.maxPrice !== null) body["max-price"] = request.maxPrice;
  if (request.properties.length > 0) body.properties = request.properties.join("|");
  if (request.manufacturers.length > 0) body.manufacturer = request.manufacturers.join("|");
  if (request.minRating !== null) body.rating = request.minRating;
  if (request.shippingFree) body["shipping-free"] = true;
  return body;
}

export function pageCount(shape: ListingShape): number {
  const total = typeof shape.result.total === "number" ? shape.result.total : 0;
  return total === 0 ? 0 : Math.ceil(total / shape.request.limit);
}

function availableSortKeys(result: ProductListingResultRow): string[] {
  return (Array.isArray(result.availableSortings) ? result.availableSortings : []).map((s) => s.key);
}

/**
 * After the upstream answered: the page must exist and the sort key must be one the upstream offers.
 * Upstream 400s about sorting become the same localised error.
 */
export function checkListing(locale: Locale, shape: ListingShape): ListingShape {
  const { request, result } = shape;
  const keys = availableSortKeys(result);
  if (request.sort && keys.length > 0 && !keys.includes(request.sort)) {
    throw localizedBadInput(locale, "unknownSort", { value: request.sort, options: keys.join(", ") }, "sort");
  }
  const last = Math.max(1, pageCount(shape));
  if (request.page > last) throw localizedBadInput(locale, "pageOutOfRange", { page: request.page, last }, "page");
  return shape;
}

/** Maps upstream 400s of a listing call to localised input errors where the cause is known. */
export function listingUpstreamError(locale: Locale, request: ListingRequest, error: unknown): unknown {
  if (errorStatus(error) !== 400) return error;
  const code = errorCode(error);
  if (/SORT/i.test(code) && request.sort) {
    return localizedBadInput(locale, "unknownSort", { value: request.sort, options: "" }, "sort");
  }
  if (/LIMIT/i.test(code)) return localizedBadInput(locale, "limitRange", { max: MAX_LIMIT, value: request.limit }, "limit");
  return error;
}

// --- Aggregations → filters ----------------------------------------------------------------------

type Agg = Record<string, unknown>;

function aggregation(result: ProductListingResultRow, name: string): Agg | null {
  const aggs = (result as { aggregations?: unknown }).aggregations;
  if (!aggs || typeof aggs !== "object" || Array.isArray(aggs)) return null;
  const value = (aggs as Record<string, unknown>)[name];
  return value && typeof value === "object" ? (value as Agg) : null;
}

function entities(agg: Agg | null): Record<string, unknown>[] {
  const list = agg?.entities ?? agg?.elements;
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export function listingFilters(shape: ListingShape) {
  const { result, request } = shape;
  const priceAgg = aggregation(result, "price");
  const min = num(priceAgg?.min);
  const max = num(priceAgg?.max);
  const manufacturers = entities(aggregation(result, "manufacturer"))
    .map((m) => ({
      id: String(m.id),
      name: translated(m.name as string, (m.translated as { name?: string } | undefined)?.name) ?? "",
      selected: request.manufacturers.includes(String(m.id)),
      colorHexCode: null,
      media: imageFromMedia(m.media as never),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const properties = entities(aggregation(result, "properties")).map((group) => {
    const options = (Array.isArray(group.options) ? (group.options as Record<string, unknown>[]) : [])
      .map((o) => ({
        id: String(o.id),
        name: translated(o.name as string, (o.translated as { name?: string } | undefined)?.name) ?? "",
        selected: request.properties.includes(String(o.id)),
        colorHexCode: typeof o.colorHexCode === "string" ? o.colorHexCode : null,
        media: imageFromMedia(o.media as never),
        position: num(o.position) ?? 0,
      }))
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
      .map(({ position: _p, ...rest }) => rest);
    return {
      id: String(group.id),
      name: translated(group.name as string, (group.translated as { name?: string } | undefined)?.name) ?? "",
      displayType: typeof group.displayType === "string" ? group.displayType : null,
      options,
      position: num(group.position) ?? 0,
    };
  });
  properties.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  const rating = num(aggregation(result, "rating")?.max);
  const shippingFree = aggregation(result, "shipping-free")?.max;
  return {
    price: min !== null && max !== null ? { min, max } : null,
    manufacturers,
    properties: properties.map(({ position: _p, ...rest }) => rest),
    maxRating: rating !== null && rating >= 1 ? Math.min(5, Math.floor(rating)) : null,
    shippingFreeAvailable: shippingFree === true || shippingFree === 1 || shippingFree === "1",
  };
}

export function sortings(result: ProductListingResultRow) {
  return (Array.isArray(result.availableSortings) ? result.availableSortings : [])
    .slice()
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
    .map((s) => ({ key: s.key, label: s.translated?.label || s.label || s.key }));
}
