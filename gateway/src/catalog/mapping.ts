/**
 * Mapping of upstream Store API rows (categories, products) to the contract's shapes.
 * Row types come from Shopware's generated Store API types; they are the resolver parents.
 */
import type { components } from "@shopware/api-client/store-api-types";
import { imageFromMedia, type ImageShape } from "./media.js";

export type ProductRow = components["schemas"]["Product"];
export type CategoryRow = components["schemas"]["Category"];
type SeoUrlRow = components["schemas"]["SeoUrl"];

export type NavigationLinkTypeValue = "CATEGORY" | "PRODUCT" | "LANDING_PAGE" | "EXTERNAL";

/** The shop currency (CHF, VAT included). */
export const SHOP_CURRENCY = "CHF";

/** SEO path with exactly one leading slash, or null. */
export function seoPath(seoUrls: readonly SeoUrlRow[] | null | undefined): string | null {
  const first = seoUrls?.[0]?.seoPathInfo;
  if (typeof first !== "string" || first.trim() === "") return null;
  return `/${first.trim().replace(/^\/+/, "")}`;
}

/** Translated value first (Shopware puts the language-resolved value there), else the raw one. */
export function translated<T>(value: T | null | undefined, translatedValue: T | null | undefined): T | null {
  if (translatedValue !== undefined && translatedValue !== null && translatedValue !== "") return translatedValue;
  return value ?? null;
}

// --- Navigation -------------------------------------------------------------------------

function externalLinkOf(entry: CategoryRow): string | null {
  const link = translated(entry.externalLink, entry.translated?.externalLink);
  return typeof link === "string" && link.trim() !== "" ? link.trim() : null;
}

function rawLinkType(entry: CategoryRow): string | null {
  return translated<string>(entry.linkType, entry.translated?.linkType);
}

function isExternal(entry: CategoryRow): boolean {
  if (entry.type !== "link") return false;
  const linkType = rawLinkType(entry);
  return linkType === "external" || (!linkType && externalLinkOf(entry) !== null);
}

export function navigationLinkType(entry: CategoryRow): NavigationLinkTypeValue {
  if (entry.type !== "link") return "CATEGORY";
  if (isExternal(entry)) return "EXTERNAL";
  switch (rawLinkType(entry)) {
    case "product":
      return "PRODUCT";
    case "landing_page":
      return "LANDING_PAGE";
    default:
      return "CATEGORY";
  }
}

/** Id of the link target: for internal links the linked entity, else the entry itself. */
function targetId(entry: CategoryRow): string {
  if (entry.type === "link") {
    const internal = translated(entry.internalLink, entry.translated?.internalLink);
    if (typeof internal === "string" && internal !== "") return internal;
  }
  return entry.id;
}

export interface NavigationUrl {
  url: string;
  external: boolean;
}

/**
 * SPEC §2: links of type external go to the external URL; otherwise the entry's SEO path,
 * else by link type: category → /navigation/{id}, product → /detail/{id},
 * landing_page → /landingPage/{id}.
 */
export function navigationUrl(entry: CategoryRow): NavigationUrl {
  if (isExternal(entry)) {
    const link = externalLinkOf(entry);
    if (link) return { url: link, external: true };
  }
  const path = seoPath(entry.seoUrls);
  if (path) return { url: path, external: false };
  const id = targetId(entry);
  switch (navigationLinkType(entry)) {
    case "PRODUCT":
      return { url: `/detail/${id}`, external: false };
    case "LANDING_PAGE":
      return { url: `/landingPage/${id}`, external: false };
    default:
      return { url: `/navigation/${id}`, external: false };
  }
}

export function navigationName(entry: CategoryRow): string {
  return translated(entry.name, entry.translated?.name) ?? "";
}

// --- Products ---------------------------------------------------------------------------

/** Shop path of a product: its SEO path, else /detail/{id}. */
export function productUrl(product: ProductRow): string {
  return seoPath(product.seoUrls) ?? `/detail/${product.id}`;
}

export function productName(product: ProductRow): string {
  return translated(product.name, product.translated?.name) ?? "";
}

export function productDescription(product: ProductRow): string | null {
  return translated(product.description, product.translated?.description);
}

export function productManufacturer(product: ProductRow): string | null {
  const manufacturer = product.manufacturer;
  if (!manufacturer) return null;
  return translated(manufacturer.name, manufacturer.translated?.name);
}

export interface MoneyShape {
  amount: number;
  currency: string;
}

export interface ProductPriceShape {
  unitPrice: MoneyShape;
  listPrice: MoneyShape | null;
}

export function productPrice(product: ProductRow): ProductPriceShape {
  const calculated = product.calculatedPrice;
  const unit = calculated?.unitPrice ?? product.calculatedCheapestPrice?.unitPrice ?? 0;
  const list = calculated?.listPrice?.price;
  return {
    unitPrice: { amount: unit, currency: SHOP_CURRENCY },
    listPrice: typeof list === "number" && list > unit ? { amount: list, currency: SHOP_CURRENCY } : null,
  };
}

export type { ImageShape } from "./media.js";

export function productCover(product: ProductRow): ImageShape | null {
  return imageFromMedia(product.cover?.media);
}

export function productAvailable(product: ProductRow): boolean {
  if (typeof product.available === "boolean") return product.available;
  const stock = product.availableStock ?? product.stock;
  return typeof stock === "number" ? stock > 0 : false;
}
