import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { buildPlatform } from "../src/server.js";
import { parseCorsOrigins } from "../src/http/cors.js";
import { readEnv } from "../src/config.js";
import { ACCESS_KEY, createPlatform, headers } from "./helpers.js";

const ORIGIN = "https://client.example.ch";
const preflight = (app: FastifyInstance, url: string, origin = ORIGIN) =>
  app.inject({
    method: "OPTIONS",
    url,
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "sw-access-key,sw-context-token,content-type" },
  });

describe("CORS for /store-api (any origin, the default)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = createPlatform({ size: "small" }));
    await app.ready();
  });
  afterAll(async () => app.close());

  it("answers the preflight of every route with 204, without an access key", async () => {
    for (const url of ["/store-api/context", "/store-api/category/home", "/store-api/checkout/cart/line-item", "/store-api/account/login", "/store-api/breadcrumb/0123456789abcdef0123456789abcdef", "/store-api/no-such-route"]) {
      const res = await preflight(app, url);
      expect(res.statusCode, url).toBe(204);
      expect(res.body).toBe("");
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["access-control-allow-methods"]).toBe("GET,POST,PUT,PATCH,DELETE");
      const allowed = String(res.headers["access-control-allow-headers"]).toLowerCase().split(",");
      for (const h of ["sw-access-key", "sw-context-token", "sw-language-id", "sw-include-seo-urls", "sw-currency-id", "content-type"]) expect(allowed).toContain(h);
    }
  });

  it("every answer, errors included, exposes sw-context-token so browser clients can keep the session", async () => {
    const ok = await app.inject({ method: "GET", url: "/store-api/context", headers: { ...headers(), origin: ORIGIN } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["access-control-allow-origin"]).toBe("*");
    const exposed = String(ok.headers["access-control-expose-headers"]).toLowerCase().split(",");
    for (const h of ["sw-context-token", "sw-access-key", "sw-language-id", "sw-version-id"]) expect(exposed).toContain(h);
    expect(ok.headers["sw-context-token"]).toBeTruthy();

    const noKey = await app.inject({ method: "GET", url: "/store-api/context", headers: { origin: ORIGIN } });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.headers["access-control-allow-origin"]).toBe("*");
    const notFound = await app.inject({ method: "POST", url: "/store-api/nothing-here", headers: { ...headers(), origin: ORIGIN }, payload: {} });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers["access-control-allow-origin"]).toBe("*");
  });

  it("leaves non-store-api paths alone", async () => {
    const res = await app.inject({ method: "OPTIONS", url: "/media/banner-home-winter.webp", headers: { origin: ORIGIN } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("CORS with a configured list of origins", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const db = openDb(":memory:");
    migrate(db);
    seed(db, { size: "small" });
    app = buildPlatform({ db, accessKey: ACCESS_KEY, corsOrigins: parseCorsOrigins(`${ORIGIN}, https://other.example.ch/`) });
    await app.ready();
  });
  afterAll(async () => app.close());

  it("echoes an allowed origin (with Vary) and gives others no CORS headers", async () => {
    const allowed = await preflight(app, "/store-api/context");
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers["access-control-allow-origin"]).toBe(ORIGIN);
    expect(String(allowed.headers.vary)).toContain("Origin");
    const trailingSlash = await preflight(app, "/store-api/context", "https://other.example.ch");
    expect(trailingSlash.headers["access-control-allow-origin"]).toBe("https://other.example.ch");

    const foreign = await preflight(app, "/store-api/context", "https://evil.example.com");
    expect(foreign.statusCode).toBe(204);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
    const get = await app.inject({ method: "GET", url: "/store-api/context", headers: { ...headers(), origin: "https://evil.example.com" } });
    expect(get.statusCode).toBe(200);
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("PLATFORM_CORS_ORIGINS: default any, a list, and a typo stops the start", () => {
    expect(readEnv({}).corsOrigins).toBe("*");
    expect(readEnv({ PLATFORM_CORS_ORIGINS: " * " }).corsOrigins).toBe("*");
    expect(readEnv({ PLATFORM_CORS_ORIGINS: "http://localhost:3000,https://shop.example.ch" }).corsOrigins).toEqual(["http://localhost:3000", "https://shop.example.ch"]);
    expect(() => readEnv({ PLATFORM_CORS_ORIGINS: "shop.example.ch" })).toThrow(/PLATFORM_CORS_ORIGINS/);
  });
});
