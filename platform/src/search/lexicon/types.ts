/**
 * Per-language search knowledge a customer expects but product texts do not spell out:
 * words that carry no meaning in a query, and groups of expressions that mean the same thing
 * (a symptom in everyday words, a brand-like name for an active ingredient). Entries are
 * written as a customer types them; the search normalises and stems them itself.
 */
export interface Lexicon {
  /** dropped from a query unless the query holds nothing else */
  stopwords: string[];
  /** each group: expressions that mean the same; a query naming one searches for any of them */
  synonyms: string[][];
}
