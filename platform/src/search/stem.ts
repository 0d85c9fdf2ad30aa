/**
 * Light stemmer for de/it/fr product search: strips common plural and inflection endings so
 * that "Tabletten"/"Tablette", "compresse"/"compressa", "vitamines"/"vitamine"/"Vitamin"
 * share a stem. The search matches stems as substrings, so over-stemming only widens a query
 * slightly; the minimum stem length keeps short words intact.
 */
const SUFFIXES = [
  // de
  "ungen", "ung", "ern", "en", "er", "es", "e", "n", "s",
  // it
  "azioni", "azione", "i", "a", "o",
  // fr
  "ements", "ement", "eaux", "aux", "x",
];

export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}
