/**
 * PLATFORM_TRUST_PROXY over real HTTP: forwarding headers count only from a configured proxy. The test
 * process connects from 127.0.0.1, so it is an untrusted client to a platform that trusts nobody (the
 * default) and the gateway on the same machine to one that trusts loopback (what `npm start` sets).
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createAccountPlatform } from "./account-helpers.js";
import { ACCESS_KEY } from "./helpers.js";
import { parseTrustProxy } from "../src/http/trust-proxy.js";

const ipLimit = { loginIpLimits: [{ limit: 3, intervalSeconds: 60 }] };
// no publicUrl: media URLs follow the request's protocol and host
const untrusted = createAccountPlatform(ipLimit, { publicUrl: undefined });
const trusting = createAccountPlatform(ipLimit, { publicUrl: undefined, trustProxy: ["loopback"] });

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
let untrustedUrl = "";
let trustingUrl = "";
beforeAll(async () => {
  untrustedUrl = await listen(untrusted.app);
  trustingUrl = await listen(trusting.app);
});
afterAll(async () => {
  await untrusted.app.close();
  await trusting.app.close();
});

const headers = (extra: Record<string, string>) => ({ "sw-access-key": ACCESS_KEY, "content-type": "application/json", ...extra });

let attempt = 0;
/** A failed login (unknown account, so only the per-IP limiter can refuse it); returns the status. */
async function failedLogin(base: string, extra: Record<string, string> = {}): Promise<number> {
  attempt += 1;
  const res = await fetch(`${base}/store-api/account/login`, {
    method: "POST",
    headers: headers(extra),
    body: JSON.stringify({ username: `nobody${attempt}@example.ch`, password: "wrong-wrong" }),
  });
  await res.arrayBuffer();
  return res.status;
}

const ipBuckets = (db: typeof untrusted.db) =>
  (db.prepare("SELECT key FROM rate_limit WHERE key LIKE 'login-ip-%' ORDER BY key").all() as { key: string }[]).map((r) => r.key);

describe("per-IP login limiter behind PLATFORM_TRUST_PROXY", () => {
  it("trusting nobody (the default), a forged X-Forwarded-For does not pick the bucket: the peer's address counts", async () => {
    for (let i = 0; i < 3; i++) expect(await failedLogin(untrustedUrl, { "x-forwarded-for": `203.0.113.${i}` })).toBe(401);
    expect(ipBuckets(untrusted.db)).toEqual(["login-ip-127.0.0.1"]);
    // a fresh forged address does not escape the throttle
    expect(await failedLogin(untrustedUrl, { "x-forwarded-for": "198.51.100.1" })).toBe(429);
    expect(await failedLogin(untrustedUrl)).toBe(429);
  });

  it("from a configured proxy, the forwarded address is the bucket; a client's own left-hand entry is ignored", async () => {
    for (let i = 0; i < 3; i++) expect(await failedLogin(trustingUrl, { "x-forwarded-for": "203.0.113.7" })).toBe(401);
    expect(await failedLogin(trustingUrl, { "x-forwarded-for": "203.0.113.7" })).toBe(429);
    // another shopper behind the same proxy is not affected
    expect(await failedLogin(trustingUrl, { "x-forwarded-for": "198.51.100.1" })).toBe(401);
    // the proxy appends the address it saw: what the client wrote before it names no bucket
    expect(await failedLogin(trustingUrl, { "x-forwarded-for": "198.51.100.9, 203.0.113.7" })).toBe(429);
    expect(await failedLogin(trustingUrl, { "x-forwarded-for": "203.0.113.7, 198.51.100.2" })).toBe(401);
    expect(ipBuckets(trusting.db)).toEqual(["login-ip-198.51.100.1", "login-ip-198.51.100.2", "login-ip-203.0.113.7"]);
  });
});

describe("URLs derived from the request", () => {
  const forged = { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
  const firstMediaUrl = async (base: string): Promise<string> => {
    const res = await fetch(`${base}/store-api/product`, { method: "POST", headers: headers(forged), body: JSON.stringify({ limit: 1 }) });
    return ((await res.json()) as { elements: { cover: { media: { url: string } } }[] }).elements[0]!.cover.media.url;
  };

  it("media URLs follow X-Forwarded-Proto/-Host only from a trusted proxy", async () => {
    expect(await firstMediaUrl(untrustedUrl)).toMatch(new RegExp(`^${untrustedUrl}/media/`));
    expect(await firstMediaUrl(trustingUrl)).toMatch(/^https:\/\/evil\.example\/media\//);
  });
});

describe("PLATFORM_TRUST_PROXY", () => {
  it("is a proxy-addr list; unset, empty, 0 and none (as WEB_TRUST_PROXY) trust nobody; the old 1 (everyone) stops the start", () => {
    for (const nobody of [undefined, "", "0", "none", "OFF", "false"]) expect(parseTrustProxy(nobody)).toEqual([]);
    expect(parseTrustProxy("loopback, 172.28.0.0/16,")).toEqual(["loopback", "172.28.0.0/16"]);
    expect(() => parseTrustProxy("1")).toThrow(/no longer trusts everyone/);
  });
});
