type Obj = Record<string, unknown>;
type FieldMap = Record<string, string[]>;

/**
 * Shopware's `includes` / `excludes` (apiAlias -> field list), applied to a response tree the way
 * Shopware's StructEncoder and ResponseFields do it (6.6/6.7):
 * - an object with an `apiAlias` is a struct: a field stays when the alias allows it (listed in
 *   `includes[alias]` when there is such a list, not listed in `excludes[alias]`) or when a dotted
 *   include names something below it (`"customFields.product_sku"`); `apiAlias` is always kept;
 * - nested structs (associations, calculated prices, CMS slots …) are filtered by their own alias;
 * - `translated` is filtered by the owner's list (`product: ["name", "translated"]` keeps
 *   `translated.name` only); other plain objects (customFields, metaData) are kept whole unless a
 *   dotted include names fields inside them;
 * - `extensions`: an extension stays when its name is allowed like a field; `foreignKeys` is filtered
 *   with the owner's alias and dropped when nothing but its apiAlias is left; empty extensions go.
 * Without includes and excludes the answer is returned untouched.
 */
export function applyIncludes<T>(value: T, includes: FieldMap | null, excludes: FieldMap | null = null): T {
  if (!includes && !excludes) return value;
  const fields = new ResponseFields(includes ?? {}, excludes ?? {});
  return encode(value, fields) as T;
}

/** Whether an answer filtered by these criteria can contain `alias.field` (lets a route skip building it). */
export function fieldWanted(criteria: { includes: FieldMap | null; excludes: FieldMap | null }, alias: string, field: string): boolean {
  if (!criteria.includes && !criteria.excludes) return true;
  const fields = new ResponseFields(criteria.includes ?? {}, criteria.excludes ?? {});
  return fields.isAllowed(alias, field) || fields.hasNested(alias, field);
}

/** Field lists per alias, as sets: an answer checks every property of every struct against them. */
interface AliasFields {
  included: Set<string> | null;
  excluded: Set<string>;
  /** every `a`, `a.b` that a dotted include (`a.b.c`) names something below */
  includedPrefixes: Set<string>;
  excludedPrefixes: Set<string>;
}

class ResponseFields {
  private readonly byAlias = new Map<string, AliasFields>();

  constructor(
    private readonly includes: FieldMap,
    private readonly excludes: FieldMap,
  ) {}

  isAllowed(alias: string, property: string): boolean {
    const fields = this.of(alias);
    if (fields.excluded.has(property)) return false;
    return fields.included ? fields.included.has(property) : true;
  }

  hasNested(alias: string, prefix: string): boolean {
    const fields = this.of(alias);
    if (fields.excludedPrefixes.has(prefix)) return false;
    return fields.includedPrefixes.has(prefix);
  }

  private of(alias: string): AliasFields {
    let fields = this.byAlias.get(alias);
    if (!fields) {
      const included = this.includes[alias];
      const excluded = this.excludes[alias] ?? [];
      fields = { included: included ? new Set(included) : null, excluded: new Set(excluded), includedPrefixes: prefixes(included ?? []), excludedPrefixes: prefixes(excluded) };
      this.byAlias.set(alias, fields);
    }
    return fields;
  }
}

/** `a.b.c` → `a`, `a.b`: the names a field list reaches below (what `startsWith("a.")` would find). */
function prefixes(list: string[]): Set<string> {
  const out = new Set<string>();
  for (const field of list) {
    for (let dot = field.indexOf("."); dot !== -1; dot = field.indexOf(".", dot + 1)) out.add(field.slice(0, dot));
  }
  return out;
}

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const aliasOf = (v: Obj): string | undefined => (typeof v.apiAlias === "string" ? v.apiAlias : undefined);

/** Any value: structs are encoded by their alias, lists item by item, anything else kept. */
function encode(value: unknown, fields: ResponseFields): unknown {
  if (Array.isArray(value)) return value.map((item) => encode(item, fields));
  if (!isObject(value)) return value;
  const alias = aliasOf(value);
  if (alias !== undefined) return encodeStruct(value, alias, alias, fields);
  // a plain map of structs (aggregations keyed by name, keyed collections): each by its own alias
  const out: Obj = {};
  for (const key in value) out[key] = encode(value[key], fields);
  return out;
}

/** One struct; `alias` decides its fields (the owner's alias for `foreignKeys`), `ownAlias` is written back. */
function encodeStruct(struct: Obj, alias: string, ownAlias: string, fields: ResponseFields): Obj {
  const out: Obj = {};
  // for…in over plain objects: own keys in Object.entries order, without an array per entry
  for (const property in struct) {
    const value = struct[property];
    if (property === "apiAlias") continue;
    if (property === "extensions") {
      const kept = isObject(value) ? encodeExtensions(value, alias, fields) : {};
      if (Object.keys(kept).length > 0) out.extensions = kept;
      continue;
    }
    if (!fields.isAllowed(alias, property) && !fields.hasNested(alias, property)) continue;
    if (isObject(value) && aliasOf(value) === undefined) out[property] = encodeNestedMap(alias, property, value, fields);
    else out[property] = encode(value, fields);
  }
  out.apiAlias = ownAlias;
  return out;
}

/** A plain object inside a struct (translated, customFields, metaData …): see applyIncludes. */
function encodeNestedMap(alias: string, prefix: string, map: Obj, fields: ResponseFields): Obj | [] {
  if (prefix !== "translated" && !fields.hasNested(alias, prefix)) return encode(map, fields) as Obj;
  const out: Obj = {};
  for (const property in map) {
    const value = map[property];
    const accessor = prefix === "translated" ? property : `${prefix}.${property}`;
    if (!fields.isAllowed(alias, accessor)) continue;
    out[property] = isObject(value) && aliasOf(value) === undefined ? encodeNestedMap(alias, accessor, value, fields) : value;
  }
  // PHP serialises an array emptied by the filter as []
  return Object.keys(out).length === 0 && Object.keys(map).length > 0 ? [] : out;
}

function encodeExtensions(extensions: Obj, alias: string, fields: ResponseFields): Obj {
  const out: Obj = {};
  for (const [name, value] of Object.entries(extensions)) {
    if (name === "foreignKeys") {
      if (!isObject(value)) continue;
      const keys = encodeStruct(value, alias, aliasOf(value) ?? "array_struct", fields);
      if (Object.keys(keys).length > 1) out[name] = keys;
      continue;
    }
    if (!fields.isAllowed(alias, name)) continue;
    out[name] = name === "search" && isObject(value) ? encodeNestedMap(alias, "search", value, fields) : encode(value, fields);
  }
  return out;
}

export interface EntitySearchResultBody<T> {
  entity: string;
  total: number;
  aggregations: Record<string, unknown> | unknown[];
  page: number;
  limit: number | null;
  elements: T[];
  states: string[];
  apiAlias: "dal_entity_search_result";
}

export function entitySearchResult<T>(entity: string, r: { elements: T[]; total: number; aggregations: Record<string, unknown> }, page: number, limit: number | null): EntitySearchResultBody<T> {
  return {
    entity,
    total: r.total,
    // PHP serialises an empty map as []
    aggregations: Object.keys(r.aggregations).length ? r.aggregations : [],
    page,
    limit,
    elements: r.elements,
    states: [],
    apiAlias: "dal_entity_search_result",
  };
}
