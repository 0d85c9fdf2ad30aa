/** Resolver parent types of search (codegen mappers). */
import type { ListingShape } from "../catalog/rows.js";

export interface SearchResultShape {
  term: string;
  listing: ListingShape;
}
