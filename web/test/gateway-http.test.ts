/**
 * The web server's transport to the gateway (app/apollo/gatewayHttp.server.ts) against a real HTTP server: what
 * reaches the gateway (method, query, headers, body), what comes back (status, every Set-Cookie, UTF-8 text), the
 * time-out and the connection failure the loaders map to 408 and 503, and a kept-alive socket the gateway closed.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayRequest } from "~/apollo/gatewayHttp.server";
import { sendOperation } from "~/apollo/operation";
import { callGateway } from "~/account/gateway.server";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

describe("gateway transport of the web server", () => {
  let gateway: Server;
  let base = "";
  const seen: Seen[] = [];
  const gatewayUrl = process.env.GATEWAY_URL;
  /** The one request the gateway saw. */
  const onlySeen = (): Seen => {
    expect(seen).toHaveLength(1);
    return seen[0] as Seen;
  };

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
        if (req.url?.startsWith("/slow")) return; // never answers
        if (req.url?.startsWith("/close")) {
          // answers, then closes the kept-alive connection as a gateway's idle time-out would
          res.writeHead(200, { "content-type": "application/json" }).end('{"data":{"n":1}}', () => setImmediate(() => req.socket.destroy()));
          return;
        }
        res.setHeader("set-cookie", ["sw-context-token=abc; HttpOnly; Path=/", "other=1; Path=/"]);
        res.writeHead(201, { "content-type": "application/graphql-response+json" }).end(JSON.stringify({ data: { name: "Lösung für Kinder" } }));
      });
    });
    gateway.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    process.env.GATEWAY_URL = base; // the account calls' gateway (callGateway)
  });

  afterAll(async () => {
    if (gatewayUrl === undefined) delete process.env.GATEWAY_URL;
    else process.env.GATEWAY_URL = gatewayUrl;
    gateway.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it("sends the query as GET with the shopper's headers and passes status, Set-Cookie and UTF-8 text back", async () => {
    seen.length = 0;
    const headers = { cookie: "sw-context-token=old", "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https", "x-shop-locale": "fr" };
    const reply = await gatewayRequest(`${base}/graphql?operationName=Q&variables=%7B%7D`, { method: "GET", headers });
    expect(reply.status).toBe(201);
    expect(reply.setCookies).toEqual(["sw-context-token=abc; HttpOnly; Path=/", "other=1; Path=/"]);
    expect(JSON.parse(reply.text)).toEqual({ data: { name: "Lösung für Kinder" } });
    expect(onlySeen()).toMatchObject({ method: "GET", url: "/graphql?operationName=Q&variables=%7B%7D", body: "", headers });
  });

  it("sends a mutation as POST with its JSON body, and an action hands the gateway's cookies on", async () => {
    seen.length = 0;
    const request = new Request("http://shop.example.ch/fr/login", { headers: { cookie: "sw-context-token=old", "user-agent": "Firefox" } });
    const result = await callGateway(request, parse("mutation Login { login { ok } }"));
    expect(result.data).toEqual({ name: "Lösung für Kinder" });
    expect(result.headers.getSetCookie()).toEqual(["sw-context-token=abc; HttpOnly; Path=/", "other=1; Path=/"]);
    const sent = onlySeen();
    expect(sent.method).toBe("POST");
    expect(JSON.parse(sent.body)).toMatchObject({ operationName: "Login", query: expect.stringContaining("mutation Login") });
    expect(sent.headers).toMatchObject({ "content-type": "application/json", cookie: "sw-context-token=old", "user-agent": "Firefox", "x-shop-locale": "fr" });
  });

  it("gives up after the time-out with a TimeoutError (the loaders' 408)", async () => {
    const started = Date.now();
    const error = await gatewayRequest(`${base}/slow`, { method: "GET", headers: {}, timeoutMs: 150 }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe("TimeoutError");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("rejects with the connection's error when nobody listens (the loaders' 503)", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await sendOperation(parse("query Q { q }"), {}, {}, `http://127.0.0.1:${port}/graphql`).catch((e: NodeJS.ErrnoException) => e);
    expect((error as NodeJS.ErrnoException).code).toBe("ECONNREFUSED");
    expect((error as Error).name).not.toBe("TimeoutError");
  });

  it("sends a GET again on a new connection when the kept-alive one was closed by the gateway", async () => {
    seen.length = 0;
    for (let i = 0; i < 5; i++) {
      const reply = await gatewayRequest(`${base}/close`, { method: "GET", headers: {} });
      expect(JSON.parse(reply.text)).toEqual({ data: { n: 1 } });
    }
    expect(seen.length).toBeGreaterThanOrEqual(5);
  });
});
