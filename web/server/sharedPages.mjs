/**
 * The page cache's second level in Redis (REDIS_URL, issue 26): several web instances behind one proxy keep one set of
 * rendered pages, and a purge reaches all of them. Like the gateway's shared level (gateway/src/redis/connection.ts),
 * Redis is an accelerator, never a dependency of an answer: every command fails fast while it is away, and the caller
 * falls back to its own memory and to rendering.
 *
 * - An entry is a hash `shop:page:entry:<key>` (its metadata as JSON, the identity, brotli and gzip bytes), expiring
 *   with its stale time; each cache tag is a set `shop:page:tag:<tag>` of the entry keys that show it.
 * - A purge deletes the tagged entries (or every entry) in Redis and publishes itself on `shop:page:purge`; every
 *   other instance drops its in-process copies. A page rendered elsewhere while the purge ran can still be stored
 *   after it: the window is the time of one render, the same as with a single instance before its purge counter
 *   (pageCache.mjs) was seen.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

export const PAGE_KEY_PREFIX = "shop:page:";
const CHANNEL = `${PAGE_KEY_PREFIX}purge`;
const entryKey = (key) => `${PAGE_KEY_PREFIX}entry:${key}`;
const tagKey = (tag) => `${PAGE_KEY_PREFIX}tag:${tag}`;
/** Tag sets outlive their entries a little (a purge of a tag finds every entry still stored). */
const TAG_SET_EXTRA_MS = 60_000;

const CONNECTION_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  // a page read from Redis that takes longer than this is slower than rendering it
  commandTimeout: 300,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
};

function connect(url, log) {
  const redis = new Redis(url, CONNECTION_OPTIONS);
  let reported = false;
  redis.on("error", (error) => {
    if (reported) return;
    reported = true;
    log(`redis unavailable, pages are kept in this process only: ${error.message}`);
  });
  redis.on("ready", () => (reported = false));
  redis.connect().catch(() => undefined);
  return redis;
}

/**
 * `url`: REDIS_URL; `onPurge(what)`: drops this instance's copies when another instance purged.
 * Returns `{ get, set, purge, close }`; none of them throws.
 */
export function createSharedPages(url, { onPurge, log = (message) => console.error(`[web] ${message}`) }) {
  const instance = randomUUID();
  const redis = connect(url, log);
  // a connection in subscriber mode can do nothing else
  const subscriber = connect(url, () => undefined);
  subscriber.on("ready", () => subscriber.subscribe(CHANNEL).catch(() => undefined));
  subscriber.on("message", (channel, message) => {
    if (channel !== CHANNEL) return;
    try {
      const { from, ...what } = JSON.parse(message);
      if (from !== instance) onPurge(what);
    } catch {
      // not ours
    }
  });

  /** The stored entry (as pageCache.mjs keeps it) or undefined when absent or unreadable. */
  async function get(key) {
    try {
      const fields = await redis.hgetallBuffer(entryKey(key));
      if (!fields?.meta) return undefined;
      return { ...JSON.parse(fields.meta.toString("utf8")), identity: fields.identity, br: fields.br, gzip: fields.gzip };
    } catch {
      return undefined;
    }
  }

  /** Stores an entry until its stale time ends; a failed write is dropped. */
  async function set(key, entry) {
    const ttlMs = Math.max(1000, Math.ceil((entry.fresh + entry.stale) * 1000));
    const { identity, br, gzip, ...meta } = entry;
    try {
      const write = redis.multi().hset(entryKey(key), { meta: JSON.stringify(meta), identity, br, gzip }).pexpire(entryKey(key), ttlMs);
      for (const tag of entry.tags) write.sadd(tagKey(tag), key).pexpire(tagKey(tag), ttlMs + TAG_SET_EXTRA_MS);
      await write.exec();
    } catch {
      // the page stays in this process
    }
  }

  /** Deletes what a purge names in Redis and tells the other instances; false when Redis could not be reached. */
  async function purge(what) {
    try {
      if (what.all) {
        let cursor = "0";
        do {
          const [next, keys] = await redis.scan(cursor, "MATCH", `${PAGE_KEY_PREFIX}*`, "COUNT", 500);
          if (keys.length > 0) await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== "0");
      } else {
        for (const tag of what.tags) {
          const keys = await redis.smembers(tagKey(tag));
          await redis.unlink(tagKey(tag), ...keys.map(entryKey));
        }
      }
      await redis.publish(CHANNEL, JSON.stringify({ from: instance, ...what }));
      return true;
    } catch {
      return false;
    }
  }

  async function close() {
    subscriber.disconnect();
    redis.disconnect();
  }

  return { get, set, purge, close };
}
