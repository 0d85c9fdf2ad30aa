/**
 * French typography (docs/GLOSSARY.md): a no-break space before ":" and a narrow no-break space before ";", "!", "?"
 * and inside « », so a line never starts with a lone punctuation mark; a no-break space between "CHF" and its
 * amount, so "CHF" never ends a line without it. Applied where each French catalogue is
 * loaded, so the sources keep ordinary spaces (readable, diffable) and a key added with a plain space is right too.
 */
import type { Locale } from "./locale.js";

export const NBSP = "\u00a0";
export const NNBSP = "\u202f";

const SPACE = "[ \\u00a0\\u202f]";
/** Not after "&amp" / "&#160": a ";" that ends an HTML entity is not punctuation. */
const NOT_ENTITY = "(?<!&#?[a-zA-Z0-9]+)";
/** Punctuation that ends a phrase: followed by a space, the end, a closing quote, bracket or tag. */
const ENDS = "(?=[\\s»\"')\\]<]|$)";

const OPENING_GUILLEMET = new RegExp(`«${SPACE}*`, "g");
const CLOSING_GUILLEMET = new RegExp(`${SPACE}*»`, "g");
const HIGH_PUNCTUATION = new RegExp(`(?<=\\S)${SPACE}?${NOT_ENTITY}([;!?])${ENDS}`, "g");
const COLON = new RegExp(`(?<=\\S)${SPACE}?:${ENDS}`, "g");
const AMOUNT = /\bCHF (?=[-\d])/g;

export function frenchTypography(text: string): string {
  return text
    .replace(OPENING_GUILLEMET, `«${NNBSP}`)
    .replace(CLOSING_GUILLEMET, `${NNBSP}»`)
    .replace(HIGH_PUNCTUATION, `${NNBSP}$1`)
    .replace(COLON, `${NBSP}:`)
    .replace(AMOUNT, `CHF${NBSP}`);
}

/** The language's typography for one text (only French has rules of its own). */
export function typography(locale: Locale, text: string): string {
  return locale === "fr" ? frenchTypography(text) : text;
}

/** A whole catalogue (id → text) with its language's typography. */
export function withTypography<Id extends string>(locale: Locale, catalogue: Record<Id, string>): Record<Id, string> {
  if (locale !== "fr") return catalogue;
  return Object.fromEntries(Object.entries<string>(catalogue).map(([id, text]) => [id, frenchTypography(text)])) as Record<Id, string>;
}
