/**
 * Catalogue reads shared by several resolvers: navigation trees (fetched once per language at full
 * depth, cut to what was asked), the shop's root category, listings, search, brands.
 */
import type { Locale } from "../session/locale.js";
import { localizedNotFound } from "../errors/messages.js";
import type { RequestCatalog } from "./requestCatalog.js";
import { errorCode, isNotFound, NAVIGATION_ROOTS, type NavigationRootKey } from "./loaders.js";
import { checkListing, listingCriteria, listingUpstreamError } from "./listing.js";
import { translated, type CategoryRow } from "./mapping.js";
import type { BrandRow, ListingRequest, ListingShape, ProductListingResultRow } from "./rows.js";
import { stableStringify } from "../cache/responseCache.js";

// --- Navigation -----------------------------------------------------------------------------------

/** The whole tree below a navigation root; an unconfigured footer/service root gives []. */
export async function navigationTree(cat: RequestCatalog, locale: Locale, root: NavigationRootKey | string): Promise<CategoryRow[]> {
  const rootId = root in NAVIGATION_ROOTS ? NAVIGATION_ROOTS[root as NavigationRootKey] : root;
  try {
    return await cat.loaders(locale).navigation.load(rootId);
  } catch (error) {
    if (isNotFound(error) && root in NAVIGATION_ROOTS && root !== "MAIN") return [];
    throw error;
  }
}

/** Copies of the tree cut to `depth` levels (the cached tree itself is frozen and shared). */
export function cutTree(tree: readonly CategoryRow[], depth: number): CategoryRow[] {
  return tree.map((row) => ({
    ...row,
    children: depth > 1 && Array.isArray(row.children) ? cutTree(row.children, depth - 1) : [],
  }));
}

export interface TreeNode {
  row: CategoryRow;
  parentId: string | null;
}

/** id → node of a navigation tree. */
export function indexTree(tree: readonly CategoryRow[]): Map<string, TreeNode> {
  const index = new Map<string, TreeNode>();
  const walk = (rows: readonly CategoryRow[], parentId: string | null) => {
    for (const row of rows) {
      index.set(row.id, { row, parentId: row.parentId ?? parentId });
      if (Array.isArray(row.children)) walk(row.children, row.id);
    }
  };
  walk(tree, null);
  return index;
}

/** Children of a category in a navigation tree (the tree's first level for its root). */
export function childrenInTree(tree: readonly CategoryRow[], categoryId: string): CategoryRow[] | null {
  if (tree.some((row) => row.parentId === categoryId)) return [...tree];
  const node = indexTree(tree).get(categoryId);
  return node ? (node.row.children ?? []) : null;
}

/**
 * The sales channel's navigation root: the parent of the main navigation's first level. The same in
 * every language, so it is read once per request from the first language asked.
 */
export function rootCategoryId(cat: RequestCatalog, locale: Locale): Promise<string | null> {
  return cat.once("rootCategoryId", async () => {
    const tree = await navigationTree(cat, locale, "MAIN");
    return tree.find((row) => typeof row.parentId === "string" && row.parentId !== "")?.parentId ?? null;
  });
}

export async function requireRootCategoryId(cat: RequestCatalog, locale: Locale): Promise<string> {
  const id = await rootCategoryId(cat, locale);
  if (!id) throw localizedNotFound(locale, "categoryNotFound", { id: "main-navigation" });
  return id;
}

// --- Listings -------------------------------------------------------------------------------------

function categoryMissing(error: unknown): boolean {
  if (isNotFound(error)) return true;
  const message = String((error as { message?: unknown } | null)?.message ?? "");
  return /CATEGORY_NOT_FOUND|CATEGORY__NOT_FOUND/i.test(errorCode(error)) || /category id does not exist/i.test(message);
}

/** product-listing/{categoryId} with a validated request (memoised per request). */
export function categoryListing(
  cat: RequestCatalog,
  locale: Locale,
  categoryId: string,
  request: ListingRequest,
  extra: Record<string, unknown> = {},
): Promise<ListingShape> {
  const key = `listing|${locale}|${categoryId}|${stableStringify(request)}|${stableStringify(extra)}`;
  return cat.once(key, async () => {
    try {
      const { data } = await cat.api(locale).call("readProductListing post /product-listing/{categoryId}", {
        pathParams: { categoryId },
        body: { ...listingCriteria(request), ...extra } as never,
      });
      return checkListing(locale, { result: data, request, locale });
    } catch (error) {
      if (categoryMissing(error)) throw localizedNotFound(locale, "categoryNotFound", { id: categoryId });
      throw listingUpstreamError(locale, request, error);
    }
  });
}

/** POST /search with the listing criteria (memoised per request). */
export function searchListing(cat: RequestCatalog, locale: Locale, term: string, request: ListingRequest): Promise<ListingShape> {
  const key = `search|${locale}|${term}|${stableStringify(request)}`;
  return cat.once(key, async () => {
    try {
      const { data } = await cat.api(locale).call("searchPage post /search", {
        body: { search: term, ...listingCriteria(request) } as never,
      });
      return checkListing(locale, { result: data, request, locale });
    } catch (error) {
      throw listingUpstreamError(locale, request, error);
    }
  });
}

/** An empty listing (folder categories, topics without products). */
export function emptyListing(locale: Locale, request: ListingRequest): ListingShape {
  const result = {
    apiAlias: "product_listing",
    elements: [],
    total: 0,
    aggregations: {},
    availableSortings: [],
    currentFilters: {},
  } as unknown as ProductListingResultRow;
  return { result, request, locale };
}

// --- Brands ---------------------------------------------------------------------------------------

/** URL slug: lower-case ASCII, accents folded, other characters → '-'. */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/&/g, " und ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function brandName(brand: BrandRow): string {
  return translated(brand.name, brand.translated?.name) ?? "";
}

/**
 * Slug of a brand: from its name alone, so a brand's URL needs no brand list. Two brands with the
 * same slug would share a page (the first wins); brand names are unique in a catalogue in practice.
 */
export function brandSlug(brand: BrandRow): string {
  return slugify(brandName(brand)) || brand.id;
}

/**
 * All manufacturers that have products: the manufacturer aggregation of the root category's listing
 * (one product only; the aggregation covers the whole result).
 */
export function brandList(cat: RequestCatalog, locale: Locale): Promise<BrandRow[]> {
  return cat.once(`brands|${locale}`, async () => {
    const rootId = await requireRootCategoryId(cat, locale);
    const { data } = await cat.api(locale).call("readProductListing post /product-listing/{categoryId}", {
      pathParams: { categoryId: rootId },
      body: { limit: 1, p: 1, page: 1, includes: { product: ["id"] } } as never,
    });
    const aggs = (data as { aggregations?: unknown }).aggregations;
    const manufacturer =
      aggs && typeof aggs === "object" && !Array.isArray(aggs) ? (aggs as Record<string, unknown>).manufacturer : null;
    const list = (manufacturer as { entities?: unknown } | null)?.entities;
    const brands = Array.isArray(list) ? (list as BrandRow[]).filter((b) => b && typeof b.id === "string") : [];
    return [...brands].sort((a, b) => brandName(a).localeCompare(brandName(b), locale));
  });
}

/** Upper-cased first letter with accents folded; digits and others → '#'. */
export function brandLetter(name: string): string {
  const first = name.trim().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : "#";
}

export function groupBrands(brands: readonly BrandRow[], locale: Locale): { letter: string; brands: BrandRow[] }[] {
  const groups = new Map<string, BrandRow[]>();
  for (const brand of brands) {
    const letter = brandLetter(brandName(brand));
    const list = groups.get(letter) ?? [];
    list.push(brand);
    groups.set(letter, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({
      letter,
      brands: [...list].sort((a, b) => brandName(a).localeCompare(brandName(b), locale)),
    }));
}
