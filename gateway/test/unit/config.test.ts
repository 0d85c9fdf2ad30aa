import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_STORE_API_ACCESS_KEY, loadConfig } from "../../src/config.js";
import { mediaUrlRule, publicMediaUrl } from "../../src/media/publicUrl.js";

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

  it("reads STORE_HOST and MEDIA_PUBLIC_URL (an absolute URL or upstream); the media rule follows them", () => {
    const rule = (env: Record<string, string>) => mediaUrlRule(loadConfig({ STORE_API_URL: "http://platform:8000/store-api", ...env }));
    expect(rule({ STORE_HOST: "" })).toEqual({ upstream: "http://platform:8000", public: "http://localhost:3000" });
    expect(rule({ STORE_HOST: " https://shop.example.ch/ " })).toEqual({ upstream: "http://platform:8000", public: "https://shop.example.ch" });
    expect(rule({ STORE_HOST: "https://shop.example.ch", MEDIA_PUBLIC_URL: "https://cdn.example.ch/shop/" }).public).toBe("https://cdn.example.ch/shop");
    expect(rule({ MEDIA_PUBLIC_URL: " Upstream " }).public).toBeNull();
    for (const value of ["cdn.example.ch", "ftp://cdn.example.ch", "https://cdn.example.ch/?v=1"]) {
      expect(() => loadConfig({ MEDIA_PUBLIC_URL: value })).toThrow(`MEDIA_PUBLIC_URL must be an absolute http(s) URL such as https://cdn.example.ch (or upstream), got "${value}"`);
    }
    expect(() => loadConfig({ STORE_HOST: "shop.example.ch" })).toThrow("STORE_HOST must be an absolute http(s) URL");
  });

  it("rewrites only the Store API's own /media/ and /thumbnail/ URLs", () => {
    const rule = { upstream: "http://platform:8000", public: "https://shop.example.ch" };
    expect(publicMediaUrl("http://platform:8000/media/a.webp?width=400", rule)).toBe("https://shop.example.ch/media/a.webp?width=400");
    expect(publicMediaUrl("http://platform:8000/thumbnail/a/b/a_400x400.webp", rule)).toBe("https://shop.example.ch/thumbnail/a/b/a_400x400.webp");
    for (const kept of ["https://cdn.shopware.example/media/a.webp", "http://platform:8000/store-api/context", "http://platform:80001/media/a.webp", "/media/a.webp"]) {
      expect(publicMediaUrl(kept, rule)).toBe(kept);
    }
    expect(publicMediaUrl("http://platform:8000/media/a.webp", { ...rule, public: null })).toBe("http://platform:8000/media/a.webp");
  });
});
