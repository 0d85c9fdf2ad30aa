/**
 * Catalogue domain: navigation and products. Public reads: they never create a session.
 */
import type { Resolvers } from "../generated/graphql.js";
import { badUserInput } from "../errors/graphql.js";
import { PRODUCT_ASSOCIATIONS } from "./loaders.js";
import {
  navigationLinkType,
  navigationName,
  navigationUrl,
  productAvailable,
  productCover,
  productDescription,
  productManufacturer,
  productName,
  productPrice,
  productUrl,
  type ProductRow,
} from "./mapping.js";

export const MAX_NAVIGATION_DEPTH = 4;
export const MAX_PRODUCT_LIMIT = 100;
export const MAIN_NAVIGATION = "main-navigation";

/** `depth` is capped at 4 (larger values are clamped); it must be at least 1. */
export function navigationDepth(depth: number | null | undefined): number {
  const value = depth ?? 2;
  if (!Number.isInteger(value) || value < 1) throw badUserInput("depth must be at least 1", "depth");
  return Math.min(value, MAX_NAVIGATION_DEPTH);
}

/** `limit` must be between 1 and 100, `page` at least 1. */
export function pageArgs(limit: number | null | undefined, page: number | null | undefined): { limit: number; page: number } {
  const l = limit ?? 10;
  const p = page ?? 1;
  if (!Number.isInteger(l) || l < 1 || l > MAX_PRODUCT_LIMIT) {
    throw badUserInput(`limit must be between 1 and ${MAX_PRODUCT_LIMIT}, got ${l}`, "limit");
  }
  if (!Number.isInteger(p) || p < 1) throw badUserInput(`page must be at least 1, got ${p}`, "page");
  return { limit: l, page: p };
}

export const catalogResolvers: Resolvers = {
  Query: {
    navigation: async (_parent, { rootId, depth }, ctx) => {
      const root = rootId ?? MAIN_NAVIGATION;
      const { data } = await ctx.storeApi.call("readNavigation post /navigation/{activeId}/{rootId}", {
        pathParams: { activeId: root, rootId: root },
        // buildTree is a boolean in Shopware; the generated type is wrong there.
        body: { depth: navigationDepth(depth), buildTree: true as never },
      });
      return Array.isArray(data) ? data : [];
    },
    productsByIds: async (_parent, { ids }, ctx) => {
      if (ids.length > MAX_PRODUCT_LIMIT) {
        throw badUserInput(`At most ${MAX_PRODUCT_LIMIT} ids can be asked for at once`, "ids");
      }
      const rows = await ctx.loaders.productById.loadMany(ids);
      const found: ProductRow[] = [];
      for (const row of rows) {
        if (row instanceof Error) throw row;
        if (row) found.push(row);
      }
      return found;
    },
    products: async (_parent, args, ctx) => {
      const { limit, page } = pageArgs(args.limit, args.page);
      const { data } = await ctx.storeApi.call("readProduct post /product", {
        body: { limit, page, "total-count-mode": "exact", associations: PRODUCT_ASSOCIATIONS },
      });
      const items = data?.elements ?? [];
      for (const row of items) ctx.loaders.productById.prime(row.id, row);
      return { items, total: typeof data?.total === "number" ? data.total : items.length, page, limit };
    },
    product: (_parent, { id }, ctx) => ctx.loaders.productById.load(id),
  },
  NavigationEntry: {
    id: (row) => row.id,
    name: (row) => navigationName(row),
    url: (row) => navigationUrl(row).url,
    external: (row) => navigationUrl(row).external,
    linkType: (row) => navigationLinkType(row),
    children: (row) => row.children ?? [],
  },
  Product: {
    id: (row) => row.id,
    productNumber: (row) => row.productNumber,
    name: (row) => productName(row),
    description: (row) => productDescription(row),
    url: (row) => productUrl(row),
    manufacturer: (row) => productManufacturer(row),
    price: (row) => productPrice(row),
    cover: (row) => productCover(row),
    available: (row) => productAvailable(row),
  },
};
