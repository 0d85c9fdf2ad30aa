import { describe, expect, it } from "vitest";
import {
  decideLocale,
  isInternalNavigation,
  localeFromAcceptLanguage,
  localeFromCookie,
  preferredLocale,
  serializeLocaleCookie,
} from "~/i18n/detect";

const HOST = "http://localhost:3000";

describe("Accept-Language", () => {
  it("picks the best supported language by q-value", () => {
    expect(localeFromAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7")).toBe("fr");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9,it;q=0.8,de;q=0.5")).toBe("it");
    expect(localeFromAcceptLanguage("de;q=0.5, it;q=0.9")).toBe("it");
    expect(localeFromAcceptLanguage("de-CH")).toBe("de");
  });

  it("returns undefined for unsupported or empty headers", () => {
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBeUndefined();
    expect(localeFromAcceptLanguage("")).toBeUndefined();
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
    expect(localeFromAcceptLanguage("fr;q=0")).toBeUndefined();
  });
});

describe("cookie", () => {
  it("reads only valid locales from i18n_redirected", () => {
    expect(localeFromCookie("a=1; i18n_redirected=it; b=2")).toBe("it");
    expect(localeFromCookie("i18n_redirected=en")).toBeUndefined();
    expect(localeFromCookie("other_i18n_redirected=fr")).toBeUndefined();
    expect(localeFromCookie(undefined)).toBeUndefined();
  });

  it("prefers the cookie over the browser language", () => {
    expect(preferredLocale("i18n_redirected=de", "fr-CH")).toBe("de");
    expect(preferredLocale(undefined, "fr-CH")).toBe("fr");
    expect(preferredLocale(undefined, "en")).toBe("de");
  });

  it("serialises a 365-day cookie for the whole site", () => {
    expect(serializeLocaleCookie("fr")).toBe("i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(serializeLocaleCookie("it", { secure: true })).toContain("; Secure");
  });
});

describe("redirect decision", () => {
  it("redirects a French browser on an unprefixed path and sets the cookie", () => {
    expect(decideLocale({ url: `${HOST}/`, acceptLanguage: "fr-CH,fr;q=0.9" })).toEqual({
      locale: "de",
      redirectTo: "/fr",
      redirectLocale: "fr",
      setCookie: "fr",
    });
    expect(decideLocale({ url: `${HOST}/brands?page=2`, acceptLanguage: "it" })).toEqual({
      locale: "de",
      redirectTo: "/it/brands?page=2",
      redirectLocale: "it",
      setCookie: "it",
    });
  });

  it("follows an it/fr cookie on an unprefixed path", () => {
    expect(decideLocale({ url: `${HOST}/account`, cookie: "i18n_redirected=it", acceptLanguage: "de" })).toEqual({
      locale: "de",
      redirectTo: "/it/account",
      redirectLocale: "it",
    });
  });

  it("keeps the unprefixed path for a de cookie even with a French browser", () => {
    expect(decideLocale({ url: `${HOST}/`, cookie: "i18n_redirected=de", acceptLanguage: "fr-CH" })).toEqual({
      locale: "de",
    });
  });

  it("stores de on the first visit of a German or unknown browser", () => {
    expect(decideLocale({ url: `${HOST}/`, acceptLanguage: "de-CH" })).toEqual({ locale: "de", setCookie: "de" });
    expect(decideLocale({ url: `${HOST}/`, acceptLanguage: "en-GB" })).toEqual({ locale: "de", setCookie: "de" });
  });

  it("never redirects prefixed paths", () => {
    expect(decideLocale({ url: `${HOST}/it`, acceptLanguage: "fr" })).toEqual({ locale: "it", setCookie: "it" });
    expect(decideLocale({ url: `${HOST}/fr/x`, cookie: "i18n_redirected=de" })).toEqual({ locale: "fr" });
  });

  it("does not redirect navigations inside the shop but switches the cookie", () => {
    const internal = { cookie: "i18n_redirected=fr", acceptLanguage: "fr", referer: `${HOST}/fr/account` };
    expect(decideLocale({ url: `${HOST}/account`, ...internal })).toEqual({ locale: "de", setCookie: "de" });
    expect(decideLocale({ url: `${HOST}/`, cookie: "i18n_redirected=fr", secFetchSite: "same-origin" })).toEqual({
      locale: "de",
      setCookie: "de",
    });
    expect(decideLocale({ url: `${HOST}/fr`, ...internal })).toEqual({ locale: "fr" });
  });

  it("treats other origins as first loads", () => {
    expect(isInternalNavigation({ url: `${HOST}/`, referer: "https://search.example/?q=apotheke" })).toBe(false);
    expect(isInternalNavigation({ url: `${HOST}/`, secFetchSite: "cross-site" })).toBe(false);
    expect(isInternalNavigation({ url: `${HOST}/`, referer: "not a url" })).toBe(false);
    expect(decideLocale({ url: `${HOST}/`, acceptLanguage: "fr", referer: "https://search.example/" }).redirectTo).toBe("/fr");
  });
});
