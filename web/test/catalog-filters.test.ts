import { describe, expect, it } from "vitest";
import {
  clearFilters,
  EMPTY_LISTING_STATE,
  listingQueryString,
  parseListingParams,
  parseSearchTerm,
  toggleId,
  toListingInput,
} from "~/catalog/filters";

const A = "0123456789abcdef0123456789abcdef";
const B = "fedcba9876543210fedcba9876543210";
const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe("listing state in the URL", () => {
  it("parses every filter, arrays joined with '|'", () => {
    const result = parse(`p=3&limit=24&order=price-asc&min-price=5&max-price=19.90&properties=${A}|${B}&manufacturer=${A}&rating=4&shipping-free=1`);
    expect(result).toEqual({
      ok: true,
      state: {
        page: 3,
        limit: 24,
        sort: "price-asc",
        minPrice: 5,
        maxPrice: 19.9,
        properties: [A, B],
        manufacturers: [A],
        minRating: 4,
        shippingFree: true,
      },
    });
  });

  it("round-trips: serialising and parsing gives the same state, with a readable '|'", () => {
    const state = { ...EMPTY_LISTING_STATE, page: 2, sort: "name-asc", properties: [A, B], minRating: 3, shippingFree: true };
    const query = listingQueryString(state);
    expect(query).toBe(`?p=2&order=name-asc&properties=${A}|${B}&rating=3&shipping-free=1`);
    const reparsed = parse(query.slice(1));
    expect(reparsed.ok && reparsed.state).toEqual(state);
  });

  it("drops defaults and keeps unrelated parameters such as the search term", () => {
    expect(listingQueryString(EMPTY_LISTING_STATE)).toBe("");
    expect(listingQueryString({ ...EMPTY_LISTING_STATE, page: 1 }, new URLSearchParams("search=zink&p=4"))).toBe("?search=zink");
  });

  it("accepts repeated parameters from plain HTML forms (no JavaScript) and de-duplicates", () => {
    const result = parse(`properties=${A}&properties=${B}&properties=${A}`);
    expect(result.ok && result.state.properties).toEqual([A, B]);
  });

  it("a filter change goes back to page 1; clearing keeps sort and limit", () => {
    const state = { ...EMPTY_LISTING_STATE, page: 5, sort: "topseller", limit: 20, properties: [A] };
    expect(toggleId(state, "properties", A)).toMatchObject({ page: undefined, properties: [] });
    expect(toggleId(state, "manufacturers", B)).toMatchObject({ page: undefined, manufacturers: [B] });
    expect(clearFilters(state)).toEqual({ ...EMPTY_LISTING_STATE, sort: "topseller", limit: 20 });
  });

  it("maps the state to the gateway's ListingInput with the default limit 10", () => {
    expect(toListingInput(EMPTY_LISTING_STATE)).toEqual({ limit: 10 });
    expect(toListingInput({ ...EMPTY_LISTING_STATE, minPrice: 0, manufacturers: [A], shippingFree: true })).toEqual({
      limit: 10,
      minPrice: 0,
      manufacturers: [A],
      shippingFree: true,
    });
  });

  it.each([
    ["p=0", "p", "integer"],
    ["p=-1", "p", "integer"],
    ["p=abc", "p", "integer"],
    ["p=1e3", "p", "integer"],
    ["limit=101", "limit", "limit"],
    ["limit=100000", "limit", "limit"],
    ["limit=0", "limit", "limit"],
    ["min-price=-5", "min-price", "price"],
    ["max-price=abc", "max-price", "price"],
    ["min-price=50&max-price=10", "max-price", "priceOrder"],
    ["properties=not-an-id", "properties", "ids"],
    [`manufacturer=${A}|x`, "manufacturer", "ids"],
    ["rating=6", "rating", "rating"],
    ["rating=0", "rating", "rating"],
    ["order=<script>", "order", "sort"],
    ["shipping-free=maybe", "shipping-free", "boolean"],
  ])("refuses %s", (query, param, code) => {
    expect(parse(query)).toEqual({ ok: false, errors: [{ param, code }] });
  });

  it("refuses absurdly many ids", () => {
    const ids = Array.from({ length: 51 }, (_, index) => index.toString(16).padStart(32, "0")).join("|");
    expect(parse(`properties=${ids}`).ok).toBe(false);
  });

  it("search terms are trimmed, required and at most 255 characters", () => {
    expect(parseSearchTerm("  zink ")).toEqual({ ok: true, term: "zink" });
    expect(parseSearchTerm("   ")).toEqual({ ok: false, code: "empty" });
    expect(parseSearchTerm(null)).toEqual({ ok: false, code: "empty" });
    expect(parseSearchTerm("x".repeat(255)).ok).toBe(true);
    expect(parseSearchTerm("x".repeat(256))).toEqual({ ok: false, code: "tooLong" });
  });
});
