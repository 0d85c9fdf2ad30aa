import { describe, expect, it, vi } from "vitest";
import { LocalWishlist, parseWishlist, pendingMerge, WISHLIST_MAX_ITEMS } from "~/wishlist/store";

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const id = (n: number) => n.toString(16).padStart(32, "0");

function make(storage = new MemoryStorage()) {
  return { storage, list: new LocalWishlist(() => storage, "wl") };
}

describe("parseWishlist", () => {
  it("keeps only well-formed, unique product ids", () => {
    expect(parseWishlist(JSON.stringify([id(1), id(1), "nope", 42, null, id(2), "<script>"]))).toEqual([id(1), id(2)]);
  });
  it("survives garbage", () => {
    expect(parseWishlist("{not json")).toEqual([]);
    expect(parseWishlist('{"a":1}')).toEqual([]);
    expect(parseWishlist(null)).toEqual([]);
  });
  it("caps the list", () => {
    const many = Array.from({ length: WISHLIST_MAX_ITEMS + 20 }, (_, i) => id(i + 1));
    expect(parseWishlist(JSON.stringify(many))).toHaveLength(WISHLIST_MAX_ITEMS);
  });
});

describe("LocalWishlist", () => {
  it("adds (newest first), removes and persists", () => {
    const { storage, list } = make();
    expect(list.add(id(1))).toBe(true);
    expect(list.add(id(2))).toBe(true);
    expect(list.ids()).toEqual([id(2), id(1)]);
    expect(JSON.parse(storage.getItem("wl")!)).toEqual([id(2), id(1)]);
    list.remove(id(2));
    expect(list.ids()).toEqual([id(1)]);
    // A second store over the same storage sees the same list.
    expect(new LocalWishlist(() => storage, "wl").ids()).toEqual([id(1)]);
  });

  it("refuses malformed ids and ignores duplicates", () => {
    const { list } = make();
    expect(list.add("../../etc")).toBe(false);
    list.add(id(3));
    list.add(id(3));
    expect(list.ids()).toEqual([id(3)]);
  });

  it("toggles", () => {
    const { list } = make();
    expect(list.toggle(id(4))).toBe(true);
    expect(list.has(id(4))).toBe(true);
    expect(list.toggle(id(4))).toBe(false);
    expect(list.has(id(4))).toBe(false);
  });

  it("keeps a stable snapshot until something changes and notifies subscribers", () => {
    const { list } = make();
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    const first = list.ids();
    expect(list.ids()).toBe(first);
    list.add(id(5));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(list.ids()).not.toBe(first);
    unsubscribe();
    list.add(id(6));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("removeMany drops the merged ids but keeps ids added meanwhile; clear empties storage", () => {
    const { storage, list } = make();
    list.add(id(1));
    list.add(id(2));
    list.add(id(3));
    list.removeMany([id(1), id(2)]);
    expect(list.ids()).toEqual([id(3)]);
    list.clear();
    expect(list.ids()).toEqual([]);
    expect(storage.getItem("wl")).toBeNull();
  });

  it("re-reads after a change in another tab", () => {
    const { storage, list } = make();
    list.add(id(1));
    storage.setItem("wl", JSON.stringify([id(9)]));
    list.externalChange("other-key");
    expect(list.ids()).toEqual([id(1)]);
    list.externalChange("wl");
    expect(list.ids()).toEqual([id(9)]);
  });

  it("works without storage (server rendering, disabled storage)", () => {
    const list = new LocalWishlist(() => null);
    expect(list.ids()).toEqual([]);
    expect(list.add(id(1))).toBe(true);
    expect(list.ids()).toEqual([id(1)]);
    const throwing = new LocalWishlist(() => ({
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    }));
    expect(throwing.ids()).toEqual([]);
    expect(throwing.add(id(2))).toBe(true);
  });
});

describe("pendingMerge", () => {
  it("is taken once", () => {
    const storage = new MemoryStorage();
    pendingMerge.set([id(1), id(2)], storage);
    expect(pendingMerge.take(storage)).toEqual([id(1), id(2)]);
    expect(pendingMerge.take(storage)).toEqual([]);
  });
});
