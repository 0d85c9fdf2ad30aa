import { describe, expect, it } from "vitest";
import { shareEntities } from "~/apollo/shareEntities";

describe("shareEntities", () => {
  it("makes equal entities one object, keeps different ones apart", () => {
    const card = () => ({ id: "p1", name: "Aspirin", price: { amount: 5.9 } });
    const data = shareEntities({
      cms: { products: [card(), { id: "p2", name: "Other" }] },
      listing: { items: [card(), { id: "p1", name: "Aspirin (detail)", price: { amount: 5.9 } }] },
    });
    expect(data.listing.items[0]).toBe(data.cms.products[0]);
    expect(data.listing.items[1]).not.toBe(data.cms.products[0]);
    expect(data.listing.items[1]!.name).toBe("Aspirin (detail)");
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      cms: { products: [card(), { id: "p2", name: "Other" }] },
      listing: { items: [card(), { id: "p1", name: "Aspirin (detail)", price: { amount: 5.9 } }] },
    });
  });

  it("shares equal images and links (no id: keyed by their url) and keeps different ones apart", () => {
    const banner = () => ({ url: "http://media.test/b.webp", alt: "Baby", thumbnails: [{ url: "http://media.test/b.webp?width=400", width: 400 }] });
    const data = shareEntities({
      slider: { slides: [{ image: banner(), url: "/t/baby", newTab: false }] },
      gallery: { images: [banner(), { ...banner(), alt: "Sonne" }] },
    });
    expect(data.gallery.images[0]).toBe(data.slider.slides[0]!.image);
    expect(data.gallery.images[1]).not.toBe(data.gallery.images[0]);
    expect(data.gallery.images[1]!.alt).toBe("Sonne");
  });

  it("shares exactly the entities whose JSON is equal, at every depth", () => {
    // What the loader data must look like: the rule written plainly (compare each entity's JSON, top-down).
    const byJson = <T,>(input: T): T => {
      const seen = new Map<string, unknown>();
      const visit = (value: unknown): unknown => {
        if (value === null || typeof value !== "object") return value;
        if (Array.isArray(value)) return value.map(visit);
        const record = value as Record<string, unknown>;
        const key = typeof record.id === "string" || typeof record.url === "string" ? JSON.stringify(record) : undefined;
        if (key !== undefined && seen.has(key)) return seen.get(key);
        const copy = Object.fromEntries(Object.entries(record).map(([name, field]) => [name, visit(field)]));
        if (key !== undefined) seen.set(key, copy);
        return copy;
      };
      return visit(input) as T;
    };
    const media = (id: string, url: string) => ({ id, url, thumbnails: [{ id: `${id}-t`, width: 400, url: `${url}?w=400` }] });
    const product = (id: string, name: string, cover = media("m1", "/a.png")) => ({
      id,
      name,
      cover,
      tags: ["a", 1, true, null],
      price: { amount: 5.9, list: null },
    });
    const answer = () => ({
      slider: [product("p1", "Aspirin"), product("p2", "Other", media("m1", "/a.png")), product("p1", "Aspirin")],
      listing: {
        items: [product("p1", "Aspirin"), product("p1", "Aspirin, other text"), product("p3", "Third", media("m1", "/b.png"))],
        // Same content under another key order is other JSON: not shared.
        extra: [{ name: "Aspirin", id: "p1" }, { id: "p1", name: "Aspirin" }, { id: "p1", name: "Aspirin" }],
        // Objects without an id or url are never made one.
        plain: [{ amount: 5.9, list: null }],
      },
    });
    const shared = shareEntities(answer());
    const expected = byJson(answer());
    // Same content, and the same objects are one object in both.
    expect(shared).toEqual(expected);
    const identities = (root: unknown) => {
      const ids = new Map<object, number>();
      const paths: string[] = [];
      const walk = (value: unknown, path: string) => {
        if (value === null || typeof value !== "object") return;
        if (!ids.has(value)) ids.set(value, ids.size);
        paths.push(`${path}=${ids.get(value)}`);
        for (const [name, field] of Object.entries(value)) walk(field, `${path}.${name}`);
      };
      walk(root, "");
      return paths;
    };
    expect(identities(shared)).toEqual(identities(expected));
    expect(shared.slider[2]).toBe(shared.slider[0]);
    expect(shared.listing.items[0]).toBe(shared.slider[0]);
    expect(shared.slider[1]!.cover).toBe(shared.slider[0]!.cover);
    expect(shared.listing.items[2]!.cover).not.toBe(shared.slider[0]!.cover);
    expect(shared.listing.items[2]!.cover.thumbnails[0]).not.toBe(shared.slider[0]!.cover.thumbnails[0]);
    expect(shared.listing.extra[0]).not.toBe(shared.listing.extra[1]);
    expect(shared.listing.extra[2]).toBe(shared.listing.extra[1]);
    expect(shared.listing.plain[0]).not.toBe(shared.slider[0]!.price);
  });
});
