import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/connection.js";
import { createPlatform, headers } from "./helpers.js";
import { SEED_IDS, paymentMethodId, productId } from "../src/seed/ids.js";

const L = SEED_IDS.languages;
let app: FastifyInstance;
let db: Db;
const contextRows = () => (db.prepare("SELECT COUNT(*) AS n FROM sales_channel_api_context").get() as { n: number }).n;

beforeAll(async () => {
  ({ app, db } = createPlatform());
  await app.ready();
});
afterAll(async () => app.close());

describe("context tokens", () => {
  it("issues a 32-char token on every response without persisting catalogue reads", async () => {
    const before = contextRows();
    const a = await app.inject({ method: "POST", url: "/store-api/product", headers: headers(), payload: { limit: 1 } });
    const b = await app.inject({ method: "GET", url: "/store-api/context", headers: headers() });
    expect(a.headers["sw-context-token"]).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(b.headers["sw-context-token"]).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(a.headers["sw-context-token"]).not.toBe(b.headers["sw-context-token"]);
    expect(contextRows()).toBe(before);
  });

  it("replaces an unknown token with a fresh one", async () => {
    const res = await app.inject({ method: "GET", url: "/store-api/context", headers: headers({ "sw-context-token": "unknowntoken123" }) });
    expect(res.headers["sw-context-token"]).not.toBe("unknowntoken123");
  });

  it("PATCH persists the context and later requests reuse the token", async () => {
    const patch = await app.inject({
      method: "PATCH",
      url: "/store-api/context",
      headers: headers(),
      payload: { languageId: L.it, countryId: SEED_IDS.countryLi, paymentMethodId: paymentMethodId("invoice") },
    });
    expect(patch.statusCode).toBe(200);
    const token = patch.json().contextToken as string;
    expect(contextRows()).toBeGreaterThan(0);

    const ctx = await app.inject({ method: "GET", url: "/store-api/context", headers: headers({ "sw-context-token": token }) });
    expect(ctx.headers["sw-context-token"]).toBe(token);
    const body = ctx.json();
    expect(body.token).toBe(token);
    expect(body.context.languageIdChain).toEqual([L.it, L.de]);
    expect(body.shippingLocation.country.iso).toBe("LI");
    expect(body.paymentMethod.id).toBe(paymentMethodId("invoice"));
    expect(body.paymentMethod.name).toBe("Fattura");
    expect(body.languageInfo.localeCode).toBe("it-CH");

    // The stored language applies to catalogue reads...
    const product = await app.inject({ method: "POST", url: "/store-api/product", headers: headers({ "sw-context-token": token }), payload: { ids: [productId("SW10002")] } });
    expect(product.json().elements[0].name).toBe("Dafalgan 500 mg, 16 compresse");
    // ...and the sw-language-id header overrides it.
    const fr = await app.inject({
      method: "POST",
      url: "/store-api/product",
      headers: headers({ "sw-context-token": token, "sw-language-id": L.fr }),
      payload: { ids: [productId("SW10002")] },
    });
    expect(fr.json().elements[0].name).toBe("Dafalgan 500 mg, 16 comprimés");
  });

  it("PATCH with an id that is not available -> 400", async () => {
    const res = await app.inject({ method: "PATCH", url: "/store-api/context", headers: headers(), payload: { currencyId: "f".repeat(32) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe("SYSTEM__CURRENCY_DOES_NOT_EXISTS_EXCEPTION");
  });
});

describe("sw-language-id", () => {
  it("unknown language -> 412 SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION", async () => {
    const res = await app.inject({ method: "POST", url: "/store-api/product", headers: headers({ "sw-language-id": "0".repeat(32) }), payload: {} });
    expect(res.statusCode).toBe(412);
    expect(res.json().errors[0].code).toBe("SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION");
  });

  it("malformed language id -> 412 SYSTEM__LANGUAGE_INVALID_EXCEPTION", async () => {
    const res = await app.inject({ method: "GET", url: "/store-api/context", headers: headers({ "sw-language-id": "de-CH" }) });
    expect(res.statusCode).toBe(412);
    expect(res.json().errors[0].code).toBe("SYSTEM__LANGUAGE_INVALID_EXCEPTION");
  });
});
