/**
 * server/upstreamPaths.mjs over real HTTP: the shop's /media/…, /thumbnail/… and /__platform/payment/… go to the
 * gateway (here a recording stand-in) as they came, streamed, with only the headers those files need; every other
 * path stays with the rest of the server.
 */
import { createRequire } from "node:module";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { upstreamPaths } from "../server/upstreamPaths.mjs";

const serveRequire = createRequire(createRequire(import.meta.url).resolve("@react-router/serve/package.json"));
type Handler = (...args: never[]) => void;
interface ExpressApp {
  use(handler: Handler): void;
  listen(port: number, host: string): Server;
}
const express = serveRequire("express") as () => ExpressApp;

const IMAGE = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake image bytes");
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
let gateway: Server;
let shop: Server;
let shopUrl = "";

const listen = async (server: Server) => {
  if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith("/__platform/payment/")) {
        if (req.method === "POST") return res.writeHead(303, { location: "https://shop.example.ch/checkout/success/1/paid", "cache-control": "no-store" }).end();
        return res.writeHead(200, { "content-type": "text/html; charset=utf-8", "referrer-policy": "no-referrer", "content-security-policy": "default-src 'none'", "x-internal": "1" }).end("<form>");
      }
      if (req.url?.includes("missing")) return res.writeHead(404, { "cache-control": "no-store", "content-length": "0" }).end();
      if (req.headers["if-none-match"] === '"v1"') return res.writeHead(304, { etag: '"v1"', "cache-control": "public, max-age=31536000, immutable" }).end();
      res.writeHead(200, {
        "content-type": "image/webp",
        "content-length": String(IMAGE.length),
        "cache-control": "public, max-age=31536000, immutable",
        etag: '"v1"',
        "last-modified": "Mon, 01 Jan 2024 00:00:00 GMT",
        "set-cookie": "leak=1",
        "x-internal": "1",
      });
      res.end(req.method === "HEAD" ? undefined : IMAGE);
    });
  });
  gateway.listen(0, "127.0.0.1");
  const app = express();
  app.use(upstreamPaths(await listen(gateway)));
  app.use(((_request: unknown, response: { end(text: string): void }) => response.end("react router")) as Handler);
  shop = app.listen(0, "127.0.0.1");
  shopUrl = await listen(shop);
});

afterAll(async () => {
  await new Promise((resolve) => shop.close(resolve));
  await new Promise((resolve) => gateway.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

/** A request with the path exactly as written (fetch would resolve dot segments). */
function raw(path: string, method = "GET"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(shopUrl);
    request({ hostname, port, path, method }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("upstreamPaths", () => {
  it("streams a media file from the gateway with its type, length and caching headers; the query is kept, no cookie goes along", async () => {
    const response = await fetch(`${shopUrl}/media/a1b2.webp?width=400`, { headers: { cookie: "sw-context-token=secret", authorization: "Basic x" } });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(IMAGE)).toBe(true);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("content-length")).toBe(String(IMAGE.length));
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBe('"v1"');
    expect(response.headers.get("last-modified")).toBe("Mon, 01 Jan 2024 00:00:00 GMT");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("x-internal")).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: "GET", url: "/media/a1b2.webp?width=400" });
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it("passes conditional requests on (304), answers HEAD, and keeps a 404 a 404", async () => {
    const revalidated = await fetch(`${shopUrl}/thumbnail/a/b/a1b2_400x400.webp`, { headers: { "if-none-match": '"v1"' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe('"v1"');
    expect(seen[0]!.headers["if-none-match"]).toBe('"v1"');
    const head = await fetch(`${shopUrl}/media/a1b2.webp`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(IMAGE.length));
    expect(seen[1]!.method).toBe("HEAD");
    expect((await fetch(`${shopUrl}/media/missing.webp`)).status).toBe(404);
  });

  it("forwards the payment simulator: the page with its privacy headers, the form POST with its body, the redirect unchanged", async () => {
    const page = await fetch(`${shopUrl}/__platform/payment/tok123`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("<form>");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("content-security-policy")).toBe("default-src 'none'");
    const posted = await fetch(`${shopUrl}/__platform/payment/tok123`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: "sw-context-token=secret" },
      body: "action=pay",
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("https://shop.example.ch/checkout/success/1/paid");
    expect(seen[1]).toMatchObject({ method: "POST", url: "/__platform/payment/tok123", body: "action=pay" });
    expect(seen[1]!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(seen[1]!.headers.cookie).toBeUndefined();
  });

  it("refuses paths that leave their folder and methods the files do not take, without asking the gateway", async () => {
    for (const path of ["/media/../graphql", "/media/%2e%2e/graphql", "/thumbnail/..%2F..%2Fgraphql", "/media/.%2e/x", "/media/%E0%A4%A", "/__platform/payment/../mailbox"]) {
      expect((await raw(path)).status, path).toBe(400);
    }
    expect((await raw("/media/a1b2.webp", "POST")).status).toBe(405);
    expect((await raw("/__platform/payment/tok", "DELETE")).status).toBe(405);
    expect(seen).toEqual([]);
  });

  it("leaves every other path to the rest of the server", async () => {
    for (const path of ["/", "/mediathek", "/__platform/mailbox", "/graphql"]) {
      expect((await raw(path)).body, path).toBe("react router");
    }
    expect(seen).toEqual([]);
  });

  it("answers 502 when the gateway is not there", async () => {
    const app = express();
    app.use(upstreamPaths("http://127.0.0.1:9"));
    const lonely = app.listen(0, "127.0.0.1");
    try {
      const response = await fetch(`${await listen(lonely)}/media/a1b2.webp`);
      expect(response.status).toBe(502);
      expect(response.headers.get("cache-control")).toBe("no-store");
    } finally {
      await new Promise((resolve) => lonely.close(resolve));
    }
  });
});
