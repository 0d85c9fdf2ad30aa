import { describe, expect, it } from "vitest";
import { MESSAGES, type MessageId } from "~/i18n/messages";
import { compileMessages } from "~/i18n/messages/compile";
import { plainText } from "~/i18n/messages/plainText";
import { LOCALE_TAGS } from "~/i18n/locales";
import { createIntl } from "react-intl";

const keys = (locale: keyof typeof MESSAGES) => Object.keys(MESSAGES[locale]).sort();

describe("message catalogues", () => {
  it("have exactly the German keys in it and fr", () => {
    expect(keys("it")).toEqual(keys("de"));
    expect(keys("fr")).toEqual(keys("de"));
  });

  it("are valid ICU messages using the same arguments", () => {
    for (const [id, source] of Object.entries(MESSAGES.de)) {
      const args = [...source.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
      for (const locale of ["de", "it", "fr"] as const) {
        const text = MESSAGES[locale][id as keyof typeof MESSAGES.de];
        const errors: unknown[] = [];
        const intl = createIntl({ locale, messages: MESSAGES[locale], onError: (error) => errors.push(error) });
        const values = Object.fromEntries(args.map((arg) => [arg, 2]));
        intl.formatMessage({ id: id as keyof typeof MESSAGES.de }, values);
        expect(errors, `${locale}:${id}`).toEqual([]);
        expect([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort(), `${locale}:${id}`).toEqual(args);
        expect(text.trim(), `${locale}:${id}`).not.toBe("");
      }
    }
  });

  it("contain the AI disclaimer in every language", () => {
    expect(MESSAGES.de["footer.disclaimer"]).toMatch(/KI/);
    expect(MESSAGES.it["footer.disclaimer"]).toMatch(/IA/);
    expect(MESSAGES.fr["footer.disclaimer"]).toMatch(/IA/);
  });

  it("compiled for the browser, format exactly like the plain catalogues", () => {
    for (const locale of ["de", "it", "fr"] as const) {
      const plain = createIntl({ locale: LOCALE_TAGS[locale], messages: MESSAGES[locale] });
      const errors: unknown[] = [];
      const messages = compileMessages(MESSAGES[locale], LOCALE_TAGS[locale]);
      const compiled = createIntl({ locale: LOCALE_TAGS[locale], messages, onError: (error) => errors.push(error) });
      for (const [id, source] of Object.entries(MESSAGES[locale])) {
        // Simple arguments get a text, plural/select/number arguments a number.
        const values = Object.fromEntries([...source.matchAll(/\{(\w+)(,)?/g)].map((m) => [m[1], m[2] ? 2 : "X"]));
        const descriptor = { id: id as MessageId };
        expect(compiled.formatMessage(descriptor, values), `${locale}:${id}`).toBe(plain.formatMessage(descriptor, values));
      }
      expect(errors, locale).toEqual([]);
    }
  });

  it("give the head plain text, arguments it has no value for kept as placeholders, compiled or not", () => {
    const compiled = createIntl({ locale: "de-CH", messages: compileMessages(MESSAGES.de, "de-CH") });
    const plain = createIntl({ locale: "de-CH", messages: MESSAGES.de });
    for (const intl of [plain, compiled]) {
      expect(plainText(intl, "site.tagline")).toBe(MESSAGES.de["site.tagline"]);
      expect(plainText(intl, "static.shipping.description")).toBe(MESSAGES.de["static.shipping.description"]);
    }
    const it = createIntl({ locale: "it-CH", messages: compileMessages(MESSAGES.it, "it-CH") });
    expect(plainText(it, "order.detail.title")).toBe("Dettagli dell'ordine");
  });
});

