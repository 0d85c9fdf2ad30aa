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
});
