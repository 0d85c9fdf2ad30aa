import { formatFindings, lintCatalogue } from "@shop/rules/language-lint";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/i18n/messages";

// The web catalogues as shown (French after its typography): docs/GLOSSARY.md, checked by @shop/rules' lint.
describe("language lint of the web catalogues", () => {
  for (const locale of ["de", "it", "fr"] as const) {
    it(`${locale}: plurals, register, terms, French spacing`, () => {
      expect(formatFindings(lintCatalogue(locale, MESSAGES[locale]))).toBe("");
    });
  }
});
