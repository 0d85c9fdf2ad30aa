import { ShopwareError } from "../http/errors.js";
import { compareBy, matches, resolve, type Searchable } from "./search.js";
import type { Aggregation } from "./types.js";

type Obj = Record<string, unknown>;

/** Loads the entities an `entity` aggregation names by definition ("category", "product_manufacturer" …); null: unknown definition. */
export type EntityLoader = (definition: string, ids: string[]) => Obj[] | null;

/**
 * Evaluates Shopware's aggregations over a row set, keyed by result name. A `filter` aggregation answers
 * under its nested aggregation's name (as Shopware's EntityAggregator does); a bucket's nested result
 * sits in the bucket under that result's name (Bucket::jsonSerialize).
 */
export function aggregateAll(rows: Searchable[], aggregations: Aggregation[], entities?: EntityLoader): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of aggregations) {
    const [name, result] = evaluate(rows, a, entities);
    out[name] = result;
  }
  return out;
}

/** Every field an aggregation (and its nested ones) reads, for field checks and stock tracking. */
export function aggregationFields(a: Aggregation): string[] {
  const own = a.type === "filter" ? [] : [a.field];
  const inner = "aggregation" in a && a.aggregation ? aggregationFields(a.aggregation) : [];
  const sorted = a.type === "terms" ? a.sort.map((s) => s.field) : [];
  return [...own, ...inner, ...sorted];
}

function evaluate(rows: Searchable[], a: Aggregation, entities?: EntityLoader): [string, unknown] {
  const apiAlias = `${a.name}_aggregation`;
  switch (a.type) {
    case "filter":
      return evaluate(rows.filter((r) => a.filter.every((f) => matches(r, f))), a.aggregation, entities);
    case "min":
    case "max":
    case "avg":
    case "sum":
    case "stats": {
      const nums = numbers(rows, a.field);
      const stats = {
        min: nums.length ? Math.min(...nums) : null,
        max: nums.length ? Math.max(...nums) : null,
        avg: nums.length ? nums.reduce((s, n) => s + n, 0) / nums.length : null,
        sum: nums.reduce((s, n) => s + n, 0),
      };
      if (a.type === "stats") return [a.name, { ...stats, apiAlias }];
      return [a.name, { [a.type]: stats[a.type], apiAlias }];
    }
    case "count":
      // COUNT(DISTINCT field) over the rows, as the DAL counts
      return [a.name, { count: new Set(rows.flatMap((r) => present(r, a.field).map(String))).size, apiAlias }];
    case "terms": {
      let groups = [...groupBy(rows, (r) => present(r, a.field).map(String))];
      if (a.sort.length) groups.sort(([, x], [, y]) => compareBy(x[0]!, y[0]!, a.sort));
      if (a.limit) groups = groups.slice(0, a.limit);
      return [a.name, { buckets: groups.map(([key, members]) => bucket(key, members, a.aggregation, entities)), apiAlias }];
    }
    case "histogram": {
      const groups = [...groupBy(rows, (r) => present(r, a.field).map((v) => histogramKey(v, a.interval)).filter((k): k is string => k !== null))];
      groups.sort(([x], [y]) => (typeof a.interval === "number" ? Number(x) - Number(y) : x.localeCompare(y)));
      return [a.name, { buckets: groups.map(([key, members]) => bucket(key, members, a.aggregation, entities)), apiAlias }];
    }
    case "range": {
      // from: >=, to: <, as RangeAggregation computes them
      const ranges: Record<string, number> = {};
      for (const range of a.ranges) {
        ranges[range.key] = rows.filter((r) =>
          numbers([r], a.field).some((v) => (range.from === undefined || v >= range.from) && (range.to === undefined || v < range.to)),
        ).length;
      }
      return [a.name, { ranges, apiAlias }];
    }
    case "entity": {
      const ids = [...new Set(rows.flatMap((r) => present(r, a.field).map(String)))];
      const loaded = entities?.(a.definition, ids);
      if (!loaded) {
        throw new ShopwareError(400, "FRAMEWORK__DEFINITION_NOT_FOUND", `Definition for entity "${a.definition}" does not exist.`, { entityName: a.definition }, { pointer: "/aggregations" });
      }
      return [a.name, { entities: loaded, apiAlias }];
    }
  }
}

function present(row: Searchable, field: string): unknown[] {
  return resolve(row, field).filter((v) => v !== null && v !== undefined);
}

function numbers(rows: Searchable[], field: string): number[] {
  return rows.flatMap((r) => present(r, field).map(Number)).filter((n) => !Number.isNaN(n));
}

/** Rows per key (a row counts once per distinct key it carries), in first-seen order. */
function groupBy(rows: Searchable[], keys: (r: Searchable) => string[]): Map<string, Searchable[]> {
  const groups = new Map<string, Searchable[]>();
  for (const r of rows) for (const key of new Set(keys(r))) (groups.get(key) ?? groups.set(key, []).get(key)!).push(r);
  return groups;
}

function bucket(key: string, members: Searchable[], nested: Aggregation | undefined, entities?: EntityLoader): Obj {
  const out: Obj = { key, count: members.length, extensions: [] };
  if (nested) {
    const [name, result] = evaluate(members, nested, entities);
    out[name] = result;
  }
  out.apiAlias = "aggregation_bucket";
  return out;
}

/** DateHistogramAggregation's bucket key ("Y-m-d H:i:s" at the interval's start, UTC); a numeric interval buckets numbers. */
function histogramKey(value: unknown, interval: string | number | null): string | null {
  if (typeof interval === "number") {
    const n = Number(value);
    return Number.isNaN(n) ? null : String(Math.floor(n / interval) * interval);
  }
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return interval === null ? String(value) : null;
  const d = { y: date.getUTCFullYear(), m: date.getUTCMonth(), day: date.getUTCDate(), h: date.getUTCHours(), min: date.getUTCMinutes() };
  switch (interval) {
    case "minute":
      return stamp(d.y, d.m, d.day, d.h, d.min);
    case "hour":
      return stamp(d.y, d.m, d.day, d.h, 0);
    case "week": {
      const monday = new Date(Date.UTC(d.y, d.m, d.day - ((date.getUTCDay() + 6) % 7)));
      return stamp(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate(), 0, 0);
    }
    case "month":
      return stamp(d.y, d.m, 1, 0, 0);
    case "quarter":
      return stamp(d.y, d.m - (d.m % 3), 1, 0, 0);
    case "year":
      return stamp(d.y, 0, 1, 0, 0);
    default: // "day", and no interval
      return stamp(d.y, d.m, d.day, 0, 0);
  }
}

function stamp(y: number, m: number, day: number, h: number, min: number): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${y}-${two(m + 1)}-${two(day)} ${two(h)}:${two(min)}:00`;
}
