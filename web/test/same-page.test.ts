/**
 * The same page in another language (catalog/samePage.server.ts): the decision the locale redirect and the
 * wrong-language rescue take from the gateway's alternates (the hreflang list).
 */
import { describe, expect, it } from "vitest";
import { lookupOrder, samePageFrom } from "~/catalog/samePage.server";
import { decideLocale } from "~/i18n/detect";

const ASPIRIN = [
  { locale: "de", path: "/Aspirin-500-mg-20-Tabletten/SW10001" },
  { locale: "it", path: "/Aspirin-500-mg-20-compresse/SW10001" },
  { locale: "fr", path: "/Aspirin-500-mg-20-comprimes/SW10001" },
];

describe("the same page in the target language", () => {
  it("is the alternate of that language, with its prefix", () => {
    expect(samePageFrom(ASPIRIN, "de", "fr")).toEqual({ kind: "page", path: "/fr/Aspirin-500-mg-20-comprimes/SW10001", foundIn: "de" });
    expect(samePageFrom(ASPIRIN, "fr", "de")).toEqual({ kind: "page", path: "/Aspirin-500-mg-20-Tabletten/SW10001", foundIn: "fr" });
    expect(samePageFrom([{ locale: "it", path: "/Médicaments/" }], "de", "it")).toMatchObject({ path: "/it/M%C3%A9dicaments/" });
  });

  it("is no translation when the language has no alternate or it would leave the shop", () => {
    expect(samePageFrom(ASPIRIN.slice(0, 1), "de", "it")).toEqual({ kind: "untranslated", foundIn: "de" });
    expect(samePageFrom([{ locale: "fr", path: "//evil.test/x" }], "de", "fr")).toEqual({ kind: "untranslated", foundIn: "de" });
    expect(samePageFrom([{ locale: "fr", path: "/\\evil.test" }], "de", "fr").kind).toBe("untranslated");
  });

  it("reads the path in its own language first, then in the others", () => {
    expect(lookupOrder("de")).toEqual(["de", "it", "fr"]);
    expect(lookupOrder("fr")).toEqual(["fr", "de", "it"]);
  });

  it("is asked for whenever the first load would change the language", () => {
    const decision = decideLocale({ url: "http://shop.test/Medikamente/", acceptLanguage: "fr-CH" });
    expect(decision).toMatchObject({ redirectTo: "/fr/Medikamente/", redirectLocale: "fr" });
    expect(decideLocale({ url: "http://shop.test/Medikamente/", acceptLanguage: "de-CH" }).redirectLocale).toBeUndefined();
  });
});
