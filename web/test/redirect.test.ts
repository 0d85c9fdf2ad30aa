import { describe, expect, it } from "vitest";
import { afterLoginTarget, loginUrlFor } from "~/account/redirect";

const FALLBACK = "/account";

describe("afterLoginTarget: the redirect rule, never back to the login page", () => {
  it.each([
    ["/account/profile", "/account/profile"],
    ["/it/account/address?x=1#top", "/it/account/address?x=1#top"],
    ["/fr/wishlist", "/fr/wishlist"],
  ])("keeps %s", (target, expected) => {
    expect(afterLoginTarget(target, FALLBACK)).toBe(expected);
  });

  it.each([
    ["/login?redirect=/account", "the login page itself (loop)"],
    ["/it/login", "the localised login page"],
    ["/account/../login", "the login page after resolving"],
    ["/register", "registration"],
    ["/graphql", "the API endpoint"],
    ["/..//evil.test", "another site (the shop's rule)"],
  ])("refuses %s (%s)", (target) => {
    expect(afterLoginTarget(target, FALLBACK)).toBe(FALLBACK);
  });
});

describe("loginUrlFor", () => {
  it("points to the login page of the page's locale with the path to come back to", () => {
    expect(loginUrlFor(new Request("http://shop.test/account/address"))).toBe("/login?redirect=%2Faccount%2Faddress");
    expect(loginUrlFor(new Request("http://shop.test/fr/account?tab=1"))).toBe(
      "/fr/login?redirect=%2Ffr%2Faccount%3Ftab%3D1",
    );
  });

  it("drops React Router's data-request suffix and parameters", () => {
    expect(loginUrlFor(new Request("http://shop.test/it/account/profile.data?_routes=x"))).toBe(
      "/it/login?redirect=%2Fit%2Faccount%2Fprofile",
    );
  });
});
