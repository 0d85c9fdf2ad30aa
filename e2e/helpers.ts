import type { APIRequestContext } from "@playwright/test";
import { GATEWAY } from "./ports";

export type Locale = "de" | "it" | "fr";
export const LOCALES: Locale[] = ["de", "it", "fr"];
export const HTML_LANG: Record<Locale, string> = { de: "de-CH", it: "it-CH", fr: "fr-CH" };
export const prefix = (locale: Locale) => (locale === "de" ? "" : `/${locale}`);

/** Asks the gateway directly, so tests compare the page with what the API says rather than with fixed strings. */
export async function gql<T>(request: APIRequestContext, query: string, locale: Locale = "de", variables = {}): Promise<T> {
  const res = await request.post(`${GATEWAY}/graphql`, {
    headers: { "content-type": "application/json", "x-shop-locale": locale },
    data: { query, variables },
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/**
 * The products home shows, as the gateway has them: the product sliders of home's CMS layout, or — for a layout
 * without products — the "popular products" fallback (the first of `products`).
 */
export async function homeProductNames(request: APIRequestContext, locale: Locale): Promise<string[]> {
  type Element = { __typename: string; products?: { name: string }[] };
  const data = await gql<{
    route: { category?: { cmsPage: { sections: { blocks: { slots: { element: Element }[] }[] }[] } | null } };
    products: { items: { name: string }[] };
  }>(
    request,
    `query {
      route(path: "/") { ... on CategoryRoute { category { cmsPage { sections { blocks { slots { element {
        __typename ... on CmsProductSlider { products { name } }
      } } } } } } } }
      products(limit: 4) { items { name } }
    }`,
    locale,
  );
  const sections = data.route.category?.cmsPage?.sections ?? [];
  const inLayout = sections.flatMap((section) =>
    section.blocks.flatMap((block) => block.slots.flatMap((slot) => slot.element.products?.map((p) => p.name) ?? [])),
  );
  return inLayout.length > 0 ? inLayout : data.products.items.map((p) => p.name);
}

/** React escapes text in HTML; compare against the escaped form. */
export const htmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
