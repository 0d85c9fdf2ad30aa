import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_STORE_API_ACCESS_KEY, loadConfig } from "../../src/config.js";

describe("config", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: "0.0.0.0",
      storeApiUrl: "http://127.0.0.1:8000",
      storeApiAccessKey: DEFAULT_STORE_API_ACCESS_KEY,
      storeApiTimeoutMs: 10_000,
      cookieSecure: "auto",
    });
  });

  it("fails with one clear line when the URL or key is empty", () => {
    for (const env of [{ STORE_API_URL: "" }, { STORE_API_ACCESS_KEY: "" }, { STORE_API_URL: " ", STORE_API_ACCESS_KEY: "" }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow("STORE_API_URL and STORE_API_ACCESS_KEY must both be set");
    }
  });

  it("validates port, URL and cookie mode", () => {
    expect(() => loadConfig({ GATEWAY_PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ STORE_API_URL: "not a url" })).toThrow(ConfigError);
    expect(() => loadConfig({ COOKIE_SECURE: "maybe" })).toThrow(ConfigError);
    expect(loadConfig({ COOKIE_SECURE: "true" }).cookieSecure).toBe("always");
    expect(loadConfig({ STORE_API_URL: "https://shop.example/store-api/" }).storeApiUrl).toBe("https://shop.example");
    expect(loadConfig({ GATEWAY_PORT: "4100", GATEWAY_HOST: "127.0.0.1" })).toMatchObject({ port: 4100, host: "127.0.0.1" });
  });

  it("reads REDIS_URL (redis:// or rediss://); unset keeps everything in the process", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: " " }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "redis://redis:6379" }).redisUrl).toBe("redis://redis:6379");
    expect(loadConfig({ REDIS_URL: "rediss://user:pw@cache.example:6380/2" }).redisUrl).toBe("rediss://user:pw@cache.example:6380/2");
    for (const value of ["http://redis:6379", "redis-host:6379", "not a url"]) {
      expect(() => loadConfig({ REDIS_URL: value })).toThrow("REDIS_URL must be a redis:// or rediss:// URL");
    }
  });
});
