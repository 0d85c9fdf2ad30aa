import type { Db } from "../db/connection.js";
import { VersionedCache } from "../db/data-version.js";
import { langKey } from "../catalog/request-helpers.js";
import { queryGroups, type Vocabulary } from "./query-groups.js";
import { damerauLevenshtein } from "./distance.js";

/** Longest accepted search string (characters); longer input is rejected with a 400 by the routes. */
export const MAX_SEARCH_LENGTH = 255;


interface Hit {
  productId: string;
  score: number;
}

/**
 * Product search over the FTS5 trigram index (table product_search, one row per product and
 * language, filled by the seed):
 *  1. the query is normalised (case, accents, umlauts) and turned into groups by
 *     query-groups.ts: synonym expressions of the language's lexicon (lexicon/), stopwords
 *     dropped, each other word with its stems (language-stem.ts: Snowball per language plus a
 *     light plural stripper) or — only when none occurs in the vocabulary — the closest
 *     vocabulary words by Damerau-Levenshtein distance (typo tolerance: "aspirn" -> "aspirin");
 *  3. trigram MATCH answers substring queries from the index (word parts such as "schmerz"
 *     in "kopfschmerzen", EAN and pharmacode fragments); groups are AND-ed; when nothing
 *     matches all of them, the products matching the most groups (term coverage) are kept;
 *  4. ranking = bm25 with column weights (name > numbers > brand > ingredients > other)
 *     plus boosts for exact words, name prefixes and exact article numbers, minus a penalty
 *     for typo-corrected tokens.
 */
export class SearchService {
  // rebuilt after any catalogue write but a stock write (a renamed or new product brings new words)
  private readonly vocab: VersionedCache<Vocabulary>;

  constructor(private readonly db: Db) {
    this.vocab = new VersionedCache(db, { rendersStock: false });
  }

  search(term: string, languageId: string): Hit[] {
    const vocab = this.vocabulary(languageId);
    const groups = queryGroups(term, langKey(languageId), vocab, (token) => this.closest(token, vocab));
    if (!groups.length) return [];

    const quote = (t: string) => `"${t.replace(/"/g, '""')}"`;
    const groupExpr = (g: { terms: string[] }) => `(${g.terms.map(quote).join(" OR ")})`;
    const run = (expr: string) =>
      this.db
        .prepare(
          `SELECT product_id, name, brand, numbers, ingredients, extra, bm25(product_search, 0, 0, 10.0, 5.0, 4.0, 8.0, 1.5) AS rank
           FROM product_search WHERE product_search MATCH ? AND language_id = ? ORDER BY rank LIMIT 1000`,
        )
        .all(expr, languageId) as { product_id: string; name: string; brand: string; numbers: string; ingredients: string; extra: string; rank: number }[];

    let rows = run(groups.map(groupExpr).join(" AND "));
    let partial = false;
    if (!rows.length && groups.length > 1) {
      // nothing has every word: keep only the products that have the most of them, so a
      // product matching one word of three never outranks one matching two
      const any = run(groups.map(groupExpr).join(" OR "));
      const coverage = (r: (typeof any)[number]) => {
        const text = `${r.name} ${r.brand} ${r.ingredients} ${r.numbers} ${r.extra}`;
        return groups.filter((g) => g.terms.some((t) => text.includes(t))).length;
      };
      const best = Math.max(0, ...any.map(coverage));
      rows = any.filter((r) => coverage(r) === best);
      partial = true;
    }

    return rows
      .map((r) => {
        let score = -r.rank;
        const nameWords = r.name.split(" ");
        const numbers = r.numbers.split(" ");
        for (const g of groups) {
          const matchedInName = g.terms.some((t) => r.name.includes(t));
          if (nameWords.includes(g.token)) score += 6;
          else if (g.terms.some((t) => nameWords.some((w) => w.startsWith(t)))) score += 4;
          if (matchedInName) score += 2;
          if (numbers.includes(g.token)) score += 20;
          if (r.brand === g.token || r.brand.split(" ").includes(g.token)) score += 3;
          if (nameWords[0] === g.token || nameWords[1] === g.token) score += 1;
          if (g.fuzzy) score -= 1;
        }
        if (partial) score -= 5;
        return { productId: r.product_id, score: Math.round(score * 1000) / 1000 };
      })
      .sort((a, b) => b.score - a.score);
  }

  /** Up to 4 vocabulary words within the allowed edit distance (1 for short tokens, 2 from 7 characters). */
  private closest(token: string, vocab: Vocabulary): string[] {
    const max = token.length >= 7 ? 2 : 1;
    const found: { w: string; d: number }[] = [];
    for (const w of vocab.words) {
      if (Math.abs(w.length - token.length) > max && w.length < token.length) continue;
      // compare with the whole word and with its prefix of the token's length (typing in progress)
      const d = Math.min(
        Math.abs(w.length - token.length) <= max ? damerauLevenshtein(token, w, max) : max + 1,
        w.length > token.length ? damerauLevenshtein(token, w.slice(0, token.length), max) + 0.5 : max + 1,
      );
      if (d <= max) found.push({ w, d });
    }
    return found.sort((a, b) => a.d - b.d || a.w.length - b.w.length).slice(0, 4).map((x) => x.w);
  }

  private vocabulary(languageId: string): Vocabulary {
    return this.vocab.get(languageId, () => {
      const rows = this.db.prepare("SELECT name, brand, ingredients, extra FROM product_search WHERE language_id = ?").all(languageId) as Record<string, string>[];
      const words = new Set<string>();
      for (const r of rows) for (const text of Object.values(r)) for (const w of text.split(" ")) if (w.length >= 3 && !/^\d/.test(w)) words.add(w);
      return { words: [...words].sort() };
    });
  }
}
