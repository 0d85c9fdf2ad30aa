import type { FastifyRequest } from "fastify";
import { ShopwareError } from "../http/errors.js";
import { isUuid } from "../ids.js";
import { criteriaFromQuery, parseCriteria } from "../criteria/parse.js";
import { resolve, search, type Searchable } from "../criteria/search.js";
import type { Criteria } from "../criteria/types.js";
import type { EntityLoader } from "../criteria/aggregate.js";
import type { Row } from "../db/translations.js";
import type { PropertyRepository } from "./property-repository.js";
import { noteStockFields } from "../db/stock-reads.js";

type Json = Record<string, unknown>;

/** Shopware's default products per page (core.listing.productsPerPage). */
export const DEFAULT_LISTING_LIMIT = 24;
export const DEFAULT_SUGGEST_LIMIT = 10;

interface Sorting {
  key: string;
  label: Record<string, string>;
  priority: number;
  fields: { field: string; order: "ASC" | "DESC" }[];
}

/** Shopware's default product sortings (product_sorting), labels per language. */
export const SORTINGS: Sorting[] = [
  { key: "name-asc", label: { de: "Name A-Z", it: "Nome A-Z", fr: "Nom A-Z" }, priority: 4, fields: [{ field: "name", order: "ASC" }] },
  { key: "name-desc", label: { de: "Name Z-A", it: "Nome Z-A", fr: "Nom Z-A" }, priority: 3, fields: [{ field: "name", order: "DESC" }] },
  { key: "price-asc", label: { de: "Preis aufsteigend", it: "Prezzo crescente", fr: "Prix croissant" }, priority: 2, fields: [{ field: "cheapestPrice", order: "ASC" }] },
  { key: "price-desc", label: { de: "Preis absteigend", it: "Prezzo decrescente", fr: "Prix décroissant" }, priority: 1, fields: [{ field: "cheapestPrice", order: "DESC" }] },
  { key: "topseller", label: { de: "Topseller", it: "Più venduti", fr: "Meilleures ventes" }, priority: 5, fields: [{ field: "topseller", order: "DESC" }] },
  { key: "score", label: { de: "Beste Ergebnisse", it: "Migliori risultati", fr: "Meilleurs résultats" }, priority: 0, fields: [] },
];

export interface ListingFilters {
  manufacturer: string[];
  properties: string[];
  minPrice: number | null;
  maxPrice: number | null;
  rating: number | null;
  shippingFree: boolean;
}

export interface ListingRequest {
  criteria: Criteria;
  order: string;
  filters: ListingFilters;
  noAggregations: boolean;
  onlyAggregations: boolean;
  /** Shopware's `reduce-aggregations`: each filter's facet is reduced by the other active filters */
  reduceAggregations: boolean;
  /** which filters are switched on (manufacturer-filter etc.) */
  enabled: { manufacturer: boolean; price: boolean; rating: boolean; shippingFree: boolean; properties: boolean };
  raw: Json;
}

/** Query string and body merged (body wins), as Shopware's listing routes read both. */
export function listingInput(req: FastifyRequest): Json {
  const query = criteriaFromQuery((req.query ?? {}) as Record<string, unknown>);
  const body = req.method === "GET" || !req.body || typeof req.body !== "object" || Array.isArray(req.body) ? {} : (req.body as Json);
  return { ...query, ...body };
}

function bad(param: string, detail?: string): ShopwareError {
  return new ShopwareError(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", detail ?? `The parameter "${param}" is invalid.`, { parameter: param }, { pointer: `/${param}` });
}

function idList(raw: unknown, param: string, errors: ShopwareError[]): string[] {
  if (raw === undefined || raw === null || raw === "") return [];
  const list = typeof raw === "string" ? raw.split("|") : Array.isArray(raw) ? raw : null;
  if (!list) {
    errors.push(bad(param, `The parameter "${param}" must be a list of ids separated by "|".`));
    return [];
  }
  const ids = list.map((x) => String(x).trim().toLowerCase()).filter(Boolean);
  const invalid = ids.filter((id) => !isUuid(id));
  if (invalid.length) errors.push(new ShopwareError(400, "FRAMEWORK__INVALID_UUID", `Value is not a valid UUID: ${invalid[0]}`, { input: invalid[0] }, { pointer: `/${param}` }));
  return ids;
}

function number(raw: unknown, param: string, errors: ShopwareError[]): number | null {
  if (raw === undefined || raw === null || raw === "") return null;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isFinite(n) || n < 0) {
    errors.push(bad(param, `The parameter "${param}" must be a non-negative number. Given: ${typeof raw === "string" ? raw : JSON.stringify(raw)}`));
    return null;
  }
  return n;
}

function flag(raw: unknown, param: string, errors: ShopwareError[], fallback: boolean): boolean {
  if (raw === undefined || raw === null || raw === "") return fallback;
  if (raw === true || raw === 1 || raw === "1" || raw === "true") return true;
  if (raw === false || raw === 0 || raw === "0" || raw === "false") return false;
  errors.push(bad(param, `The parameter "${param}" must be a boolean.`));
  return fallback;
}

/**
 * Parses Shopware's listing parameters (p, limit, order, manufacturer, min-price, max-price,
 * rating, shipping-free, properties, the *-filter switches, no-aggregations, only-aggregations)
 * on top of a normal Criteria. All problems are reported together as one 400.
 */
export function parseListingRequest(input: Json, opts: { defaultLimit: number; defaultOrder: string; allowScore: boolean }): ListingRequest {
  const errors: ShopwareError[] = [];
  const page = input.p ?? input.page;
  let criteria: Criteria | null = null;
  try {
    criteria = parseCriteria({ ...input, page }, { defaultLimit: opts.defaultLimit });
  } catch (e) {
    if (e instanceof ShopwareError) errors.push(e);
    else throw e;
  }
  const enabled = {
    manufacturer: flag(input["manufacturer-filter"], "manufacturer-filter", errors, true),
    price: flag(input["price-filter"], "price-filter", errors, true),
    rating: flag(input["rating-filter"], "rating-filter", errors, true),
    shippingFree: flag(input["shipping-free-filter"], "shipping-free-filter", errors, true),
    properties: flag(input["property-filter"], "property-filter", errors, true),
  };
  const filters: ListingFilters = {
    manufacturer: idList(input.manufacturer, "manufacturer", errors),
    properties: idList(input.properties, "properties", errors),
    minPrice: number(input["min-price"], "min-price", errors),
    maxPrice: number(input["max-price"], "max-price", errors),
    rating: null,
    shippingFree: flag(input["shipping-free"], "shipping-free", errors, false),
  };
  if (filters.minPrice !== null && filters.maxPrice !== null && filters.maxPrice > 0 && filters.minPrice > filters.maxPrice) {
    errors.push(bad("min-price", 'The parameter "min-price" must be lower than "max-price".'));
  }
  if (input.rating !== undefined && input.rating !== null && input.rating !== "") {
    const r = Number(input.rating);
    if (!Number.isInteger(r) || r < 0 || r > 5) errors.push(bad("rating", `The parameter "rating" must be an integer between 0 and 5. Given: ${String(input.rating)}`));
    else filters.rating = r;
  }
  const order = input.order === undefined || input.order === null || input.order === "" ? opts.defaultOrder : String(input.order);
  if (errors.length) {
    const entries = errors.flatMap((e) => e.entries);
    const err = new ShopwareError(400, entries[0]!.code, entries[0]!.detail);
    err.entries.splice(0, 1, ...entries);
    throw err;
  }
  if (!SORTINGS.some((s) => s.key === order && (opts.allowScore || s.key !== "score"))) {
    // Shopware's ProductException::sortingNotFoundException
    throw new ShopwareError(404, "PRODUCT_SORTING_NOT_FOUND", `Could not find sorting with key "${order}"`, { entity: "sorting", field: "key", value: order });
  }
  return {
    criteria: criteria!,
    order,
    filters,
    noAggregations: "no-aggregations" in input,
    onlyAggregations: "only-aggregations" in input,
    // AggregationListingProcessor: any value but null switches it on
    reduceAggregations: input["reduce-aggregations"] !== undefined && input["reduce-aggregations"] !== null,
    enabled,
    raw: input,
  };
}

type Pred = (item: Searchable) => boolean;

/** The order a listing sorts by without `sort` criteria, named by its sorting key; null when `sort` criteria decide. */
export function listingOrder(request: ListingRequest): { key: string; compare: (a: Searchable, b: Searchable) => number } | null {
  const sorting = SORTINGS.find((s) => s.key === request.order);
  if (request.criteria.sort.length || !sorting) return null;
  // a total order (ties end at the unique product number): the result does not depend on the input order
  return { key: sorting.key, compare: (a, b) => compare(a, b, sorting.fields) };
}

/**
 * Runs a product listing (category listing, search, suggest) over rendered products the way Shopware's
 * listing processors do: the listing filters are post-filters, so the facet aggregations see the criteria's
 * `filter`/ids/term set only, unless `reduce-aggregations` asks to reduce each facet by the other active
 * listing filters; the request's own aggregations are answered next to the facets (the facets win a name
 * clash, as the processor adds them last); sorting, pagination and the ProductListingResult body.
 */
export function runListing(
  base: Searchable[],
  request: ListingRequest,
  ctx: {
    lang: "de" | "it" | "fr";
    properties: PropertyRepository;
    chain: string[];
    entities: EntityLoader;
    navigationId: string | null;
    search?: string;
    scores?: Map<string, number>;
    suggest?: boolean;
  },
): Row {
  const { filters, enabled, criteria } = request;
  const preds: Record<string, Pred | null> = {
    manufacturer: enabled.manufacturer && filters.manufacturer.length ? (i) => filters.manufacturer.includes(String(i.entity.manufacturerId)) : null,
    price:
      enabled.price && (filters.minPrice !== null || (filters.maxPrice !== null && filters.maxPrice > 0))
        ? (i) => {
            const p = Number(i.index?.cheapestPrice ?? 0);
            return (filters.minPrice === null || p >= filters.minPrice) && (filters.maxPrice === null || filters.maxPrice === 0 || p <= filters.maxPrice);
          }
        : null,
    rating: enabled.rating && filters.rating !== null ? (i) => Number(i.index?.rating ?? 0) >= filters.rating! : null,
    shippingFree: enabled.shippingFree && filters.shippingFree ? (i) => i.entity.shippingFree === true : null,
    properties: enabled.properties && filters.properties.length ? propertyPredicate(filters.properties, ctx.properties, ctx.chain) : null,
  };
  const active = Object.entries(preds).filter(([, p]) => p) as [string, Pred][];
  const except = (name: string) => (i: Searchable) => active.every(([n, p]) => n === name || p(i));

  // Criteria filters run through the generic engine, unpaged: filter/ids/term first (what aggregations see)
  const queryBase = criteriaFiltered(base, { ...criteria, postFilter: [] });
  const filteredBase = criteria.postFilter.length ? criteriaFiltered(queryBase, { ...criteria, filter: [], ids: null, term: null }) : queryBase;

  // the suggest route switches aggregations off (ProductSuggestRoute sets no-aggregations)
  const aggregations: Row = request.noAggregations || ctx.suggest ? {} : requestedAggregations(queryBase, criteria, ctx.entities);
  if (!request.noAggregations && !ctx.suggest) {
    const facet = (name: string) => (request.reduceAggregations ? queryBase.filter(except(name)) : queryBase);
    const m = facet("manufacturer");
    const manufacturerIds = [...new Set(m.map((i) => i.entity.manufacturerId as string).filter(Boolean))];
    aggregations.manufacturer = {
      entities: ctx.entities("product_manufacturer", manufacturerIds)!.sort((a, b) => collator.compare(String(a.name), String(b.name))),
      apiAlias: "manufacturer_aggregation",
    };
    const prices = facet("price").map((i) => Number(i.index?.cheapestPrice ?? 0));
    aggregations.price = {
      min: prices.length ? Math.min(...prices) : null,
      max: prices.length ? Math.max(...prices) : null,
      avg: prices.length ? Math.round((prices.reduce((s, n) => s + n, 0) / prices.length) * 100) / 100 : null,
      sum: Math.round(prices.reduce((s, n) => s + n, 0) * 100) / 100,
      apiAlias: "price_aggregation",
    };
    const ratings = facet("rating").map((i) => Number(i.index?.rating ?? 0));
    aggregations.rating = { max: ratings.length ? Math.max(...ratings) : null, apiAlias: "rating_aggregation" };
    const free = facet("shippingFree").map((i) => (i.entity.shippingFree ? 1 : 0));
    aggregations["shipping-free"] = { max: free.length ? Math.max(...free) : null, apiAlias: "shipping-free_aggregation" };
    const optionIds = new Set<string>();
    for (const i of facet("properties")) for (const id of resolve(i, "properties.id") as string[]) optionIds.add(id);
    aggregations.properties = {
      entities: ctx.properties.groupsWithOptions(ctx.chain, optionIds).filter((g) => g.filterable),
      apiAlias: "properties_aggregation",
    };
  }

  let rows = filteredBase.filter((i) => active.every(([, p]) => p(i)));
  const sorting = SORTINGS.find((s) => s.key === request.order)!;
  if (criteria.sort.length) {
    const byEntity = new Map(rows.map((r) => [r.entity, r]));
    rows = search("product", rows, { ...criteria, filter: [], postFilter: [], ids: null, term: null, limit: null, page: 1, aggregations: [] }).elements.map(
      (e) => byEntity.get(e)!,
    );
  } else if (sorting.key === "score" && ctx.scores) {
    const scores = ctx.scores;
    rows = [...rows].sort((a, b) => (scores.get(b.entity.id as string) ?? 0) - (scores.get(a.entity.id as string) ?? 0));
  } else {
    noteStockFields(sorting.fields.map((f) => f.field)); // topseller: by sales
    rows = [...rows].sort((a, b) => compare(a, b, sorting.fields));
  }
  const limit = criteria.limit ?? DEFAULT_LISTING_LIMIT;
  const offset = (criteria.page - 1) * limit;
  const elements = request.onlyAggregations ? [] : rows.slice(offset, offset + limit).map((r) => r.entity);

  return {
    entity: "product",
    total: rows.length,
    aggregations: Object.keys(aggregations).length ? aggregations : [],
    page: criteria.page,
    limit,
    elements,
    states: [],
    sorting: ctx.suggest ? null : request.order,
    currentFilters: {
      navigationId: ctx.navigationId,
      manufacturer: filters.manufacturer,
      price: { min: filters.minPrice ?? 0, max: filters.maxPrice ?? 0 },
      rating: filters.rating,
      "shipping-free": filters.shippingFree,
      properties: filters.properties,
      ...(ctx.search !== undefined ? { search: ctx.search } : {}),
    },
    availableSortings: ctx.suggest
      ? []
      : SORTINGS.filter((s) => s.key !== "score" || ctx.scores)
          .sort((a, b) => b.priority - a.priority)
          .map((s) => ({ label: s.label[ctx.lang], translated: { label: s.label[ctx.lang] }, key: s.key, priority: s.priority, apiAlias: "product_sorting" })),
    streamId: null,
    apiAlias: "product_listing",
  };
}

/** The request's own aggregations over the query set (field checks and results as the generic search). */
function requestedAggregations(queryBase: Searchable[], criteria: Criteria, entities: EntityLoader): Row {
  if (!criteria.aggregations.length) return {};
  const only = { ...criteria, filter: [], postFilter: [], ids: null, term: null, sort: [], limit: 1, page: 1, totalCountMode: "none" as const };
  return search("product", queryBase, only, [], entities).aggregations;
}

/** The products the criteria's own filters (filter, post-filter, ids, term) keep, in base order. */
function criteriaFiltered(base: Searchable[], criteria: Criteria): Searchable[] {
  // the usual listing request has none: nothing to evaluate per product
  if (!criteria.filter.length && !criteria.postFilter.length && !criteria.ids && !criteria.term) return base;
  const all = search("product", base, { ...criteria, limit: null, page: 1, sort: [], aggregations: [], totalCountMode: "exact" });
  const ids = new Set(all.elements.map((e) => e.id as string));
  return base.filter((i) => ids.has(i.entity.id as string));
}

/** Shopware semantics: OR within a property group, AND across groups. */
function propertyPredicate(optionIds: string[], properties: PropertyRepository, chain: string[]): Pred {
  const { options } = properties.all(chain);
  const byGroup = new Map<string, Set<string>>();
  for (const id of optionIds) {
    const group = (options.get(id)?.groupId as string | undefined) ?? `unknown:${id}`;
    (byGroup.get(group) ?? byGroup.set(group, new Set()).get(group)!).add(id);
  }
  return (i) => {
    const own = new Set([...(resolve(i, "properties.id") as string[]), ...(resolve(i, "options.id") as string[])]);
    for (const wanted of byGroup.values()) if (![...wanted].some((id) => own.has(id))) return false;
    return true;
  };
}

// one collator instead of localeCompare(…, options) per comparison (that builds a collator every call)
const collator = new Intl.Collator("de", { sensitivity: "base", numeric: true });

function compare(a: Searchable, b: Searchable, fields: { field: string; order: "ASC" | "DESC" }[]): number {
  for (const f of fields) {
    const va = f.field === "name" ? String((a.entity.translated as Row).name ?? "") : Number(a.index?.[f.field] ?? 0);
    const vb = f.field === "name" ? String((b.entity.translated as Row).name ?? "") : Number(b.index?.[f.field] ?? 0);
    const c = typeof va === "number" && typeof vb === "number" ? va - vb : collator.compare(String(va), String(vb));
    if (c !== 0) return f.order === "DESC" ? -c : c;
  }
  return String(a.entity.productNumber).localeCompare(String(b.entity.productNumber));
}
