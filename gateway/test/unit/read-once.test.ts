/** One GET /checkout/cart per request for the cart and the checkout — and a fresh read after any write. */
import { describe, expect, it, vi } from "vitest";
import { RequestStoreApi } from "../../src/session/storeApi.js";
import type { StoreApiClient } from "../../src/storeApi/client.js";
import type { LanguageDirectory } from "../../src/session/languages.js";
import type { SessionToken } from "../../src/session/token.js";

function api() {
  let reads = 0;
  const invoke = vi.fn(async (operation: string) => {
    if (operation.startsWith("readCart")) reads++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { data: { reads }, contextToken: "t1", status: 200 };
  });
  const token = { token: "t1", hasToken: true, adopt: () => undefined } as unknown as SessionToken;
  const languages = { idFor: async () => "lang-de" } as unknown as LanguageDirectory;
  const storeApi = new RequestStoreApi({ invoke } as unknown as StoreApiClient, token, languages, "de");
  const cart = () => storeApi.readOnce("readCart get /checkout/cart", { session: "public" });
  return { storeApi, invoke, cart, readCount: () => invoke.mock.calls.filter(([op]) => String(op).startsWith("readCart")).length };
}

describe("RequestStoreApi.readOnce", () => {
  it("two resolvers of one wave share one read; reads that do not write keep it", async () => {
    const { storeApi, cart, readCount } = api();
    const [a, b] = await Promise.all([
      cart(),
      storeApi.send("listAddress post /account/list-address", { body: { limit: 10 } as never }).then(() => cart()),
    ]);
    expect(readCount()).toBe(1);
    expect(b.data).toBe(a.data);
  });

  it("a write in between (cart line item, context change, a session-creating call) asks again", async () => {
    const { storeApi, cart, readCount } = api();
    await cart();
    await storeApi.send("updateLineItem patch /checkout/cart/line-item", { body: { items: [] } as never });
    await cart();
    expect(readCount()).toBe(2);
    await storeApi.send("readCustomerPharmacy post /customer-pharmacy" as never, { session: "session" } as never);
    await cart();
    expect(readCount()).toBe(3);
  });

  it("a failed read is not remembered", async () => {
    const { invoke, cart, readCount } = api();
    invoke.mockRejectedValueOnce(new Error("upstream down"));
    await expect(cart()).rejects.toThrow("upstream down");
    await cart();
    expect(readCount()).toBe(2);
  });
});
