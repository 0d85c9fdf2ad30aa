/**
 * Locale detection and the first-load redirect decision (SPEC §2 Locales).
 * The language comes from the i18n_redirected cookie, then from Accept-Language.
 */
import { safeRedirect } from "~/http/redirect";
import { DEFAULT_LOCALE, LOCALES, isLocale, localizePath, splitLocalePath, type Locale } from "./locales";

export const LOCALE_COOKIE = "i18n_redirected";
/** 365 days (SPEC §9). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export function localeFromCookie(cookieHeader: string | null | undefined): Locale | undefined {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/**
 * Best supported locale for an Accept-Language header, honouring q-values
 * ("fr-CH, fr;q=0.9, en;q=0.8" -> "fr"). Undefined when nothing matches.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      let q = 1;
      for (const param of params) {
        const [key, value] = param.trim().split("=");
        if (key === "q" && value !== undefined) {
          const parsed = Number(value);
          q = Number.isFinite(parsed) ? parsed : 0;
        }
      }
      return { lang: tag.trim().toLowerCase().split("-")[0] ?? "", q, index };
    })
    .filter((range) => range.lang !== "" && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (isLocale(range.lang)) return range.lang;
  }
  return undefined;
}

/** Cookie first, then the browser language, then German. */
export function preferredLocale(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  return localeFromCookie(cookieHeader) ?? localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

export function serializeLocaleCookie(locale: Locale, options: { secure?: boolean } = {}): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, `Max-Age=${LOCALE_COOKIE_MAX_AGE}`, "Path=/", "SameSite=Lax"];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export interface LocaleRequestInfo {
  /** Full request URL (React Router hands loaders/middleware the normalised URL, without .data). */
  url: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
  referer?: string | null;
  /** The Sec-Fetch-Site request header, when the browser sends one. */
  secFetchSite?: string | null;
}

export interface LocaleDecision {
  /** Locale of the requested path. */
  locale: Locale;
  /** Where to send the visitor (302) instead of rendering, if anywhere: the same path under the wanted prefix. */
  redirectTo?: string;
  /**
   * The language of that redirect. The middleware first asks for the same page's own path in it (a German
   * product path is not the French one) and keeps `redirectTo` only for pages the catalogue does not know.
   */
  redirectLocale?: Locale;
  /** Locale to store in the i18n_redirected cookie on the response, if it must change. */
  setCookie?: Locale;
}

/** A navigation inside the shop (a link click), as opposed to a first load. */
export function isInternalNavigation(info: LocaleRequestInfo): boolean {
  if (info.secFetchSite === "same-origin") return true;
  if (!info.referer) return false;
  try {
    return new URL(info.referer).host === new URL(info.url).host;
  } catch {
    return false;
  }
}

/**
 * On a first load of an unprefixed (German) path, a visitor whose cookie or browser
 * language is it/fr is sent to the prefixed path, and the cookie is stored.
 * Prefixed paths are never redirected. Navigations inside the shop never redirect:
 * they switch the locale (and the cookie) to the page's locale instead.
 */
export function decideLocale(info: LocaleRequestInfo): LocaleDecision {
  const url = new URL(info.url);
  const { locale, path } = splitLocalePath(url.pathname);
  const cookieLocale = localeFromCookie(info.cookie);

  if (isInternalNavigation(info)) {
    return cookieLocale === locale ? { locale } : { locale, setCookie: locale };
  }

  const wanted = cookieLocale ?? localeFromAcceptLanguage(info.acceptLanguage) ?? DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE && wanted !== DEFAULT_LOCALE) {
    return {
      locale,
      redirectTo: safeRedirect(`${localizePath(path, wanted)}${url.search}`, localizePath("/", wanted)),
      redirectLocale: wanted,
      ...(cookieLocale === wanted ? {} : { setCookie: wanted }),
    };
  }
  // No redirect: remember the language of the page on the first visit.
  return cookieLocale ? { locale } : { locale, setCookie: locale };
}

export { LOCALES };
