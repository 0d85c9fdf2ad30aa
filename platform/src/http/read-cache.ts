import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/connection.js";
import { VersionedCache } from "../db/data-version.js";
import { rawBody } from "./raw-body.js";

/**
 * Store API catalogue reads whose answer depends only on the request (URL, criteria body, language,
 * currency, SEO-URL header, media origin) and on catalogue data — never on a shopper. Product
 * detail answers are ~200 KB of JSON: rebuilding and serialising them on every request was most of
 * a warm product page's cost (issue 9).
 */
const CACHEABLE = new Set([
  "/store-api/product/:productId",
  "/store-api/product/:productId/reviews",
  "/store-api/product/:productId/cross-selling",
  "/store-api/product-listing/:categoryId",
  "/store-api/category/:navigationId",
  "/store-api/landing-page/:landingPageId",
  "/store-api/navigation/:activeId/:rootId",
  "/store-api/breadcrumb/:id",
  "/store-api/seo-url",
  "/store-api/product",
]);

/**
 * Of those, the answers that show no product stock (categories, SEO URLs, review entities): kept across
 * stock writes (orders, cancels), which change nothing in them. Every other catalogue write drops them.
 */
const STOCK_FREE = new Set(["/store-api/product/:productId/reviews", "/store-api/navigation/:activeId/:rootId", "/store-api/seo-url"]);

/** Upper bound of the kept answers (bytes): product pages × languages would not fit otherwise. */
const MAX_BYTES = 64 * 1024 * 1024;

const CACHE_KEY = Symbol("readCacheKey");
type Tagged = FastifyRequest & { [CACHE_KEY]?: { key: string; seen: number; answers: VersionedCache<Buffer> } };

/**
 * Serialised answers of those reads, kept until any catalogue write (db/data-version.ts: stock after
 * an order or a cancel, prices, reviews, a seed; STOCK_FREE answers all but stock writes), so no
 * answer outlives the data it was built from.
 * Requests of a logged-in customer (group prices, own pending reviews) and error answers are never
 * kept. Installed in the Store API scope, after the context hook: the sw-context-token header and
 * CORS headers are still set per request.
 */
export function installReadCache(app: FastifyInstance, db: Db, baseUrl: (req: FastifyRequest) => string): void {
  // kept encoded: a hit is written to the socket as is, no 200 KB string encoded again per request
  const answers = new VersionedCache<Buffer>(db);
  const stockFree = new VersionedCache<Buffer>(db, { rendersStock: false });
  let bytes = 0;

  app.addHook("preHandler", async (req: Tagged, reply) => {
    const route = req.routeOptions.url ?? "";
    if ((req.method !== "GET" && req.method !== "POST") || !CACHEABLE.has(route)) return;
    const ctx = req.sw;
    if (!ctx || ctx.customerId) return;
    const key = [
      req.method, req.url, ctx.salesChannel.id, ctx.languageId, ctx.currencyId, ctx.includeSeoUrls ? 1 : 0, baseUrl(req),
      req.method === "POST" ? (rawBody(req) ?? JSON.stringify(req.body ?? null)) : "",
    ].join("\n");
    const cache = STOCK_FREE.has(route) ? stockFree : answers;
    const hit = cache.peek(key);
    if (hit !== undefined) return reply.type("application/json; charset=utf-8").send(hit);
    req[CACHE_KEY] = { key, seen: cache.version(), answers: cache };
  });

  app.addHook("onSend", async (req: Tagged, reply, payload) => {
    const tag = req[CACHE_KEY];
    if (!tag || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    const body = Buffer.from(payload, "utf8");
    if (answers.size === 0 && stockFree.size === 0) bytes = 0;
    if (bytes + body.length > MAX_BYTES) {
      answers.clear();
      stockFree.clear();
      bytes = 0;
    }
    tag.answers.set(tag.key, body, tag.seen);
    bytes += body.length;
    return body;
  });
}
