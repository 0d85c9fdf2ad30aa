/** Gateway look-ups for the catalogue end-to-end tests: pages are compared with what the API says. */
import type { APIRequestContext, Page } from "@playwright/test";
import { gql, HTML_LANG, prefix, type Locale } from "./helpers";

export interface ListingInfo {
  total: number;
  page: number;
  pageCount: number;
  items: { id: string; name: string; url: string }[];
  filters: {
    properties: { id: string; name: string; options: { id: string; name: string }[] }[];
    manufacturers: { id: string; name: string }[];
  };
}

const LISTING = `total page pageCount items { id name url }
  filters { properties { id name options { id name } } manufacturers { id name } }`;

export interface RouteInfo {
  __typename: string;
  canonicalPath?: string;
  seo?: { title: string; description: string | null };
  alternates?: { locale: Locale; path: string }[];
  breadcrumbs?: { name: string; url: string }[];
  category?: { id: string; name: string; type: string };
  isHome?: boolean;
  listing?: ListingInfo;
  topicListing?: ListingInfo | null;
  product?: {
    id: string;
    name: string;
    url: string;
    availability: { state: string };
    price: { unitPrice: { amount: number }; tiers: { kind: string; quantity: number }[] };
  };
  title?: string;
  faqs?: { question: string }[];
  brand?: { id: string; name: string; products: ListingInfo };
}

export async function route(request: APIRequestContext, path: string, locale: Locale, listing: Record<string, unknown> = { limit: 10 }) {
  const data = await gql<{ route: RouteInfo }>(
    request,
    `query($path: String!, $listing: ListingInput) { route(path: $path) { __typename
      ... on PageRoute { canonicalPath seo { title description } alternates { locale path } breadcrumbs { name url } }
      ... on CategoryRoute { isHome category { id name type } listing(input: $listing) { ${LISTING} } }
      ... on ProductRoute { product { id name url availability { state } price { unitPrice { amount } tiers { kind quantity } } } }
      ... on TopicRoute { title faqs { question } topicListing: listing(input: $listing) { ${LISTING} } }
      ... on EditorialRoute { title }
      ... on LandingPageRoute { landingPage { name } }
      ... on BrandRoute { brand { id name products(input: $listing) { ${LISTING} } } }
    } }`,
    locale,
    { path, listing },
  );
  return data.route;
}

/** The first category of the main navigation (in `locale`) whose listing has products and filters. */
export async function categoryWithProducts(request: APIRequestContext, locale: Locale) {
  const nav = await gql<{ navigation: { url: string; external: boolean; children: { url: string; external: boolean }[] }[] }>(
    request,
    "{ navigation(depth: 2) { url external children { url external } } }",
    locale,
  );
  const candidates = nav.navigation.flatMap((entry) => [...entry.children, entry]).filter((entry) => !entry.external);
  for (const candidate of candidates) {
    const info = await route(request, candidate.url, locale);
    if (info.__typename === "CategoryRoute" && info.listing && info.listing.total > 10 && info.listing.filters.properties.length > 0) {
      return { path: candidate.url, route: info, listing: info.listing };
    }
  }
  throw new Error(`no category with products in ${locale}`);
}

export async function someProducts(request: APIRequestContext, locale: Locale, limit = 40) {
  const data = await gql<{ products: { items: { id: string; name: string; url: string; price: { tiers: { kind: string; quantity: number }[] } }[] } }>(
    request,
    `{ products(limit: ${limit}) { items { id name url price { tiers { kind quantity } } } } }`,
    locale,
  );
  return data.products.items;
}

export const localized = (path: string, locale: Locale) => (path === "/" ? prefix(locale) || "/" : `${prefix(locale)}${path}`);

/** Request headers that keep the server from redirecting to another language. */
export const langHeaders = (locale: Locale) => ({ "accept-language": HTML_LANG[locale], cookie: `i18n_redirected=${locale}` });

/** Waits until React has hydrated the page (set by HydrationMarker), before interacting with it. */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A product whose page shows a cross-selling slider with more than one orderable tile: its path and its groups. */
export async function productWithCrossSelling(request: APIRequestContext) {
  const data = await gql<{
    products: { items: { id: string; url: string; crossSellings: { id: string; products: { id: string; available: boolean }[] }[] }[] };
  }>(request, "{ products(limit: 30) { items { id url crossSellings { id products { id available } } } } }", "de");
  const found = data.products.items.find((p) => p.crossSellings.some((group) => group.products.filter((x) => x.available).length > 1));
  if (!found) throw new Error("no product with cross-selling in the first 30");
  return found;
}
