/**
 * Per-request DataLoaders of the catalogue. N product lookups in one tick become ONE
 * `POST /store-api/product` with `ids` and `limit`; results come back in key order,
 * missing ids as null.
 */
import DataLoader from "dataloader";
import type { components } from "@shopware/api-client/store-api-types";
import type { RequestStoreApi } from "../session/storeApi.js";
import type { ProductRow } from "./mapping.js";

/** Upper bound of ids per upstream call (matches the product list limit cap). */
export const MAX_PRODUCT_BATCH = 100;

/**
 * Associations every product read asks for, so all Product fields can be resolved.
 * SEO URLs come via the `sw-include-seo-urls` header (current language only), not as an association.
 */
export const PRODUCT_ASSOCIATIONS = {
  manufacturer: {},
  cover: { associations: { media: {} } },
} as unknown as components["schemas"]["Associations"];

export interface CatalogLoaders {
  productById: DataLoader<string, ProductRow | null>;
}

/** The batch function, separate so it can be tested without DataLoader's scheduling. */
export async function loadProductsByIds(
  storeApi: Pick<RequestStoreApi, "call">,
  ids: readonly string[],
): Promise<(ProductRow | null)[]> {
  const unique = [...new Set(ids)];
  const { data } = await storeApi.call("readProduct post /product", {
    body: { ids: unique, limit: unique.length, associations: PRODUCT_ASSOCIATIONS },
  });
  const byId = new Map<string, ProductRow>();
  for (const row of data?.elements ?? []) byId.set(row.id, row);
  return ids.map((id) => byId.get(id) ?? null);
}

export function createCatalogLoaders(storeApi: Pick<RequestStoreApi, "call">): CatalogLoaders {
  return {
    productById: new DataLoader<string, ProductRow | null>((ids) => loadProductsByIds(storeApi, ids), {
      maxBatchSize: MAX_PRODUCT_BATCH,
    }),
  };
}
