/**
 * Resolver parent types of the catalogue (codegen mappers): upstream Store API rows where a type maps
 * one-to-one, small shapes where the gateway combines several upstream answers.
 */
import type { components } from "@shopware/api-client/store-api-types";
import type { Locale } from "../session/locale.js";

export type BrandRow = components["schemas"]["ProductManufacturer"];
export type ReviewRow = components["schemas"]["ProductReview"];
export type CrossSellingRow = components["schemas"]["CrossSellingElement"];
export type ProductListingResultRow = components["schemas"]["ProductListingResult"];
export type PropertyGroupRow = components["schemas"]["PropertyGroup"];
export type PropertyGroupOptionRow = components["schemas"]["PropertyGroupOption"];
export type SeoUrlRow = components["schemas"]["SeoUrl"];
export type MediaRow = components["schemas"]["Media"];

/** A validated ListingInput (defaults applied). */
export interface ListingRequest {
  page: number;
  limit: number;
  sort: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  properties: string[];
  manufacturers: string[];
  minRating: number | null;
  shippingFree: boolean;
}

/** Parent of ProductListing: the upstream listing answer plus the request that produced it. */
export interface ListingShape {
  result: ProductListingResultRow;
  request: ListingRequest;
  locale: Locale;
}

/** Parent of ReviewList. */
export interface ReviewListShape {
  items: ReviewRow[];
  total: number;
  page: number;
  limit: number;
  /** Upstream aggregations of the review call (avg / per-points terms), when present. */
  aggregations: Record<string, unknown>;
}

/** Parent of ConfiguratorGroup: the upstream group plus the product it is shown for. */
export interface ConfiguratorGroupShape {
  group: PropertyGroupRow;
  productId: string;
  /** This product's option ids (the current selection). */
  selected: string[];
  /** All variants of the product's main product: id, optionIds and path. */
  variants: { id: string; optionIds: string[]; url: string; available: boolean }[];
}
