import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { availabilityMessageId, availabilityTone } from "~/catalog/availability";
import { imageSrcSet, imageUrl, roundImageWidth } from "~/catalog/images";
import { compactPageData } from "~/catalog/pageData";
import { productJsonLd, serializeJsonLd } from "~/catalog/jsonld";
import { tierKinds, tierLabelId } from "~/catalog/tiers";
import { LOCALE_TAGS } from "~/i18n/locales";
import { MESSAGES } from "~/i18n/messages";

const intlFor = (locale: "de" | "it" | "fr") => createIntl({ locale: LOCALE_TAGS[locale], messages: MESSAGES[locale] });

describe("tier price labels (SPEC §9)", () => {
  it("'to {qty}' for every tier but the last, 'from {qty}' for the last", () => {
    expect(tierKinds(3)).toEqual(["UP_TO", "UP_TO", "FROM"]);
    expect(tierKinds(1)).toEqual(["FROM"]);
  });

  it("reads 'bis' / 'ab' in German, 'fino a' / 'da' in Italian, 'jusqu'à' / 'dès' in French", () => {
    const label = (locale: "de" | "it" | "fr", kind: "UP_TO" | "FROM") => intlFor(locale).formatMessage({ id: tierLabelId(kind) }, { quantity: 5 });
    expect(label("de", "UP_TO")).toBe("bis 5");
    expect(label("de", "FROM")).toBe("ab 5");
    expect(label("it", "UP_TO")).toBe("fino a 5");
    expect(label("it", "FROM")).toBe("da 5");
    expect(label("fr", "UP_TO")).toBe("jusqu'à 5");
    expect(label("fr", "FROM")).toBe("dès 5");
  });
});

describe("availability texts (SPEC §4)", () => {
  const states = [
    "AVAILABLE",
    "NOT_AVAILABLE",
    "IN_STOCK_SWITZERLAND",
    "ON_ORDER",
    "ON_CUSTOMER_ORDER",
    "DISPATCHED_TODAY",
    "DISPATCHED_TOMORROW",
    "DISPATCHED_MONDAY",
  ];

  it("has a distinct text for every state in every language", () => {
    for (const locale of ["de", "it", "fr"] as const) {
      const texts = states.map((state) => intlFor(locale).formatMessage({ id: availabilityMessageId(state) }));
      expect(new Set(texts).size, locale).toBe(states.length);
    }
    expect(intlFor("de").formatMessage({ id: availabilityMessageId("DISPATCHED_MONDAY") })).toBe("Versand am Montag");
  });

  it("falls back to 'not available' for unknown states and colours the dot", () => {
    expect(availabilityMessageId("SOMETHING_NEW")).toBe("catalog.availability.notAvailable");
    expect(availabilityTone("NOT_AVAILABLE")).toBe("bad");
    expect(availabilityTone("ON_ORDER")).toBe("warn");
    expect(availabilityTone("DISPATCHED_TODAY")).toBe("ok");
  });
});

describe("images (SPEC §9)", () => {
  it("rounds widths up to the next 100, default 800, 1900 above 1920", () => {
    expect(roundImageWidth(undefined)).toBe(800);
    expect(roundImageWidth(0)).toBe(800);
    expect(roundImageWidth(101)).toBe(200);
    expect(roundImageWidth(200)).toBe(200);
    expect(roundImageWidth(1920)).toBe(2000);
    expect(roundImageWidth(1921)).toBe(1900);
    expect(roundImageWidth(5000)).toBe(1900);
  });

  it("asks the media service for the width and builds srcset from thumbnails", () => {
    expect(imageUrl("/media/p/1.webp", 250)).toBe("/media/p/1.webp?width=300");
    expect(imageUrl("/media/p/1.webp?width=100&v=2", 480)).toBe("/media/p/1.webp?width=500&v=2");
    expect(
      imageSrcSet({ url: "/m.webp", thumbnails: [{ url: "/m-800.webp", width: 800 }, { url: "/m-200.webp", width: 200 }] }),
    ).toBe("/m-200.webp 200w, /m-800.webp 800w");
    expect(imageSrcSet({ url: "/m.webp", thumbnails: [] }, [200, 400])).toBe("/m.webp?width=200 200w, /m.webp?width=400 400w");
  });

  it("gives each URL and width its own sized URL when asked again (kept per process)", () => {
    const asked = [["/media/p/7.webp", 250], ["/media/p/7.webp", 480], ["/media/p/8.webp", 250], ["/media/p/7.webp", 250]] as const;
    const first = asked.map(([url, width]) => imageUrl(url, width));
    expect(first).toEqual(["/media/p/7.webp?width=300", "/media/p/7.webp?width=500", "/media/p/8.webp?width=300", "/media/p/7.webp?width=300"]);
    expect(asked.map(([url, width]) => imageUrl(url, width))).toEqual(first);
  });

  it("page data carries a thumbnail the media service's ?width= rule gives as its width only, and srcset is unchanged", () => {
    const image = {
      url: "http://media.test/m.webp",
      thumbnails: [
        { url: "http://media.test/m.webp?width=400", width: 400 },
        { url: "http://media.test/thumbnail/m_800x800.webp", width: 800 },
        { url: "http://media.test/m.webp?width=1900", width: 1900 },
      ],
    };
    const before = imageSrcSet(image);
    const compact = compactPageData(image);
    expect(compact.thumbnails).toEqual([{ width: 400 }, { url: "http://media.test/thumbnail/m_800x800.webp", width: 800 }, { width: 1900 }]);
    expect(imageSrcSet(compact)).toBe(before);
    expect(before).toBe("http://media.test/m.webp?width=400 400w, http://media.test/thumbnail/m_800x800.webp 800w, http://media.test/m.webp?width=1900 1900w");
  });
});

describe("product JSON-LD", () => {
  it("describes the product with offer and rating", () => {
    const json = productJsonLd({
      name: "Zink 15 mg",
      description: "<p>Hilft <b>gut</b></p>",
      sku: "SW1",
      ean: "7680000000001",
      brand: "Alpina",
      url: "https://shop.example/zink",
      images: ["https://shop.example/m.webp?width=800"],
      price: 12.9,
      currency: "CHF",
      available: true,
      ratingAverage: 4.44,
      reviewCount: 9,
    });
    expect(json).toMatchObject({
      "@type": "Product",
      description: "Hilft gut",
      offers: { price: "12.90", priceCurrency: "CHF", availability: "https://schema.org/InStock" },
      brand: { name: "Alpina" },
      aggregateRating: { ratingValue: 4.4, reviewCount: 9 },
    });
  });

  it("is inert inside a script element: no '<', '>' or '&' survive serialisation", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & <!--" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & <!--" });
  });
});
