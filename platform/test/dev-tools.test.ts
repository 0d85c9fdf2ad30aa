/**
 * PLATFORM_DEV_TOOLS: the unauthenticated /__platform mailbox, mails, requests and settings exist in a
 * production start only when asked for. Two real server processes on one database: NODE_ENV=production
 * without the flag, and with PLATFORM_DEV_TOOLS=1 (what `npm start` and the e2e suite set).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { devToolsEnabled } from "../src/http/dev-tools.js";
import { ACCESS_KEY } from "./helpers.js";
import { startServeProcess, type ServeProcess } from "./serve-process.js";

const dir = mkdtempSync(path.join(tmpdir(), "dev-tools-"));
const file = path.join(dir, "platform.sqlite");
let production: ServeProcess;
let withTools: ServeProcess;

beforeAll(async () => {
  const db = openDb(file);
  migrate(db);
  seed(db, { size: "small" });
  db.close();
  [production, withTools] = await Promise.all([
    startServeProcess({ PLATFORM_DB: file, NODE_ENV: "production", PLATFORM_DEV_TOOLS: undefined }),
    startServeProcess({ PLATFORM_DB: file, NODE_ENV: "production", PLATFORM_DEV_TOOLS: "1" }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([production?.stop(), withTools?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

const DEV_TOOL_CALLS: [method: string, path: string, body?: unknown][] = [
  ["GET", "/__platform/mailbox"],
  ["GET", "/__platform/mailbox/1"],
  ["GET", "/__platform/mails"],
  ["DELETE", "/__platform/mails"],
  ["GET", "/__platform/requests"],
  ["DELETE", "/__platform/requests"],
  ["GET", "/__platform/settings"],
  ["PUT", "/__platform/settings/registration.active", { value: "0" }],
  ["DELETE", "/__platform/settings/registration.active"],
];

async function call(base: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get("content-type") ?? "", text };
}

const demo = ACCOUNT_SEED.demoCustomer.email;
const recoveryMails = async (base: string) =>
  ((JSON.parse((await call(base, "GET", `/__platform/mails?to=${encodeURIComponent(demo)}`)).text) as { mails: { template: string; links: string[] }[] }).mails).filter(
    (m) => m.template === "password_recovery",
  );

describe("NODE_ENV=production without PLATFORM_DEV_TOOLS", () => {
  it("answers 404 on mailbox, mails, requests and settings, whatever the method", async () => {
    for (const [method, url, body] of DEV_TOOL_CALLS) {
      const res = await call(production.url, method, url, body);
      expect({ method, url, status: res.status, route: res.text.includes("FRAMEWORK__ROUTE_NOT_FOUND") }).toEqual({ method, url, status: 404, route: true });
    }
    // the PUT above switched nothing
    expect(JSON.parse((await call(withTools.url, "GET", "/__platform/settings")).text)).toMatchObject({ "registration.active": "1", "core.loginRegistration.requireDataProtectionCheckbox": "0", "core.loginRegistration.doubleOptInRegistration": "0" });
  });

  it("a password-reset link cannot be read from the outbox", async () => {
    const asked = await fetch(`${production.url}/store-api/account/recovery-password`, {
      method: "POST",
      headers: { "sw-access-key": ACCESS_KEY, "content-type": "application/json" },
      body: JSON.stringify({ email: demo, storefrontUrl: "http://localhost:3000" }),
    });
    expect(asked.status).toBe(200);
    expect((await call(production.url, "GET", `/__platform/mails?to=${encodeURIComponent(demo)}`)).status).toBe(404);
    expect((await call(production.url, "GET", `/__platform/mailbox?to=${encodeURIComponent(demo)}`)).status).toBe(404);
    // the mail is there: only the tool that would show it is missing
    expect((await recoveryMails(withTools.url))[0]!.links[0]).toMatch(/^http:\/\/localhost:3000\/account\/recover\/password\?hash=/);
  });

  it("keeps the payment simulator, which stands in for the payment provider", async () => {
    const page = await call(production.url, "GET", "/__platform/payment/no-such-token");
    expect(page.status).toBe(404);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).not.toContain("FRAMEWORK__ROUTE_NOT_FOUND");
  });
});

describe("PLATFORM_DEV_TOOLS=1", () => {
  it("serves every tool under NODE_ENV=production", async () => {
    for (const [method, url, body] of DEV_TOOL_CALLS) {
      if (url === "/__platform/mailbox/1") continue; // no such mail
      expect({ method, url, status: (await call(withTools.url, method, url, body)).status }).toEqual({ method, url, status: expect.toSatisfy((s: number) => s < 300) });
    }
  });
});

describe("devToolsEnabled", () => {
  it("is on unless NODE_ENV=production; 1 and 0 decide; anything else stops the start", () => {
    expect(devToolsEnabled({})).toBe(true);
    expect(devToolsEnabled({ NODE_ENV: "test" })).toBe(true);
    expect(devToolsEnabled({ NODE_ENV: "production" })).toBe(false);
    expect(devToolsEnabled({ NODE_ENV: "production", PLATFORM_DEV_TOOLS: "1" })).toBe(true);
    expect(devToolsEnabled({ PLATFORM_DEV_TOOLS: "0" })).toBe(false);
    expect(() => devToolsEnabled({ PLATFORM_DEV_TOOLS: "yes" })).toThrow(/PLATFORM_DEV_TOOLS/);
  });
});
