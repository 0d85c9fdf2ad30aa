type Obj = Record<string, unknown>;

/**
 * Applies Shopware's `includes` / `excludes` (apiAlias -> field list) to a response tree:
 * any object whose apiAlias is listed keeps only those fields (plus apiAlias), recursively.
 */
export function applyIncludes<T>(value: T, includes: Record<string, string[]> | null, excludes: Record<string, string[]> | null = null): T {
  if (!includes && !excludes) return value;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== "object") return v;
    const o = v as Obj;
    const alias = typeof o.apiAlias === "string" ? o.apiAlias : undefined;
    const keep = alias && includes?.[alias];
    const drop = alias && excludes?.[alias];
    const out: Obj = {};
    for (const [k, child] of Object.entries(o)) {
      if (keep && k !== "apiAlias" && !keep.includes(k)) continue;
      if (drop && drop.includes(k)) continue;
      out[k] = walk(child);
    }
    return out;
  };
  return walk(value) as T;
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
