import { describe, expect, it } from "vitest";
import { RequestLog, type RequestLogEntry } from "../src/http/request-log.js";
import { randomToken } from "../src/ids.js";

const entry = (n: number): RequestLogEntry => ({ method: "POST", path: `/store-api/${n}`, status: 200, start: n, end: n + 1, durationMs: 1 });

describe("request log", () => {
  it("keeps the last `capacity` requests, oldest first", () => {
    const log = new RequestLog(3);
    for (const n of [1, 2]) log.push(entry(n));
    expect(log.list().map((e) => e.start)).toEqual([1, 2]);
    for (const n of [3, 4, 5, 6, 7]) log.push(entry(n));
    expect(log.list().map((e) => e.start)).toEqual([5, 6, 7]);
    log.clear();
    expect(log.list()).toEqual([]);
    log.push(entry(8));
    expect(log.list().map((e) => e.start)).toEqual([8]);
  });
});

describe("context tokens", () => {
  it("are 32 alphanumerics and never repeat, also across the random pool's refills", () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken());
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(randomToken(5000)).toHaveLength(5000);
  });
});
