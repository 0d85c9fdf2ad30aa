/**
 * A product page lists the reviews written in its language; `?reviews=all` lists every language (issue 23). A link,
 * not a script, so the choice works without JavaScript and is a page of its own (cacheable, shareable).
 */
export const ALL_REVIEW_LANGUAGES = { param: "reviews", value: "all" } as const;

export const showsAllReviewLanguages = (params: URLSearchParams) => params.get(ALL_REVIEW_LANGUAGES.param) === ALL_REVIEW_LANGUAGES.value;

/** The same page's search with the review choice set (other parameters kept), for the toggle link's href. */
export function reviewLanguagesSearch(params: URLSearchParams, all: boolean): string {
  const next = new URLSearchParams(params);
  if (all) next.set(ALL_REVIEW_LANGUAGES.param, ALL_REVIEW_LANGUAGES.value);
  else next.delete(ALL_REVIEW_LANGUAGES.param);
  const search = next.toString();
  return search ? `?${search}` : "";
}
