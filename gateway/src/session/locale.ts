/**
 * Request locale: header `x-shop-locale` (de|it|fr), else the first matching `accept-language`
 * entry (by quality), else de.
 */
export const LOCALES = ["de", "it", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";
/** The header a client names its shop locale in (the web sends the page's locale; apps their UI language). */
export const LOCALE_HEADER = "x-shop-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag ("fr-CH", "it", "de_CH") to a shop locale, or null. */
export function localeFromTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/** Parses an Accept-Language header into tags ordered by quality (stable for equal q). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      let q = 1;
      for (const param of params) {
        const [name, value] = param.trim().split("=");
        if (name?.trim() === "q" && value !== undefined) {
          const parsed = Number(value.trim());
          q = Number.isFinite(parsed) ? parsed : 0;
        }
      }
      return { tag: tag.trim(), q, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

type HeaderValue = string | string[] | undefined;

function first(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function resolveLocale(headers: Record<string, HeaderValue>): Locale {
  const explicit = first(headers[LOCALE_HEADER])?.trim().toLowerCase();
  if (isLocale(explicit)) return explicit;
  const acceptLanguage = first(headers["accept-language"]);
  if (acceptLanguage) {
    for (const tag of parseAcceptLanguage(acceptLanguage)) {
      const locale = localeFromTag(tag);
      if (locale) return locale;
    }
  }
  return DEFAULT_LOCALE;
}
