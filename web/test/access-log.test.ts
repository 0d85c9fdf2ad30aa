/** The web's access log follows LOG_LEVEL as the gateway's and platform's request logs do (server/accessLog.mjs). */
import { describe, expect, it } from "vitest";
import { accessLogEnabled } from "../server/accessLog.mjs";

describe("access log", () => {
  it("writes a line per request by default and at info or below", () => {
    for (const level of [undefined, "", "info", "debug", "trace", " INFO "]) expect(accessLogEnabled(level)).toBe(true);
  });

  it("stays quiet at warn and above (scripts/start.sh, compose and the bench run with warn)", () => {
    for (const level of ["warn", "error", "fatal", "silent", "WARN"]) expect(accessLogEnabled(level)).toBe(false);
  });
});
