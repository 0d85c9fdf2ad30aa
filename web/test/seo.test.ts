import { describe, expect, it } from "vitest";
import { buildAlternates, buildCanonical, normalizeStoreHost } from "~/i18n/seo";

const HOST = "https://www.apotheke-alpenblick.ch";

describe("canonical", () => {
  it("is the store host plus the language prefix plus the path", () => {
    expect(buildCanonical(HOST, "/")).toBe(`${HOST}/`);
    expect(buildCanonical(HOST, "/it")).toBe(`${HOST}/it`);
    expect(buildCanonical(HOST, "/fr/b/nivea")).toBe(`${HOST}/fr/b/nivea`);
    expect(buildCanonical(`${HOST}/`, "/brands")).toBe(`${HOST}/brands`);
  });

  it("defaults the store host", () => {
    expect(normalizeStoreHost(undefined)).toBe("http://localhost:3000");
    expect(normalizeStoreHost("  ")).toBe("http://localhost:3000");
    expect(normalizeStoreHost("https://shop.example//")).toBe("https://shop.example");
  });
});

describe("alternates", () => {
  it("lists de-CH, it-CH, fr-CH and x-default (German)", () => {
    expect(buildAlternates(HOST, "/it/account")).toEqual([
      { hrefLang: "de-CH", href: `${HOST}/account` },
      { hrefLang: "it-CH", href: `${HOST}/it/account` },
      { hrefLang: "fr-CH", href: `${HOST}/fr/account` },
      { hrefLang: "x-default", href: `${HOST}/account` },
    ]);
  });

  it("handles the home page", () => {
    expect(buildAlternates(HOST, "/fr").map((link) => link.href)).toEqual([
      `${HOST}/`,
      `${HOST}/it`,
      `${HOST}/fr`,
      `${HOST}/`,
    ]);
  });
});
