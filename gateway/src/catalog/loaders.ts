/**
 * Per-request DataLoaders of the catalogue, one set per language. N lookups of the same kind in one
 * tick become one upstream call where the Store API allows batching (products by id, SEO URLs by path
 * or entity, variants by parent); single-entity calls (detail, reviews, cross-selling, category,
 * landing page) are de-duplicated. Results come back in key order; unknown keys give null.
 *
 * Every loader answers from the gateway-wide response cache when the call is cacheable (upstream.ts).
 */
import DataLoader from "dataloader";
import type { components } from "@shopware/api-client/store-api-types";
import type { RequestStoreApi } from "../session/storeApi.js";
import type { CategoryRow, ProductRow } from "./mapping.js";
import { reviewsCriteria } from "./reviews.js";
import type { CrossSellingRow, PropertyGroupRow, ReviewListShape, SeoUrlRow } from "./rows.js";
import type { LandingPageRow } from "../content/rows.js";
import { stableStringify } from "../cache/responseCache.js";
import { CROSS_SELLING_INCLUDES, PRODUCT_DETAIL_INCLUDES, PRODUCT_TREE, REVIEW_INCLUDES } from "./includes.js";

type Associations = components["schemas"]["Associations"];
type Call = Pick<RequestStoreApi, "call">;

/** Upper bound of ids per upstream call (matches the product list limit cap). */
export const MAX_PRODUCT_BATCH = 100;

/**
 * Associations every product read asks for, so all list fields of Product can be resolved.
 * SEO URLs come via the `sw-include-seo-urls` header (current language only), not as an association.
 */
export const PRODUCT_ASSOCIATIONS = {
  manufacturer: {},
  cover: { associations: { media: {} } },
  options: { associations: { group: {} } },
} as unknown as Associations;

/** Product detail: everything the product page shows. */
export const PRODUCT_DETAIL_ASSOCIATIONS = {
  manufacturer: { associations: { media: {} } },
  cover: { associations: { media: {} } },
  media: { associations: { media: {} } },
  properties: { associations: { group: {} } },
  options: { associations: { group: {} } },
  downloads: { associations: { media: {} } },
  unit: {},
  deliveryTime: {},
  tags: {},
} as unknown as Associations;

/**
 * Category / landing page body: in the Store API it is the criteria of the product listing embedded
 * in the CMS page (the category itself comes with its CMS page and media), so it only asks for what
 * product tiles need.
 */
export const CMS_LISTING_CRITERIA = { associations: PRODUCT_ASSOCIATIONS, includes: PRODUCT_TREE } as const;

/** Body of POST /product/{id}: the associations the page shows, only the fields the mappers read. */
export const PRODUCT_DETAIL_CRITERIA = { associations: PRODUCT_DETAIL_ASSOCIATIONS, includes: PRODUCT_DETAIL_INCLUDES } as const;

/** Body of POST /product/{id}/cross-selling. */
export const CROSS_SELLING_CRITERIA = { includes: CROSS_SELLING_INCLUDES } as const;

/** Body of POST /seo-url for paths: Shopware stores category paths with a trailing slash and product paths without, so both. */
export function seoUrlByPathCriteria(paths: readonly string[]) {
  const variants = [...new Set(paths.flatMap((p) => [p, p.endsWith("/") ? p.slice(0, -1) : `${p}/`]))].filter(Boolean);
  return { filter: [{ type: "equalsAny", field: "seoPathInfo", value: variants }], limit: variants.length * 2 };
}

export const SEO_ROUTES = {
  category: "frontend.navigation.page",
  product: "frontend.detail.page",
  landing: "frontend.landing.page",
} as const;
export type SeoRouteName = (typeof SEO_ROUTES)[keyof typeof SEO_ROUTES];

/** Internal depth of navigation trees: deep enough for breadcrumbs; the API cuts it to what was asked. */
export const NAVIGATION_FETCH_DEPTH = 5;
export const NAVIGATION_ROOTS = { MAIN: "main-navigation", FOOTER: "footer-navigation", SERVICE: "service-navigation" } as const;
export type NavigationRootKey = keyof typeof NAVIGATION_ROOTS;

export interface ProductDetail {
  product: ProductRow;
  configurator: PropertyGroupRow[];
}

export interface ProductFamily {
  main: ProductRow | null;
  variants: ProductRow[];
}

export interface ReviewsKey {
  productId: string;
  page: number;
  limit: number;
  /** false: only the reviews written in the loaders' language */
  allLanguages: boolean;
}

export interface CatalogLoaders {
  productById: DataLoader<string, ProductRow | null>;
  productDetail: DataLoader<string, ProductDetail | null>;
  reviews: DataLoader<ReviewsKey, ReviewListShape, string>;
  crossSellings: DataLoader<string, CrossSellingRow[]>;
  /** SEO URL of a path (seoPathInfo without leading slash) in this language. */
  seoUrlByPath: DataLoader<string, SeoUrlRow | null>;
  /** Canonical SEO URL of an entity in this language; key `${routeName}|${foreignKey}`. */
  canonicalSeoUrl: DataLoader<string, SeoUrlRow | null>;
  category: DataLoader<string, CategoryRow | null>;
  landingPage: DataLoader<string, LandingPageRow | null>;
  /** A main product and its variants (children), by the main product's id. */
  productFamily: DataLoader<string, ProductFamily>;
  /** The whole navigation tree below a root (NAVIGATION_FETCH_DEPTH levels). */
  navigation: DataLoader<string, CategoryRow[]>;
}

/** True for upstream "not found" and malformed-id answers (404 / 400 on an id path). */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}

/** `extensions.status` / `extensions.code` of a GraphQL error (structural: works across graphql copies). */
export function errorStatus(error: unknown): unknown {
  return (error as { extensions?: { status?: unknown } } | null)?.extensions?.status;
}

export function errorCode(error: unknown): string {
  return String((error as { extensions?: { code?: unknown } } | null)?.extensions?.code ?? "");
}

function isBadId(error: unknown): boolean {
  return errorStatus(error) === 400 && /UUID|INVALID_REQUEST_PARAMETER|NOT_FOUND/i.test(errorCode(error));
}

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error) || isBadId(error)) return null;
    throw error;
  }
}

/**
 * Product rows read with every custom field the gateway maps (product detail, products by id): list reads
 * leave the long texts out (includes.ts TEXT_CUSTOM_FIELDS), so a row not in here gets them by id.
 */
const wholeRows = new WeakSet<object>();

/** Whether `row` came from a read that kept every custom field the gateway maps. */
export function isWholeProductRow(row: object): boolean {
  return wholeRows.has(row);
}

/** The batch function, separate so it can be tested without DataLoader's scheduling. */
export async function loadProductsByIds(storeApi: Call, ids: readonly string[]): Promise<(ProductRow | null)[]> {
  const unique = [...new Set(ids)];
  const { data } = await storeApi.call("readProduct post /product", {
    body: { ids: unique, limit: unique.length, associations: PRODUCT_ASSOCIATIONS },
  });
  const byId = new Map<string, ProductRow>();
  for (const row of data?.elements ?? []) {
    wholeRows.add(row);
    byId.set(row.id, row);
  }
  return ids.map((id) => byId.get(id) ?? null);
}

function one<K, V>(load: (key: K) => Promise<V>, cacheKeyFn?: (key: K) => string): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>((keys) => Promise.all(keys.map((key) => load(key).catch((e: unknown) => e as Error))), {
    batch: false,
    ...(cacheKeyFn ? { cacheKeyFn } : {}),
  } as DataLoader.Options<K, V, string>);
}

export function createCatalogLoaders(storeApi: Call, languageId: () => Promise<string | null>): CatalogLoaders {
  return {
    productById: new DataLoader<string, ProductRow | null>((ids) => loadProductsByIds(storeApi, ids), {
      maxBatchSize: MAX_PRODUCT_BATCH,
    }),

    productDetail: one((productId: string) =>
      orNull(
        storeApi
          .call("readProductDetail post /product/{productId}", {
            pathParams: { productId },
            body: PRODUCT_DETAIL_CRITERIA as never,
          })
          .then(({ data }) => {
            wholeRows.add(data.product);
            return { product: data.product, configurator: data.configurator ?? [] };
          }),
      ),
    ),

    reviews: one(
      async ({ productId, page, limit, allLanguages }: ReviewsKey): Promise<ReviewListShape> => {
        const language = allLanguages ? null : await languageId();
        const result = await orNull(
          storeApi.call("readProductReviews post /product/{productId}/reviews", {
            pathParams: { productId },
            body: reviewsCriteria(page, limit, language, REVIEW_INCLUDES) as never,
          }),
        );
        const data = result?.data;
        const items = data?.elements ?? [];
        const aggregations =
          data?.aggregations && typeof data.aggregations === "object" && !Array.isArray(data.aggregations)
            ? (data.aggregations as Record<string, unknown>)
            : {};
        return { items, total: typeof data?.total === "number" ? data.total : items.length, page, limit, aggregations };
      },
      (key) => `${key.productId}|${key.page}|${key.limit}|${key.allLanguages ? "all" : "own"}`,
    ),

    crossSellings: one(async (productId: string) => {
      const result = await orNull(
        storeApi.call("readProductCrossSellings post /product/{productId}/cross-selling", {
          pathParams: { productId },
          body: CROSS_SELLING_CRITERIA as never,
        }),
      );
      return Array.isArray(result?.data) ? result.data : [];
    }),

    seoUrlByPath: new DataLoader<string, SeoUrlRow | null>(async (paths) => {
      const { data } = await storeApi.call("readSeoUrl post /seo-url", { body: seoUrlByPathCriteria(paths) as never });
      const rows = (data?.elements ?? []).filter((row) => !row.isDeleted);
      return paths.map((path) => {
        const bare = path.replace(/\/$/, "");
        const matches = rows.filter((row) => row.seoPathInfo.replace(/^\/+/, "").replace(/\/$/, "") === bare);
        return matches.find((row) => row.isCanonical) ?? matches[0] ?? null;
      });
    }),

    canonicalSeoUrl: new DataLoader<string, SeoUrlRow | null>(async (keys) => {
      const parsed = keys.map((key) => {
        const [routeName, foreignKey] = key.split("|") as [string, string];
        return { routeName, foreignKey };
      });
      const foreignKeys = [...new Set(parsed.map((k) => k.foreignKey))];
      const { data } = await storeApi.call("readSeoUrl post /seo-url", {
        body: {
          filter: [
            { type: "equalsAny", field: "foreignKey", value: foreignKeys },
            { type: "equals", field: "isCanonical", value: true },
          ],
          limit: Math.min(foreignKeys.length * 3, 500),
        } as never,
      });
      const rows = (data?.elements ?? []).filter((row) => !row.isDeleted);
      return parsed.map(
        ({ routeName, foreignKey }) =>
          rows.find((row) => row.foreignKey === foreignKey && row.routeName === routeName) ?? null,
      );
    }),

    category: one((navigationId: string) =>
      orNull(
        storeApi
          .call("readCategory post /category/{navigationId}", {
            pathParams: { navigationId },
            body: CMS_LISTING_CRITERIA as never,
          })
          .then(({ data }) => data),
      ),
    ),

    landingPage: one((landingPageId: string) =>
      orNull(
        storeApi
          .call("readLandingPage post /landing-page/{landingPageId}", {
            pathParams: { landingPageId },
            body: CMS_LISTING_CRITERIA as never,
          })
          .then(({ data }) => data),
      ),
    ),

    productFamily: new DataLoader<string, ProductFamily>(async (mainIds) => {
      const ids = [...mainIds];
      const { data } = await storeApi.call("readProduct post /product", {
        body: {
          filter: [
            {
              type: "multi",
              operator: "or",
              queries: [
                { type: "equalsAny", field: "parentId", value: ids },
                { type: "equalsAny", field: "id", value: ids },
              ],
            },
          ],
          limit: 100,
          associations: { options: { associations: { group: {} } } },
        } as never,
      });
      const rows = data?.elements ?? [];
      return ids.map((id) => ({
        main: rows.find((row) => row.id === id) ?? null,
        variants: rows.filter((row) => row.parentId === id),
      }));
    }),

    navigation: one(
      async (rootId: string) => {
        const { data } = await storeApi.call("readNavigation post /navigation/{activeId}/{rootId}", {
          pathParams: { activeId: rootId, rootId },
          // buildTree is a boolean in Shopware; the generated type is wrong there.
          body: { depth: NAVIGATION_FETCH_DEPTH, buildTree: true as never },
        });
        return Array.isArray(data) ? data : [];
      },
      (key) => key,
    ),
  };
}
