/**
 * Every validation rule in de, it and fr: the exact SPEC §5 German texts, natural Italian and
 * French, through the zod schemas the gateway and the web use.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  accountSchemas,
  optionalField,
  requiredField,
  rule,
  validateForm,
  withLoyaltyCheckDigit,
  type Check,
  type Locale,
} from "../src/index.js";

const ID = "0123456789abcdef0123456789abcdef";

type Expected = Record<Locale, string>;

/** The SPEC §5 texts (German verbatim) and their translations. */
const TEXT = {
  required: { de: "Der Wert ist erforderlich", it: "Il valore è obbligatorio", fr: "La valeur est obligatoire" },
  email: {
    de: "Der Wert ist keine gültige E-Mail-Adresse",
    it: "Il valore non è un indirizzo e-mail valido",
    fr: "La valeur n'est pas une adresse e-mail valide",
  },
  passwordMismatch: {
    de: "Die Passwörter stimmen nicht überein",
    it: "Le password non corrispondono",
    fr: "Les mots de passe ne correspondent pas",
  },
  lettersOnly: {
    de: "Es sind nur Buchstaben erlaubt",
    it: "Sono ammesse solo lettere",
    fr: "Seules les lettres sont autorisées",
  },
  min3: { de: "Mindestlänge 3", it: "Lunghezza minima 3", fr: "Longueur minimale 3" },
  min8: { de: "Mindestlänge 8", it: "Lunghezza minima 8", fr: "Longueur minimale 8" },
  postalCode: {
    de: "Die Postleitzahl muss 4 Zeichen lang sein",
    it: "Il codice postale deve essere di 4 caratteri",
    fr: "Le code postal doit comporter 4 caractères",
  },
  loyaltyPin: { de: "Die PIN besteht aus 4 bis 6 Ziffern", it: "Il PIN è composto da 4 a 6 cifre", fr: "Le NIP comporte 4 à 6 chiffres" },
  loyaltyCard: {
    de: "Die Kartennummer ist ungültig",
    it: "Il numero della carta non è valido",
    fr: "Le numéro de carte n'est pas valide",
  },
} satisfies Record<string, Expected>;

const LOCALES: Locale[] = ["de", "it", "fr"];

const validAddress = {
  salutationId: ID,
  firstName: "Anna",
  lastName: "Muster",
  street: "Bahnhofstrasse 12",
  zipcode: "8001",
  city: "Zürich",
  countryId: ID,
};

const validRegistration = {
  ...validAddress,
  phoneNumber: "+41 79 123 45 67",
  email: "anna@example.ch",
  emailConfirmation: "anna@example.ch",
  password: "geheim123",
  acceptedDataProtection: true,
};

function fieldMessage(form: Parameters<typeof validateForm>[0], input: unknown, locale: Locale, field: string) {
  const result = validateForm(form, input, locale);
  if (result.ok) return undefined;
  return result.fieldErrors.find((e) => e.field === field)?.message;
}

describe.each(LOCALES)("SPEC §5 rules in %s", (locale) => {
  it("required", () => {
    expect(fieldMessage("registration", { ...validRegistration, firstName: "" }, locale, "firstName")).toBe(TEXT.required[locale]);
    expect(fieldMessage("registration", { ...validRegistration, city: "   " }, locale, "city")).toBe(TEXT.required[locale]);
    expect(fieldMessage("login", { password: "x" }, locale, "email")).toBe(TEXT.required[locale]);
    expect(fieldMessage("address", { ...validAddress, countryId: null }, locale, "countryId")).toBe(TEXT.required[locale]);
  });

  it("e-mail", () => {
    for (const email of ["anna", "anna@", "anna@example", "an na@example.ch", "anna@@example.ch", "a@b.c", "a..b@x.ch"]) {
      expect(fieldMessage("login", { email, password: "x" }, locale, "email"), email).toBe(TEXT.email[locale]);
    }
    expect(validateForm("login", { email: "anna.muster+shop@example.co.uk", password: "x" }, locale).ok).toBe(true);
    expect(validateForm("login", { email: "élodie@exemple.ch", password: "x" }, locale).ok).toBe(true);
  });

  it("password confirmation", () => {
    const input = { password: "alt12345", newPassword: "neu123456", newPasswordConfirmation: "neu123457" };
    expect(fieldMessage("changePassword", input, locale, "newPasswordConfirmation")).toBe(TEXT.passwordMismatch[locale]);
    expect(fieldMessage("passwordReset", { hash: "abc", newPassword: "neu123456", newPasswordConfirmation: "x1234567" }, locale, "newPasswordConfirmation")).toBe(TEXT.passwordMismatch[locale]);
    expect(fieldMessage("registration", { ...validRegistration, passwordConfirmation: "anders123" }, locale, "passwordConfirmation")).toBe(TEXT.passwordMismatch[locale]);
    expect(validateForm("changePassword", { ...input, newPasswordConfirmation: "neu123456" }, locale).ok).toBe(true);
  });

  it("letters only (names, any script, with - ' . and spaces)", () => {
    for (const name of ["Anna3", "R2D2", "Anna_", "@nna", "-Anna"]) {
      expect(fieldMessage("registration", { ...validRegistration, firstName: name }, locale, "firstName"), name).toBe(TEXT.lettersOnly[locale]);
    }
    for (const name of ["Jean-Pierre", "O'Brien", "d’Alembert", "Zoë", "Łukasz", "Ana María", "Gülşen"]) {
      expect(validateForm("registration", { ...validRegistration, firstName: name }, locale).ok, name).toBe(true);
    }
  });

  it("minimum length 3 (street) and 8 (password)", () => {
    expect(fieldMessage("address", { ...validAddress, street: "A1" }, locale, "street")).toBe(TEXT.min3[locale]);
    expect(fieldMessage("registration", { ...validRegistration, password: "1234567" }, locale, "password")).toBe(TEXT.min8[locale]);
    expect(fieldMessage("changePassword", { password: "x", newPassword: "kurz", newPasswordConfirmation: "kurz" }, locale, "newPassword")).toBe(TEXT.min8[locale]);
    expect(validateForm("registration", { ...validRegistration, password: "12345678" }, locale).ok).toBe(true);
  });

  it("postal code of exactly 4 characters", () => {
    for (const zipcode of ["800", "80011", "8 001"]) {
      expect(fieldMessage("address", { ...validAddress, zipcode }, locale, "zipcode"), zipcode).toBe(TEXT.postalCode[locale]);
    }
    expect(validateForm("address", { ...validAddress, zipcode: " 9490 " }, locale).ok).toBe(true);
  });

  it("loyalty card number (13 digits, GS1 mod-10 check digit)", () => {
    const valid = withLoyaltyCheckDigit("280000000001");
    const wrongCheck = `${valid.slice(0, 12)}${(Number(valid[12]) + 1) % 10}`;
    for (const cardNumber of [wrongCheck, "123", "20000000000150", "abcdefghijklm"]) {
      expect(fieldMessage("loyaltyCardLink", { cardNumber }, locale, "cardNumber"), cardNumber).toBe(TEXT.loyaltyCard[locale]);
    }
    expect(fieldMessage("loyaltyCardLink", { cardNumber: "" }, locale, "cardNumber")).toBe(TEXT.required[locale]);
    expect(validateForm("loyaltyCardLink", { cardNumber: valid, pin: "482913" }, locale)).toEqual({ ok: true, data: { cardNumber: valid, pin: "482913" } });
    expect(validateForm("loyaltyCardLink", { cardNumber: `${valid.slice(0, 4)} ${valid.slice(4, 8)}-${valid.slice(8)}`, pin: " 4829 " }, locale)).toEqual({
      ok: true,
      data: { cardNumber: valid, pin: "4829" },
    });
  });

  it("loyalty card PIN (4 to 6 digits, printed on the card)", () => {
    const cardNumber = withLoyaltyCheckDigit("280000000001");
    expect(fieldMessage("loyaltyCardLink", { cardNumber, pin: "" }, locale, "pin")).toBe(TEXT.required[locale]);
    for (const pin of ["123", "1234567", "12a4", "12-34"]) {
      expect(fieldMessage("loyaltyCardLink", { cardNumber, pin }, locale, "pin"), pin).toBe(TEXT.loyaltyPin[locale]);
    }
    for (const pin of ["1234", "12345", "123456"]) expect(validateForm("loyaltyCardLink", { cardNumber, pin }, locale).ok, pin).toBe(true);
  });
});

/** The generic rules (SPEC §5 "Generic messages also exist for ..."), through a one-field schema. */
function check(locale: Locale, checks: Check[], value: string): string | undefined {
  const result = z.object({ v: requiredField(locale, checks) }).safeParse({ v: value });
  return result.success ? undefined : result.error.issues[0]?.message;
}

const GENERIC: { name: string; checks: Check[]; bad: string; good: string; text: Expected }[] = [
  { name: "alpha", checks: [rule.alpha()], bad: "abc1", good: "abc", text: { de: "Der Wert darf nur Buchstaben (A–Z) enthalten", it: "Il valore può contenere solo lettere (A–Z)", fr: "La valeur ne peut contenir que des lettres (A–Z)" } },
  { name: "alphanumeric", checks: [rule.alphaNum()], bad: "ab-1", good: "ab1", text: { de: "Der Wert darf nur Buchstaben und Ziffern enthalten", it: "Il valore può contenere solo lettere e cifre", fr: "La valeur ne peut contenir que des lettres et des chiffres" } },
  { name: "between", checks: [rule.between(1, 10)], bad: "11", good: "10", text: { de: "Der Wert muss zwischen 1 und 10 liegen", it: "Il valore deve essere compreso tra 1 e 10", fr: "La valeur doit être comprise entre 1 et 10" } },
  { name: "decimal", checks: [rule.decimal()], bad: "1.2.3", good: "1,25", text: { de: "Der Wert muss eine Dezimalzahl sein", it: "Il valore deve essere un numero decimale", fr: "La valeur doit être un nombre décimal" } },
  { name: "integer", checks: [rule.integer()], bad: "1.5", good: "-15", text: { de: "Der Wert muss eine ganze Zahl sein", it: "Il valore deve essere un numero intero", fr: "La valeur doit être un nombre entier" } },
  { name: "numeric", checks: [rule.numeric()], bad: "12a", good: "0042", text: { de: "Der Wert muss numerisch sein", it: "Il valore deve essere numerico", fr: "La valeur doit être numérique" } },
  { name: "url", checks: [rule.url()], bad: "javascript:alert(1)", good: "https://apotheke.example.ch/x", text: { de: "Der Wert ist keine gültige URL", it: "Il valore non è un URL valido", fr: "La valeur n'est pas une URL valide" } },
  { name: "min length", checks: [rule.minLength(5)], bad: "abcd", good: "abcde", text: { de: "Mindestlänge 5", it: "Lunghezza minima 5", fr: "Longueur minimale 5" } },
  { name: "max length", checks: [rule.maxLength(3)], bad: "abcd", good: "äöü", text: { de: "Maximallänge 3", it: "Lunghezza massima 3", fr: "Longueur maximale 3" } },
  { name: "min value", checks: [rule.minValue(5)], bad: "4.99", good: "5", text: { de: "Der Wert muss mindestens 5 sein", it: "Il valore deve essere almeno 5", fr: "La valeur doit être d'au moins 5" } },
  { name: "max value", checks: [rule.maxValue(5)], bad: "6", good: "5", text: { de: "Der Wert darf höchstens 5 sein", it: "Il valore non può superare 5", fr: "La valeur ne doit pas dépasser 5" } },
];

describe.each(LOCALES)("generic rules in %s", (locale) => {
  it.each(GENERIC)("$name", ({ checks, bad, good, text }) => {
    expect(check(locale, checks, bad)).toBe(text[locale]);
    expect(check(locale, checks, good)).toBeUndefined();
    expect(check(locale, checks, "")).toBe(TEXT.required[locale]);
  });

  it("same as {otherName}", async () => {
    const { translate, fieldLabel } = await import("../src/index.js");
    const expected = { de: "Der Wert muss mit E-Mail-Adresse übereinstimmen", it: "Il valore deve corrispondere a Indirizzo e-mail", fr: "La valeur doit correspondre à Adresse e-mail" };
    expect(translate(locale, "validation.sameAs", { otherName: fieldLabel(locale, "email") })).toBe(expected[locale]);
  });

  it("optional fields accept empty input and still check given values", () => {
    const schema = z.object({ v: optionalField(locale, [rule.numeric()]) });
    expect(schema.parse({})).toEqual({ v: undefined });
    expect(schema.parse({ v: "  " })).toEqual({ v: undefined });
    expect(schema.safeParse({ v: "x" }).success).toBe(false);
  });
});

describe.each(LOCALES)("hostile input in %s", (locale) => {
  const invalidChars = { de: "Der Wert enthält unzulässige Zeichen", it: "Il valore contiene caratteri non ammessi", fr: "La valeur contient des caractères non autorisés" };

  it("script tags, bidi overrides, zero-width and control characters are refused with a clear message", () => {
    for (const city of ["<script>alert(1)</script>", "Zürich\u202Egnp.exe", "Zü\u200Brich", "Bern\u0000", "Basel\nBern"]) {
      expect(fieldMessage("address", { ...validAddress, city }, locale, "city"), JSON.stringify(city)).toBe(invalidChars[locale]);
    }
    expect(fieldMessage("registration", { ...validRegistration, lastName: "<img src=x onerror=alert(1)>" }, locale, "lastName")).toBe(invalidChars[locale]);
  });

  it("the data protection notice must be accepted", () => {
    const expected = { de: "Bitte bestätigen Sie diese Angabe", it: "La preghiamo di confermare questo dato", fr: "Veuillez confirmer cette indication" };
    expect(fieldMessage("registration", { ...validRegistration, acceptedDataProtection: false }, locale, "acceptedDataProtection")).toBe(expected[locale]);
    expect(fieldMessage("registration", { ...validRegistration, acceptedDataProtection: undefined }, locale, "acceptedDataProtection")).toBe(expected[locale]);
  });

  it("over-long fields get the maximum length message", () => {
    const expected = { de: "Maximallänge 100", it: "Lunghezza massima 100", fr: "Longueur maximale 100" };
    expect(fieldMessage("registration", { ...validRegistration, firstName: "A".repeat(5000) }, locale, "firstName")).toBe(expected[locale]);
  });

  it("wrong types never throw", () => {
    const result = validateForm("registration", { ...validRegistration, firstName: 42, zipcode: { $gt: "" }, acceptedDataProtection: "yes" }, locale);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.map((e) => e.field).sort()).toEqual(["acceptedDataProtection", "firstName", "zipcode"]);
      for (const e of result.fieldErrors.filter((e) => e.field !== "acceptedDataProtection")) expect(e.message).toBe(TEXT.required[locale]);
    }
    expect(validateForm("login", null, locale).ok).toBe(false);
  });

  it("normalises to NFC and trims", () => {
    const decomposed = "Zu\u0308rich";
    const result = validateForm("address", { ...validAddress, city: ` ${decomposed} ` }, locale);
    expect(result).toMatchObject({ ok: true, data: { city: "Zürich" } });
  });
});

describe("schemas", () => {
  it("are built once per locale", () => {
    expect(accountSchemas("de")).toBe(accountSchemas("de"));
    expect(accountSchemas("de")).not.toBe(accountSchemas("fr"));
  });

  it("registration requires street + house number, a Swiss phone format and a real past birthday", () => {
    expect(fieldMessage("registration", { ...validRegistration, street: "Bahnhofstrasse" }, "de", "street")).toBe("Bitte geben Sie Strasse und Hausnummer an");
    expect(fieldMessage("registration", { ...validRegistration, phoneNumber: "12" }, "de", "phoneNumber")).toBe("Die Telefonnummer ist ungültig");
    expect(fieldMessage("registration", { ...validRegistration, birthday: "2001-02-29" }, "de", "birthday")).toBe("Das Datum ist ungültig");
    expect(fieldMessage("registration", { ...validRegistration, birthday: "2999-01-01" }, "de", "birthday")).toBe("Das Datum ist ungültig");
    expect(validateForm("registration", { ...validRegistration, birthday: "1980-02-29" }, "de").ok).toBe(true);
    expect(fieldMessage("registration", { ...validRegistration, emailConfirmation: "other@example.ch" }, "fr", "emailConfirmation")).toBe(
      "Les adresses e-mail ne correspondent pas",
    );
    // e-mail confirmation is case-insensitive
    expect(validateForm("registration", { ...validRegistration, emailConfirmation: "Anna@Example.ch" }, "de").ok).toBe(true);
  });

  it("passwords are not trimmed", () => {
    const result = validateForm("login", { email: "a@example.ch", password: " pass word " }, "de");
    expect(result).toEqual({ ok: true, data: { email: "a@example.ch", password: " pass word " } });
  });
});
