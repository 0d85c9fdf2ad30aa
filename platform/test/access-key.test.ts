import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createPlatform, headers } from "./helpers.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = createPlatform().app;
  await app.ready();
});
afterAll(async () => app.close());

describe("sw-access-key", () => {
  it("missing key -> 401 like Shopware's SalesChannelAuthenticationListener", async () => {
    const res = await app.inject({ method: "GET", url: "/store-api/context" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errors: [{ status: "401", code: "0", title: "Unauthorized", detail: 'Header "sw-access-key" is required.', meta: { parameters: [] } }],
    });
    expect(res.headers["sw-context-token"]).toBeUndefined();
  });

  it("unknown key -> 412 FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND", async () => {
    const res = await app.inject({ method: "POST", url: "/store-api/product", headers: { "sw-access-key": "SWSCWRONGKEY" }, payload: {} });
    expect(res.statusCode).toBe(412);
    expect(res.json().errors[0]).toMatchObject({
      status: "412",
      code: "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND",
      title: "Precondition Failed",
      detail: "No matching sales channel found.",
    });
  });

  it("valid key works on every endpoint", async () => {
    for (const [method, url] of [
      ["GET", "/store-api/context"],
      ["GET", "/store-api/language"],
      ["POST", "/store-api/product"],
      ["POST", "/store-api/seo-url"],
      ["POST", "/store-api/navigation/main-navigation/main-navigation"],
    ] as const) {
      const res = await app.inject({ method, url, headers: headers(), ...(method === "POST" ? { payload: {} } : {}) });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it("media and the request log need no key", async () => {
    expect((await app.inject({ method: "GET", url: "/__platform/requests" })).statusCode).toBe(200);
  });
});

describe("error shape", () => {
  it("unknown route -> 404 in Shopware's error format", async () => {
    const res = await app.inject({ method: "GET", url: "/store-api/does-not-exist", headers: headers() });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ status: "404", title: "Not Found" });
  });

  it("malformed JSON -> 400, no stack trace", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/store-api/product",
      headers: headers(),
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors[0].status).toBe("400");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("internal errors -> 500 with a generic detail", async () => {
    const { app: broken, db } = createPlatform();
    await broken.ready();
    db.exec("DROP TABLE seo_url");
    const res = await broken.inject({ method: "POST", url: "/store-api/seo-url", headers: headers(), payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      errors: [{ status: "500", code: "FRAMEWORK__INTERNAL_SERVER_ERROR", title: "Internal Server Error", detail: "Internal Server Error", meta: { parameters: [] } }],
    });
    await broken.close();
  });

  it("unknown navigation id -> 404 CONTENT__CATEGORY_NOT_FOUND", async () => {
    const res = await app.inject({ method: "POST", url: `/store-api/navigation/${"a".repeat(32)}/main-navigation`, headers: headers(), payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe("CONTENT__CATEGORY_NOT_FOUND");
  });
});
