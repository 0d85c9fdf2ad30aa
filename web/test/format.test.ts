import { describe, expect, it } from "vitest";
import { formatMoney, formatPrice } from "~/i18n/format";
import { LOCALES } from "~/i18n/locales";

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

  it("prints the shop's one Swiss notation in every locale (issue 22: no \"7.70 CHF\" in fr, no \"CHF 1000.00\" in it)", () => {
    for (const locale of LOCALES) {
      expect(formatPrice(1234.5, locale)).toBe("CHF 1'234.50");
      expect(formatPrice(1000, locale)).toBe("CHF 1'000.00");
      expect(formatMoney({ amount: -3.38, currency: "CHF" }, locale)).toBe("CHF -3.38");
    }
  });

  it("formats Money objects", () => {
    expect(plain(formatMoney({ amount: 25, currency: "CHF" }, "de"))).toBe("CHF 25.00");
  });
});
