/**
 * Integration: media reach clients through a public origin, never the Store API's address (issue 19). Against the
 * REAL platform process over HTTP: the URLs the gateway answers under each MEDIA_PUBLIC_URL setting, and the
 * gateway's /media/* and /thumbnail/* routes that the web forwards the shop's own /media/… to.
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGateway, type RunningGateway } from "../helpers/gateway.js";

const PRODUCTS = /* GraphQL */ `{ products(limit: 3) { items { id cover { url thumbnails { url width } } media { url thumbnails { url width } } } } }`;

interface ImageData {
  url: string;
  thumbnails: { url: string; width: number }[];
}

/** Every image and thumbnail URL of the first products. */
async function mediaUrls(gatewayUrl: string): Promise<string[]> {
  const { body } = await gql<{ products: { items: { cover: ImageData | null; media: ImageData[] }[] } }>(gatewayUrl, PRODUCTS);
  expect(body.errors).toBeUndefined();
  const images = body.data!.products.items.flatMap((p) => [...(p.cover ? [p.cover] : []), ...p.media]);
  const urls = images.flatMap((image) => [image.url, ...image.thumbnails.map((t) => t.url)]);
  expect(urls.length).toBeGreaterThan(3);
  return urls;
}

describe("public media URLs and the media proxy (gateway ↔ real platform)", () => {
  let platform: RunningPlatform;
  const gateways: RunningGateway[] = [];
  const gateway = async (env: Record<string, string>) => {
    const started = await startGateway(platform.url, platform.accessKey, env);
    gateways.push(started);
    return started;
  };

  beforeAll(async () => {
    platform = await startPlatform();
  });

  afterAll(async () => {
    for (const started of gateways) await started.close();
    await platform?.stop();
  });

  it("points media at the shop's origin (STORE_HOST) by default", async () => {
    const shop = await gateway({ STORE_HOST: "https://shop.example.ch/" });
    for (const url of await mediaUrls(shop.url)) expect(url).toMatch(/^https:\/\/shop\.example\.ch\/media\/[\w-]+\.webp(\?width=\d+)?$/);
  });

  it("points media at MEDIA_PUBLIC_URL (a CDN) when set, and leaves them as the Store API sent them with `upstream`", async () => {
    const cdn = await gateway({ STORE_HOST: "https://shop.example.ch", MEDIA_PUBLIC_URL: "https://cdn.example.ch/" });
    for (const url of await mediaUrls(cdn.url)) expect(url).toMatch(/^https:\/\/cdn\.example\.ch\/media\//);
    const upstream = await gateway({ STORE_HOST: "https://shop.example.ch", MEDIA_PUBLIC_URL: "upstream" });
    for (const url of await mediaUrls(upstream.url)) expect(url.startsWith(`${platform.url}/media/`), url).toBe(true);
  });

  describe("GET|HEAD /media/*", () => {
    let shop: RunningGateway;
    let path: string;

    beforeAll(async () => {
      shop = await gateway({});
      const cover = (await mediaUrls(shop.url))[0]!;
      expect(cover.startsWith("http://localhost:3000/media/")).toBe(true);
      path = new URL(cover).pathname;
    });

    it("streams the platform's image with its type, length and cache lifetime; ?width= is kept", async () => {
      const direct = await fetch(`${platform.url}${path}?width=400`);
      const proxied = await fetch(`${shop.url}${path}?width=400`, { headers: { cookie: "sw-context-token=secret" } });
      expect(proxied.status).toBe(200);
      expect(proxied.headers.get("content-type")).toBe("image/webp");
      expect(proxied.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(proxied.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = Buffer.from(await proxied.arrayBuffer());
      expect(bytes.equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
      expect(Number(proxied.headers.get("content-length"))).toBe(bytes.length);
      // another width is another rendering
      const wide = Buffer.from(await (await fetch(`${shop.url}${path}?width=800`)).arrayBuffer());
      expect(wide.equals(bytes)).toBe(false);
      expect(proxied.headers.get("set-cookie")).toBeNull();
    });

    it("answers HEAD with the headers and no body", async () => {
      const head = await fetch(`${shop.url}${path}?width=400`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toBe("image/webp");
      expect(head.headers.get("cache-control")).toContain("max-age=31536000");
      expect(Number(head.headers.get("content-length"))).toBeGreaterThan(100);
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    });

    it("passes an unknown file's 404 on without the upstream's body", async () => {
      const missing = await fetch(`${shop.url}/media/no-such-file.webp`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe("");
      const thumbnail = await fetch(`${shop.url}/thumbnail/no-such-file_400x400.webp`);
      expect(thumbnail.status).toBe(404);
      expect(await thumbnail.text()).toBe("");
    });

  });

  describe("what reaches the upstream", () => {
    const seen: { url: string; headers: Record<string, unknown> }[] = [];
    let fake: Server;
    let proxy: RunningGateway;

    beforeAll(async () => {
      // A recording upstream: the platform's own router would answer a forwarded `..` path 404 as well.
      fake = createServer((request, response) => {
        seen.push({ url: request.url ?? "", headers: request.headers });
        response.writeHead(200, { "content-type": "image/webp", "cache-control": "public, max-age=60" }).end("webp");
      });
      await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
      proxy = await startGateway(`http://127.0.0.1:${(fake.address() as AddressInfo).port}`, "SWSCSECRETACCESSKEY");
      gateways.push(proxy);
    });

    afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

    it("refuses paths that leave /media/ or /thumbnail/ — plain or percent-encoded — without an upstream call", async () => {
      seen.length = 0;
      for (const attempt of [
        "/media/../store-api/context",
        "/media/%2e%2e/store-api/context",
        "/media/%2E%2E%2Fstore-api%2Fcontext",
        "/thumbnail/..%2f__platform/requests",
        "/media/./x.webp",
        "/media/..\\store-api/context",
        "/media/%ZZ",
      ]) {
        // node's fetch would resolve the dot segments itself: the path goes out as written
        const response = await rawGet(proxy.url, attempt);
        expect([400, 404], attempt).toContain(response.status);
      }
      expect(seen).toEqual([]);
    });

    it("asks for the path and query as sent, with the validators and without cookie or access key", async () => {
      seen.length = 0;
      const response = await fetch(`${proxy.url}/thumbnail/a/b/file_400x400.webp?width=400&v=2`, {
        headers: { cookie: "sw-context-token=secret", "sw-access-key": "SWSCFROMTHECLIENT", "if-none-match": 'W/"1"', "if-modified-since": "Mon, 01 Jan 2024 00:00:00 GMT" },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("webp");
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url).toBe("/thumbnail/a/b/file_400x400.webp?width=400&v=2");
      expect(seen[0]!.headers).toMatchObject({ "if-none-match": 'W/"1"', "if-modified-since": "Mon, 01 Jan 2024 00:00:00 GMT" });
      expect(seen[0]!.headers).not.toHaveProperty("cookie");
      expect(seen[0]!.headers).not.toHaveProperty("sw-access-key");
      expect(seen[0]!.headers).not.toHaveProperty("sw-context-token");
    });
  });
});

/** A GET with the path exactly as written (no URL normalisation). */
async function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method: "GET" }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}
