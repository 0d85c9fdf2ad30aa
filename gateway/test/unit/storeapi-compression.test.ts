/**
 * Compressed Store API answers (storeApi/compression.ts): asked for only from a host that is not this machine by
 * default, decoded by content-encoding (gzip, brotli), error bodies included; a body that cannot be decoded is an
 * error, never garbage handed on. A local HTTP server stands in for a compressing web server in front of Shopware.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient } from "../../src/storeApi/client.js";
import { compressionWanted, decodeBody } from "../../src/storeApi/compression.js";
import { StoreApiHttpError } from "../../src/errors/index.js";
import { loadConfig } from "../../src/config.js";

const PRODUCT = { apiAlias: "product", id: "a".repeat(32), name: "Aspirin 500 mg – 20 Tabletten", translated: { name: "Aspirin" } };
/** What Shopware's product detail route answers. */
const DETAIL = { product: PRODUCT, configurator: [] };

let server: Server;
let baseUrl: string;
let seen: IncomingHttpHeaders = {};

/** Answers as a compressing web server would: the encoding the client accepts, `?broken` a corrupt body. */
function answer(accepted: string, status: number, payload: unknown, broken: boolean) {
  const json = Buffer.from(JSON.stringify(payload));
  if (broken) return { headers: { "content-encoding": "gzip" }, body: Buffer.from("not gzip at all") };
  if (accepted.includes("br")) return { headers: { "content-encoding": "br" }, body: brotliCompressSync(json) };
  if (accepted.includes("gzip")) return { headers: { "content-encoding": "gzip" }, body: gzipSync(json) };
  return { headers: {}, body: json };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = req.headers;
    req.resume();
    req.on("end", () => {
      const accepted = String(req.headers["accept-encoding"] ?? "");
      const failing = req.url?.includes("/product/missing") ?? false;
      const status = failing ? 404 : 200;
      const payload = failing ? { errors: [{ status: "404", code: "FRAMEWORK__PRODUCT_NOT_FOUND", detail: "Produkt fehlt" }] } : DETAIL;
      const { headers, body } = answer(accepted, status, payload, req.url?.includes("broken") ?? false);
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("compressed Store API answers", () => {
  it("auto asks only a host that is not this machine; on and off say so", () => {
    expect(compressionWanted("auto", "http://127.0.0.1:8000")).toBe(false);
    expect(compressionWanted("auto", "http://localhost:8000")).toBe(false);
    expect(compressionWanted("auto", "http://[::1]:8000")).toBe(false);
    expect(compressionWanted("auto", "https://shop.example.ch")).toBe(true);
    expect(compressionWanted("auto", "http://10.0.0.5:8000")).toBe(true);
    expect(compressionWanted("on", "http://127.0.0.1:8000")).toBe(true);
    expect(compressionWanted("off", "https://shop.example.ch")).toBe(false);
    expect(loadConfig({}).storeApiCompression).toBe("auto");
    expect(loadConfig({ STORE_API_COMPRESSION: "ON" }).storeApiCompression).toBe("on");
    expect(() => loadConfig({ STORE_API_COMPRESSION: "gzip" })).toThrow("STORE_API_COMPRESSION must be auto, on or off");
  });

  it("asks for gzip and brotli when on and decodes the answer", async () => {
    const client = createStoreApiClient({ baseUrl, accessKey: "KEY", timeoutMs: 2000, compression: "on" });
    try {
      const { data } = await client.invoke("readProductDetail post /product/{productId}", { pathParams: { productId: "a".repeat(32) } });
      expect(seen["accept-encoding"]).toBe("gzip, br");
      expect(data).toEqual(DETAIL);
    } finally {
      await client.close();
    }
  });

  it("asks for nothing compressed from this machine by default", async () => {
    const client = createStoreApiClient({ baseUrl, accessKey: "KEY", timeoutMs: 2000 });
    try {
      const { data } = await client.invoke("readProductDetail post /product/{productId}", { pathParams: { productId: "a".repeat(32) } });
      expect(seen["accept-encoding"]).toBeUndefined();
      expect(data).toEqual(DETAIL);
    } finally {
      await client.close();
    }
  });

  it("decodes compressed error answers into the Store API's errors", async () => {
    const client = createStoreApiClient({ baseUrl, accessKey: "KEY", timeoutMs: 2000, compression: "on" });
    try {
      const failure = await client
        .invoke("readProductDetail post /product/{productId}", { pathParams: { productId: "missing" } })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StoreApiHttpError);
      expect((failure as StoreApiHttpError).status).toBe(404);
      expect((failure as StoreApiHttpError).errors[0]?.code).toBe("FRAMEWORK__PRODUCT_NOT_FOUND");
    } finally {
      await client.close();
    }
  });

  it("refuses a body that cannot be decoded instead of handing garbage on", async () => {
    const client = createStoreApiClient({ baseUrl, accessKey: "KEY", timeoutMs: 2000, compression: "on" });
    try {
      await expect(client.invoke("readProductDetail post /product/{productId}", { pathParams: { productId: "broken" } })).rejects.toThrow(
        /cannot be decoded for readProductDetail/,
      );
    } finally {
      await client.close();
    }
    await expect(decodeBody(Buffer.from("x"), "zstd-unknown")).rejects.toThrow('unsupported content-encoding "zstd-unknown"');
    expect(await decodeBody(Buffer.from("\uFEFF{}"), undefined)).toBe("{}");
  });
});
