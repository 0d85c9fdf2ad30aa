/**
 * The web server's front door (server/forwarding.mjs) over real HTTP: X-Forwarded-* is believed only from a
 * WEB_TRUST_PROXY peer, and every request leaves it with exactly one host, protocol and client address.
 */
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { publicRequest, trustProxySetting } from "../server/forwarding.mjs";

const serveRequire = createRequire(createRequire(import.meta.url).resolve("@react-router/serve/package.json"));
type Handler = (...args: never[]) => void;
interface Echo {
  headers: Record<string, string | undefined>;
}
interface ExpressApp {
  set(name: string, value: unknown): void;
  use(handler: Handler): void;
  listen(port: number, host: string): import("node:http").Server;
}
const express = serveRequire("express") as () => ExpressApp;

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server with the front door whose handler answers what it was left with. */
async function echoServer(trust: string | undefined): Promise<string> {
  const app = express();
  app.set("trust proxy", trustProxySetting(trust));
  app.use(publicRequest);
  app.use((request: Echo, response: { json(value: unknown): void }) => {
    const { host, "x-forwarded-for": forwardedFor, "x-forwarded-proto": proto, "x-forwarded-host": forwardedHost, forwarded } = request.headers;
    response.json({ host, forwardedFor, proto, forwardedHost: forwardedHost ?? null, forwarded: forwarded ?? null });
  });
  app.use((error: { status?: number }, _request: unknown, response: { status(code: number): { send(text: string): void } }, _next: unknown) =>
    response.status(error.status ?? 500).send("refused"),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const forged = {
  "x-forwarded-for": "198.51.100.7",
  "x-forwarded-proto": "https",
  "x-forwarded-host": "evil.test",
  forwarded: "for=198.51.100.8;proto=https",
};

describe("trustProxySetting", () => {
  it("defaults to loopback and takes proxy-addr lists; none/0/off trust nobody", () => {
    expect(trustProxySetting(undefined)).toEqual(["loopback"]);
    expect(trustProxySetting(" 10.0.0.1 , 172.28.0.0/16 ")).toEqual(["10.0.0.1", "172.28.0.0/16"]);
    for (const off of ["none", "0", "off", ""]) expect(trustProxySetting(off)).toBe(false);
  });
});

describe("publicRequest", () => {
  it("ignores forwarding headers from a peer that is not a trusted proxy", async () => {
    const url = await echoServer("10.9.9.9");
    const answer = await (await fetch(url, { headers: forged })).json();
    expect(answer).toEqual({
      host: new URL(url).host,
      forwardedFor: "127.0.0.1",
      proto: "http",
      forwardedHost: null,
      forwarded: null,
    });
  });

  it("takes protocol, host and the client address from a trusted proxy", async () => {
    const url = await echoServer("loopback");
    const answer = await (
      await fetch(url, {
        headers: { "x-forwarded-for": "203.0.113.5, 198.51.100.7", "x-forwarded-proto": "https", "x-forwarded-host": "shop.example.ch:8443" },
      })
    ).json();
    // The right-most address that is not a trusted proxy: 198.51.100.7 was added by the proxy, 203.0.113.5 is a claim.
    expect(answer).toEqual({ host: "shop.example.ch:8443", forwardedFor: "198.51.100.7", proto: "https", forwardedHost: null, forwarded: null });
  });

  it("keeps the request's own Host when a trusted proxy sends no X-Forwarded-Host, and refuses a host that is none", async () => {
    const url = await echoServer("loopback");
    const plain = await (await fetch(url, { headers: { "x-forwarded-proto": "https" } })).json();
    expect(plain).toMatchObject({ host: new URL(url).host, proto: "https", forwardedFor: "127.0.0.1" });
    const bad = await fetch(url, { headers: { "x-forwarded-host": "evil.test/path?x" } });
    // An unusable X-Forwarded-Host falls back to Host; only without any usable host is the request refused.
    expect((await bad.json()).host).toBe(new URL(url).host);
  });
});
