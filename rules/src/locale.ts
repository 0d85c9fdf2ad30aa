/** Shop locales (SPEC §2): de is the default, it and fr have path prefixes. */
export const LOCALES = ["de", "it", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
