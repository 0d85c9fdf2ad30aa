/** Shop locales (SPEC §2): de is the default, it and fr have path prefixes. */
export const LOCALES = ["de", "it", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Path prefix of a locale's pages (and sales-channel domain): none for German, `/it`, `/fr`. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}
