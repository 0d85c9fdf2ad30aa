import { describe, expect, it } from "vitest";
import { zurichTime, zurichWallClock } from "../src/calendar.js";

/** What Intl says directly, without the per-hour cache. */
function direct(instant: Date): { date: string; time: string } {
  const w = zurichWallClock(instant);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

describe("zurichTime", () => {
  it("agrees with Intl every 7 minutes and 13 seconds through 2026 and 2027, DST changes included", () => {
    const mismatches: string[] = [];
    const step = (7 * 60 + 13) * 1000;
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += step) {
      const instant = new Date(ms);
      const { date, time } = zurichTime(instant);
      const want = direct(instant);
      if (date !== want.date || time !== want.time) mismatches.push(`${instant.toISOString()}: ${date} ${time} ≠ ${want.date} ${want.time}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("reads the minutes around the spring and autumn changes of 2026 (29 March, 25 October at 01:00 UTC)", () => {
    expect(zurichTime(new Date("2026-03-29T00:59:59Z")).time).toBe("01:59");
    expect(zurichTime(new Date("2026-03-29T01:00:00Z")).time).toBe("03:00");
    expect(zurichTime(new Date("2026-10-25T00:59:59Z")).time).toBe("02:59");
    expect(zurichTime(new Date("2026-10-25T01:00:00Z"))).toMatchObject({ date: "2026-10-25", time: "02:00", minutes: 120, weekday: 7 });
  });
});
