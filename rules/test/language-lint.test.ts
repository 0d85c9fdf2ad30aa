import { describe, expect, it } from "vitest";
import { messages } from "../src/index.js";
import { formatFindings, lintCatalogue } from "../src/language-lint.js";

describe("language lint (docs/GLOSSARY.md)", () => {
  for (const locale of ["de", "it", "fr"] as const) {
    it(`@shop/rules ${locale} catalogue: plurals, register, terms, French spacing`, () => {
      expect(formatFindings(lintCatalogue(locale, messages[locale]))).toBe("");
    });
  }

  it("finds each kind of fault", () => {
    const rules = lintCatalogue("it", {
      a: "Restano solo {quantity} pezzi.",
      b: "Il vostro carrello è vuoto.",
      c: "Benvenuto/a!",
      d: "Modalità di pagamento",
      e: "Tra {min} e {max}; {count, plural, one {# pezzo} other {# pezzi}}",
      f: "Confermi il Suo indirizzo. Le abbiamo scritto.",
    }).map((f) => `${f.id}:${f.rule}`);
    expect(rules).toEqual(["a:plural", "b:register", "c:gender", "d:term", "f:register"]);
    const fr = lintCatalogue("fr", { a: "Marque: Algora", b: "« {name} »", c: "Prix\u00a0: {price}\u202f!", d: "16:00 https://x.ch/?a=1" });
    expect(fr.map((f) => `${f.id}:${f.rule}`)).toEqual(["a:french-spacing", "b:french-spacing"]);
  });
});
