/**
 * Search: `search` (POST /store-api/search, the listing filters apply) and `searchSuggest`
 * (POST /store-api/search-suggest). Public reads, cached per language like listings.
 */
import type { Resolvers } from "../generated/graphql.js";
import type { Locale } from "../session/locale.js";
import { localizedBadInput } from "../errors/messages.js";
import { listingRequest } from "../catalog/listing.js";
import { searchListing } from "../catalog/services.js";
import { PRODUCT_ASSOCIATIONS } from "../catalog/loaders.js";

export const MAX_TERM_LENGTH = 255;
export const MIN_SUGGEST_LENGTH = 2;
export const MAX_SUGGEST_LIMIT = 20;

/** Trimmed search term with inner whitespace collapsed; empty or too long → BAD_USER_INPUT. */
export function searchTerm(locale: Locale, raw: string, allowEmpty = false): string {
  const term = raw.replace(/\s+/g, " ").trim();
  if (term.length > MAX_TERM_LENGTH) {
    throw localizedBadInput(locale, "searchTooLong", { max: MAX_TERM_LENGTH, length: term.length }, "term");
  }
  if (!term && !allowEmpty) throw localizedBadInput(locale, "searchEmpty", {}, "term");
  return term;
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, { term, input }, ctx) => {
      const locale = ctx.locale;
      const cleaned = searchTerm(locale, term);
      const request = listingRequest(locale, input);
      return { term: cleaned, listing: await searchListing(ctx.catalog, locale, cleaned, request) };
    },
    searchSuggest: async (_parent, { term, limit }, ctx) => {
      const locale = ctx.locale;
      const cleaned = searchTerm(locale, term, true);
      const size = limit ?? 6;
      if (!Number.isInteger(size) || size < 1 || size > MAX_SUGGEST_LIMIT) {
        throw localizedBadInput(locale, "suggestLimit", { max: MAX_SUGGEST_LIMIT, value: size }, "limit");
      }
      if (cleaned.length < MIN_SUGGEST_LENGTH) return { term: cleaned, products: [], total: 0 };
      const { data } = await ctx.catalog.api(locale).call("searchSuggest post /search-suggest", {
        body: { search: cleaned, limit: size, p: 1, associations: PRODUCT_ASSOCIATIONS, "total-count-mode": "exact" } as never,
      });
      const products = data?.elements ?? [];
      return { term: cleaned, products, total: typeof data?.total === "number" ? data.total : products.length };
    },
  },
  SearchResult: {
    term: (shape) => shape.term,
    listing: (shape) => shape.listing,
  },
};
