import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/i18n/messages";
import { createIntl } from "react-intl";

const keys = (locale: keyof typeof MESSAGES) => Object.keys(MESSAGES[locale]).sort();

describe("message catalogues", () => {
  it("have exactly the German keys in it and fr", () => {
    expect(keys("it")).toEqual(keys("de"));
    expect(keys("fr")).toEqual(keys("de"));
  });

  it("are valid ICU messages using the same arguments", () => {
    for (const [id, source] of Object.entries(MESSAGES.de)) {
      const args = [...source.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const locale of ["de", "it", "fr"] as const) {
        const text = MESSAGES[locale][id as keyof typeof MESSAGES.de];
        const errors: unknown[] = [];
        const intl = createIntl({ locale, messages: MESSAGES[locale], onError: (error) => errors.push(error) });
        const values = Object.fromEntries(args.map((arg) => [arg, "X"]));
        intl.formatMessage({ id: id as keyof typeof MESSAGES.de }, values);
        expect(errors, `${locale}:${id}`).toEqual([]);
        expect([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(), `${locale}:${id}`).toEqual(args);
        expect(text.trim(), `${locale}:${id}`).not.toBe("");
      }
    }
  });

  it("contain the AI disclaimer in every language", () => {
    expect(MESSAGES.de["footer.disclaimer"]).toMatch(/KI/);
    expect(MESSAGES.it["footer.disclaimer"]).toMatch(/IA/);
    expect(MESSAGES.fr["footer.disclaimer"]).toMatch(/IA/);
  });
});
