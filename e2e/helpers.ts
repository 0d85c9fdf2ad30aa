import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { GATEWAY } from "./ports";
import { de as rulesDe } from "../rules/src/messages/de";
import { fr as rulesFr } from "../rules/src/messages/fr";
import { it as rulesIt } from "../rules/src/messages/it";

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
 * A GraphQL call in the browser session, sent as what a test helper is: an API client (like a mobile or kiosk
 * app) posting a full document to the gateway directly. The gateway runs with PERSISTED_DOCUMENTS=require-for-web
 * in these tests, so the shop's own /graphql proxy (which marks every request as the storefront's) would refuse it.
 * `page.request` shares the browser context's cookie jar and cookies are per host, not per port: the session cookie
 * the shop set on localhost reaches the gateway on localhost too, and a cookie the gateway sets comes back to the shop.
 */
export async function sessionGql<T>(page: Page, query: string, locale: Locale = "de", variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post(`${GATEWAY}/graphql`, {
    headers: { "content-type": "application/json", "x-shop-locale": locale },
    data: { query, variables },
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The build's persisted documents (`pnpm codegen`): the hashes the web may send. */
const MANIFEST_FILE = new URL("../web/app/generated/persisted-documents.json", import.meta.url);

/** The sha256 hash (hex, as Apollo clients send it) of the web's operation `name`. */
export function persistedHash(name: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as Record<string, string>;
  const definition = new RegExp(`\\b(query|mutation) ${name}\\b`);
  const entry = Object.entries(manifest).find(([, text]) => definition.test(text));
  if (!entry) throw new Error(`no persisted document for operation ${name} (run pnpm codegen)`);
  return entry[0].replace(/^sha256:/, "");
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

/** The web's message catalogue of a locale (web/app/i18n/messages), as the shop renders its texts. */
export function webMessage(locale: Locale, id: string): string {
  const catalogue = JSON.parse(readFileSync(new URL(`../web/app/i18n/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
  const text = catalogue[id];
  if (text === undefined) throw new Error(`no message ${id} in ${locale}.json`);
  return text;
}

/**
 * A catalogue text as a pattern of the rendered sentence: each `{placeholder}` matches a value, spaces match any
 * space (French typography puts narrow no-break spaces before « : ; ! ? » and after «), so tests follow the catalogue
 * instead of copying it.
 */
export function messagePattern(text: string, { whole = true } = {}): RegExp {
  const literal = (part: string) =>
    part
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/ /g, "\\s+")
      .replace(/«/g, "«\\s?")
      .replace(/(»|:|;|!|\\\?)/g, "\\s?$1");
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? "(.+?)" : literal(part)))
    .join("");
  return new RegExp(whole ? `^${source}$` : source, "u");
}

const RULES_MESSAGES = { de: rulesDe, it: rulesIt, fr: rulesFr } as Record<Locale, Record<string, string>>;

/** A text of @shop/rules' catalogue (what the gateway answers with), before its values are filled in. */
export function rulesMessage(locale: Locale, id: string): string {
  const text = RULES_MESSAGES[locale][id];
  if (text === undefined) throw new Error(`no message ${id} in @shop/rules (${locale})`);
  return text;
}
