import { describe, expect, it } from "vitest";
import { cashRounding, formatChf, formatDate, formatNumber, formatPercent, formatRate, LOCALES } from "../src/index.js";

// The shop's one notation (issue 22): identical in every locale, so each row is checked in de, it and fr.
const money: [number, string][] = [
  [7.7, "CHF 7.70"],
  [-3.38, "CHF -3.38"],
  [0, "CHF 0.00"],
  [-0, "CHF 0.00"],
  [-0.001, "CHF 0.00"],
  [1000, "CHF 1'000.00"],
  [10000, "CHF 10'000.00"],
  [1234567.891, "CHF 1'234'567.89"],
  [0.05, "CHF 0.05"],
  [-0.02, "CHF -0.02"],
];

describe.each(LOCALES)("Swiss formatter in %s", (locale) => {
  it.each(money)("formatChf(%s) → %s", (amount, shown) => {
    expect(formatChf(amount, locale)).toBe(shown);
  });

  it.each([
    [0.081, "8.1\u00a0%"],
    [0.95, "95\u00a0%"],
    [0.026, "2.6\u00a0%"],
    [0, "0\u00a0%"],
    [12.345, "1'234.5\u00a0%"],
  ])("formatPercent(%s) → %s", (share, shown) => {
    expect(formatPercent(share, locale)).toBe(shown);
  });

  it.each([
    [8.1, "8.1\u00a0%"],
    [2.6, "2.6\u00a0%"],
    [5, "5\u00a0%"],
  ])("formatRate(%s) → %s", (rate, shown) => {
    expect(formatRate(rate, locale)).toBe(shown);
  });

  it.each([
    [12345.6, "12'345.6"],
    [1000, "1'000"],
    [-2.5, "-2.5"],
    [0, "0"],
  ])("formatNumber(%s) → %s", (value, shown) => {
    expect(formatNumber(value, locale)).toBe(shown);
  });

  it("dates are dd.mm.yyyy in Zurich (23:30 UTC on 30 Nov is 1 Dec in Zurich)", () => {
    expect(formatDate(new Date("2026-11-30T23:30:00Z"), locale)).toBe("01.12.2026");
    expect(formatDate("2026-03-05T10:00:00Z", locale)).toBe("05.03.2026");
  });
});

describe("cashRounding: totalPrice − rawTotal, the 5-Rappen 'Rundung' line", () => {
  it.each([
    // issue 22: 37.80 − 3.78 + 7.70 = 41.72 → 41.70; 72.60 − 7.26 = 65.34 → 65.35
    [41.72, 41.7, -0.02],
    [65.34, 65.35, 0.01],
    [41.73, 41.75, 0.02],
    [41.75, 41.75, 0],
    [0.1 + 0.2, 0.3, 0],
    [null, 41.7, 0],
  ])("raw %s, total %s → %s", (raw, total, rounding) => {
    expect(cashRounding(raw, total)).toBe(rounding);
  });

  it("the shown lines add up: raw sum of lines + rounding = total", () => {
    const raw = 37.8 - 3.78 + 7.7;
    expect(Math.round((raw + cashRounding(raw, 41.7)) * 100) / 100).toBe(41.7);
  });
});
