import { describe, expect, it } from "vitest";
import { navTarget } from "~/i18n/links";

describe("navTarget", () => {
  it("prefixes internal paths with the locale", () => {
    expect(navTarget("/navigation/abc", false, "it")).toEqual({ kind: "internal", to: "/it/navigation/abc" });
    expect(navTarget("/gesundheit/", false, "de")).toEqual({ kind: "internal", to: "/gesundheit/" });
  });

  it("only follows external http(s) URLs flagged external", () => {
    expect(navTarget("https://example.ch/x", true, "de")).toEqual({ kind: "external", href: "https://example.ch/x" });
    expect(navTarget("https://example.ch/x", false, "de")).toEqual({ kind: "none" });
    expect(navTarget("//evil.example", false, "de")).toEqual({ kind: "none" });
  });

  it("refuses script-like protocols", () => {
    expect(navTarget("javascript:alert(1)", true, "de")).toEqual({ kind: "none" });
    expect(navTarget("data:text/html,hi", true, "fr")).toEqual({ kind: "none" });
    expect(navTarget("javascript:alert(1)", false, "fr")).toEqual({ kind: "none" });
  });
});
