/**
 * Failures are observable at default settings (issue 21): without PLATFORM_LOG the platform still
 * logs at level warn, so a 500 (with route, the caller's request id and the stack) and an order
 * confirmation mail that could not be written each leave one error line.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { buildPlatform } from "../src/server.js";
import { parseLogLevel } from "../src/config.js";
import { ACCESS_KEY } from "./helpers.js";
import { add, pid, placeOrder, registerCustomer } from "./order-helpers.js";
import { STOREFRONT } from "./cart-helpers.js";

describe("platform log at default settings", () => {
  const lines: Record<string, any>[] = [];
  const db = openDb(":memory:");
  let app: FastifyInstance;

  beforeAll(async () => {
    migrate(db);
    seed(db, { size: "small" });
    const saved = process.env.PLATFORM_LOG;
    delete process.env.PLATFORM_LOG;
    app = buildPlatform({ db, accessKey: ACCESS_KEY, publicUrl: "http://platform.test", accounts: { storefrontUrls: [STOREFRONT] }, logStream: { write: (line) => lines.push(JSON.parse(line)) } });
    if (saved !== undefined) process.env.PLATFORM_LOG = saved;
    // A route that fails like a bug would: the error handler is the platform's own.
    app.get("/__test/broken", async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'price')");
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it("reads PLATFORM_LOG: unset → warn, 1 → info (requests), or a level name", () => {
    expect(parseLogLevel(undefined)).toBe("warn");
    expect(parseLogLevel("0")).toBe("warn");
    expect(parseLogLevel("1")).toBe("info");
    expect(parseLogLevel("debug")).toBe("debug");
    expect(() => parseLogLevel("loud")).toThrow("PLATFORM_LOG must be 0, 1 or a log level");
  });

  it("logs a 500 with route, request id and stack; no request lines", async () => {
    lines.length = 0;
    const res = await app.inject({ method: "GET", url: "/__test/broken", headers: { "x-request-id": "gw-7" } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("price");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: "unhandled error", route: "GET /__test/broken", requestId: "gw-7" });
    expect(lines[0]!.err.stack).toContain("TypeError: Cannot read properties of undefined (reading 'price')");
  });

  it("logs an order confirmation mail that failed, while the order itself is placed", async () => {
    const token = await registerCustomer(app, "mailfail@example.ch");
    await add(app, token, [[pid("SW10002"), 1]]);
    db.exec("ALTER TABLE mail_outbox RENAME TO mail_outbox_gone");
    lines.length = 0;
    try {
      const order = await placeOrder(app, token);
      expect(order.status).toBe(200);
    } finally {
      db.exec("ALTER TABLE mail_outbox_gone RENAME TO mail_outbox");
    }
    const failed = lines.filter((l) => l.level >= 50);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ msg: "order confirmation mail failed" });
    expect(failed[0]!.err.message).toContain("mail_outbox");
  });
});
