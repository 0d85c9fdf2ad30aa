import { describe, expect, it } from "vitest";
import { localeFromPathname, localizePath, splitLocalePath, switchLocalePath } from "~/i18n/locales";

describe("locale paths", () => {
  it("splits prefixed and unprefixed paths", () => {
    expect(splitLocalePath("/")).toEqual({ locale: "de", path: "/" });
    expect(splitLocalePath("/brands")).toEqual({ locale: "de", path: "/brands" });
    expect(splitLocalePath("/it")).toEqual({ locale: "it", path: "/" });
    expect(splitLocalePath("/it/")).toEqual({ locale: "it", path: "/" });
    expect(splitLocalePath("/fr/b/nivea")).toEqual({ locale: "fr", path: "/b/nivea" });
  });

  it("does not mistake look-alike segments for a prefix", () => {
    expect(localeFromPathname("/italy")).toBe("de");
    expect(localeFromPathname("/fresh/it")).toBe("de");
    expect(localeFromPathname("/de/foo")).toBe("de");
  });

  it("ignores React Router data request suffixes", () => {
    expect(splitLocalePath("/_root.data")).toEqual({ locale: "de", path: "/" });
    expect(splitLocalePath("/it.data")).toEqual({ locale: "it", path: "/" });
    expect(splitLocalePath("/fr/foo.data")).toEqual({ locale: "fr", path: "/foo" });
  });

  it("localises and switches paths", () => {
    expect(localizePath("/", "de")).toBe("/");
    expect(localizePath("/", "it")).toBe("/it");
    expect(localizePath("/detail/1", "fr")).toBe("/fr/detail/1");
    expect(localizePath("detail/1", "de")).toBe("/detail/1");
    expect(switchLocalePath("/it/account", "fr")).toBe("/fr/account");
    expect(switchLocalePath("/fr", "de")).toBe("/");
    expect(switchLocalePath("/checkout/cart", "it")).toBe("/it/checkout/cart");
  });
});
