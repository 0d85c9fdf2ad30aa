import { tokens } from "../normalize.js";
import { baseForm, type SearchLang } from "../language-stem.js";
import type { Lexicon } from "./types.js";
import { de } from "./de.js";
import { it } from "./it.js";
import { fr } from "./fr.js";

export interface CompiledLexicon {
  stopwords: Set<string>;
  /** synonym expressions as base-form token sequences, longest first, each with its group's expressions */
  phrases: { forms: string[]; group: string[] }[];
}

function compile(lexicon: Lexicon, lang: SearchLang): CompiledLexicon {
  const phrases = lexicon.synonyms.flatMap((group) => {
    const normalised = group.map((e) => tokens(e).join(" "));
    return normalised.map((e) => ({ forms: e.split(" ").map((w) => baseForm(w, lang)), group: normalised }));
  });
  phrases.sort((a, b) => b.forms.length - a.forms.length);
  return { stopwords: new Set(lexicon.stopwords.flatMap(tokens)), phrases };
}

const COMPILED: Record<SearchLang, CompiledLexicon> = { de: compile(de, "de"), it: compile(it, "it"), fr: compile(fr, "fr") };

export const lexiconFor = (lang: SearchLang): CompiledLexicon => COMPILED[lang];
