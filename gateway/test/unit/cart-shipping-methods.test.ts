/** Shipping methods (for the free-shipping threshold) are cached per gateway and language; failures are not kept. */
import { describe, expect, it } from "vitest";
import { shippingMethods, SHIPPING_METHODS_TTL_MS } from "../../src/cart/storeApi.js";
import type { GatewayContext } from "../../src/context.js";

function stubContext(languages: object, locale: "de" | "fr", answers: (() => Promise<unknown>)[]) {
  const calls: string[] = [];
  const ctx = {
    languages,
    locale,
    storeApi: {
      send: async (operation: string) => {
        calls.push(operation);
        const next = answers.shift();
        if (!next) throw new Error("unexpected call");
        return { status: 200, data: await next(), contextToken: null };
      },
    },
  } as unknown as GatewayContext;
  return { ctx, calls };
}

const parcel = { elements: [{ id: "p", technicalName: "shipping_post_parcel", customFields: { shop_free_shipping_from: 50 } }] };

describe("shipping methods cache", () => {
  it("one upstream call per language within the TTL, again after it", async () => {
    const gateway = {};
    const de = stubContext(gateway, "de", [async () => parcel, async () => parcel]);
    expect(await shippingMethods(de.ctx, 1_000)).toHaveLength(1);
    expect(await shippingMethods(de.ctx, 2_000)).toHaveLength(1);
    expect(de.calls).toEqual(["readShippingMethod post /shipping-method"]);
    const fr = stubContext(gateway, "fr", [async () => parcel]);
    await shippingMethods(fr.ctx, 2_000);
    expect(fr.calls).toHaveLength(1);
    await shippingMethods(de.ctx, 1_000 + SHIPPING_METHODS_TTL_MS);
    expect(de.calls).toHaveLength(2);
  });

  it("a failed read is not cached, and two gateways never share a cache", async () => {
    const gateway = {};
    const stub = stubContext(gateway, "de", [() => Promise.reject(new Error("down")), async () => parcel]);
    await expect(shippingMethods(stub.ctx, 1)).rejects.toThrow("down");
    expect(await shippingMethods(stub.ctx, 2)).toHaveLength(1);
    const other = stubContext({}, "de", [async () => ({ elements: [] })]);
    expect(await shippingMethods(other.ctx, 3)).toEqual([]);
  });
});
