/**
 * One React Router server build per locale (issue 9). app/routes.ts generates every route once per locale
 * (id suffix `___de`, `___it`, `___fr`; de without path prefix, it under /it, fr under /fr), so the build holds
 * 155 routes. React Router matches a request against all of them up to four times (the request handler, the
 * static handler's query, the partial manifest of `<Scripts>` once per ancestor path) and rebuilds the server
 * routes of the whole manifest on every render: ~13 % of a page's CPU. A request can only ever match routes of
 * the locale its first path segment names, so each locale gets a build with the routes of that locale and the
 * routes shared by all (root, /graphql), and the request handler of that build answers its requests.
 *
 * The split is derived from the build, never from a route list:
 * - a route's locale is its id's suffix after the last `___`; routes without one belong to every locale;
 * - a locale whose routes all start with the same static first segment lives under that prefix ("it", "fr");
 *   exactly one locale has no common prefix (de), and it answers every other path;
 * - the split is only made when it cannot change what React Router matches: no route outside a prefixed locale
 *   can start with that prefix or with a parameter (it could match a prefixed path), a splat route outside
 *   (de's `*` 404 page) requires every prefixed locale to have its own `<prefix>/*` (which outranks it),
 *   matching is case-insensitive everywhere (as the prefix test is) and the basename is "/".
 * The build stays whole for what needs every locale: the lazy route discovery endpoint (`/__manifest?paths=`
 * lists links of any locale, e.g. the language switcher) is answered by the full build, and nothing is split
 * when routes are discovered up front (`routeDiscovery.mode` "initial" ships the whole manifest in the page) or
 * when there is no server rendering. `assets.routes` follows the routes (React Router creates a server route for
 * each manifest entry); `assets.version` stays, so discovery requests still match the client's build.
 */

const LOCALE_SEPARATOR = "___";

/** The locale of a route id ("home___it" → "it"), undefined for routes shared by all locales ("root"). */
export function routeLocale(id) {
  const at = id.lastIndexOf(LOCALE_SEPARATOR);
  return at < 0 ? undefined : id.slice(at + LOCALE_SEPARATOR.length);
}

/** The full path of a route ("it/detail/:id"), joined over its parents, without leading or double slashes. */
function fullPath(routes, route) {
  const parts = [];
  for (let current = route; current; current = current.parentId ? routes[current.parentId] : undefined) {
    if (current.path) parts.unshift(current.path);
  }
  return parts.join("/").split("/").filter(Boolean).join("/");
}

/** A route that can match a request on its own (layouts without a path only wrap their children). */
const matchesRequests = (route) => route.index === true || (route.path != null && route.path !== "");

const isStatic = (segment) => segment !== "" && !/[:*?]/.test(segment);

/**
 * How the build's routes split by locale: `{ prefixes: Map<prefix, locale>, defaultLocale, routeIds:
 * Map<locale, Set<id>> }`, or null when the split could change what React Router matches (see above).
 */
export function localeSplit(build) {
  const mode = build.routeDiscovery?.mode ?? "lazy";
  if (mode !== "lazy" || build.ssr === false || (build.basename ?? "/") !== "/") return null;
  const routes = Object.values(build.routes);
  if (routes.some((route) => route.caseSensitive)) return null;

  const shared = [];
  const byLocale = new Map();
  for (const route of routes) {
    const locale = routeLocale(route.id);
    if (locale === undefined) shared.push(route);
    else byLocale.set(locale, [...(byLocale.get(locale) ?? []), route]);
  }
  if (byLocale.size < 2) return null;

  const firstSegment = (route) => fullPath(build.routes, route).split("/")[0].toLowerCase();
  const prefixes = new Map();
  const unprefixed = [];
  for (const [locale, localeRoutes] of byLocale) {
    const firsts = new Set(localeRoutes.filter(matchesRequests).map(firstSegment));
    const [only] = firsts;
    if (firsts.size === 1 && isStatic(only)) prefixes.set(only, locale);
    else unprefixed.push(locale);
  }
  if (unprefixed.length !== 1) return null;
  const [defaultLocale] = unprefixed;

  // Routes that answer paths outside the prefixes must not be able to match a prefixed path.
  const outside = [...shared, ...byLocale.get(defaultLocale)].filter(matchesRequests).map(firstSegment);
  for (const segment of outside) {
    if (prefixes.has(segment) || segment.startsWith(":") || segment.includes("?")) return null;
    if (segment.startsWith("*")) {
      const ownSplat = (prefix, locale) =>
        byLocale.get(locale).some((route) => matchesRequests(route) && fullPath(build.routes, route).toLowerCase() === `${prefix}/*`);
      if (![...prefixes].every(([prefix, locale]) => ownSplat(prefix, locale))) return null;
    }
  }

  const routeIds = new Map();
  for (const [locale, localeRoutes] of byLocale) {
    routeIds.set(locale, new Set([...shared, ...localeRoutes].map((route) => route.id)));
  }
  // Every route's parent must be in the same locale's build (a locale's route under another's layout would not split).
  for (const ids of routeIds.values()) {
    for (const id of ids) {
      const parentId = build.routes[id].parentId;
      if (parentId && !ids.has(parentId)) return null;
    }
  }
  return { prefixes, defaultLocale, routeIds };
}

/** The build with only the routes in `ids` (routes and their client manifest entries). */
export function buildWithRoutes(build, ids) {
  const pick = (record) => Object.fromEntries(Object.entries(record).filter(([id]) => ids.has(id)));
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

/**
 * The locale whose build answers `pathname` (a request path as express sees it, not decoded), or undefined for
 * the full build. React Router matches the decoded path without the single-fetch `.data` suffix.
 */
export function localeOfPath(split, pathname) {
  const first = pathname.replace(/\.data$/, "").split("/")[1] ?? "";
  if (first === "" && pathname !== "/") return undefined; // "//x": left to the full build, as before
  let segment;
  try {
    segment = decodeURIComponent(first).toLowerCase();
  } catch {
    return undefined; // React Router's own answer to an undecodable path, from the full build
  }
  return split.prefixes.get(segment) ?? split.defaultLocale;
}

/**
 * The one choice of the build that answers a request: `handlerFor(pathname)` is the handler (`createHandler(build)`)
 * of the locale build whose routes can match `pathname` (a path as express sees it, not decoded), the full build's
 * for route discovery, undecodable paths, or when nothing is split. The express handler below and the page cache's
 * background refresh (./pageCache.mjs, React Router's fetch-level handler) both choose through it.
 */
export function localeHandlers(build, createHandler) {
  const full = createHandler(build);
  const split = localeSplit(build);
  if (!split) return () => full;
  const handlers = new Map(
    [...split.routeIds].map(([locale, ids]) => [locale, createHandler(buildWithRoutes(build, ids))]),
  );
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  return (pathname) => (pathname === manifestPath ? undefined : handlers.get(localeOfPath(split, pathname))) ?? full;
}

/**
 * An express handler that hands each request to the request handler of its locale's build
 * (`createHandler(build)` is @react-router/express's createRequestHandler), and route discovery to the full build.
 */
export function localeRequestHandler(build, createHandler) {
  const handlerFor = localeHandlers(build, createHandler);
  return function localeHandler(request, response, next) {
    return handlerFor(request.path)(request, response, next);
  };
}
