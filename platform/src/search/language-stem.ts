import { stemmer as german } from "@orama/stemmers/german";
import { stemmer as italian } from "@orama/stemmers/italian";
import { stemmer as french } from "@orama/stemmers/french";
import { stem as lightStem } from "./stem.js";

export type SearchLang = "de" | "it" | "fr";

const SNOWBALL: Record<SearchLang, (word: string) => string> = { de: german, it: italian, fr: french };

/**
 * Stems of a normalised word: the language's Snowball stem (@orama/stemmers) and the light
 * plural stripper, which also catches German compound endings Snowball keeps. Both are
 * matched as substrings, so a stem shorter than 4 characters ("tet" of "tete") would match
 * unrelated words and is left out; numbers are never stemmed.
 */
export function stemsOf(word: string, lang: SearchLang): string[] {
  if (/\d/.test(word)) return [];
  const out = new Set<string>();
  for (const s of [SNOWBALL[lang](word), lightStem(word)]) if (s !== word && s.length >= 4) out.add(s);
  return [...out];
}

/** The one stem two words must share to count as the same word (synonym phrase matching). */
export function baseForm(word: string, lang: SearchLang): string {
  return /\d/.test(word) ? word : SNOWBALL[lang](word);
}
