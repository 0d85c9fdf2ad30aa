import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { idFor, isUuid } from "../ids.js";
import { criteriaFromQuery, parseCriteria } from "../criteria/parse.js";
import { search } from "../criteria/search.js";
import { applyIncludes, entitySearchResult } from "../criteria/output.js";
import { requireCustomer, success } from "../account/services.js";
import { bodyOf } from "../account/violations.js";

const productNotFound = (productId: string) =>
  new ShopwareError(404, "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND", 'Could not find {{ entity }} with {{ field }} "{{ value }}"', {
    entity: "wishlist product",
    field: "id",
    value: productId,
  });

/**
 * Server-side wishlist of a logged-in, non-guest customer (Shopware's customer_wishlist):
 * POST customer/wishlist (load), add/{productId}, DELETE delete/{productId}, merge {productIds}.
 * The customer always comes from the context token; there is no way to name another customer.
 */
export function wishlistRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db } = svc;
  const productExists = (id: string) => isUuid(id) && !!db.prepare("SELECT 1 FROM product WHERE id = ? AND active = 1").get(id);
  const productIds = (customerId: string) =>
    (db.prepare("SELECT product_id FROM customer_wishlist_product WHERE customer_id = ? ORDER BY created_at DESC, rowid DESC").all(customerId) as {
      product_id: string;
    }[]).map((r) => r.product_id);
  const insertProduct = db.prepare(
    "INSERT OR IGNORE INTO customer_wishlist_product (id, customer_id, product_id, created_at) VALUES (?, ?, ?, ?)",
  );
  const createWishlist = db.prepare("INSERT OR IGNORE INTO customer_wishlist (id, customer_id, created_at) VALUES (?, ?, ?)");
  const hasWishlist = (customerId: string) => !!db.prepare("SELECT 1 FROM customer_wishlist WHERE customer_id = ?").get(customerId);
  // the wishlist comes into being with its first product and outlives its last one (Shopware's customer_wishlist)
  const insert = (customerId: string, productId: string, now: string) => {
    createWishlist.run(idFor(`wishlist:${customerId}`), customerId, now);
    return insertProduct.run(idFor(`wishlist:${customerId}:${productId}`), customerId, productId, now);
  };

  const load = async (req: FastifyRequest) => {
    const c = requireCustomer(svc, req);
    const ids = productIds(c.id);
    if (!hasWishlist(c.id)) throw new ShopwareError(404, "CHECKOUT__WISHLIST_NOT_FOUND", "Wishlist for this customer was not found.");
    const criteria = parseCriteria(req.method === "GET" ? criteriaFromQuery(req.query as Record<string, unknown>) : req.body);
    const order = new Map(ids.map((id, i) => [id, i]));
    const items = deps.products
      .list(req.sw.languageIdChain, req.sw, deps.baseUrl(req))
      .filter((p) => order.has(p.entity.id as string))
      .sort((a, b) => order.get(a.entity.id as string)! - order.get(b.entity.id as string)!);
    const result = search("product", items, criteria, ["name", "productNumber"]);
    return {
      wishlist: { id: idFor(`wishlist:${c.id}`), customerId: c.id, salesChannelId: c.sales_channel_id, apiAlias: "customer_wishlist" },
      products: applyIncludes(
        {
          // Shopware answers with a ProductListingResult (no filters or sortings on the wishlist)
          ...entitySearchResult("product", result, criteria.page, criteria.limit),
          currentFilters: { navigationId: "", manufacturer: [], price: { min: 0, max: 0 }, rating: null, "shipping-free": false, properties: [] },
          availableSortings: [],
          sorting: null,
          apiAlias: "product_listing" as const,
        },
        criteria.includes,
        criteria.excludes,
      ),
      apiAlias: "wishlist_load_route_response",
    };
  };
  app.post("/store-api/customer/wishlist", load);
  app.get("/store-api/customer/wishlist", load);

  app.post("/store-api/customer/wishlist/add/:productId", async (req) => {
    const c = requireCustomer(svc, req);
    const { productId } = req.params as { productId: string };
    if (!productExists(productId)) throw productNotFound(productId);
    const now = svc.now().toISOString();
    if (db.transaction(() => insert(c.id, productId, now))().changes === 0) {
      throw new ShopwareError(400, "CHECKOUT__DUPLICATE_WISHLIST_PRODUCT", "Product already added in wishlist");
    }
    return success();
  });

  app.delete("/store-api/customer/wishlist/delete/:productId", async (req) => {
    const c = requireCustomer(svc, req);
    const { productId } = req.params as { productId: string };
    const res = db.prepare("DELETE FROM customer_wishlist_product WHERE customer_id = ? AND product_id = ?").run(c.id, productId);
    if (res.changes === 0) throw productNotFound(productId);
    return success();
  });

  app.post("/store-api/customer/wishlist/merge", async (req) => {
    const c = requireCustomer(svc, req);
    const { productIds: ids } = bodyOf(req.body);
    if (!Array.isArray(ids) || ids.length === 0) {
      throw new ShopwareError(400, "CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING", 'Parameter "productIds" is missing.');
    }
    // Like Shopware: unknown or inactive products are skipped, duplicates are kept once.
    const now = svc.now().toISOString();
    db.transaction(() => {
      for (const id of ids.slice(0, 500)) {
        if (typeof id === "string" && productExists(id)) insert(c.id, id, now);
      }
    })();
    return success();
  });
}
