import { describe, expect, it, vi } from "vitest";
import { createCatalogLoaders } from "../../src/catalog/loaders.js";

describe("product DataLoader", () => {
  it("batches N lookups into one upstream call and re-orders results, missing → null", async () => {
    const call = vi.fn(async (_op: string, options: { body: { ids: string[]; limit: number } }) => ({
      status: 200,
      contextToken: null,
      // Upstream returns its own order and leaves out unknown ids.
      data: { elements: [...options.body.ids].reverse().filter((id) => id !== "missing").map((id) => ({ id })) },
    }));
    const loaders = createCatalogLoaders({ call } as never);
    const results = await Promise.all([
      loaders.productById.load("a"),
      loaders.productById.load("missing"),
      loaders.productById.load("b"),
      loaders.productById.load("a"),
    ]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toBe("readProduct post /product");
    expect(call.mock.calls[0]?.[1].body).toMatchObject({ ids: ["a", "missing", "b"], limit: 3 });
    expect(results.map((r) => r?.id ?? null)).toEqual(["a", null, "b", "a"]);
  });

  it("rejects every key of a failed batch", async () => {
    const call = vi.fn(async () => {
      throw new Error("upstream down");
    });
    const loaders = createCatalogLoaders({ call } as never);
    const results = await loaders.productById.loadMany(["x", "y"]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r instanceof Error)).toBe(true);
  });
});
