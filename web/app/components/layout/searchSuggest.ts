/**
 * Product suggestions for the header search (SideSearch): loaded with the first term typed, together with
 * Apollo Client, so that neither is part of a page's first load.
 */
import { sharedClient } from "~/apollo/scope";
import { SearchSuggestQuery } from "~/catalog/documents";

export type Suggestion = NonNullable<Awaited<ReturnType<typeof fetchSuggestions>>>;

export async function fetchSuggestions(term: string, limit: number) {
  const { data } = await sharedClient().query({ query: SearchSuggestQuery, variables: { term, limit } });
  return data?.searchSuggest ?? null;
}
