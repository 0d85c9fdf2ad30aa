import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * The request headers Shopware's CorsListener allows and exposes (it uses one list for both),
 * plus sw-currency-id which browser clients send when switching currency.
 */
export const STORE_API_CORS_HEADERS = [
  "Content-Type",
  "Authorization",
  "sw-context-token",
  "sw-access-key",
  "sw-language-id",
  "sw-currency-id",
  "sw-version-id",
  "sw-inheritance",
  "sw-indexing-behavior",
  "sw-include-seo-urls",
] as const;

export const STORE_API_CORS_METHODS = "GET,POST,PUT,PATCH,DELETE";

/** `PLATFORM_CORS_ORIGINS`: comma-separated origins, or "*" (default) for any. */
export function parseCorsOrigins(raw: string | undefined): "*" | string[] {
  if (raw === undefined || raw.trim() === "" || raw.trim() === "*") return "*";
  const origins = raw.split(",").map((o) => o.trim().replace(/\/+$/, "")).filter(Boolean);
  for (const o of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(o)) throw new Error(`PLATFORM_CORS_ORIGINS must list origins like https://shop.example.ch, got "${o}"`);
  }
  return origins;
}

function allowedOrigin(allowed: "*" | string[], origin: string | undefined): string | null {
  if (allowed === "*") return "*";
  return origin && allowed.includes(origin) ? origin : null;
}

function setCorsHeaders(reply: FastifyReply, origin: string): void {
  reply.header("access-control-allow-origin", origin);
  // a specific origin makes the answer differ per Origin header, so caches must key on it
  if (origin !== "*") reply.header("vary", "Origin");
  reply.header("access-control-allow-methods", STORE_API_CORS_METHODS);
  reply.header("access-control-allow-headers", STORE_API_CORS_HEADERS.join(","));
  reply.header("access-control-expose-headers", STORE_API_CORS_HEADERS.join(","));
}

/**
 * CORS for /store-api as Shopware's CorsListener does it: every preflight is answered before
 * routing (so it needs no access key and works for every route), and every answer — errors
 * included — carries the allow/expose headers so browser clients can read sw-context-token.
 * With a list of origins, other origins get no CORS headers and the browser blocks them.
 */
export function installStoreApiCors(app: FastifyInstance, allowed: "*" | string[]): void {
  app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith("/store-api/") && req.url !== "/store-api") return;
    const origin = allowedOrigin(allowed, req.headers.origin);
    if (origin) setCorsHeaders(reply, origin);
    if (req.method === "OPTIONS") {
      if (origin) reply.header("access-control-max-age", "600");
      return reply.code(204).send();
    }
  });
}
