/**
 * What a Swiss pack prints: the language-neutral part once (brand, line, strength: "Aspirin 500 mg") and
 * the words that differ per national language side by side ("20 Tabletten · comprimés · compresse"), so
 * one picture reads on the de, fr and it page alike (Shopware's product media are not translated, and one
 * image per product keeps every cache shared). Derived from the catalogue's three names, never hand-written.
 */

export interface NamesByLanguage {
  de: string;
  fr: string;
  it: string;
}

export interface PackText {
  /** printed once, bold: what every language shares */
  neutral: string;
  /** the parts that differ, each as "de · fr · it" (equal words are printed once) */
  languages: string[];
}

/** The order Swiss packs print their languages in. */
const ORDER = ["de", "fr", "it"] as const;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** "de · fr · it" without repeating what two languages write alike (capitals aside: "Spray · spray" is one word). */
function sideBySide(variants: string[]): string {
  const seen = new Map<string, string>();
  for (const variant of variants) if (variant && !seen.has(variant.toLowerCase())) seen.set(variant.toLowerCase(), variant);
  return [...seen.values()].join(" · ");
}

/** Leading and trailing words all three share, and what lies between per language. */
function split(variants: string[][]): { head: string[]; middles: string[][]; tail: string[] } {
  const shortest = Math.min(...variants.map((v) => v.length));
  let head = 0;
  while (head < shortest && variants.every((v) => v[head] === variants[0]![head])) head++;
  let tail = 0;
  while (tail < shortest - head && variants.every((v) => v[v.length - 1 - tail] === variants[0]![variants[0]!.length - 1 - tail])) tail++;
  return {
    head: variants[0]!.slice(0, head),
    middles: variants.map((v) => v.slice(head, v.length - tail)),
    tail: variants[0]!.slice(variants[0]!.length - tail),
  };
}

/** A pack size such as "20 Tabletten" / "20 comprimés": the shared number once, then the forms side by side. */
function packLine(packs: string[]): string {
  const { head, middles, tail } = split(packs.map(words));
  if (middles.every((m) => m.length === 0)) return [...head, ...tail].join(" ");
  return [...head, sideBySide(middles.map((m) => m.join(" "))), ...tail].join(" ");
}

/** The pack's text from the product's de/fr/it names ("<name>, <pack size>" as the catalogue writes them). */
export function packText(names: NamesByLanguage): PackText {
  const parts = ORDER.map((lang) => {
    const name = names[lang].trim();
    const comma = name.lastIndexOf(", ");
    return comma > 0 ? { head: name.slice(0, comma), pack: name.slice(comma + 2) } : { head: name, pack: "" };
  });
  const split3 = split(parts.map((p) => words(p.head)));
  const { head, middles } = split3;
  let { tail } = split3;
  const languages: string[] = [];
  let differing = sideBySide(middles.map((m) => m.join(" ")));
  // "Burgerstein Vitamin C Retard": the shared words after a translated one belong to it, not to the brand line.
  if (differing && head.length > 0 && tail.length > 0) {
    differing = sideBySide(middles.map((m) => [...m, ...tail].join(" ")));
    tail = [];
  }
  if (differing) languages.push(differing);
  if (parts.some((p) => p.pack)) languages.push(packLine(parts.map((p) => p.pack)));
  const neutral = [...head, ...tail].join(" ") || words(parts[0]!.head)[0] || "";
  return { neutral, languages: languages.filter(Boolean) };
}
