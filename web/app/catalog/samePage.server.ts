/**
 * "This page in that language" for a path that may have been written in any language: the first-load
 * locale redirect (i18n/middleware.ts) and the catalogue loader's rescue of a path typed under the wrong
 * prefix both ask here. The answer comes from the gateway's `alternates` — the very list the page's
 * hreflang links and language switcher are built from (catalog/head.ts `alternatePath`), so a redirect
 * can never disagree with what the page itself announces.
 */
import { GatewayQueries } from "~/apollo/loader";
import { safeRedirect } from "~/http/redirect";
import { LOCALES, type Locale } from "~/i18n/locales";
import { PageAlternates } from "./documents";
import { alternatePath, alternatesFrom } from "./head";

export type SamePage =
  /** The page exists; `path` is its (prefixed, same-origin) path in the target language. */
  | { kind: "page"; path: string; foundIn: Locale }
  /** The page exists but names no path in the target language: stay where the visitor is. */
  | { kind: "untranslated"; foundIn: Locale }
  /** No catalogue page under this path in any language (an app route such as /login, or a typo). */
  | { kind: "unknown" };

/** Languages to read `path` in: the one its prefix says first, then the others in the shop's order. */
export function lookupOrder(pathLocale: Locale): Locale[] {
  return [pathLocale, ...LOCALES.filter((locale) => locale !== pathLocale)];
}

/** The target-language path from one language's answer (pure: the decision, tested without a gateway). */
export function samePageFrom(
  alternates: readonly { locale: string; path: string }[],
  foundIn: Locale,
  target: Locale,
): SamePage {
  const localized = alternatePath({ alternates: alternatesFrom(alternates) }, target);
  // Catalogue data is data: a path that would leave the shop is no translation.
  const path = localized ? safeRedirect(localized, "") : "";
  return path ? { kind: "page", path, foundIn } : { kind: "untranslated", foundIn };
}

/**
 * The page at `path` (no locale prefix), read in `languages` one after another until one knows it, in
 * `target`. A gateway failure counts as "unknown": the caller then keeps today's behaviour.
 */
export async function samePageIn(
  request: Request,
  path: string,
  languages: readonly Locale[],
  target: Locale,
): Promise<SamePage> {
  const read = async (locale: Locale): Promise<SamePage> => {
    const route = (await new GatewayQueries(request).query(PageAlternates, { path, locale }))?.route;
    return route && route.__typename !== "NotFoundRoute" ? samePageFrom(route.alternates, locale, target) : { kind: "unknown" };
  };
  const [first, ...rest] = languages;
  if (!first) return { kind: "unknown" };
  // Most paths are found in the first language; the others are only asked (together) when it is not.
  const answer = await read(first);
  if (answer.kind !== "unknown") return answer;
  return (await Promise.all(rest.map(read))).find((other) => other.kind !== "unknown") ?? { kind: "unknown" };
}
