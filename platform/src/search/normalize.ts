/**
 * Text normalisation shared by the search index (seed) and queries: lower case, umlauts and
 * accents folded (ä -> a, é -> e, ß -> ss), punctuation to spaces. Folding umlauts to the bare
 * vowel (not "ae") makes "Kräuter", "krauter" and "kraeuter"-less typing meet in one form.
 */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9+]+/g, " ")
    .trim();
}

export function tokens(text: string): string[] {
  return normalize(text).split(" ").filter(Boolean);
}
