/**
 * How many items each list of the schema holds, for the list-aware query cost (queryCost.ts, issue 20).
 *
 * A field that takes a size argument (`limit`, `first`, ListingInput.limit) is sized by it, else by
 * its declared default, and refused above its maximum before anything runs. A list without an
 * argument (cross-sellings, their products, configurator groups, CMS sections) is sized by what a
 * real shop typically holds: generous enough that the web's own documents are priced like the
 * work they cause, small enough that nesting them is priced like the fan-out it is.
 *
 * The maxima are the resolvers' own constants, so each bound is defined once.
 */
import { DEFAULT_LIMIT, MAX_LIMIT } from "../catalog/listing.js";
import { MAX_SUGGEST_LIMIT } from "../search/resolvers.js";
import { PHARMACY_LIMIT_MAX } from "../pharmacy/resolvers.js";
import type { CatalogMessageKey } from "../errors/messages.js";

export interface SizedByArgument {
  /** Reads the requested size from the field's (coerced) arguments; undefined = not given. */
  size: (args: Record<string, unknown>) => number | undefined;
  /** The field argument `size` reads (a variable elsewhere cannot change the cost: queryCost.ts costVariables). */
  reads: string;
  /** Name shown in the refusal (the argument the client sets). */
  argument: string;
  default: number;
  max: number;
  /** The resolver's own refusal text (errors/messages.ts CATALOG_MESSAGES), so one rule reads one way. */
  message?: CatalogMessageKey;
  /** Where the sized list sits in the field's answer when it is not the page's `items` (search → listing → items). */
  items?: string[];
}

const limitArg = (args: Record<string, unknown>) => (typeof args.limit === "number" ? args.limit : undefined);
const listingInputLimit = (args: Record<string, unknown>) => {
  const input = args.input as { limit?: unknown } | null | undefined;
  return typeof input?.limit === "number" ? input.limit : undefined;
};
const idsArg = (args: Record<string, unknown>) => (Array.isArray(args.ids) ? args.ids.length : undefined);

const page = (max: number, defaultSize = DEFAULT_LIMIT, message?: CatalogMessageKey): SizedByArgument => ({
  size: limitArg,
  reads: "limit",
  argument: "limit",
  default: defaultSize,
  max,
  ...(message ? { message } : {}),
});
const listing: SizedByArgument = { size: listingInputLimit, reads: "input", argument: "limit", default: DEFAULT_LIMIT, max: MAX_LIMIT, message: "limitRange" };

/**
 * Fields whose argument sizes the list they return, directly or as the `items` of the page they
 * return (the page's total, filters and sortings count once).
 */
export const SIZED_FIELDS: Record<string, SizedByArgument> = {
  "Query.products": page(MAX_LIMIT, DEFAULT_LIMIT, "limitRange"),
  "Query.productListing": listing,
  "Query.search": { ...listing, items: ["listing", "items"] },
  "Query.searchSuggest": { ...page(MAX_SUGGEST_LIMIT, 6, "suggestLimit"), items: ["products"] },
  "Query.orders": { ...page(MAX_LIMIT, DEFAULT_LIMIT, "limitRange"), items: ["orders"] },
  "Query.pharmacies": { ...page(PHARMACY_LIMIT_MAX, PHARMACY_LIMIT_MAX / 2), items: ["pharmacies"] },
  // The wishlist keeps at most 100 ids (web/app/wishlist/store.ts); more is refused before any read.
  "Query.productsByIds": { size: idsArg, reads: "ids", argument: "ids", default: 1, max: 100 },
  "Product.reviews": page(MAX_LIMIT, DEFAULT_LIMIT, "limitRange"),
  "CategoryRoute.listing": listing,
  "TopicRoute.listing": listing,
  "Brand.products": listing,
};

/**
 * Typical sizes of lists without a size argument (upstream associations, CMS structure). A list of
 * objects not named here counts DEFAULT_LIST_SIZE items; lists of scalars count once.
 */
export const TYPICAL_LIST_SIZES: Record<string, number> = {
  // Sized by the field that returns them (SIZED_FIELDS `items`): one item here.
  "SearchResult.listing": 1,
  "SearchSuggestion.products": 1,
  "OrderList.orders": 1,
  "PharmacyList.pharmacies": 1,
  "Product.crossSellings": 3,
  "CrossSellingGroup.products": 10,
  "Product.configurator": 3,
  "ConfiguratorGroup.options": 6,
  "Product.media": 5,
  "Product.properties": 6,
  "Image.thumbnails": 4,
  "ReviewList.distribution": 5,
  "NavigationEntry.children": 8,
  "Query.navigation": 10,
  "Query.brands": 26,
  "BrandGroup.brands": 10,
  "ProductListing.sortings": 6,
  "ListingFilters.manufacturers": 20,
  "ListingFilters.properties": 8,
  "PropertyFilter.options": 10,
  "Wishlist.products": 10,
  "EditorialRoute.recommendedProducts": 8,
  // The page's author, not the client, decides a CMS page's size, and one upstream read brings it all.
  "CmsPage.sections": 2,
  "CmsSection.blocks": 3,
  "CmsBlock.slots": 2,
  "CmsCrossSelling.groups": 2,
};

export const DEFAULT_LIST_SIZE = 3;
