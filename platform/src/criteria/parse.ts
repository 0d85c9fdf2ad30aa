import { ShopwareError } from "../http/errors.js";
import type { Aggregation, AggregationRange, Criteria, Filter, Sorting, TotalCountMode } from "./types.js";

/** Store API limit ceiling (Shopware's shopware.api.store.max_limit is commonly set to 100). */
export const MAX_LIMIT = 100;

type Json = Record<string, unknown>;

/**
 * Parses a Criteria body (POST) or query (GET) like Shopware's RequestCriteriaBuilder:
 * every problem is collected and reported at once as a 400 with one error per problem and a
 * JSON pointer, using Shopware's error codes.
 */
export function parseCriteria(input: unknown, opts: { maxLimit?: number; defaultLimit?: number | null } = {}): Criteria {
  const body: Json = input && typeof input === "object" && !Array.isArray(input) ? (input as Json) : {};
  const errors: ShopwareError[] = [];
  const maxLimit = opts.maxLimit ?? MAX_LIMIT;

  const criteria: Criteria = {
    page: 1,
    limit: opts.defaultLimit ?? null,
    ids: null,
    term: null,
    filter: [],
    postFilter: [],
    sort: [],
    aggregations: [],
    associations: {},
    includes: null,
    excludes: null,
    totalCountMode: "none",
  };

  if (body.page !== undefined && body.page !== null && body.page !== "") {
    const page = toInt(body.page);
    if (page === null || page < 1) {
      errors.push(err("FRAMEWORK__INVALID_PAGE_QUERY", `The page parameter must be a positive integer. Given: ${show(body.page)}`, "/page"));
    } else criteria.page = page;
  }

  if (body.limit !== undefined && body.limit !== null && body.limit !== "") {
    const limit = toInt(body.limit);
    if (limit === null || limit < 1) {
      errors.push(
        err("FRAMEWORK__INVALID_LIMIT_QUERY", `The limit parameter must be a positive integer greater or equals than 1. Given: ${show(body.limit)}`, "/limit"),
      );
    } else if (limit > maxLimit) {
      errors.push(
        err("FRAMEWORK__QUERY_LIMIT_EXCEEDED", `The limit must be lower than or equal to MAX_LIMIT(=${maxLimit}). Given: ${limit}`, "/limit"),
      );
    } else criteria.limit = limit;
  }

  if (body.ids !== undefined) {
    const ids = typeof body.ids === "string" ? body.ids.split("|") : body.ids;
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== "string" || !/^[0-9a-f]{32}$/i.test(id))) {
      errors.push(err("FRAMEWORK__INVALID_CRITERIA_IDS", "The ids parameter must be a list of 32 character hex ids.", "/ids"));
    } else criteria.ids = ids.map((id) => String(id).toLowerCase());
  }

  if (typeof body.term === "string" && body.term.trim() !== "") criteria.term = body.term.trim();
  else if (body.term !== undefined && body.term !== null && typeof body.term !== "string") {
    errors.push(err("FRAMEWORK__INVALID_TERM_QUERY", "The term parameter must be a string.", "/term"));
  }

  criteria.filter = parseFilterList(body.filter, "/filter", errors);
  criteria.postFilter = parseFilterList(body["post-filter"], "/post-filter", errors);
  criteria.sort = parseSort(body.sort, errors);
  criteria.aggregations = parseAggregations(body.aggregations, errors);

  if (body.associations && typeof body.associations === "object" && !Array.isArray(body.associations)) {
    criteria.associations = body.associations as Json;
  }
  criteria.includes = parseFieldMap(body.includes, "/includes", errors);
  criteria.excludes = parseFieldMap(body.excludes, "/excludes", errors);

  const mode = body["total-count-mode"];
  if (mode !== undefined && mode !== null) {
    const m = normaliseCountMode(mode);
    if (!m) errors.push(err("FRAMEWORK__INVALID_TOTAL_COUNT_MODE", `Invalid total-count-mode: ${show(mode)}`, "/total-count-mode"));
    else criteria.totalCountMode = m;
  }

  if (errors.length) throw ShopwareError.many(400, errors);
  return criteria;
}

/** GET variants pass criteria as query parameters; JSON-ish values arrive as strings. */
export function criteriaFromQuery(query: Record<string, unknown>): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(query)) {
    const fieldList = FIELD_LIST_KEY.exec(k);
    if (fieldList) {
      // PHP's bracket form, what Shopware reads on GET: includes[product][]=id&includes[product][]=name
      const [, kind, alias] = fieldList as unknown as [string, string, string];
      const map = (out[kind] ??= {}) as Json;
      if (map && typeof map === "object" && !Array.isArray(map)) {
        const list = Array.isArray(map[alias]) ? (map[alias] as unknown[]) : (map[alias] = []);
        list.push(...(Array.isArray(v) ? v : [v]));
      }
      continue;
    }
    if (typeof v === "string" && /^[[{]/.test(v.trim())) {
      try {
        out[k] = JSON.parse(v);
        continue;
      } catch {
        /* keep raw */
      }
    }
    out[k] = v;
  }
  return out;
}

/** `includes[alias]`, `includes[alias][]`, `includes[alias][0]` (and excludes) of a parsed query string. */
const FIELD_LIST_KEY = /^(includes|excludes)\[([^\][]+)\](?:\[\d*\])?$/;

/**
 * The `includes` / `excludes` of any Store API request (also one that is no criteria search: the cart, the
 * context, the order): Shopware's StoreApiResponseListener encodes EVERY answer with the field lists it reads
 * with Request::get() — the query's before the body's.
 */
export function requestResponseFields(
  body: unknown,
  query: Record<string, unknown>,
): { includes: Record<string, string[]> | null; excludes: Record<string, string[]> | null } {
  const fromBody = body && typeof body === "object" && !Array.isArray(body) ? (body as Json) : {};
  const fromQuery = criteriaFromQuery(query);
  const errors: ShopwareError[] = [];
  // the same errors as a criteria's field lists
  const fields = {
    includes: parseFieldMap(fromQuery.includes ?? fromBody.includes, "/includes", errors),
    excludes: parseFieldMap(fromQuery.excludes ?? fromBody.excludes, "/excludes", errors),
  };
  if (errors.length) throw ShopwareError.many(400, errors);
  return fields;
}

function parseFilterList(raw: unknown, pointer: string, errors: ShopwareError[]): Filter[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors.push(err("FRAMEWORK__INVALID_FILTER_QUERY", "The filter parameter has to be a list of filters.", pointer));
    return [];
  }
  const out: Filter[] = [];
  raw.forEach((f, i) => {
    const parsed = parseFilter(f, `${pointer}/${i}`, errors);
    if (parsed) out.push(parsed);
  });
  return out;
}

function parseFilter(raw: unknown, pointer: string, errors: ShopwareError[]): Filter | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    errors.push(err("FRAMEWORK__INVALID_FILTER_QUERY", "Filter must be an object.", pointer));
    return null;
  }
  const f = raw as Json;
  const type = f.type;
  const needField = (): string | null => {
    if (typeof f.field !== "string" || f.field === "") {
      errors.push(err("FRAMEWORK__INVALID_FILTER_QUERY", `Parameter "field" for ${String(type)} filter is missing.`, `${pointer}/field`));
      return null;
    }
    return stripEntityPrefix(f.field);
  };
  const needValue = (): boolean => {
    if (!("value" in f)) {
      errors.push(err("FRAMEWORK__INVALID_FILTER_QUERY", `Parameter "value" for ${String(type)} filter is missing.`, `${pointer}/value`));
      return false;
    }
    return true;
  };
  switch (type) {
    case "equals": {
      const field = needField();
      if (!field || !needValue()) return null;
      return { type, field, value: f.value };
    }
    case "equalsAny": {
      const field = needField();
      if (!field || !needValue()) return null;
      const value = typeof f.value === "string" ? f.value.split("|") : f.value;
      if (!Array.isArray(value)) {
        errors.push(err("FRAMEWORK__INVALID_FILTER_QUERY", 'Parameter "value" for equalsAny filter must be an array.', `${pointer}/value`));
        return null;
      }
      return { type, field, value };
    }
    case "contains":
    case "prefix":
    case "suffix": {
      const field = needField();
      if (!field || !needValue()) return null;
      if (typeof f.value !== "string" && typeof f.value !== "number") {
        errors.push(err("FRAMEWORK__INVALID_FILTER_QUERY", `Parameter "value" for ${type} filter must be a string.`, `${pointer}/value`));
        return null;
      }
      return { type, field, value: String(f.value) };
    }
    case "range": {
      const field = needField();
      if (!field) return null;
      const p = f.parameters;
      if (!p || typeof p !== "object" || Array.isArray(p)) {
        errors.push(err("FRAMEWORK__INVALID_FILTER_QUERY", 'Parameter "parameters" for range filter is missing.', `${pointer}/parameters`));
        return null;
      }
      const params: Record<string, number | string> = {};
      for (const key of ["gte", "gt", "lte", "lt"] as const) {
        const v = (p as Json)[key];
        if (typeof v === "number" || typeof v === "string") params[key] = v;
      }
      return { type, field, parameters: params };
    }
    case "multi":
    case "not": {
      const operator = String(f.operator ?? "and").toLowerCase();
      if (operator !== "and" && operator !== "or" && operator !== "xor") {
        errors.push(err("FRAMEWORK__INVALID_FILTER_QUERY", `Unsupported operator ${operator}`, `${pointer}/operator`));
        return null;
      }
      const queries = parseFilterList(f.queries ?? [], `${pointer}/queries`, errors);
      return { type, operator, queries };
    }
    default:
      errors.push(err("FRAMEWORK__INVALID_FILTER_QUERY", `Unsupported filter type: ${show(type)}`, `${pointer}/type`));
      return null;
  }
}

function parseSort(raw: unknown, errors: ShopwareError[], pointer = "/sort"): Sorting[] {
  if (raw === undefined || raw === null || raw === "") return [];
  // Query-string form: "name,-price"
  if (typeof raw === "string") {
    return raw.split(",").filter(Boolean).map((part) => ({
      field: stripEntityPrefix(part.replace(/^-/, "")),
      order: part.startsWith("-") ? "DESC" : "ASC",
      naturalSorting: false,
    }));
  }
  if (!Array.isArray(raw)) {
    errors.push(err("FRAMEWORK__INVALID_SORT_QUERY", "The sort parameter has to be an array.", pointer));
    return [];
  }
  const out: Sorting[] = [];
  raw.forEach((s, i) => {
    if (!s || typeof s !== "object" || typeof (s as Json).field !== "string") {
      errors.push(err("FRAMEWORK__INVALID_SORT_QUERY", 'The "field" parameter is missing for the sorting.', `${pointer}/${i}`));
      return;
    }
    const order = String((s as Json).order ?? "ASC").toUpperCase();
    if (order !== "ASC" && order !== "DESC") {
      errors.push(err("FRAMEWORK__INVALID_SORT_QUERY", `The sort direction "${order}" is invalid.`, `${pointer}/${i}/order`));
      return;
    }
    out.push({ field: stripEntityPrefix((s as Json).field as string), order, naturalSorting: !!(s as Json).naturalSorting });
  });
  return out;
}

function parseAggregations(raw: unknown, errors: ShopwareError[]): Aggregation[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors.push(err("FRAMEWORK__INVALID_AGGREGATION_QUERY", "The aggregations parameter has to be a list of aggregations.", "/aggregations"));
    return [];
  }
  return raw.map((a, i) => parseAggregation(a, `/aggregations/${i}`, errors)).filter((a): a is Aggregation => a !== null);
}

/** Shopware's DateHistogramAggregation intervals; a number is read as a numeric bucket width (see checkout/README deviations). */
export const DATE_INTERVALS = ["minute", "hour", "day", "week", "month", "quarter", "year"] as const;

/** One aggregation, nested ones (terms/histogram/filter `aggregation`) recursively, as RequestCriteriaBuilder does. */
function parseAggregation(raw: unknown, pointer: string, errors: ShopwareError[]): Aggregation | null {
  const agg = (raw && typeof raw === "object" && !Array.isArray(raw) ? raw : {}) as Json;
  const name = agg.name;
  if (typeof name !== "string" || name === "") {
    errors.push(err("FRAMEWORK__INVALID_AGGREGATION_QUERY", 'The aggregation should contain a "name".', `${pointer}/name`));
    return null;
  }
  const nested = (required: boolean): Aggregation | undefined | null => {
    if (agg.aggregation === undefined || agg.aggregation === null) {
      if (required) errors.push(err("FRAMEWORK__INVALID_AGGREGATION_QUERY", `The aggregation "${name}" needs a nested "aggregation".`, `${pointer}/aggregation`));
      return required ? null : undefined;
    }
    return parseAggregation(agg.aggregation, `${pointer}/aggregation`, errors);
  };
  if (agg.type === "filter") {
    if (!Array.isArray(agg.filter)) {
      errors.push(err("FRAMEWORK__INVALID_AGGREGATION_QUERY", `The filter aggregation "${name}" needs a "filter" list.`, `${pointer}/filter`));
      return null;
    }
    const filter = parseFilterList(agg.filter, `${pointer}/filter`, errors);
    const inner = nested(true);
    return inner ? { name, type: "filter", filter, aggregation: inner } : null;
  }
  if (typeof agg.field !== "string" || agg.field === "") {
    errors.push(err("FRAMEWORK__INVALID_AGGREGATION_QUERY", `The aggregation "${name}" should contain a "field".`, `${pointer}/field`));
    return null;
  }
  const field = stripEntityPrefix(agg.field);
  switch (agg.type) {
    case "min":
    case "max":
    case "avg":
    case "sum":
    case "count":
    case "stats":
      return { name, type: agg.type, field };
    case "terms": {
      // the schema documents a list of sortings, Shopware's own examples send one object: both are read
      const sortRaw = agg.sort === undefined || agg.sort === null ? [] : Array.isArray(agg.sort) ? agg.sort : [agg.sort];
      const sort = parseSort(sortRaw, errors, `${pointer}/sort`);
      const limit = toInt(agg.limit);
      const inner = nested(false);
      if (inner === null) return null;
      return { name, type: "terms", field, sort, ...(limit !== null && limit > 0 ? { limit } : {}), ...(inner ? { aggregation: inner } : {}) };
    }
    case "entity":
      if (typeof agg.definition !== "string" || agg.definition === "") {
        errors.push(err("FRAMEWORK__INVALID_AGGREGATION_QUERY", `The entity aggregation "${name}" needs a "definition".`, `${pointer}/definition`));
        return null;
      }
      return { name, type: "entity", field, definition: agg.definition };
    case "histogram": {
      const interval = agg.interval ?? null;
      const valid = interval === null || (typeof interval === "number" && interval > 0) || (typeof interval === "string" && (DATE_INTERVALS as readonly string[]).includes(interval));
      if (!valid) {
        errors.push(err("FRAMEWORK__INVALID_AGGREGATION_QUERY", `The interval "${show(interval)}" is not supported; use one of ${DATE_INTERVALS.join(", ")}.`, `${pointer}/interval`));
        return null;
      }
      const inner = nested(false);
      if (inner === null) return null;
      return { name, type: "histogram", field, interval: interval as string | number | null, ...(inner ? { aggregation: inner } : {}) };
    }
    case "range": {
      if (!Array.isArray(agg.ranges)) {
        errors.push(err("FRAMEWORK__INVALID_AGGREGATION_QUERY", `The range aggregation "${name}" needs a "ranges" list.`, `${pointer}/ranges`));
        return null;
      }
      const ranges: AggregationRange[] = [];
      agg.ranges.forEach((r, i) => {
        const range = (r && typeof r === "object" ? r : {}) as Json;
        const from = toNumber(range.from);
        const to = toNumber(range.to);
        if (from === undefined && to === undefined) {
          errors.push(err("FRAMEWORK__INVALID_AGGREGATION_QUERY", 'A range needs "from" or "to".', `${pointer}/ranges/${i}`));
          return;
        }
        // RangeAggregation's key: the given one, else "from-to" with * for an open end
        const key = typeof range.key === "string" ? range.key : `${from ?? "*"}-${to ?? "*"}`;
        ranges.push({ key, ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
      });
      return { name, type: "range", field, ranges };
    }
    default:
      errors.push(err("FRAMEWORK__INVALID_AGGREGATION_QUERY", `The aggregation type "${show(agg.type)}" is not supported.`, `${pointer}/type`));
      return null;
  }
}

function toNumber(v: unknown): number | undefined {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

function parseFieldMap(raw: unknown, pointer: string, errors: ShopwareError[]): Record<string, string[]> | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "object" || Array.isArray(raw)) {
    errors.push(err("FRAMEWORK__INVALID_CRITERIA_PARAMETER", `The ${pointer.slice(1)} parameter has to be an object.`, pointer));
    return null;
  }
  const out: Record<string, string[]> = {};
  for (const [alias, fields] of Object.entries(raw as Json)) {
    const list = typeof fields === "string" ? fields.split(",") : fields;
    if (!Array.isArray(list)) {
      errors.push(err("FRAMEWORK__INVALID_CRITERIA_PARAMETER", `The fields for "${alias}" have to be a list.`, `${pointer}/${alias}`));
      continue;
    }
    out[alias] = list.map(String);
  }
  return out;
}

function normaliseCountMode(mode: unknown): TotalCountMode | null {
  switch (String(mode)) {
    case "0":
    case "none":
      return "none";
    case "1":
    case "exact":
      return "exact";
    case "2":
    case "next-pages":
      return "next-pages";
    default:
      return null;
  }
}

/** Shopware accepts "product.name" as well as "name". */
function stripEntityPrefix(field: string): string {
  return field.replace(/^(product|category|language|seo_url|seoUrl)\./, "");
}

function toInt(v: unknown): number | null {
  if (typeof v === "number" && Number.isInteger(v)) return v;
  if (typeof v === "string" && /^\d+$/.test(v)) return Number(v);
  return null;
}

function show(v: unknown): string {
  if (v === undefined || v === null || v === "") return "(empty)";
  return typeof v === "string" ? v : JSON.stringify(v);
}

function err(code: string, detail: string, pointer: string): ShopwareError {
  return new ShopwareError(400, code, detail, {}, { pointer });
}
