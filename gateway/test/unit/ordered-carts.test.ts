/** OrderedCarts on its own, with a clock of its own: who shares an order, what is forgotten, what expires. */
import { describe, expect, it } from "vitest";
import { OrderedCarts } from "../../src/checkout/orderedCarts.js";

const placed = (result: string) => result.startsWith("order");

describe("OrderedCarts", () => {
  it("a request that arrived before the order was answered shares it; one that arrived after does not", async () => {
    let now = 1000;
    const carts = new OrderedCarts<string>(() => now);
    let runs = 0;
    const place = async () => `order-${++runs}`;
    expect(await carts.run("s\u0000r", 1000, place, placed)).toBe("order-1");
    now = 1500;
    expect(await carts.run("s\u0000r", 999, place, placed)).toBe("order-1");
    expect(await carts.run("s\u0000r", 1600, place, placed)).toBe("order-2");
    expect(await carts.run("other\u0000r", 999, place, placed)).toBe("order-3");
  });

  it("a refusal is forgotten at once: the next request runs again", async () => {
    const carts = new OrderedCarts<string>(() => 0);
    expect(await carts.run("k", 0, async () => "refused", placed)).toBe("refused");
    expect(carts.size).toBe(0);
    expect(await carts.run("k", 0, async () => "order-1", placed)).toBe("order-1");
    expect(carts.size).toBe(1);
    await expect(carts.run("x", 0, async () => Promise.reject(new Error("down")), placed)).rejects.toThrow("down");
    expect(carts.size).toBe(1);
  });

  it("entries expire after the TTL and the map stays bounded", async () => {
    let now = 0;
    const carts = new OrderedCarts<string>(() => now, 100, 3);
    for (const key of ["a", "b", "c", "d"]) await carts.run(key, now, async () => `order-${key}`, placed);
    expect(carts.size).toBe(3);
    now = 200;
    await carts.run("e", now, async () => "order-e", placed);
    expect(carts.size).toBe(1);
  });
});
