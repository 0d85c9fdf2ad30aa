/**
 * Root middleware: decides the locale redirect on the server before any loader runs
 * (HTTP 302, nothing flashes) and keeps the i18n_redirected cookie up to date.
 */
import { redirect, type MiddlewareFunction } from "react-router";
import { decideLocale, serializeLocaleCookie } from "./detect";

const SKIP_PATHS = new Set(["/graphql"]);

export const localeMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url);
  if (SKIP_PATHS.has(url.pathname) || (request.method !== "GET" && request.method !== "HEAD")) {
    return next();
  }
  const decision = decideLocale({
    url: request.url,
    cookie: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
    referer: request.headers.get("referer"),
    secFetchSite: request.headers.get("sec-fetch-site"),
  });
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
