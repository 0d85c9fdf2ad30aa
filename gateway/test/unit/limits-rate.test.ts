import { describe, expect, it } from "vitest";
import { MemoryRateLimitStore } from "../../src/rateLimit/store.js";
import { clientKey, RateLimiter } from "../../src/rateLimit/limiter.js";
import { DEFAULT_RATE_LIMITS, parseRateLimit, RATE_LIMITED_MUTATIONS } from "../../src/rateLimit/rules.js";
import { loadConfig } from "../../src/config.js";
import { buildSchema } from "../../src/schema.js";

describe("rate limits", () => {
  it("count per bucket and address in fixed windows and say how long to wait", async () => {
    let now = 1_000_000;
    const rejected: string[] = [];
    const limiter = new RateLimiter({
      rules: { ...DEFAULT_RATE_LIMITS, login: { max: 2, windowMs: 60_000 } },
      store: new MemoryRateLimitStore(() => now),
      now: () => now,
      onReject: (bucket) => rejected.push(bucket),
    });
    expect(await limiter.check("login", "203.0.113.1")).toBeNull();
    expect(await limiter.check("login", "203.0.113.1")).toBeNull();
    now += 15_000;
    expect(await limiter.check("login", "203.0.113.1")).toBe(45);
    // Another address and another bucket count separately.
    expect(await limiter.check("login", "203.0.113.2")).toBeNull();
    expect(await limiter.check("register", "203.0.113.1")).toBeNull();
    now += 45_000;
    expect(await limiter.check("login", "203.0.113.1")).toBeNull();
    expect(rejected).toEqual(["login"]);
  });

  it("never waits less than a second, and an unlimited bucket never refuses", async () => {
    let now = 0;
    const limiter = new RateLimiter({
      rules: { ...DEFAULT_RATE_LIMITS, review: { max: 1, windowMs: 1000 }, newsletter: { max: 0, windowMs: 1000 } },
      store: new MemoryRateLimitStore(() => now),
      now: () => now,
    });
    await limiter.check("review", "::1");
    now = 999.9;
    expect(await limiter.check("review", "::1")).toBe(1);
    for (let i = 0; i < 100; i++) expect(await limiter.check("newsletter", "::1")).toBeNull();
  });

  it("forget finished windows, so addresses seen once do not pile up", async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now, 1000);
    for (let i = 0; i < 50; i++) await store.hit(`login\u0000198.51.100.${i}`, 500);
    expect(store.size).toBe(50);
    now = 2000;
    await store.hit("login\u0000198.51.100.200", 500);
    expect(store.size).toBe(1);
  });

  it("count IPv4 addresses one by one and IPv6 addresses by their /64 network", async () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:85a3:0042:1000:8a2e:370:7334")).toBe("2001:db8:85a3:42::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    const limiter = new RateLimiter({ rules: { ...DEFAULT_RATE_LIMITS, login: { max: 1, windowMs: 60_000 } }, store: new MemoryRateLimitStore() });
    expect(await limiter.check("login", "2001:db8:1:2::a")).toBeNull();
    expect(await limiter.check("login", "2001:db8:1:2:ffff::b")).not.toBeNull();
    expect(await limiter.check("login", "2001:db8:1:3::a")).toBeNull();
  });

  it("read <requests>/<seconds> or off from the environment", () => {
    expect(parseRateLimit("5/30", DEFAULT_RATE_LIMITS.login)).toEqual({ max: 5, windowMs: 30_000 });
    expect(parseRateLimit(" off ", DEFAULT_RATE_LIMITS.login)).toEqual({ max: 0, windowMs: 60_000 });
    expect(parseRateLimit(undefined, DEFAULT_RATE_LIMITS.login)).toBe(DEFAULT_RATE_LIMITS.login);
    expect(parseRateLimit("5 per minute", DEFAULT_RATE_LIMITS.login)).toBeNull();
    expect(parseRateLimit("5/0", DEFAULT_RATE_LIMITS.login)).toBeNull();
    expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(loadConfig({ RATE_LIMIT_LOGIN: "10/60" }).rateLimits!.login).toEqual({ max: 10, windowMs: 60_000 });
    expect(Object.values(loadConfig({ RATE_LIMITS: "off" }).rateLimits!).every((rule) => rule.max === 0)).toBe(true);
    expect(() => loadConfig({ RATE_LIMIT_REVIEW: "many" })).toThrow('RATE_LIMIT_REVIEW must be <requests>/<seconds> (e.g. 30/60) or off, got "many"');
  });

  it("name only mutations that exist in the schema", () => {
    const fields = buildSchema().getMutationType()!.getFields();
    for (const field of Object.keys(RATE_LIMITED_MUTATIONS)) expect(fields[field], field).toBeDefined();
  });
});
