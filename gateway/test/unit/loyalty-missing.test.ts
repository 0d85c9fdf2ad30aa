/** Against a real Shopware without the loyalty plugin the loyalty feature is hidden, never a failed page. */
import { describe, expect, it, vi } from "vitest";
import { GraphQLError } from "graphql";
import { StoreApiHttpError } from "../../src/errors/upstream.js";
import { isRouteMissing } from "../../src/storeApi/optional-route.js";
import { callLoyalty, LoyaltyRouteMissing } from "../../src/loyalty/storeApi.js";
import { loadLoyaltyCard, loyaltyResolvers } from "../../src/loyalty/resolvers.js";
import { LOYALTY_UNAVAILABLE } from "../../src/loyalty/messages.js";
import type { GatewayContext } from "../../src/context.js";

const routeMissing = () => new StoreApiHttpError(404, [{ code: "FRAMEWORK__ROUTE_NOT_FOUND", status: "404" }]);

function context(error: unknown, locale: "de" | "it" | "fr" = "de") {
  const warn = vi.fn();
  const send = vi.fn(async () => Promise.reject(error));
  const ctx = {
    locale,
    logger: { warn, error: vi.fn(), info: vi.fn(), debug: vi.fn() },
    storeApi: { send },
    account: { registeredCustomer: async () => ({ id: "c1" }) },
  } as unknown as GatewayContext;
  return { ctx, warn, send };
}

type Mutation = (parent: unknown, args: unknown, ctx: GatewayContext, info: unknown) => Promise<{ ok: boolean; message: string | null; errorCode: string | null; loyaltyCard: unknown }>;
const mutations = loyaltyResolvers.Mutation as unknown as Record<"linkLoyaltyCard" | "requestLoyaltyCard", Mutation>;
const request = { firstName: "Erika", lastName: "Muster", birthday: "1980-05-17", street: "Bahnhofstrasse 12", zipcode: "8001", city: "Zürich", email: "erika@example.ch" };

describe("loyalty route missing (404 FRAMEWORK__ROUTE_NOT_FOUND)", () => {
  it("the shared detection: route-missing 404s only", () => {
    expect(isRouteMissing(routeMissing())).toBe(true);
    expect(isRouteMissing(new StoreApiHttpError(404, []))).toBe(true);
    expect(isRouteMissing(new StoreApiHttpError(404, [{ code: "LOYALTY__CARD_NOT_FOUND", status: "404" }]))).toBe(false);
    expect(isRouteMissing(new StoreApiHttpError(500, [{ code: "FRAMEWORK__ROUTE_NOT_FOUND", status: "500" }]))).toBe(false);
    expect(isRouteMissing(new Error("network"))).toBe(false);
  });

  it("callLoyalty turns it into LoyaltyRouteMissing and passes other failures through", async () => {
    await expect(callLoyalty(context(routeMissing()).ctx, { action: "get" })).rejects.toBeInstanceOf(LoyaltyRouteMissing);
    const other = new StoreApiHttpError(400, [{ code: "LOYALTY__CARD_INVALID", status: "400" }]);
    await expect(callLoyalty(context(other).ctx, { action: "get" })).rejects.toBe(other);
  });

  it("the card query gives null (account pages render) and logs why", async () => {
    const { ctx, warn, send } = context(routeMissing());
    await expect(loadLoyaltyCard(ctx)).resolves.toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/store-api/loyalty"));
  });

  it("link and request answer with a clear localised message, not an error", async () => {
    for (const locale of ["de", "it", "fr"] as const) {
      const { ctx } = context(routeMissing(), locale);
      const linked = await mutations.linkLoyaltyCard({}, { cardNumber: "2800123456788", pin: "482913" }, ctx, {});
      expect(linked).toMatchObject({ ok: false, errorCode: "UNAVAILABLE", message: LOYALTY_UNAVAILABLE[locale], loyaltyCard: null });
      const requested = await mutations.requestLoyaltyCard({}, { input: request }, ctx, {});
      expect(requested).toMatchObject({ ok: false, errorCode: "UNAVAILABLE", message: LOYALTY_UNAVAILABLE[locale] });
    }
    expect(new Set(Object.values(LOYALTY_UNAVAILABLE)).size).toBe(3);
  });

  it("other upstream failures still surface (not mistaken for a missing route)", async () => {
    const { ctx } = context(new StoreApiHttpError(500, [{ code: "FRAMEWORK__INTERNAL_SERVER_ERROR", status: "500" }]));
    // The upstream failure as the GraphQL error the client is shown (status kept, message generic), not a crash.
    const failure = loadLoyaltyCard(ctx);
    await expect(failure).rejects.toBeInstanceOf(GraphQLError);
    await expect(failure).rejects.toMatchObject({ extensions: { status: 500 } });
  });
});
