/** Parsed, validated form of Shopware's Criteria request body. */
export type Filter =
  | { type: "equals"; field: string; value: unknown }
  | { type: "equalsAny"; field: string; value: unknown[] }
  | { type: "contains" | "prefix" | "suffix"; field: string; value: string }
  | { type: "range"; field: string; parameters: { gte?: number | string; gt?: number | string; lte?: number | string; lt?: number | string } }
  | { type: "multi"; operator: "and" | "or" | "xor"; queries: Filter[] }
  | { type: "not"; operator: "and" | "or" | "xor"; queries: Filter[] };

export interface Sorting {
  field: string;
  order: "ASC" | "DESC";
  naturalSorting: boolean;
}

/** Shopware's aggregation types (RequestCriteriaBuilder::parseAggregation); bucket types may nest one aggregation. */
export type Aggregation =
  | { name: string; type: "min" | "max" | "avg" | "sum" | "count" | "stats"; field: string }
  | { name: string; type: "terms"; field: string; limit?: number; sort: Sorting[]; aggregation?: Aggregation }
  | { name: string; type: "entity"; field: string; definition: string }
  | { name: string; type: "filter"; filter: Filter[]; aggregation: Aggregation }
  | { name: string; type: "histogram"; field: string; interval: string | number | null; aggregation?: Aggregation }
  | { name: string; type: "range"; field: string; ranges: AggregationRange[] };

export interface AggregationRange {
  key: string;
  from?: number;
  to?: number;
}

export type TotalCountMode = "none" | "exact" | "next-pages";

export interface Criteria {
  page: number;
  limit: number | null;
  ids: string[] | null;
  term: string | null;
  filter: Filter[];
  postFilter: Filter[];
  sort: Sorting[];
  aggregations: Aggregation[];
  associations: Record<string, unknown>;
  includes: Record<string, string[]> | null;
  excludes: Record<string, string[]> | null;
  totalCountMode: TotalCountMode;
}
