import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createPlatform, headers, responseSchema, validatorFor } from "./helpers.js";
import { SEED_IDS } from "../src/seed/ids.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = createPlatform().app;
  await app.ready();
});
afterAll(async () => app.close());

describe("payment and shipping methods of the sales channel", () => {
  it("POST /store-api/payment-method?onlyAvailable=1 -> PaymentMethodListResponse, translated", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/store-api/payment-method?onlyAvailable=1",
      headers: headers({ "sw-language-id": SEED_IDS.languages.fr }),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validatorFor(responseSchema("PaymentMethodListResponse"))(body)).toEqual([]);
    expect(body.total).toBe(6);
    expect(body.elements.map((m: { id: string }) => m.id)).toContain(SEED_IDS.paymentDefault);
    expect(body.elements.every((m: { active: boolean }) => m.active)).toBe(true);
    // positions ascending, as the storefront lists them
    const positions = body.elements.map((m: { position: number }) => m.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("GET /store-api/shipping-method -> ShippingMethodListResponse with the CHF 7.70 price", async () => {
    const res = await app.inject({ method: "GET", url: "/store-api/shipping-method", headers: headers() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validatorFor(responseSchema("ShippingMethodListResponse"))(body)).toEqual([]);
    expect(body.elements[0].id).toBe(SEED_IDS.shippingDefault);
    expect(JSON.stringify(body.elements[0].prices)).toContain("7.7");
  });

  it("rejects a limit over 100 with Shopware's error", async () => {
    const res = await app.inject({ method: "POST", url: "/store-api/payment-method", headers: headers(), payload: { limit: 500 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe("FRAMEWORK__QUERY_LIMIT_EXCEEDED");
  });
});
