import { describe, expect, it } from "vitest";
import { frenchTypography, messages, NBSP, NNBSP, typography } from "../src/index.js";

describe("French typography (docs/GLOSSARY.md)", () => {
  it.each([
    ["Marque: Algora", `Marque${NBSP}: Algora`],
    ["Prix : {price}", `Prix${NBSP}: {price}`],
    ["« {name} » a été ajouté", `«${NNBSP}{name}${NNBSP}» a été ajouté`],
    ["«{name}»", `«${NNBSP}{name}${NNBSP}»`],
    ["Mot de passe oublié ?", `Mot de passe oublié${NNBSP}?`],
    ["Merci!", `Merci${NNBSP}!`],
    ["livraison ; retour", `livraison${NNBSP}; retour`],
    ["<p>Et maintenant ?</p>", `<p>Et maintenant${NNBSP}?</p>`],
    ["frais de rappel de CHF 1'025.00.", `frais de rappel de CHF${NBSP}1'025.00.`],
    ["un avoir de CHF -3.38", `un avoir de CHF${NBSP}-3.38`],
  ])("%s", (source, shown) => {
    expect(frenchTypography(source)).toBe(shown);
    expect(frenchTypography(shown)).toBe(shown);
  });

  it("leaves times, URLs, entities and ICU syntax alone", () => {
    for (const text of ["16:00", "https://shop.ch/?page=2", "a &amp; b", "{count, plural, one {# étoile} other {# étoiles}}"]) {
      expect(frenchTypography(text)).toBe(text);
    }
  });

  it("only French has rules of its own; the rules catalogue is shown with them", () => {
    expect(typography("it", "Domande?")).toBe("Domande?");
    expect(messages.fr["cart.fulfilmentConflict"]).toMatch(new RegExp(`panier${NNBSP}\\?$`));
  });
});
