import { describe, expect, it } from "vitest";
import { localeFromTag, parseAcceptLanguage, resolveLocale } from "../../src/session/locale.js";

describe("resolveLocale", () => {
  it("prefers x-shop-locale", () => {
    expect(resolveLocale({ "x-shop-locale": "it", "accept-language": "fr-CH" })).toBe("it");
    expect(resolveLocale({ "x-shop-locale": "FR" })).toBe("fr");
  });

  it("ignores an unsupported x-shop-locale and falls back to accept-language", () => {
    expect(resolveLocale({ "x-shop-locale": "en", "accept-language": "fr-CH,fr;q=0.9" })).toBe("fr");
  });

  it("takes the first matching accept-language entry by quality", () => {
    expect(resolveLocale({ "accept-language": "en-US,en;q=0.9,it-CH;q=0.8,fr;q=0.7" })).toBe("it");
    expect(resolveLocale({ "accept-language": "de;q=0.5, fr-CH;q=0.9" })).toBe("fr");
    expect(resolveLocale({ "accept-language": "fr;q=0, it" })).toBe("it");
  });

  it("defaults to de", () => {
    expect(resolveLocale({})).toBe("de");
    expect(resolveLocale({ "accept-language": "en-GB,es" })).toBe("de");
    expect(resolveLocale({ "accept-language": "*" })).toBe("de");
  });

  it("maps tags to locales", () => {
    expect(localeFromTag("de-CH")).toBe("de");
    expect(localeFromTag("it_CH")).toBe("it");
    expect(localeFromTag("en")).toBeNull();
    expect(parseAcceptLanguage("a;q=0.1, b, c;q=0.5")).toEqual(["b", "c", "a"]);
  });
});
