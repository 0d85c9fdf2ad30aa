import { tokens } from "./normalize.js";
import { baseForm, stemsOf, type SearchLang } from "./language-stem.js";
import { lexiconFor } from "./lexicon/index.js";

/** One thing the customer asked for: any of `terms` (trigram substrings) satisfies it. */
export interface QueryGroup {
  token: string;
  terms: string[];
  /** terms came from typo correction, not from the customer's own word */
  fuzzy: boolean;
}

export interface Vocabulary {
  words: string[];
}

const MAX_GROUPS = 8;
const known = (vocab: Vocabulary, term: string) => term.length >= 3 && vocab.words.some((w) => w.includes(term));

/**
 * Turns a query into AND-ed groups:
 *  1. synonym expressions of the language's lexicon (matched word by word on Snowball base
 *     forms, so "maux de têtes" meets "mal de tête"'s group) become one group of all their
 *     group's expressions;
 *  2. stopwords ("di", "de", "für") are dropped — as trigram substrings they matched half the
 *     catalogue — unless nothing else is left;
 *  3. every other word becomes itself plus its stems where the vocabulary knows them, else
 *     (typo tolerance) the closest vocabulary words; short words expand to the words they start.
 */
export function queryGroups(term: string, lang: SearchLang, vocab: Vocabulary, closest: (token: string) => string[]): QueryGroup[] {
  const words = tokens(term);
  const bases = words.map((w) => baseForm(w, lang));
  const lexicon = lexiconFor(lang);
  const used = new Array<boolean>(words.length).fill(false);
  const groups: QueryGroup[] = [];

  for (const phrase of lexicon.phrases) {
    const n = phrase.forms.length;
    for (let i = 0; i + n <= words.length; i++) {
      if (used.slice(i, i + n).some(Boolean) || phrase.forms.some((f, k) => f !== bases[i + k])) continue;
      used.fill(true, i, i + n);
      const terms = new Set<string>();
      for (const e of phrase.group) {
        if (e.length >= 3) terms.add(e);
        if (!e.includes(" ")) stemsOf(e, lang).filter((s) => known(vocab, s)).forEach((s) => terms.add(s));
      }
      groups.push({ token: words.slice(i, i + n).join(" "), terms: [...terms], fuzzy: false });
    }
  }

  const rest = words.filter((w, i) => !used[i] && (w.length >= 2 || /^\d+$/.test(w)));
  const meaningful = rest.filter((w) => !lexicon.stopwords.has(w));
  const chosen = [...new Set(meaningful.length || groups.length ? meaningful : rest)];
  for (const token of chosen) {
    if (groups.length >= MAX_GROUPS) break;
    const terms = new Set<string>();
    let fuzzy = false;
    const candidates = [token, ...stemsOf(token, lang)].filter((c) => known(vocab, c));
    if (token.length < 3) {
      // trigrams need 3 characters: expand short tokens to the vocabulary words they start
      vocab.words.filter((w) => w.startsWith(token)).slice(0, 30).forEach((w) => terms.add(w));
    } else if (candidates.length || /^\d+$/.test(token)) {
      (candidates.length ? candidates : [token]).forEach((c) => terms.add(c));
    } else {
      closest(token).forEach((w) => terms.add(w));
      fuzzy = true;
    }
    if (terms.size) groups.push({ token, terms: [...terms], fuzzy });
  }
  return groups;
}
