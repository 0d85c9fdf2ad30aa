import { ShopwareError } from "../http/errors.js";
import { noteStockFields } from "../db/stock-reads.js";
import type { Criteria, Filter, Sorting } from "./types.js";
import { aggregateAll, aggregationFields, type EntityLoader } from "./aggregate.js";

type Obj = Record<string, unknown>;

/**
 * One searchable record: the rendered Store API entity plus extra index-only fields
 * (e.g. categoriesRo ids, price) that filters/sorts may use but that are not output.
 */
export interface Searchable<T extends Obj = Obj> {
  entity: T;
  index?: Obj;
}

export interface SearchOutcome<T> {
  elements: T[];
  total: number;
  aggregations: Record<string, unknown>;
}

/**
 * Evaluates Criteria in memory over rendered entities. The catalogue is small enough
 * (a few thousand rows, cached per language) that this is faster than generating SQL per
 * filter shape, and it gives filters/sorts on every rendered field (including translated
 * and nested ones such as manufacturer.name) for free.
 */
export function search<T extends Obj>(
  entityName: string,
  items: Searchable<T>[],
  criteria: Criteria,
  termFields: string[] = [],
  entities?: EntityLoader,
): SearchOutcome<T> {
  const fieldCheck = makeFieldCheck(entityName, items);
  [...criteria.filter, ...criteria.postFilter].forEach((f) => assertFields(f, fieldCheck));
  criteria.sort.forEach((s) => fieldCheck(s.field, "/sort"));
  const aggregated = criteria.aggregations.flatMap(aggregationFields);
  aggregated.forEach((field) => fieldCheck(field, "/aggregations"));
  // what is chosen or in which order by a stock field depends on every product's stock (cached answers)
  noteStockFields([...criteria.filter, ...criteria.postFilter].flatMap(filterFields).concat(criteria.sort.map((s) => s.field), aggregated));

  let rows = items;
  if (criteria.ids) {
    const wanted = new Set(criteria.ids);
    rows = rows.filter((r) => wanted.has(r.entity.id as string));
  }
  if (criteria.term) {
    const needle = criteria.term.toLowerCase();
    rows = rows.filter((r) => termFields.some((f) => resolve(r, f).some((v) => typeof v === "string" && v.toLowerCase().includes(needle))));
  }
  rows = rows.filter((r) => criteria.filter.every((f) => matches(r, f)));

  // Aggregations see the filtered set before post-filters (Shopware semantics for listing facets).
  const aggregations = aggregateAll(rows, criteria.aggregations, entities);

  rows = rows.filter((r) => criteria.postFilter.every((f) => matches(r, f)));

  if (criteria.sort.length) rows = [...rows].sort((a, b) => compareBy(a, b, criteria.sort));
  else if (criteria.ids) {
    // Without explicit sorting Shopware returns id searches in the order the ids were given.
    const order = new Map(criteria.ids.map((id, i) => [id, i]));
    rows = [...rows].sort((a, b) => (order.get(a.entity.id as string) ?? 0) - (order.get(b.entity.id as string) ?? 0));
  }

  const offset = criteria.limit ? (criteria.page - 1) * criteria.limit : 0;
  const page = criteria.limit ? rows.slice(offset, offset + criteria.limit) : rows.slice(offset);
  let total: number;
  switch (criteria.totalCountMode) {
    case "exact":
      total = rows.length;
      break;
    case "next-pages":
      // Shopware looks ahead up to 5 pages (+1 row) to know whether more pages exist.
      total = criteria.limit ? Math.min(rows.length, offset + criteria.limit * 5 + 1) : rows.length;
      break;
    default:
      total = page.length;
  }
  return { elements: page.map((r) => r.entity), total, aggregations };
}

/** All values reachable at a dotted path; arrays fan out. `translated` values win for translatable fields. */
export function resolve(item: Searchable, path: string): unknown[] {
  if (item.index && path in item.index) return flatten([item.index[path]]);
  const parts = path.split(".");
  const translated = item.entity.translated as Obj | undefined;
  let current: unknown[] = [translated && parts[0]! in translated && translated[parts[0]!] !== null ? translated : item.entity];
  for (const part of parts) {
    const next: unknown[] = [];
    for (const c of current) {
      if (Array.isArray(c)) c.forEach((x) => x && typeof x === "object" && next.push((x as Obj)[part]));
      else if (c && typeof c === "object") next.push((c as Obj)[part]);
    }
    current = flatten(next);
  }
  return current.filter((v) => v !== undefined);
}

function flatten(values: unknown[]): unknown[] {
  return values.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

export function matches(item: Searchable, f: Filter): boolean {
  switch (f.type) {
    case "equals": {
      const values = resolve(item, f.field);
      if (f.value === null) return values.length === 0 || values.some((v) => v === null);
      return values.some((v) => looseEqual(v, f.value));
    }
    case "equalsAny":
      return resolve(item, f.field).some((v) => f.value.some((w) => looseEqual(v, w)));
    case "contains":
      return resolve(item, f.field).some((v) => v !== null && String(v).toLowerCase().includes(f.value.toLowerCase()));
    case "prefix":
      return resolve(item, f.field).some((v) => v !== null && String(v).toLowerCase().startsWith(f.value.toLowerCase()));
    case "suffix":
      return resolve(item, f.field).some((v) => v !== null && String(v).toLowerCase().endsWith(f.value.toLowerCase()));
    case "range":
      return resolve(item, f.field).some((v) => {
        if (v === null) return false;
        const p = f.parameters;
        return (
          (p.gte === undefined || cmp(v, p.gte) >= 0) &&
          (p.gt === undefined || cmp(v, p.gt) > 0) &&
          (p.lte === undefined || cmp(v, p.lte) <= 0) &&
          (p.lt === undefined || cmp(v, p.lt) < 0)
        );
      });
    case "multi":
      return combine(item, f.operator, f.queries);
    case "not":
      return !combine(item, f.operator, f.queries);
  }
}

function combine(item: Searchable, operator: "and" | "or" | "xor", queries: Filter[]): boolean {
  if (!queries.length) return true;
  const results = queries.map((q) => matches(item, q));
  if (operator === "and") return results.every(Boolean);
  if (operator === "or") return results.some(Boolean);
  return results.filter(Boolean).length === 1;
}

function looseEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === "boolean") return a === (b === true || b === 1 || b === "1" || b === "true");
  if (typeof a === "number" && (typeof b === "string" || typeof b === "number")) return a === Number(b);
  if (typeof a === "string" && typeof b === "string") return a.toLowerCase() === b.toLowerCase();
  return false;
}

function cmp(a: unknown, b: unknown): number {
  if (typeof a === "number" || typeof b === "number") return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

export function compareBy(a: Searchable, b: Searchable, sorts: Sorting[]): number {
  for (const s of sorts) {
    const va = resolve(a, s.field)[0] ?? null;
    const vb = resolve(b, s.field)[0] ?? null;
    let c: number;
    if (va === null && vb === null) c = 0;
    else if (va === null) c = -1; // MySQL sorts NULL first in ASC
    else if (vb === null) c = 1;
    else if (typeof va === "number" && typeof vb === "number") c = va - vb;
    else c = String(va).localeCompare(String(vb), "de", { numeric: s.naturalSorting, sensitivity: "base" });
    if (c !== 0) return s.order === "DESC" ? -c : c;
  }
  return 0;
}

/** Validates that a field path exists on the rendered entities (400 like Shopware for unknown fields). */
function makeFieldCheck(entityName: string, items: Searchable[]) {
  const sample = items[0];
  return (field: string, pointer: string) => {
    if (!sample) return;
    if (sample.index && field in sample.index) return;
    const first = field.split(".")[0]!;
    if (!(first in sample.entity)) {
      throw new ShopwareError(400, "FRAMEWORK__INVALID_FILTER_QUERY", `Field "${first}" in entity "${entityName}" was not found.`, {}, { pointer });
    }
  };
}

function assertFields(f: Filter, check: (field: string, pointer: string) => void): void {
  if (f.type === "multi" || f.type === "not") f.queries.forEach((q) => assertFields(q, check));
  else check(f.field, "/filter");
}

function filterFields(f: Filter): string[] {
  return f.type === "multi" || f.type === "not" ? f.queries.flatMap(filterFields) : [f.field];
}
