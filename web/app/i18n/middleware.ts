/**
 * Root middleware: decides the locale redirect on the server before any loader runs
 * (HTTP 302, nothing flashes) and keeps the i18n_redirected cookie up to date.
 */
import { redirect, type MiddlewareFunction } from "react-router";
import { lookupOrder, samePageIn } from "~/catalog/samePage.server";
import { safeRedirect } from "~/http/redirect";
import { decideLocale, serializeLocaleCookie, type LocaleDecision } from "./detect";
import { splitLocalePath } from "./locales";

const SKIP_PATHS = new Set(["/graphql"]);

export const localeMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url);
  if (SKIP_PATHS.has(url.pathname) || (request.method !== "GET" && request.method !== "HEAD")) {
    return next();
  }
  const decision = await samePageDecision(request, decideLocale({
    url: request.url,
    cookie: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
    referer: request.headers.get("referer"),
    secFetchSite: request.headers.get("sec-fetch-site"),
  }));
  const secure = url.protocol === "https:";
  const cookie = decision.setCookie ? serializeLocaleCookie(decision.setCookie, { secure }) : undefined;

  if (decision.redirectTo) {
    const headers = new Headers({ Vary: "Cookie, Accept-Language", "Cache-Control": "no-store" });
    if (cookie) headers.append("Set-Cookie", cookie);
    throw redirect(decision.redirectTo, { status: 302, headers });
  }

  const response = await next();
  try {
    if (cookie) response.headers.append("Set-Cookie", cookie);
    if (decision.locale === "de") response.headers.append("Vary", "Cookie, Accept-Language");
  } catch {
    // Immutable headers (e.g. a proxied response): the cookie is set on the next page.
  }
  return response;
};

/**
 * A redirect to another language goes to the SAME page there (its path in that language, as its hreflang
 * says), stays on the German page when that page has no path in the wanted language (never a 404), and keeps
 * the plain prefix for everything the catalogue does not know (/login, /search, static pages: same path in
 * every language).
 */
async function samePageDecision(request: Request, decision: LocaleDecision): Promise<LocaleDecision> {
  if (!decision.redirectTo || !decision.redirectLocale) return decision;
  const url = new URL(request.url);
  const { locale, path } = splitLocalePath(url.pathname);
  const same = await samePageIn(request, path, lookupOrder(locale), decision.redirectLocale);
  if (same.kind === "unknown") return decision;
  if (same.kind === "untranslated") return { locale };
  return { ...decision, redirectTo: safeRedirect(`${same.path}${url.search}`, same.path) };
}
