/**
 * The loader behind every catalogue page: ONE `route(path)` request (plus the listing state from the
 * URL), then the HTTP outcome decided on the server: 404 for unknown paths, 301 to the canonical
 * path, 400 for malformed filters. The page data travels as loader data (the browser does not ask again).
 */
import { data, redirect } from "react-router";
import type { ApolloLoaderExtras } from "~/apollo/loader";
import { safeRedirect } from "~/http/redirect";
import { LOCALES, localizePath, splitLocalePath } from "~/i18n/locales";
import { cmsShowsProducts, layoutListing, withoutSlotListings } from "./cmsContent";
import { CatalogRoute, type CatalogPageData, type RouteAnswer } from "./documents";
import { compactPageData } from "./pageData";
import { parseListingParams, toListingInput } from "./filters";
import { alternatesFrom, type PageHead } from "./head";
import { samePageIn } from "./samePage.server";
import { invalidPath } from "./validation";
import { showsAllReviewLanguages } from "./reviewLanguages";

export async function loadCatalogPage(
  { request, waitForQueries, query }: ApolloLoaderExtras & { request: Request },
  path: string,
) {
  const url = new URL(request.url);
  const listingState = parseListingParams(url.searchParams);
  if (!listingState.ok) {
    throw data({ reason: "filters", errors: listingState.errors, path: url.pathname }, { status: 400 });
  }
  const variables = { path, listing: toListingInput(listingState.state), home: path === "/", allReviews: showsAllReviewLanguages(url.searchParams) };
  // One request; the loader needs the answer itself (404, 301, <head>) and the page data travels as
  // loader data. waitForQueries() turns gateway failures into 502/503 and refused input into 400.
  const request$ = query(CatalogRoute, variables);
  await waitForQueries();
  const page = await request$;
  const route: RouteAnswer | undefined = page?.route;
  if (!page || !route) throw data({ reason: "gateway" }, { status: 502 });
  if (route.__typename === "NotFoundRoute") return wrongLanguageRedirect(request, path);

  // /detail/{id} (or an old SEO path) of a page that has a canonical path elsewhere: 301 there.
  const isHome = route.__typename === "CategoryRoute" && route.isHome;
  // A trailing slash alone never redirects: React Router's data requests drop it, so that would loop.
  if (!isHome && route.canonicalPath && !samePath(safeDecode(route.canonicalPath), path) && request.method === "GET") {
    const { locale } = splitLocalePath(url.pathname);
    // Catalogue data is data too: a canonical path that would leave the shop renders the page instead.
    const canonical = safeRedirect(`${encodeURI(localizePath(safeDecode(route.canonicalPath), locale))}${url.search}`, "");
    if (canonical) throw redirect(canonical, 301);
  }

  // Home's "popular products" are only the fallback of a layout without products of its own (a bare upstream):
  // when the layout has a product slider or listing, they are neither rendered nor serialised into the loader data.
  if (isHome && cmsShowsProducts(route.category.cmsPage)) delete page.homeProducts;
  // Home reached by another path (/navigation/{root id}) was asked with its listing: not rendered, so not serialised.
  if (isHome) delete route.listing;
  // Subcategory chips only show on a category without a layout (RoutePage); under a layout they are not serialised.
  if (route.__typename === "CategoryRoute" && route.category.cmsPage) route.category.children = [];
  // A listing category's layout shows the route's own listing in its listing slot: the slot's items are not sent.
  if (route.__typename === "CategoryRoute" && layoutListing(route)) withoutSlotListings(route.category.cmsPage);

  // The SEO fields become `head` (one copy in the loader data); the page components get the route without them.
  const { seo, canonicalPath, alternates, ...body } = route;
  const head: PageHead = {
    title: isHome ? undefined : seo.title,
    description: seo.description,
    canonicalPath,
    alternates: alternatesFrom(alternates),
  };
  const pageData: CatalogPageData = { ...page, route: body };
  return { page: compactPageData(pageData), head };
}

/**
 * A path unknown in the page's language may be the same page's path in another one (a German path typed
 * under /fr, a French link with its prefix lost): 301 to that page in the page's language, else 404.
 */
async function wrongLanguageRedirect(request: Request, path: string): Promise<never> {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  if (path !== "/") {
    const others = LOCALES.filter((other) => other !== locale);
    const same = await samePageIn(request, path, others, locale);
    if (same.kind === "page") throw redirect(`${same.path}${url.search}`, 301);
  }
  throw data({ path: url.pathname }, { status: 404 });
}

/** Loader for technical paths with an id (/navigation/{id}, /detail/{id}, /landingPage/{id}). */
export function assertValidId(id: string | undefined, request: Request): string {
  if (!id || !/^[0-9a-f]{32}$/i.test(id)) invalidPath(request);
  return id.toLowerCase();
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function samePath(a: string, b: string): boolean {
  return a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
}
