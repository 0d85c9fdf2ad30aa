import { describe, expect, it } from "vitest";
import { formatDistance, formatIntervals, weekdayName } from "~/pharmacy/hours";
import { finderHref, parseFinderQuery, withPharmacyNotice } from "~/pharmacy/finder";

describe("opening hours formatting", () => {
  it("joins today's intervals with an en dash and a comma (lunch break)", () => {
    expect(
      formatIntervals([
        { opens: "08:00", closes: "12:15" },
        { opens: "13:30", closes: "18:30" },
      ]),
    ).toBe("08:00–12:15, 13:30–18:30");
    expect(formatIntervals([{ opens: "09:00", closes: "17:00" }])).toBe("09:00–17:00");
  });

  it("is empty when closed all day and drops malformed times", () => {
    expect(formatIntervals([])).toBe("");
    expect(formatIntervals([{ opens: "8", closes: "12:00" }, { opens: "14:00", closes: "18:00" }])).toBe("14:00–18:00");
  });

  it("names ISO weekdays (Monday first) in each language", () => {
    expect(weekdayName(1, "de")).toBe("Montag");
    expect(weekdayName(7, "de")).toBe("Sonntag");
    expect(weekdayName(1, "it")).toBe("lunedì");
    expect(weekdayName(6, "fr")).toBe("samedi");
  });

  it("formats distances in metres below one kilometre", () => {
    expect(formatDistance(0.434, "de")).toBe("430 m");
    expect(formatDistance(2.345, "de")).toBe("2.3 km");
    expect(formatDistance(2.345, "fr")).toBe("2.3 km");
    expect(formatDistance(23.4, "it")).toBe("23 km");
  });
});

describe("finder query (URL)", () => {
  it("reads search, open-now and a position", () => {
    const { query, errors } = parseFinderQuery(new URLSearchParams("q=%20Bern%20&open=1&lat=46.94801234&lng=7.4474"));
    expect(errors).toEqual([]);
    expect(query).toEqual({ search: "Bern", openNow: true, near: { latitude: 46.948, longitude: 7.4474 } });
  });

  it("drops invalid parts with a localised message instead of failing", () => {
    expect(parseFinderQuery(new URLSearchParams(`q=${"x".repeat(101)}`))).toEqual({
      query: { search: "", openNow: false, near: null },
      errors: ["pharmacy.error.searchTooLong"],
    });
    expect(parseFinderQuery(new URLSearchParams("lat=abc&lng=7")).errors).toEqual(["pharmacy.error.location"]);
    expect(parseFinderQuery(new URLSearchParams("lat=46")).errors).toEqual(["pharmacy.error.location"]);
  });

  it("builds localised finder links and the notice parameter", () => {
    expect(finderHref("de")).toBe("/pharmacy-map");
    expect(finderHref("fr", { search: "Lausanne", openNow: true }, "/fr/checkout/cart")).toBe(
      "/fr/pharmacy-map?q=Lausanne&open=1&returnTo=%2Ffr%2Fcheckout%2Fcart",
    );
    expect(withPharmacyNotice("/checkout/cart?x=1")).toBe("/checkout/cart?x=1&pharmacySelected=1");
  });
});
