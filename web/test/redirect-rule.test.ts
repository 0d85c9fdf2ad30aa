import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/http/redirect";
import { HOSTILE_TARGETS } from "./support/redirect-payloads";

const FALLBACK = "/fallback";

describe("safeRedirect: the one redirect rule", () => {
  it.each(HOSTILE_TARGETS.map((target) => [JSON.stringify(target).slice(0, 60), target]))("refuses %s", (_, target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 42, ["/account"], { toString: () => "/account" }]) expect(safeRedirect(value, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ["/account/profile", "/account/profile"],
    ["/it/account/address?x=1#top", "/it/account/address?x=1#top"],
    ["/", "/"],
    ["/it", "/it"],
    ["/account/../wishlist", "/wishlist"],
    ["/a/./b/../c", "/a/c"],
    ["/..", "/"],
    ["/%2e%2e/account", "/account"],
    ["/search?query=a%20b&page=2", "/search?query=a%20b&page=2"],
    ["/search?query=//evil.test", "/search?query=//evil.test"],
    ["/detail/Sch%C3%B6nheit", "/detail/Sch%C3%B6nheit"],
    ["/detail/Schönheit", "/detail/Sch%C3%B6nheit"],
    ["/checkout/cart#promo", "/checkout/cart#promo"],
  ])("keeps %s as %s", (target, expected) => {
    expect(safeRedirect(target, FALLBACK)).toBe(expected);
  });

  it("returns only values that pass the rule again unchanged and start with one slash", () => {
    const samples = ["/account/../wishlist", "/%2e%2e/account", "/detail/Schönheit", "/a/./b/../c?x=%2F%2F#y"];
    for (const sample of samples) {
      const once = safeRedirect(sample, FALLBACK);
      expect(safeRedirect(once, "refused"), sample).toBe(once);
      expect(once, sample).toMatch(/^\/(?![/\\])/);
    }
  });
});
