/**
 * The resource routes' proxy to the gateway's order file routes, against a real HTTP server standing
 * in for the gateway: the cookie goes up, the file streams down with its type and name, and the
 * gateway's 403/404 stay what they are.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayBaseUrl, orderFileUrl, proxyOrderFile } from "~/order/files.server";

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(256 * 1024, 0x41), Buffer.from("\n%%EOF\n")]);
let server: Server;
let base: string;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    if (req.headers.cookie !== "sw-context-token=owner") {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ errors: [{ code: "NOT_FOUND" }] }));
      return;
    }
    if (req.url === "/orders/o1/documents/d1") {
      res.writeHead(200, { "content-type": "application/pdf", "content-disposition": 'inline; filename="invoice_10001.pdf"', "x-internal": "secret" });
      // Written in chunks, so the body really streams.
      let offset = 0;
      const pump = () => {
        if (offset >= PDF.length) return res.end();
        res.write(PDF.subarray(offset, offset + 65536));
        offset += 65536;
        setImmediate(pump);
      };
      pump();
      return;
    }
    if (req.url === "/orders/o1/downloads/locked") {
      res.writeHead(403, { "content-type": "application/json" }).end(JSON.stringify({ errors: [{ code: "CHECKOUT__ORDER_DOWNLOAD_NOT_ACCESSIBLE" }] }));
      return;
    }
    if (req.url === "/orders/o1/downloads/moved") {
      res.writeHead(302, { location: "https://elsewhere.example/file" }).end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const shopRequest = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, { headers: cookie ? { cookie, "user-agent": "vitest" } : { "user-agent": "vitest" } });

describe("order file proxy", () => {
  it("derives the gateway origin from GATEWAY_URL's GraphQL endpoint", () => {
    expect(gatewayBaseUrl("http://127.0.0.1:4000/graphql")).toBe("http://127.0.0.1:4000");
    expect(gatewayBaseUrl("https://api.shop.ch/bff/graphql")).toBe("https://api.shop.ch/bff");
    expect(orderFileUrl("documents", "o 1", "d/1", "http://gw")).toBe("http://gw/orders/o%201/documents/d%2F1");
  });

  it("streams the invoice with its type and file name and forwards the cookie", async () => {
    const response = await proxyOrderFile(shopRequest("/account/order/o1/document/d1", "sw-context-token=owner"), "documents", "o1", "d1", base);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="invoice_10001.pdf"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-internal")).toBeNull();
    // A file, never a page of the shop, whatever its type (issue 19).
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.body).toBeInstanceOf(ReadableStream);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(PDF)).toBe(true);
    const request = seen.at(-1)!;
    expect(request.url).toBe("/orders/o1/documents/d1");
    expect(request.headers.cookie).toBe("sw-context-token=owner");
    expect(request.headers["user-agent"]).toBe("vitest");
  });

  it("keeps the gateway's 404 for somebody else's (or no) session", async () => {
    const foreign = await proxyOrderFile(shopRequest("/x", "sw-context-token=other"), "documents", "o1", "d1", base);
    expect(foreign.status).toBe(404);
    const anonymous = await proxyOrderFile(shopRequest("/x"), "documents", "o1", "d1", base);
    expect(anonymous.status).toBe(404);
    expect(seen.at(-1)!.headers.cookie).toBeUndefined();
    const unknown = await proxyOrderFile(shopRequest("/x", "sw-context-token=owner"), "documents", "o1", "nope", base);
    expect(unknown.status).toBe(404);
  });

  it("keeps the 403 of a download that is not paid yet", async () => {
    const response = await proxyOrderFile(shopRequest("/x", "sw-context-token=owner"), "downloads", "o1", "locked", base);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errors: [{ code: "CHECKOUT__ORDER_DOWNLOAD_NOT_ACCESSIBLE" }] });
  });

  it("never passes on a redirect of the gateway", async () => {
    const response = await proxyOrderFile(shopRequest("/x", "sw-context-token=owner"), "downloads", "o1", "moved", base);
    expect(response.status).toBe(502);
    expect(response.headers.get("location")).toBeNull();
  });

  it("answers 503 when the gateway cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const response = await proxyOrderFile(shopRequest("/x", "sw-context-token=owner"), "documents", "o1", "d1", `http://127.0.0.1:${port}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
  });
});
