/**
 * The security header policy (server/securityHeaders.mjs, app/http/pageSecurity.ts): what a page and any other
 * answer say, HSTS only for a request that came over https through a trusted proxy, geolocation only for the
 * pharmacy finder — checked as pure functions and over real HTTP through express.
 */
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { usesGeolocation } from "~/http/pageSecurity";
import { publicRequest, trustProxySetting } from "../server/forwarding.mjs";
import {
  mediaOrigins,
  pageContentSecurityPolicy,
  permissionsPolicy,
  securityHeaders,
  STRICT_CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from "../server/securityHeaders.mjs";

const serveRequire = createRequire(createRequire(import.meta.url).resolve("@react-router/serve/package.json"));
type Handler = (...args: never[]) => void;
interface Answer {
  status(code: number): Answer;
  set(name: string, value: string): Answer;
  type(value: string): Answer;
  send(body: string): void;
  append(name: string, value: string): void;
}
interface ExpressApp {
  set(name: string, value: unknown): void;
  use(...handlers: (Handler | string)[]): void;
  listen(port: number, host: string): import("node:http").Server;
}
const express = serveRequire("express") as () => ExpressApp;

/** The parsed directives of a Content-Security-Policy value. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

describe("page Content-Security-Policy", () => {
  it("allows the shop's own scripts and the page's hashes, never inline script", () => {
    const csp = directives(pageContentSecurityPolicy({ scriptHashes: ["sha256-abc=", "sha256-def="], media: [] }));
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    for (const [name, sources] of csp) expect(sources, name).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("adds the media origins that are not the shop's: a CDN in MEDIA_PUBLIC_URL, those of CSP_MEDIA_ORIGINS", () => {
    expect(mediaOrigins({ MEDIA_PUBLIC_URL: "https://cdn.example.ch/shop/" })).toEqual(["https://cdn.example.ch"]);
    for (const value of [undefined, "", "upstream"]) expect(mediaOrigins({ MEDIA_PUBLIC_URL: value }), String(value)).toEqual([]);
    expect(
      mediaOrigins({ MEDIA_PUBLIC_URL: "upstream", CSP_MEDIA_ORIGINS: " https://shopware.example.ch/media/ , http://media.example.ch:8080" }),
    ).toEqual(["https://shopware.example.ch", "http://media.example.ch:8080"]);
    expect(() => mediaOrigins({ CSP_MEDIA_ORIGINS: "media.example.ch" })).toThrow(/CSP_MEDIA_ORIGINS: "media.example.ch"/);

    const csp = directives(pageContentSecurityPolicy({ media: ["https://cdn.example.ch"] }));
    expect(csp.get("img-src")).toEqual(["'self'", "https://cdn.example.ch", "data:", "blob:"]);
    expect(csp.get("media-src")).toEqual(["'self'", "https://cdn.example.ch"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
  });
});

describe("Permissions-Policy", () => {
  it("turns the powerful features off; geolocation only where asked for", () => {
    const off = permissionsPolicy();
    for (const feature of ["camera", "microphone", "payment", "usb"]) expect(off).toContain(`${feature}=()`);
    expect(off).toContain("geolocation=()");
    expect(permissionsPolicy({ geolocation: true })).toContain("geolocation=(self)");
    expect(permissionsPolicy({ geolocation: true })).not.toContain("geolocation=()");
  });

  it("asks for geolocation on the pharmacy finder's pages only, in every locale", () => {
    for (const locale of ["de", "it", "fr"]) {
      for (const name of ["pharmacy-map", "checkout-cart", "checkout"]) expect(usesGeolocation(`${name}___${locale}`), name).toBe(true);
      for (const name of ["home", "detail", "search", "login", "account", "checkout-success", "static-shipping", "all"]) {
        expect(usesGeolocation(`${name}___${locale}`), name).toBe(false);
      }
    }
    expect(usesGeolocation(undefined)).toBe(false);
  });
});

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The web server's first two steps (trust proxy, securityHeaders, publicRequest) in front of `routes`. */
async function serverWith(trust: string, routes: (app: ExpressApp) => void): Promise<string> {
  const app = express();
  app.set("trust proxy", trustProxySetting(trust));
  app.use(securityHeaders);
  app.use(publicRequest);
  routes(app);
  app.use((error: { status?: number }, _request: unknown, response: Answer, _next: unknown) =>
    response.status(error.status ?? 500).type("text/plain").send("refused"),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const answers = (app: ExpressApp) => {
  app.use("/page", ((_request: unknown, response: Answer) => response.type("text/html").send("<p>page</p>")) as Handler);
  app.use("/own", ((_request: unknown, response: Answer) => {
    // As React Router's express adapter passes a page's headers on: appended.
    response.append("Content-Security-Policy", "default-src 'self'; script-src 'self' 'sha256-abc='");
    response.append("Permissions-Policy", permissionsPolicy({ geolocation: true }));
    response.type("text/html").send("<p>page</p>");
  }) as Handler);
  app.use("/data", ((_request: unknown, response: Answer) => response.type("application/json").send("{}")) as Handler);
};

describe("securityHeaders middleware", () => {
  it("sends the base headers on every answer; strict CSP on non-HTML, the page policy on HTML without its own", async () => {
    const url = await serverWith("loopback", answers);
    for (const path of ["/page", "/data", "/missing"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("permissions-policy"), path).toBe(permissionsPolicy());
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
    expect((await fetch(`${url}/data`)).headers.get("content-security-policy")).toBe(STRICT_CONTENT_SECURITY_POLICY);
    expect((await fetch(`${url}/page`)).headers.get("content-security-policy")).toBe(pageContentSecurityPolicy());
  });

  it("keeps a page's own policies, once", async () => {
    const url = await serverWith("loopback", answers);
    const response = await fetch(`${url}/own`);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'; script-src 'self' 'sha256-abc='");
    expect(response.headers.get("permissions-policy")).toBe(permissionsPolicy({ geolocation: true }));
  });

  it("sends HSTS when a trusted proxy says https, never for a client's own X-Forwarded-Proto", async () => {
    const trusted = await serverWith("loopback", answers);
    const viaProxy = await fetch(`${trusted}/page`, { headers: { "x-forwarded-proto": "https" } });
    expect(viaProxy.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=31536000; includeSubDomains");
    expect((await fetch(`${trusted}/page`)).headers.get("strict-transport-security")).toBeNull();
    close?.();

    const untrusted = await serverWith("10.9.9.9", answers);
    const forged = await fetch(`${untrusted}/page`, { headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers.get("strict-transport-security")).toBeNull();
  });

  it("covers an answer refused before any route (no usable Host)", async () => {
    const url = await serverWith("loopback", answers);
    const { request } = await import("node:http");
    const response = await new Promise<import("node:http").IncomingMessage>((resolve, reject) =>
      request(`${url}/page`, { headers: { host: "-" } }, resolve).on("error", reject).end(),
    );
    response.resume();
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-security-policy"]).toBe(STRICT_CONTENT_SECURITY_POLICY);
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });
});
