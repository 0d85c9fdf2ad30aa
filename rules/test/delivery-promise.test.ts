import { describe, expect, it } from "vitest";
import { cartPromise, linePromise, pickupPromise, promiseHoldsUntil, type PromiseLine } from "../src/index.js";

// Fixed instants (UTC) and what they are in Zurich: November is CET (+01:00), May CEST (+02:00).
const FRIDAY_1500 = new Date("2026-11-27T14:00:00Z"); // Fri 27.11.2026 15:00
const FRIDAY_1630 = new Date("2026-11-27T15:30:00Z"); // Fri 27.11.2026 16:30, after the cut-off
const BEFORE_ASCENSION = new Date("2026-05-13T15:00:00Z"); // Wed 13.05.2026 17:00, Ascension is Thu 14.05.

const inStock: PromiseLine = { quantity: 2, stock: 40, deliveryTime: { min: 1, max: 2, unit: "day" } };
// SW20022-like: "Wird für Sie bestellt · 1-2 Wochen", nothing in stock
const onOrder: PromiseLine = { quantity: 1, stock: 0, deliveryTime: { min: 1, max: 2, unit: "week" } };

describe("linePromise", () => {
  it("ships an in-stock line today before 16:00 on a Friday, arriving Monday or Tuesday", () => {
    expect(linePromise(inStock, FRIDAY_1500)).toEqual({
      shipsOn: "2026-11-27",
      shipsToday: true,
      orderBefore: "2026-11-27T15:00:00.000Z",
      earliest: "2026-11-30",
      latest: "2026-12-01",
      onOrder: false,
    });
  });

  it("ships on Monday after the Friday cut-off", () => {
    const p = linePromise(inStock, FRIDAY_1630);
    expect([p.shipsOn, p.shipsToday, p.earliest, p.latest]).toEqual(["2026-11-30", false, "2026-12-01", "2026-12-02"]);
    expect(p.orderBefore).toBe("2026-11-30T15:00:00.000Z");
  });

  it("skips a national holiday (Ascension) for shipping and arrival", () => {
    const p = linePromise(inStock, BEFORE_ASCENSION);
    expect([p.shipsOn, p.earliest, p.latest]).toEqual(["2026-05-15", "2026-05-18", "2026-05-19"]);
  });

  it("adds the on-order lead time (1-2 weeks = 5-10 working days) before the line leaves", () => {
    const p = linePromise(onOrder, FRIDAY_1500);
    expect(p).toMatchObject({ shipsOn: "2026-12-04", shipsToday: false, earliest: "2026-12-07", latest: "2026-12-15", onOrder: true });
  });

  it("orders a line the stock covers only partly; restockTime (days) wins over the delivery time", () => {
    expect(linePromise({ ...inStock, stock: 1 }, FRIDAY_1500).onOrder).toBe(true);
    const p = linePromise({ ...onOrder, restockTime: 3 }, FRIDAY_1500);
    expect([p.shipsOn, p.earliest, p.latest]).toEqual(["2026-12-02", "2026-12-03", "2026-12-04"]);
  });
});

describe("cartPromise", () => {
  it("follows the slowest line of a mixed cart", () => {
    expect(cartPromise([inStock, onOrder], FRIDAY_1500)).toMatchObject({
      shipsOn: "2026-12-04",
      shipsToday: false,
      earliest: "2026-12-07",
      latest: "2026-12-15",
      onOrder: true,
    });
  });

  it("is the line's own promise for an in-stock cart and null for no lines", () => {
    expect(cartPromise([inStock], FRIDAY_1500)).toEqual(linePromise(inStock, FRIDAY_1500));
    expect(cartPromise([], FRIDAY_1500)).toBeNull();
  });
});

describe("pickupPromise", () => {
  const weekdays = (opens: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, intervals: [{ opens: "13:30", closes: "18:30" }, { opens, closes: "12:00" }] }));

  it("is the pharmacy's first opening on the parcel's arrival day", () => {
    const cart = cartPromise([inStock], FRIDAY_1500)!;
    expect(pickupPromise(cart, { weekly: weekdays("08:00"), closedOn: [] })).toEqual({ readyOn: "2026-11-30", readyFrom: "08:00" });
  });

  it("waits for the next day the pharmacy opens when it is closed on the arrival day", () => {
    const cart = cartPromise([inStock], FRIDAY_1500)!;
    expect(pickupPromise(cart, { weekly: weekdays("07:45"), closedOn: ["2026-11-30"] })).toEqual({ readyOn: "2026-12-01", readyFrom: "07:45" });
    expect(pickupPromise(cart, { weekly: [], closedOn: [] })).toBeNull();
  });
});

describe("promiseHoldsUntil", () => {
  it("is today's cut-off before it, and the next Zurich midnight after it", () => {
    expect(promiseHoldsUntil(FRIDAY_1500).toISOString()).toBe("2026-11-27T15:00:00.000Z");
    expect(promiseHoldsUntil(FRIDAY_1630).toISOString()).toBe("2026-11-27T23:00:00.000Z");
    expect(promiseHoldsUntil(new Date("2026-05-13T10:00:00Z")).toISOString()).toBe("2026-05-13T14:00:00.000Z"); // CEST
  });

  // A sweep of ≈ 11,000 instants: the differences are collected and compared once (an expect per instant took
  // over 5 s on a loaded CI machine), with a time-out for a slow one.
  it("never ends after a change: every promise made before the instant is the one made at its last millisecond", () => {
    const lines = [inStock, onOrder];
    const wrong: string[] = [];
    // every 47 minutes over a year, weekends, holidays and both DST changes included
    for (let t = Date.parse("2026-01-01T00:00:00Z"); t < Date.parse("2027-01-01T00:00:00Z"); t += 47 * 60_000) {
      const now = new Date(t);
      const until = promiseHoldsUntil(now);
      if (until.getTime() <= t) wrong.push(`${now.toISOString()}: holds until ${until.toISOString()}`);
      const last = new Date(until.getTime() - 1);
      for (const line of lines) {
        const made = JSON.stringify(linePromise(line, now));
        const atLast = JSON.stringify(linePromise(line, last));
        if (atLast !== made) wrong.push(`${now.toISOString()} → ${last.toISOString()}: ${made} became ${atLast}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 30_000);
});
