/**
 * The mechanical half of docs/GLOSSARY.md: what a native reviewer flagged in the Italian and French catalogues
 * (issue 24) and what must not come back. Each package runs it over the catalogues it owns, as they are shown
 * (French after `withTypography`), so a new key is checked the day it is added. A subpath export
 * (`@shop/rules/language-lint`), so no shop bundle carries it.
 */
import { isPluralElement, isSelectElement, parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Locale } from "./locale.js";

export type LanguageRule = "plural" | "french-spacing" | "register" | "gender" | "term";

export interface LanguageFinding {
  id: string;
  rule: LanguageRule;
  detail: string;
}

/** Arguments that hold a count: a noun right after one needs its ICU plural ("1 étoile", "2 étoiles"). */
const COUNT_ARGUMENT = /^(count|n|quantity|stars|steps|points|pages|seconds|minutes|hours|days|weeks|months|years|min|max|\w*(Days|Years|Months|Weeks|Count|Quantity|Min|Max))$/;
/** Words that may follow a count without agreeing with it ("{min} e {max}", "{quantity} × {name}"). */
const NOT_A_NOUN = new Set(["e", "ed", "o", "et", "ou", "à", "a", "al", "au", "di", "de", "del", "du", "per", "pour", "x"]);
/** Unit abbreviations do not change with the number ("1 pz.", "2 pz.", "5 ml"); "pce" does ("pces"). */
const INVARIANT_UNITS = new Set(["pz", "kg", "g", "mg", "ml", "ms", "km", "m", "CHF"]);

/** Italian is *Lei*: forms of *voi* and *tu* that a shop text must not use. */
const NOT_LEI = /\b(vostr[oaie]|voi|riprovate|contattaci|contattateci|scriveteci|seguiteci|accedete|registratevi|avete|desiderate|scegliete|inserite (il|la|un|una)|tuo|tua|tuoi|tue)\b/i;

/** *Lei* forms are lower case mid-sentence ("il suo ordine", "le invieremo"), as in the glossary. */
const CAPITAL_COURTESY = /(?<=[a-zàèéìòù\d},] )(Suo|Sua|Suoi|Sue|Le|La|Lei)\b/;

/** Slash, bracket and point forms (docs/GLOSSARY.md: neutral wording or the full pair). */
const GENDER_SHORTHAND = /\p{L}\/(a|e|i)\b|\p{L}\((e|es|s)\)|\p{L}·\p{L}/u;

/** Italy/France or inconsistent terms where the glossary names the Swiss one. */
const FORBIDDEN_TERMS: Record<"it" | "fr", RegExp[]> = {
  it: [
    /modalità di pagamento/i,
    /metodo di spedizione/i,
    /conto cliente/i,
    /il mio conto\b/i,
    /carta cliente/i,
    /colophon/i,
    /recesso/i,
    /informativa sulla protezione/i,
    /tassa di sollecito/i,
    /condizioni generali di vendita/i,
    /\bIE\b/,
  ],
  fr: [
    /moyens? de paiement/i,
    /frais de port/i,
    /carte client\b/i,
    /\bCGV\b/,
    /conditions générales de vente/i,
    /rétractation/i,
    /sucette/i,
    /gommes? à mâcher/i,
    /\bIE\b/,
  ],
};

/** A ";" that ends "&amp;" or "&#160;" is not punctuation. */
const HIGH_MARK_WITHOUT_NNBSP = /(?<![\u202f\u00a0]|&#?[a-zA-Z0-9]+)[;!?](?=[\s»"')\]<]|$)/;
const COLON_WITHOUT_NBSP = /(?<![\u00a0\u202f])(?<=\D|^):(?=[\s»"')\]<]|$)/;
const GUILLEMET_WITHOUT_NNBSP = /«(?![\u202f\u00a0])|(?<![\u202f\u00a0])»/;

function countsWithoutPlural(elements: MessageFormatElement[], found: string[]): void {
  elements.forEach((element, index) => {
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) countsWithoutPlural(option.value, found);
      return;
    }
    if ((element.type !== TYPE.argument && element.type !== TYPE.number) || !COUNT_ARGUMENT.test(element.value)) return;
    const next = elements[index + 1];
    const word = next?.type === TYPE.literal ? /^\s+(\p{L}+)/u.exec(next.value)?.[1] : undefined;
    if (word && !NOT_A_NOUN.has(word.toLowerCase()) && !INVARIANT_UNITS.has(word)) found.push(`{${element.value}} ${word}`);
  });
}

/** Every finding in one catalogue (id → ICU text as shown). German is the SPEC's and only checked for plurals' syntax. */
export function lintCatalogue(locale: Locale, catalogue: Record<string, string>): LanguageFinding[] {
  const findings: LanguageFinding[] = [];
  for (const [id, text] of Object.entries(catalogue)) {
    const add = (rule: LanguageRule, detail: string) => findings.push({ id, rule, detail });
    const elements = parse(text, { ignoreTag: true });
    if (locale === "de") continue;
    const counts: string[] = [];
    countsWithoutPlural(elements, counts);
    for (const count of counts) add("plural", `${count}: a count followed by a noun needs {…, plural, one {…} other {…}}`);
    const gender = GENDER_SHORTHAND.exec(text);
    if (gender) add("gender", gender[0]);
    for (const term of FORBIDDEN_TERMS[locale]) if (term.test(text)) add("term", String(term));
    if (locale === "it") {
      const form = NOT_LEI.exec(text) ?? CAPITAL_COURTESY.exec(text);
      if (form) add("register", form[0]);
    } else {
      for (const mark of [HIGH_MARK_WITHOUT_NNBSP, COLON_WITHOUT_NBSP, GUILLEMET_WITHOUT_NNBSP]) {
        const at = mark.exec(text);
        if (at) add("french-spacing", JSON.stringify(text.slice(Math.max(0, at.index - 12), at.index + 2)));
      }
    }
  }
  return findings;
}

/** The findings as one line each, for a test's failure message. */
export function formatFindings(findings: LanguageFinding[]): string {
  return findings.map((f) => `${f.id} [${f.rule}] ${f.detail}`).join("\n");
}
