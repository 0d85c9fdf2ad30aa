/**
 * The web server process (server/index.mjs, package.json `start`) with the real server build: paths that
 * cannot be decoded answer 400 and leave one access-log line, never a stack trace on stderr (issue 10); media
 * files come from the gateway on the shop's own origin (issue 19). Every answer carries the security headers; a
 * page's inline scripts are allowed by their hashes (issue 19).
 * Needs `pnpm --filter @shop/web build` (scripts/test.sh builds before the tests).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "./support/httpGet";
import { startWebServer, type RunningWebServer } from "./support/webServer";

const ASSETS = fileURLToPath(new URL("../build/client/assets/", import.meta.url));

/** A GET as a client that accepts `encoding` (node:http: fetch would decode and hide the encoding). */
const getAs = (url: string, encoding: string) => rawGet(url, { "accept-encoding": encoding });

const IMAGE = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 image bytes from the gateway");

describe("web server process", () => {
  let web: RunningWebServer;
  let url: string;
  // The gateway's media route, as far as these tests need it (its own tests: gateway/test/integration/media.test.ts).
  let gateway: Server;
  const gatewaySaw: string[] = [];

  beforeAll(async () => {
    gateway = createHttpServer((req, res) => {
      gatewaySaw.push(`${req.method} ${req.url}`);
      if (!req.url?.startsWith("/media/")) return res.writeHead(503).end();
      res.writeHead(200, { "content-type": "image/webp", "content-length": String(IMAGE.length), "cache-control": "public, max-age=31536000, immutable" });
      res.end(IMAGE);
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    web = await startWebServer(`http://127.0.0.1:${(gateway.address() as { port: number }).port}`);
    url = web.url;
  }, 30_000);

  afterAll(() => {
    web?.child.kill("SIGTERM");
    gateway?.close();
  });

  it("answers undecodable paths 400 without a stack trace in the log", async () => {
    for (const path of ["/%E0%A4%A", "/assets/%E0%A4%A", "/fr/%C0%AF", "/%"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toBe("Bad Request");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(web.output().stdout).toContain("GET /%E0%A4%A 400");
    expect(web.output().stderr).not.toMatch(/URIError|\n\s+at /);
    expect(web.output().stderr).toBe("");
  });

  it("still serves public files and built assets", async () => {
    const favicon = await fetch(`${url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const asset = readdirSync(fileURLToPath(new URL("../build/client/assets/", import.meta.url))).find((name) => name.endsWith(".js"));
    const script = await fetch(`${url}/assets/${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends scripts compressed at build time: brotli to browsers, gzip to gzip-only clients, as is to the rest", async () => {
    // The largest script: the framework chunk every page loads.
    const name = readdirSync(ASSETS)
      .filter((file) => file.endsWith(".js"))
      .sort((a, b) => readFileSync(`${ASSETS}${b}`).length - readFileSync(`${ASSETS}${a}`).length)[0]!;
    const original = readFileSync(`${ASSETS}${name}`);
    const assetUrl = `${url}/assets/${name}`;

    const br = await getAs(assetUrl, "gzip, deflate, br, zstd");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gzip = await getAs(assetUrl, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    // Zopfli's gzip is smaller than zlib's best level; brotli smaller still.
    expect(gzip.body.length).toBeLessThan(gzipSync(original, { level: 9 }).length);
    expect(br.body.length).toBeLessThan(gzip.body.length);

    const identity = await getAs(assetUrl, "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.equals(original)).toBe(true);
  });

  it("serves media from the gateway on its own origin: bytes, type and year-long caching as the gateway sent them, not compressed again", async () => {
    const image = await getAs(`${url}/media/a1b2.webp?width=400`, "gzip, deflate, br");
    expect(image.status).toBe(200);
    expect(image.body.equals(IMAGE)).toBe(true);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(gatewaySaw).toContain("GET /media/a1b2.webp?width=400");
  });

  it("sends the security headers on pages, assets and refused requests", async () => {
    const asset = readdirSync(ASSETS).find((name) => name.endsWith(".js"));
    for (const path of ["/shipping", "/fr/pharmacy-map", `/assets/${asset}`, "/favicon.svg", "/media/a1b2.webp", "/_root.data", "/%E0%A4%A"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("content-security-policy"), path).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("permissions-policy"), path).toMatch(path.endsWith("pharmacy-map") ? /geolocation=\(self\)/ : /geolocation=\(\)/);
      if (!path.startsWith("/shipping") && !path.endsWith("pharmacy-map")) {
        expect(response.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    }
  });

  it("sends a rendered page whole (server/documentHandler.mjs): the same bytes as brotli, gzip and identity, its length, an empty HEAD", async () => {
    const identity = await getAs(`${url}/shipping`, "identity");
    expect(identity.body.length).toBeGreaterThan(1000);
    expect(identity.body.toString("utf8")).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    expect(identity.headers["content-length"]).toBe(String(identity.body.length));
    const br = await getAs(`${url}/shipping`, "br");
    const gzip = await getAs(`${url}/shipping`, "gzip");
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"]]).toEqual(["br", "gzip"]);
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    for (const answer of [br, gzip]) {
      expect(answer.status).toBe(identity.status);
      expect(answer.headers.etag).toBe(identity.headers.etag);
      expect(answer.headers.vary).toBe(identity.headers.vary);
    }
    const head = await fetch(`${url}/shipping`, { method: "HEAD" });
    expect(head.status).toBe(identity.status);
    expect(await head.text()).toBe("");
  });

  it("allows exactly the page's own inline scripts by hash, and renders the same bytes every time", async () => {
    // The stand-in gateway answers media only: the page is the error page, with the framework's inline scripts like any other.
    const first = await fetch(`${url}/shipping`);
    const html = await first.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes!));
    expect(inline.length).toBeGreaterThanOrEqual(3);
    const hashes = inline.map(([, , body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
    const scriptSrc = first.headers.get("content-security-policy")!.split("; ").find((directive) => directive.startsWith("script-src "))!;
    expect(scriptSrc.split(" ").slice(1).sort()).toEqual(["'self'", ...new Set(hashes)].sort());
    expect(html).not.toMatch(/\bnonce=/);

    const second = await fetch(`${url}/shipping`);
    expect(await second.text()).toBe(html);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });
});
