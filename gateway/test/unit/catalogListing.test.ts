import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import {
  checkListing,
  listingCriteria,
  listingFilters,
  listingRequest,
  listingUpstreamError,
  pageArgs,
  sortings,
} from "../../src/catalog/listing.js";
import type { ListingShape, ProductListingResultRow } from "../../src/catalog/rows.js";

const A = "a".repeat(32);
const B = "b".repeat(32);

function errorOf(run: () => unknown): GraphQLError {
  try {
    run();
  } catch (error) {
    return error as GraphQLError;
  }
  throw new Error("expected an error");
}

describe("listing input validation (localised BAD_USER_INPUT)", () => {
  it("applies the defaults: page 1, limit 10", () => {
    expect(listingRequest("de", undefined)).toMatchObject({ page: 1, limit: 10, properties: [], shippingFree: false });
  });

  it("limit > 100 in de, it and fr", () => {
    const de = errorOf(() => pageArgs("de", 101, 1));
    expect(de.extensions).toMatchObject({ code: "BAD_USER_INPUT", status: 400, argumentName: "limit" });
    expect(de.message).toBe("Die Anzahl pro Seite (limit) muss zwischen 1 und 100 liegen, erhalten: 101.");
    expect(errorOf(() => pageArgs("it", 500, 1)).message).toMatch(/compreso tra 1 e 100/);
    expect(errorOf(() => pageArgs("fr", 0, 1)).message).toMatch(/compris entre 1 et 100/);
  });

  it("page < 1 and absurd pages", () => {
    expect(errorOf(() => pageArgs("de", 10, 0)).message).toMatch(/mindestens 1/);
    expect(errorOf(() => pageArgs("fr", 10, 10_000_000)).message).toMatch(/n'existe pas/);
  });

  it("malformed filters: ids, prices, rating, sort", () => {
    expect(errorOf(() => listingRequest("de", { properties: ["nope"] })).message).toMatch(/Ungültige ID "nope"/);
    expect(errorOf(() => listingRequest("it", { manufacturers: ["x"] })).extensions.argumentName).toBe("manufacturers");
    expect(errorOf(() => listingRequest("de", { minPrice: -1 })).message).toMatch(/nicht negativ/);
    expect(errorOf(() => listingRequest("fr", { minPrice: 50, maxPrice: 10 })).message).toMatch(/prix minimum \(50\)/);
    expect(errorOf(() => listingRequest("de", { minRating: 6 })).message).toMatch(/zwischen 1 und 5/);
    expect(errorOf(() => listingRequest("de", { sort: "name; drop" })).extensions.code).toBe("BAD_USER_INPUT");
    expect(errorOf(() => listingRequest("de", { properties: Array.from({ length: 101 }, () => A) })).message).toMatch(/höchstens 100/);
  });

  it("normalises filter ids (lower case, unique, sorted) so equal filters share a cache entry", () => {
    const request = listingRequest("de", { properties: [B, A.toUpperCase(), B] });
    expect(request.properties).toEqual([A, B]);
  });
});

describe("listing criteria (Store API ProductListingCriteria)", () => {
  it("maps every filter", () => {
    const body = listingCriteria(
      listingRequest("de", {
        page: 2,
        limit: 24,
        sort: "price-asc",
        minPrice: 5,
        maxPrice: 50,
        properties: [A, B],
        manufacturers: [A],
        minRating: 4,
        shippingFree: true,
      }),
    );
    expect(body).toMatchObject({
      p: 2,
      page: 2,
      limit: 24,
      order: "price-asc",
      "min-price": 5,
      "max-price": 50,
      properties: `${A}|${B}`,
      manufacturer: A,
      rating: 4,
      "shipping-free": true,
      "total-count-mode": "exact",
    });
  });

  it("leaves unset filters out", () => {
    const body = listingCriteria(listingRequest("de", {}));
    // reduce-aggregations: the filter panel's counts follow the other active filters (Shopware's opt-in)
    expect(Object.keys(body).sort()).toEqual(["associations", "includes", "limit", "p", "page", "reduce-aggregations", "total-count-mode"]);
  });
});

function shape(result: Partial<ProductListingResultRow>, input = {}): ListingShape {
  return {
    result: { elements: [], total: 0, availableSortings: [], aggregations: {}, ...result } as unknown as ProductListingResultRow,
    request: listingRequest("de", input),
    locale: "de",
  };
}

describe("listing answers", () => {
  it("page beyond the last page and unknown sort keys are input errors", () => {
    expect(errorOf(() => checkListing("de", shape({ total: 25 }, { page: 4 }))).message).toBe(
      "Die Seite 4 existiert nicht; die letzte Seite ist 3.",
    );
    expect(checkListing("de", shape({ total: 25 }, { page: 3 })).request.page).toBe(3);
    expect(checkListing("de", shape({ total: 0 }, { page: 1 })).request.page).toBe(1);
    const sorted = shape(
      { total: 1, availableSortings: [{ key: "name-asc", label: "Name", priority: 1 }] as never },
      { sort: "bogus" },
    );
    expect(errorOf(() => checkListing("it", sorted)).message).toMatch(/Ordinamento sconosciuto "bogus".*name-asc/);
  });

  it("upstream 400 about sorting becomes the localised sort error", () => {
    const upstream = new GraphQLError("x", { extensions: { status: 400, code: "PRODUCT_SORTING_NOT_FOUND" } });
    const mapped = listingUpstreamError("fr", listingRequest("fr", { sort: "zzz" }), upstream) as GraphQLError;
    expect(mapped.message).toMatch(/Tri inconnu/);
  });

  it("maps aggregations to filters", () => {
    const filters = listingFilters(
      shape(
        {
          aggregations: {
            price: { min: 2.5, max: 80, avg: 20 },
            manufacturer: { entities: [{ id: B, name: "Zeta", translated: { name: "Zeta" } }, { id: A, name: "Alpha" }] },
            properties: {
              entities: [
                {
                  id: "g1",
                  name: "Form",
                  position: 2,
                  displayType: "text",
                  options: [
                    { id: "o2", name: "Tablette", position: 2 },
                    { id: "o1", name: "Creme", position: 1 },
                  ],
                },
              ],
            },
            rating: { max: 4.6 },
            "shipping-free": { max: true },
          } as never,
        },
        { manufacturers: [A] },
      ),
    );
    expect(filters.price).toEqual({ min: 2.5, max: 80 });
    expect(filters.manufacturers.map((m) => [m.name, m.selected])).toEqual([
      ["Alpha", true],
      ["Zeta", false],
    ]);
    expect(filters.properties[0]!.options.map((o) => o.name)).toEqual(["Creme", "Tablette"]);
    expect(filters.maxRating).toBe(4);
    expect(filters.shippingFreeAvailable).toBe(true);
  });

  it("empty aggregations ([] from Shopware) give empty filters", () => {
    const filters = listingFilters(shape({ aggregations: [] as never }));
    expect(filters).toEqual({ price: null, manufacturers: [], properties: [], maxRating: null, shippingFreeAvailable: false });
  });

  it("sortings by priority with translated labels", () => {
    expect(
      sortings({
        availableSortings: [
          { key: "name-asc", label: "Name", priority: 1, translated: { label: "Name A-Z" } },
          { key: "topseller", label: "Topseller", priority: 5 },
        ],
      } as never),
    ).toEqual([
      { key: "topseller", label: "Topseller" },
      { key: "name-asc", label: "Name A-Z" },
    ]);
  });
});

describe("search terms", async () => {
  const { searchTerm } = await import("../../src/search/resolvers.js");
  const { CATALOG_MESSAGES } = await import("../../src/errors/messages.js");

  it("trims and collapses whitespace; empty and over-long terms are localised input errors", () => {
    expect(searchTerm("de", "  aspirin   500 ")).toBe("aspirin 500");
    expect(searchTerm("de", "   ", true)).toBe("");
    expect(errorOf(() => searchTerm("fr", " ")).message).toBe("Veuillez saisir un terme de recherche.");
    const long = errorOf(() => searchTerm("de", "a".repeat(256)));
    expect(long.extensions).toMatchObject({ code: "BAD_USER_INPUT", argumentName: "term" });
    expect(long.message).toBe("Der Suchbegriff darf höchstens 255 Zeichen lang sein (erhalten: 256).");
    expect(searchTerm("de", "a".repeat(255))).toHaveLength(255);
  });

  it("every catalogue message exists in de, it and fr", () => {
    for (const [key, texts] of Object.entries(CATALOG_MESSAGES)) {
      expect(Object.keys(texts).sort(), key).toEqual(["de", "fr", "it"]);
    }
  });
});
