import { describe, expect, it } from "vitest";
import { loginUrlFor, sanitizeRedirect } from "~/account/redirect";

const FALLBACK = "/account";

describe("sanitizeRedirect: only same-origin paths after login", () => {
  it.each([
    ["/account/profile", "/account/profile"],
    ["/it/account/address?x=1#top", "/it/account/address?x=1#top"],
    ["/fr/wishlist", "/fr/wishlist"],
    ["/", "/"],
    ["/account/../wishlist", "/wishlist"],
  ])("keeps %s", (target, expected) => {
    expect(sanitizeRedirect(target, FALLBACK)).toBe(expected);
  });

  it.each([
    ["https://evil.example/", "absolute URL"],
    ["http://localhost:3000/account", "absolute URL to the same host"],
    ["//evil.example/path", "protocol-relative"],
    ["/\\evil.example", "backslash turned into // by browsers"],
    ["\\\\evil.example", "double backslash"],
    ["/%2F%2Fevil.example", "encoded slashes"],
    ["/%5Cevil.example", "encoded backslash"],
    ["javascript:alert(1)", "script protocol"],
    [" /\tevil", "whitespace and control characters"],
    ["/\n/evil.example", "newline"],
    ["account", "relative path"],
    ["", "empty"],
    ["/login?redirect=/account", "the login page itself (loop)"],
    ["/it/login", "the localised login page"],
    ["/graphql", "the API endpoint"],
    ["/%E0%A4%A", "malformed escape"],
  ])("refuses %s (%s)", (target) => {
    expect(sanitizeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it("refuses non-strings and over-long values", () => {
    expect(sanitizeRedirect(undefined, FALLBACK)).toBe(FALLBACK);
    expect(sanitizeRedirect(["/account"], FALLBACK)).toBe(FALLBACK);
    expect(sanitizeRedirect(`/${"a".repeat(3000)}`, FALLBACK)).toBe(FALLBACK);
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
