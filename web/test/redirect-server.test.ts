/**
 * The one redirect rule and the origin check at the real web server (server/index.mjs on the production
 * build, issue 20): login `redirect`, the contact route's `returnTo`, the cart forms' `redirectTo` with every
 * hostile target of support/redirect-payloads.ts, and POSTs from another origin. A stand-in gateway answers
 * what these requests need (a logged-in session, empty mutation answers); the pages that must render are
 * covered by e2e/redirect.spec.ts. Needs `pnpm --filter @shop/web build`.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTILE_TARGETS } from "./support/redirect-payloads";
import { startWebServer, type RunningWebServer } from "./support/webServer";

/** The gateway as far as these routes need it: logged in, every mutation answered with nothing. */
function standInGateway(): Promise<{ server: Server; url: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://gateway");
      let name = url.searchParams.get("operationName");
      try {
        name ??= (JSON.parse(body) as { operationName?: string }).operationName ?? null;
      } catch {
        // not JSON: a request these tests did not mean to send
      }
      calls.push(`${req.method} ${name ?? "-"}`);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(name === "AccountSession" ? { data: { session: { kind: "LOGGED_IN" } } } : { data: null }));
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls })));
}

describe("redirect targets and Origin at the web server", () => {
  let web: RunningWebServer;
  let gateway: Awaited<ReturnType<typeof standInGateway>>;
  let shop: string;

  beforeAll(async () => {
    gateway = await standInGateway();
    web = await startWebServer(gateway.url);
    shop = web.url;
  }, 30_000);

  afterAll(() => {
    web?.child.kill("SIGTERM");
    gateway?.server.close();
  });

  /** A form post from the shop's own page, unless `origin` says otherwise (null: none sent, as curl does). */
  const post = (path: string, fields: Record<string, string>, { origin = shop }: { origin?: string | null } = {}) =>
    fetch(`${shop}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(origin === null ? {} : { origin }) },
      body: new URLSearchParams(fields),
    });

  /** The Location a browser would follow, resolved as a browser does: it must stay on the shop. */
  function expectOnShop(response: Response, expected: string, target: string) {
    expect(response.status, target).toBe(302);
    const location = response.headers.get("location") ?? "";
    expect(location, target).toBe(expected);
    expect(new URL(location, shop).origin, target).toBe(shop);
  }

  it("GET /login?redirect=… (logged in) sends every hostile target to the account overview, in de and it", async () => {
    for (const [prefix, home] of [["", "/account"], ["/it", "/it/account"]] as const) {
      for (const target of HOSTILE_TARGETS) {
        const response = await fetch(`${shop}${prefix}/login?redirect=${encodeURIComponent(target)}`, { redirect: "manual" });
        expectOnShop(response, home, target);
      }
    }
    expect((await fetch(`${shop}/login?redirect=${encodeURIComponent("/wishlist")}`, { redirect: "manual" })).headers.get("location")).toBe("/wishlist");
  }, 60_000);

  it("POST /contact (poll vote without JavaScript) sends a hostile returnTo home", async () => {
    for (const target of HOSTILE_TARGETS) {
      expectOnShop(await post("/contact", { intent: "poll-vote", pollId: "p", optionId: "o", returnTo: target }), "/", target);
    }
    expectOnShop(await post("/fr/contact", { intent: "poll-vote", pollId: "p", optionId: "o", returnTo: "/..//evil.test" }), "/fr", "fr");
  }, 30_000);

  it("POST /cart-action sends a hostile redirectTo to the cart", async () => {
    for (const target of HOSTILE_TARGETS) {
      expectOnShop(await post("/cart-action", { intent: "unknown", redirectTo: target }), "/checkout/cart", target);
    }
    expectOnShop(await post("/it/cart-action", { intent: "unknown", redirectTo: "/it/..//evil.test" }), "/it/checkout/cart", "it");
    expectOnShop(await post("/cart-action", { intent: "unknown", redirectTo: "/checkout" }), "/checkout", "own path");
  }, 30_000);

  it("refuses POSTs from another origin with a localised 403 at the resource routes (cart forms, /graphql)", async () => {
    const before = gateway.calls.length;
    for (const origin of ["http://evil.test", "null", `${shop}.evil.test`, "https://127.0.0.1"]) {
      const cart = await post("/cart-action", { intent: "unknown", redirectTo: "/checkout" }, { origin });
      expect(cart.status, origin).toBe(403);
      expect(cart.headers.get("cache-control")).toBe("no-store");
      expect(await cart.text()).toMatch(/nicht von unserem Shop/);
      const graphql = await fetch(`${shop}/graphql`, { method: "POST", headers: { origin, "content-type": "application/json" }, body: '{"query":"mutation { logout { ok } }"}' });
      expect(graphql.status, origin).toBe(403);
    }
    const italian = await post("/it/cart-action", { intent: "unknown" }, { origin: "http://evil.test" });
    expect(await italian.text()).toMatch(/non proviene dal nostro negozio/);
    const french = await post("/fr/cart-action", { intent: "unknown" }, { origin: "http://evil.test" });
    expect(await french.text()).toMatch(/ne provient pas de notre boutique/);
    // Nothing of it reached the gateway.
    expect(gateway.calls.length).toBe(before);
  });

  it("lets the shop's own pages and clients without Origin through", async () => {
    const own = await fetch(`${shop}/graphql`, { method: "POST", headers: { origin: shop, "content-type": "application/json" }, body: '{"operationName":"Ping","query":"{ ping }"}' });
    expect(own.status).toBe(200);
    const noOrigin = await post("/cart-action", { intent: "unknown", redirectTo: "/checkout" }, { origin: null });
    expect(noOrigin.status).toBe(302);
    // Reads are never checked.
    expect((await fetch(`${shop}/cart-action`, { redirect: "manual", headers: { origin: "http://evil.test" } })).status).toBe(302);
  });

  it("page routes' actions stay refused for another origin (React Router's own check)", async () => {
    const response = await post("/contact", { intent: "poll-vote", pollId: "p", optionId: "o", returnTo: "/" }, { origin: "http://evil.test" });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});
