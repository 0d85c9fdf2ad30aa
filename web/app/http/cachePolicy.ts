/**
 * HTTP caching of server-rendered pages (issue 9). Anonymous catalogue pages are the same for every
 * visitor of a locale, so a shared cache (CDN, Varnish, nginx) may keep them briefly and serve them
 * stale while it revalidates; everything personal stays private. docs/ARCHITECTURE.md shows a cache
 * in front.
 */
import { readCookie } from "~/i18n/detect";

/** The gateway's session cookie: a shopper with a cart or an account sees personal pages. */
export const SESSION_COOKIE = "sw-context-token";

/** Shared caches keep a catalogue page a minute and may serve it up to 10 minutes stale while refreshing. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Personal or one-off answers: the browser revalidates, shared caches never store them. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";

/** Pages that carry a one-time value (the checkout's idempotency key): not even the browser keeps them. */
export const NO_STORE_PAGE_CACHE_CONTROL = "private, no-store";
const NO_STORE_ROUTES = new Set([
  "checkout",
  // Orders (issue 8): personal, and the unpaid page's answer may carry a payment provider's URL.
  "checkout-success",
  "checkout-success-paid",
  "checkout-success-unpaid",
  "account-order",
  "account-order-detail",
]);

/** Route names (ids without the ___locale suffix) whose pages are the same for every anonymous visitor. */
const CATALOGUE_ROUTES = new Set([
  "home",
  "all",
  "navigation",
  "detail",
  "landing-page",
  "brands",
  "brand",
  "topic",
  "editorial",
  "cms-page",
  "search",
  "pharmacy-map",
  // The cards of a product page's cross-selling (a data request, routes/cross-selling.$productId.ts).
  "cross-selling",
]);

export function routeName(routeId: string): string {
  const at = routeId.lastIndexOf("___");
  return at === -1 ? routeId : routeId.slice(0, at);
}

export function isCatalogueRoute(routeId: string | undefined): boolean {
  if (!routeId) return false;
  const name = routeName(routeId);
  return CATALOGUE_ROUTES.has(name) || name.startsWith("static-");
}

export function hasSession(request: Request): boolean {
  return readCookie(request.headers.get("cookie"), SESSION_COOKIE) !== undefined;
}

/**
 * Cache-Control of a rendered page: public only for a successful GET of a catalogue route without a
 * session. (A response that also sets a cookie is made private later: finalizeCacheHeaders.)
 */
export function pageCacheControl(request: Request, status: number, leafRouteId: string | undefined): string {
  if (leafRouteId && NO_STORE_ROUTES.has(routeName(leafRouteId))) return NO_STORE_PAGE_CACHE_CONTROL;
  const method = request.method.toUpperCase();
  const shareable = (method === "GET" || method === "HEAD") && status === 200 && isCatalogueRoute(leafRouteId) && !hasSession(request);
  return shareable ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL;
}

/**
 * Last word on a page's caching headers, once every middleware has added its own: a response that
 * sets a cookie (e.g. the first visit's i18n_redirected) or answers a session is never shared. Shared
 * pages vary only by Cookie: the locale cookie decides the German paths' redirect and the session cookie
 * makes a page private; Accept-Language only matters on a first visit, whose answer sets the cookie.
 */
export function finalizeCacheHeaders(request: Request, headers: Headers): void {
  // The /graphql proxy passes the gateway's own decision through: public only for an anonymous persisted read,
  // with the Vary it depends on (x-shop-locale, cookie, …; gateway/src/cache/httpCache.ts).
  if (new URL(request.url).pathname === GRAPHQL_PROXY_PATH) return;
  const cacheControl = headers.get("cache-control");
  if (!cacheControl?.startsWith("public")) return;
  if (headers.has("set-cookie") || hasSession(request)) {
    headers.set("cache-control", PRIVATE_PAGE_CACHE_CONTROL);
    return;
  }
  headers.set("vary", "Cookie");
}

/** The browser's GraphQL endpoint on the shop's origin (routes/graphql.ts). */
export const GRAPHQL_PROXY_PATH = "/graphql";

/** Weak validator of a page body (same bytes → same tag; weak because a cache may compress it). */
export function etagFor(hash: string): string {
  return `W/"${hash}"`;
}

/** If-None-Match matches the page's tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
