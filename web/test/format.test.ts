import { describe, expect, it } from "vitest";
import { formatMoney, formatPrice } from "~/i18n/format";
import { LOCALE_TAGS, LOCALES } from "~/i18n/locales";

/** Intl output uses (narrow) no-break spaces; compare with plain spaces. */
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  it("formats CHF for Swiss German", () => {
    expect(plain(formatPrice(12.9, "de"))).toBe("CHF 12.90");
    expect(plain(formatPrice(5, "de"))).toBe("CHF 5.00");
  });

  it("always shows two decimals and rounds to the centime", () => {
    expect(plain(formatPrice(7.7, "it"))).toBe("CHF 7.70");
    expect(plain(formatPrice(1.005, "de"))).toMatch(/^CHF 1\.0[01]$/);
  });

  it("follows Intl.NumberFormat for every locale", () => {
    for (const locale of LOCALES) {
      const expected = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "currency", currency: "CHF" }).format(1234.5);
      expect(formatPrice(1234.5, locale)).toBe(expected);
    }
    expect(plain(formatPrice(12.9, "fr"))).toMatch(/^12[.,]90 CHF$/);
  });

  it("formats Money objects", () => {
    expect(plain(formatMoney({ amount: 25, currency: "CHF" }, "de"))).toBe("CHF 25.00");
  });
});
