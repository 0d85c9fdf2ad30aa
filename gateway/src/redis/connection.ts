/**
 * The gateway's one Redis connection (REDIS_URL, issue 10 scale-out): the response cache and the
 * rate-limit counters of all gateway instances live there. Redis is an accelerator, never a
 * dependency of an answer: commands fail fast while it is away (no offline queue, short timeouts)
 * and every caller falls back to its in-process state, while ioredis keeps reconnecting.
 */
import { Redis } from "ioredis";

/** Keys of the shop's gateways (one Redis may serve other things too). */
export const REDIS_KEY_PREFIX = "shop:gateway:";

export interface RedisLogger {
  warn(payload: object, message: string): void;
}

export function connectRedis(url: string, logger: RedisLogger): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // A cache read that takes longer than this is slower than asking the upstream.
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let reported = false;
  redis.on("error", (error: Error) => {
    // One line per outage, not one per reconnect attempt.
    if (reported) return;
    reported = true;
    logger.warn({ err: { message: error.message } }, "redis unavailable: cache and rate limits fall back to this process");
  });
  redis.on("ready", () => (reported = false));
  // Not awaited: the gateway starts (and answers from its own state) while Redis is still coming up.
  redis.connect().catch(() => undefined);
  return redis;
}
