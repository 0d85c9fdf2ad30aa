/**
 * Rate-limit counters in Redis (REDIS_URL): all gateway instances count one client's calls together.
 * One atomic script per call (INCR + PEXPIRE on the window's first call + PTTL), so concurrent
 * instances never lose a count or leave a counter without expiry. While Redis is unreachable the
 * calls are counted in this process instead (limits keep working, per instance).
 */
import type { Redis } from "ioredis";
import { REDIS_KEY_PREFIX } from "../redis/connection.js";
import { MemoryRateLimitStore, type RateLimitHit, type RateLimitStore } from "./store.js";

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateLimitStore = new MemoryRateLimitStore(),
    private readonly now: () => number = Date.now,
    private readonly prefix = `${REDIS_KEY_PREFIX}rl:`,
  ) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
      return { count, resetAt: this.now() + ttl };
    } catch {
      return this.fallback.hit(key, windowMs);
    }
  }
}
