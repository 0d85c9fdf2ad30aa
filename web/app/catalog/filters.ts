/**
 * Listing state in the URL (SPEC §2 listing filters, §9 "array query parameters are joined with '|'").
 * Parameter names follow the Shopware storefront: p, limit, order, min-price, max-price, properties,
 * manufacturer, rating, shipping-free. Parsing is strict so that bad input gets a clear localised
 * error page instead of a confusing result; serialising drops defaults so URLs stay short and stable.
 */
import { DISPLAY } from "~/business/display";
import { PARAM } from "./params";

export { PARAM };

export const ARRAY_SEPARATOR = "|";
export const ID_PATTERN = /^[0-9a-f]{32}$/i;
const SORT_PATTERN = /^[a-z0-9][a-z0-9_-]{0,49}$/i;
/** More than this many ids in one parameter is not a real filter selection. */
const MAX_IDS = 50;
const MAX_PAGE = 100_000;
const MAX_PRICE = 1_000_000;


export interface ListingState {
  page?: number;
  limit?: number;
  sort?: string;
  minPrice?: number;
  maxPrice?: number;
  properties: string[];
  manufacturers: string[];
  minRating?: number;
  shippingFree: boolean;
}

export const EMPTY_LISTING_STATE: ListingState = { properties: [], manufacturers: [], shippingFree: false };

export type ListingParamErrorCode = "integer" | "limit" | "price" | "priceOrder" | "ids" | "sort" | "rating" | "boolean";

export interface ListingParamError {
  param: string;
  code: ListingParamErrorCode;
}

export type ListingParseResult = { ok: true; state: ListingState } | { ok: false; errors: ListingParamError[] };

/** The GraphQL ListingInput for a state (only the fields that are set). */
export interface ListingInputVars {
  page?: number;
  limit?: number;
  sort?: string;
  minPrice?: number;
  maxPrice?: number;
  properties?: string[];
  manufacturers?: string[];
  minRating?: number;
  shippingFree?: boolean;
}

/** Values of an array parameter: 'a|b' (canonical) or repeated a=…&a=… (plain HTML forms without JS). */
export function splitArrayParam(value: string | readonly string[] | null): string[] {
  if (value == null) return [];
  const values = typeof value === "string" ? [value] : value;
  return values
    .flatMap((part) => part.split(ARRAY_SEPARATOR))
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

export function joinArrayParam(values: readonly string[]): string {
  return [...new Set(values)].join(ARRAY_SEPARATOR);
}

function parseInteger(raw: string): number | undefined {
  if (!/^\d{1,9}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

function parsePrice(raw: string): number | undefined {
  const text = raw.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_PRICE ? value : undefined;
}

export function parseListingParams(params: URLSearchParams): ListingParseResult {
  const errors: ListingParamError[] = [];
  const state: ListingState = { properties: [], manufacturers: [], shippingFree: false };

  const page = params.get(PARAM.page);
  if (page != null && page !== "") {
    const value = parseInteger(page);
    if (value == null || value < 1 || value > MAX_PAGE) errors.push({ param: PARAM.page, code: "integer" });
    else if (value > 1) state.page = value;
  }

  const limit = params.get(PARAM.limit);
  if (limit != null && limit !== "") {
    const value = parseInteger(limit);
    if (value == null || value < 1 || value > DISPLAY.maxLimit) errors.push({ param: PARAM.limit, code: "limit" });
    else state.limit = value;
  }

  const sort = params.get(PARAM.sort);
  if (sort != null && sort !== "") {
    if (!SORT_PATTERN.test(sort)) errors.push({ param: PARAM.sort, code: "sort" });
    else state.sort = sort;
  }

  for (const [param, key] of [
    [PARAM.minPrice, "minPrice"],
    [PARAM.maxPrice, "maxPrice"],
  ] as const) {
    const raw = params.get(param);
    if (raw == null || raw === "") continue;
    const value = parsePrice(raw);
    if (value == null) errors.push({ param, code: "price" });
    else state[key] = value;
  }
  if (state.minPrice != null && state.maxPrice != null && state.minPrice > state.maxPrice) {
    errors.push({ param: PARAM.maxPrice, code: "priceOrder" });
  }

  for (const [param, key] of [
    [PARAM.properties, "properties"],
    [PARAM.manufacturers, "manufacturers"],
  ] as const) {
    const ids = splitArrayParam(params.getAll(param));
    if (ids.length > MAX_IDS || ids.some((id) => !ID_PATTERN.test(id))) errors.push({ param, code: "ids" });
    else state[key] = [...new Set(ids.map((id) => id.toLowerCase()))];
  }

  const rating = params.get(PARAM.rating);
  if (rating != null && rating !== "") {
    const value = parseInteger(rating);
    if (value == null || value < 1 || value > 5) errors.push({ param: PARAM.rating, code: "rating" });
    else state.minRating = value;
  }

  const shippingFree = params.get(PARAM.shippingFree);
  if (shippingFree != null && shippingFree !== "") {
    if (shippingFree === "1" || shippingFree === "true") state.shippingFree = true;
    else if (shippingFree !== "0" && shippingFree !== "false") errors.push({ param: PARAM.shippingFree, code: "boolean" });
  }

  return errors.length > 0 ? { ok: false, errors } : { ok: true, state };
}

/** Query parameters of a state; `base` keeps unrelated parameters (e.g. the search term). */
export function listingSearchParams(state: ListingState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(PARAM)) if (name !== PARAM.search) params.delete(name);
  if (state.page != null && state.page > 1) params.set(PARAM.page, String(state.page));
  if (state.limit != null) params.set(PARAM.limit, String(state.limit));
  if (state.sort) params.set(PARAM.sort, state.sort);
  if (state.minPrice != null) params.set(PARAM.minPrice, String(state.minPrice));
  if (state.maxPrice != null) params.set(PARAM.maxPrice, String(state.maxPrice));
  if (state.properties.length > 0) params.set(PARAM.properties, joinArrayParam(state.properties));
  if (state.manufacturers.length > 0) params.set(PARAM.manufacturers, joinArrayParam(state.manufacturers));
  if (state.minRating != null) params.set(PARAM.rating, String(state.minRating));
  if (state.shippingFree) params.set(PARAM.shippingFree, "1");
  return params;
}

/** "?a=1&b=2" or "" (and '|' kept readable instead of %7C). */
export function listingQueryString(state: ListingState, base?: URLSearchParams): string {
  const text = listingSearchParams(state, base).toString().replace(/%7C/gi, ARRAY_SEPARATOR);
  return text ? `?${text}` : "";
}

export function toListingInput(state: ListingState): ListingInputVars {
  const input: ListingInputVars = {};
  if (state.page != null) input.page = state.page;
  input.limit = state.limit ?? DISPLAY.defaultLimit;
  if (state.sort) input.sort = state.sort;
  if (state.minPrice != null) input.minPrice = state.minPrice;
  if (state.maxPrice != null) input.maxPrice = state.maxPrice;
  if (state.properties.length > 0) input.properties = state.properties;
  if (state.manufacturers.length > 0) input.manufacturers = state.manufacturers;
  if (state.minRating != null) input.minRating = state.minRating;
  if (state.shippingFree) input.shippingFree = true;
  return input;
}

/** Toggles one id inside an array filter; any filter change goes back to page 1. */
export function toggleId(state: ListingState, key: "properties" | "manufacturers", id: string): ListingState {
  const current = state[key];
  const next = current.includes(id) ? current.filter((value) => value !== id) : [...current, id];
  return { ...state, [key]: next, page: undefined };
}

export function withChanges(state: ListingState, changes: Partial<ListingState>): ListingState {
  return { ...state, page: undefined, ...changes };
}

export function hasActiveFilters(state: ListingState): boolean {
  return (
    state.minPrice != null ||
    state.maxPrice != null ||
    state.properties.length > 0 ||
    state.manufacturers.length > 0 ||
    state.minRating != null ||
    state.shippingFree
  );
}

export function clearFilters(state: ListingState): ListingState {
  return { ...EMPTY_LISTING_STATE, sort: state.sort, limit: state.limit };
}

export type SearchTermResult = { ok: true; term: string } | { ok: false; code: "empty" | "tooLong" };

/** The search term of /search?search=…: trimmed, 1–255 characters. */
export function parseSearchTerm(raw: string | null): SearchTermResult {
  const term = (raw ?? "").trim();
  if (term === "") return { ok: false, code: "empty" };
  if (term.length > DISPLAY.maxSearchLength) return { ok: false, code: "tooLong" };
  return { ok: true, term };
}
