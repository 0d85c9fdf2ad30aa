/**
 * `POST /__cache/purge` (issue 26): drops stored Store API answers by cache tag (`{ "tags": ["product-<id>"] }`)
 * or all of them (`{ "all": true }`), authenticated by `Authorization: Bearer <PAGE_CACHE_PURGE_SECRET>`. The web's
 * page cache calls it before dropping its own pages, so their re-render reads the platform's new data and not
 * this cache's old answer. Registered only when the secret is configured (else 404, like any unknown path).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { PurgeChannel } from "./purgeChannel.js";
import type { ResponseCache } from "./responseCache.js";

export const CACHE_PURGE_PATH = "/__cache/purge";

/** Constant-time comparison (of digests: equal lengths whatever was sent). */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** `channel` (REDIS_URL): the other gateway instances drop their copies too. */
export function registerCachePurge(app: FastifyInstance, cache: ResponseCache, secret: string, channel?: PurgeChannel): void {
  app.post(CACHE_PURGE_PATH, async (request, reply) => {
    const presented = /^Bearer\s+(.+)$/i.exec(request.headers.authorization?.trim() ?? "")?.[1];
    if (presented === undefined || !sameSecret(presented, secret)) return reply.code(401).header("www-authenticate", "Bearer").send({ error: "unauthorized" });
    const body = (request.body ?? {}) as { all?: unknown; tags?: unknown };
    reply.header("cache-control", "no-store");
    if (body.all === true) {
      const dropped = cache.size;
      await cache.clear();
      await channel?.announce({ all: true });
      return { dropped };
    }
    const tags = Array.isArray(body.tags) ? body.tags.filter((tag): tag is string => typeof tag === "string" && tag !== "") : [];
    if (tags.length === 0) return reply.code(400).send({ error: "no tags to purge" });
    const dropped = await cache.purgeTags(tags);
    await channel?.announce({ tags });
    return { dropped };
  });
}
