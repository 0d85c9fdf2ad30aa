/** The gateway's record of its Store API calls: the last N calls, oldest first, in a ring that allocates nothing per call. */
import { describe, expect, it } from "vitest";
import { UpstreamLog } from "../../src/cache/upstreamLog.js";

describe("UpstreamLog", () => {
  it("keeps the last `capacity` calls, oldest first, with their status (null: no answer)", () => {
    const log = new UpstreamLog(3);
    for (const [i, status] of [200, 404, null, 502, 200].entries()) log.push({ operation: `op${i}`, status, start: i, end: i + 0.5 });
    expect(log.list()).toEqual([
      { operation: "op2", status: null, start: 2, end: 2.5 },
      { operation: "op3", status: 502, start: 3, end: 3.5 },
      { operation: "op4", status: 200, start: 4, end: 4.5 },
    ]);
  });

  it("records a finished call by its duration, and starts empty again after clear", () => {
    const log = new UpstreamLog(2);
    log.record("readCart get /checkout/cart", 200, 12);
    const [call] = log.list();
    expect(call).toMatchObject({ operation: "readCart get /checkout/cart", status: 200 });
    expect(call!.end - call!.start).toBeCloseTo(12, 6);
    log.clear();
    expect(log.list()).toEqual([]);
    log.record("readContext get /context", 200, 1);
    expect(log.list().map((c) => c.operation)).toEqual(["readContext get /context"]);
  });
});
