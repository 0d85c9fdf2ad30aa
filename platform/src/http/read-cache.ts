import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/connection.js";
import { StockTrackedCache } from "../db/data-version.js";
import { noteProductsShown, trackStockReads, type StockReads } from "../db/stock-reads.js";
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

/** Upper bound of the kept answers (bytes): product pages × languages would not fit otherwise. */
const MAX_BYTES = 64 * 1024 * 1024;

const CACHE_KEY = Symbol("readCacheKey");
type Tagged = FastifyRequest & { [CACHE_KEY]?: { key: string; seen: number; reads: StockReads; walked: boolean } };

/**
 * Serialised answers of those reads, kept until a catalogue write changes what they show
 * (db/data-version.ts): any write but a stock write drops them all (prices, reviews, a seed); a stock
 * write (an order, a cancel) drops only the answers that show one of the products written or chose by
 * stock (db/stock-reads.ts: noted while the answer is built, and from the answer's product entities) —
 * after an order the navigation, the other products' pages and the categories without the ordered
 * products are still served from here. No answer outlives the data it was built from.
 * Requests of a logged-in customer (group prices, own pending reviews) and error answers are never
 * kept. Installed in the Store API scope, after the context hook: the sw-context-token header and
 * CORS headers are still set per request.
 */
export function installReadCache(app: FastifyInstance, db: Db, baseUrl: (req: FastifyRequest) => string): void {
  // kept encoded: a hit is written to the socket as is, no 200 KB string encoded again per request
  const answers = new StockTrackedCache<Buffer>(db, (body) => body.length);

  // callback style: the handler runs inside `trackStockReads`, so what it notes lands in this request's reads
  app.addHook("preHandler", (req: Tagged, reply, done) => {
    const route = req.routeOptions.url ?? "";
    const ctx = req.sw;
    if ((req.method !== "GET" && req.method !== "POST") || !CACHEABLE.has(route) || !ctx || ctx.customerId) return done();
    const key = [
      req.method, req.url, ctx.salesChannel.id, ctx.languageId, ctx.currencyId, ctx.includeSeoUrls ? 1 : 0, baseUrl(req),
      req.method === "POST" ? (rawBody(req) ?? JSON.stringify(req.body ?? null)) : "",
    ].join("\n");
    const hit = answers.peek(key);
    if (hit !== undefined) {
      reply.type("application/json; charset=utf-8").send(hit);
      return;
    }
    const reads: StockReads = { products: new Set(), all: false };
    req[CACHE_KEY] = { key, seen: answers.version(), reads, walked: false };
    trackStockReads(reads, done);
  });

  app.addHook("preSerialization", async (req: Tagged, reply, payload) => {
    const tag = req[CACHE_KEY];
    if (tag && reply.statusCode === 200) {
      noteProductsShown(tag.reads, payload);
      tag.walked = true;
    }
    return payload;
  });

  app.addHook("onSend", async (req: Tagged, reply, payload) => {
    const tag = req[CACHE_KEY];
    if (!tag || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    const body = Buffer.from(payload, "utf8");
    if (answers.size + body.length > MAX_BYTES) answers.clear();
    // an answer not seen as a tree (a handler that serialised itself) may show any product
    answers.set(tag.key, body, tag.seen, tag.reads.all || !tag.walked ? null : tag.reads.products);
    return body;
  });
}
