/**
 * Canonical and alternate-language links (SPEC §2): the configured store host
 * plus the language prefix plus the path without prefix.
 */
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, localizePath, splitLocalePath, type Locale } from "./locales";

export const DEFAULT_STORE_HOST = "http://localhost:3000";

export function normalizeStoreHost(host: string | undefined | null): string {
  const value = (host ?? "").trim() || DEFAULT_STORE_HOST;
  return value.replace(/\/+$/, "");
}

/** Absolute URL of a page in the given locale (query and hash dropped). */
export function localizedUrl(storeHost: string, pathname: string, locale: Locale): string {
  const { path } = splitLocalePath(pathname);
  const localized = localizePath(path, locale);
  return `${normalizeStoreHost(storeHost)}${localized}`;
}

export function buildCanonical(storeHost: string, pathname: string): string {
  const { locale } = splitLocalePath(pathname);
  return localizedUrl(storeHost, pathname, locale);
}

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** hreflang de-CH, it-CH, fr-CH and x-default (the German page). */
export function buildAlternates(storeHost: string, pathname: string): AlternateLink[] {
  const links: AlternateLink[] = LOCALES.map((locale) => ({
    hrefLang: LOCALE_TAGS[locale],
    href: localizedUrl(storeHost, pathname, locale),
  }));
  links.push({ hrefLang: "x-default", href: localizedUrl(storeHost, pathname, DEFAULT_LOCALE) });
  return links;
}
