import { describe, expect, it } from "vitest";
import { fieldLabel, gs1CheckDigit, isValidLoyaltyCardNumber, messages, translate, withLoyaltyCheckDigit } from "../src/index.js";

describe("message catalogues", () => {
  it("it and fr have exactly the German ids, all non-empty and formattable", () => {
    const ids = Object.keys(messages.de).sort();
    for (const locale of ["it", "fr"] as const) {
      expect(Object.keys(messages[locale]).sort()).toEqual(ids);
    }
    for (const locale of ["de", "it", "fr"] as const) {
      for (const id of ids) {
        const text = translate(locale, id as keyof typeof messages.de, { min: 1, max: 2, email: "e", otherName: "o", seconds: 3, name: "n", quantity: 4, steps: 2, code: "c", minOrderValue: "CHF 40.00", shipping: "CHF 7.70", threshold: "CHF 50.00" });
        expect(text.trim(), `${locale} ${id}`).not.toBe("");
        expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
      }
    }
  });

  it("SPEC §8 account texts in three languages", () => {
    expect(translate("de", "account.loginFailed")).toBe("Ungültiger Benutzername oder Passwort");
    expect(translate("it", "account.loginFailed")).toBe("Nome utente o password non validi");
    expect(translate("fr", "account.loginFailed")).toBe("Nom d'utilisateur ou mot de passe non valide");
    expect(translate("de", "account.emailTaken", { email: "a@b.ch" })).toBe("Die E-Mail-Adresse a@b.ch wird bereits verwendet.");
    expect(translate("it", "account.emailTaken", { email: "a@b.ch" })).toBe("L'indirizzo e-mail a@b.ch è già in uso.");
    expect(translate("fr", "account.emailTaken", { email: "a@b.ch" })).toBe("L'adresse e-mail a@b.ch est déjà utilisée.");
    expect(translate("de", "account.generic")).toBe("Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.");
    expect(translate("de", "account.customerNotFound")).toMatch(/kein Kunde/);
    expect(translate("de", "account.loyaltyInvalid")).toBe("Die Kartennummer ist ungültig");
  });

  it("uses Swiss spelling (no ß)", () => {
    for (const text of Object.values(messages.de)) expect(text).not.toContain("ß");
  });

  it("field labels fall back to the field name", () => {
    expect(fieldLabel("de", "zipcode")).toBe("PLZ");
    expect(fieldLabel("fr", "unknownField")).toBe("unknownField");
  });
});

describe("loyalty card check digit (GS1 mod-10)", () => {
  it("matches known GS1/EAN-13 numbers", () => {
    expect(gs1CheckDigit("400638133393")).toBe(1); // EAN 4006381333931
    expect(gs1CheckDigit("761234567890")).toBe(0); // 7612345678900 (Swiss GS1 prefix)
    // a product EAN is a valid GS1 number but not a card of this shop (prefix 2800)
    expect(isValidLoyaltyCardNumber("4006381333931")).toBe(false);
    expect(isValidLoyaltyCardNumber("2800000000011")).toBe(true);
    expect(isValidLoyaltyCardNumber("2800 0000 0001 1")).toBe(true);
    expect(isValidLoyaltyCardNumber("2800000000015")).toBe(false);
    expect(withLoyaltyCheckDigit("280000000001")).toBe("2800000000011");
    expect(() => withLoyaltyCheckDigit("1")).toThrow();
  });
});
