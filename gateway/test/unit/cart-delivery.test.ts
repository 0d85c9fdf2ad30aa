/** Delivery estimate: upstream arrival dates, shipping day and cut-off from the SPEC rule (16:00 Europe/Zurich). */
import { describe, expect, it } from "vitest";
import { deliveryEstimate, deliveryEstimateOf, zurichDate, zurichDateTime } from "../../src/cart/delivery.js";

// 2025-03-05 is a Wednesday (CET, +01:00); 2025-07-04 a Friday (CEST, +02:00).
const at = (iso: string) => new Date(iso);

describe("delivery estimate", () => {
  it("a weekday before 16:00 ships today", () => {
    expect(deliveryEstimate({ earliest: "2025-03-06T00:00:00+00:00", latest: "2025-03-07T00:00:00+00:00" }, at("2025-03-05T14:59:00Z"))).toEqual({
      shipsOn: "2025-03-05",
      earliest: "2025-03-06",
      latest: "2025-03-07",
      shipsToday: true,
      orderBefore: "2025-03-05T16:00:00+01:00",
    });
  });

  it("after 16:00 Zurich time it ships on the next working day", () => {
    const estimate = deliveryEstimate({ earliest: "2025-03-07", latest: "2025-03-10" }, at("2025-03-05T15:00:00Z"));
    expect(estimate).toMatchObject({ shipsOn: "2025-03-06", shipsToday: false, orderBefore: "2025-03-06T16:00:00+01:00" });
  });

  it("Friday evening and the weekend ship on Monday (summer time offset)", () => {
    expect(deliveryEstimate({ earliest: "2025-07-08", latest: "2025-07-09" }, at("2025-07-04T15:30:00Z"))).toMatchObject({
      shipsOn: "2025-07-07",
      shipsToday: false,
      orderBefore: "2025-07-07T16:00:00+02:00",
    });
    expect(deliveryEstimate({ earliest: "2025-07-08", latest: "2025-07-09" }, at("2025-07-05T08:00:00Z"))?.shipsOn).toBe("2025-07-07");
  });

  it("never ships on or after the upstream's earliest arrival (the upstream knows the holidays)", () => {
    // Good Friday 2025-04-18 and Easter Monday are holidays: upstream says arrival Wednesday.
    const estimate = deliveryEstimate({ earliest: "2025-04-23", latest: "2025-04-24" }, at("2025-04-17T15:00:00Z"));
    expect(estimate?.earliest).toBe("2025-04-23");
    expect(estimate!.shipsOn < estimate!.earliest).toBe(true);
  });

  it("null without upstream dates", () => {
    expect(deliveryEstimate(undefined)).toBeNull();
    expect(deliveryEstimate({ earliest: "not a date" })).toBeNull();
  });

  it("date helpers", () => {
    expect(zurichDate("2025-03-06T23:30:00Z")).toBe("2025-03-07");
    expect(zurichDate("2025-03-06T00:00:00.000+00:00")).toBe("2025-03-06");
    expect(zurichDateTime("2025-10-26", "16:00")).toBe("2025-10-26T16:00:00+01:00");
    expect(zurichDateTime("2025-03-30", "16:00")).toBe("2025-03-30T16:00:00+02:00");
  });
});

describe("deliveryEstimateOf", () => {
  it("takes the upstream's holiday-aware estimate when it states one", () => {
    const stated = { shipsOn: "2026-12-28", shipsToday: false, orderBefore: "2026-12-28T15:00:00.000Z", earliest: "2026-12-29", latest: "2026-12-30" };
    expect(deliveryEstimateOf({ deliveryDate: { earliest: "2026-12-29", latest: "2026-12-30" }, extensions: { deliveryEstimate: stated } })).toEqual(stated);
  });

  it("derives the estimate from deliveryDate when the upstream (a real Shopware) states none", () => {
    const delivery = { deliveryDate: { earliest: "2025-03-06T00:00:00+00:00", latest: "2025-03-07T00:00:00+00:00" }, extensions: [] };
    expect(deliveryEstimateOf(delivery, new Date("2025-03-05T14:59:00Z"))?.shipsOn).toBe("2025-03-05");
  });
});
