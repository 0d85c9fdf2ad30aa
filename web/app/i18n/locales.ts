/**
 * Locales of the shop (SPEC §2): de is the default and has no path prefix,
 * it and fr live under /it and /fr. Pure functions, usable on server and client.
 */
export const LOCALES = ["de", "it", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";

/** Regional variants used for <html lang>, hreflang and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = {
  de: "de-CH",
  it: "it-CH",
  fr: "fr-CH",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** "" for the default locale, "/it" or "/fr" otherwise. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/**
 * Splits a URL pathname into its locale and the path without prefix
 * ("/it/foo" -> { locale: "it", path: "/foo" }, "/fr" -> { locale: "fr", path: "/" }).
 * A trailing ".data" (React Router single fetch) is ignored.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  let clean = pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "");
  if (!clean.startsWith("/")) clean = `/${clean}`;
  const match = /^\/(it|fr)(?=\/|$)(.*)$/.exec(clean);
  if (match) {
    const rest = match[2] ?? "";
    return { locale: match[1] as Locale, path: rest === "" ? "/" : rest };
  }
  return { locale: DEFAULT_LOCALE, path: clean };
}

export function localeFromPathname(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}

/** Adds the locale prefix to an unprefixed shop path ("/foo" -> "/it/foo", "/" -> "/it"). */
export function localizePath(path: string, locale: Locale): string {
  const normalized = path.startsWith("/") ? path : `/${path}`;
  const prefix = localePrefix(locale);
  if (!prefix) return normalized;
  return normalized === "/" ? prefix : `${prefix}${normalized}`;
}

/** The same page in another locale ("/it/foo" + "fr" -> "/fr/foo"). */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(splitLocalePath(pathname).path, target);
}
