import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildPath, createStoreApiClient, parseOperation } from "../../src/storeApi/client.js";
import { StoreApiHttpError, StoreApiNetworkError, StoreApiTimeoutError, normalizeError } from "../../src/errors/index.js";

/** A tiny local HTTP server standing in for the Store API (real sockets, no mocks of undici). */
let server: Server;
let baseUrl: string;
let lastHeaders: IncomingHttpHeaders = {};
let lastUrl = "";
let lastBody = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    lastUrl = req.url ?? "";
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      lastBody = body;
      if (req.url?.startsWith("/store-api/slow")) return; // never answers
      if (req.url?.startsWith("/store-api/stall")) {
        // Answers its headers and half a body, then stalls: the deadline covers the body too.
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"token":');
        return;
      }
      if (req.url?.startsWith("/store-api/context")) {
        res.writeHead(200, { "content-type": "application/json", "sw-context-token": "new-token" });
        res.end(JSON.stringify({ token: "new-token" }));
        return;
      }
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ errors: [{ status: "401", code: "KEY", title: "Unauthorized", detail: "Bad key" }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("Store API client", () => {
  it("parses operation keys and builds paths", () => {
    expect(parseOperation("readProduct post /product")).toEqual({ method: "POST", path: "/product" });
    expect(buildPath("/navigation/{activeId}/{rootId}", { activeId: "a b", rootId: "main-navigation" })).toBe(
      "/navigation/a%20b/main-navigation",
    );
    expect(buildPath("/x", undefined, { ids: ["1", "2"], limit: 3 })).toBe("/x?ids%5B%5D=1&ids%5B%5D=2&limit=3");
  });

  it("encodes a lone surrogate in a path parameter as U+FFFD instead of throwing (fuzz finding: votePoll)", () => {
    expect(buildPath("/cms/poll/{pollId}/vote", { pollId: "\ud800x" })).toBe("/cms/poll/%EF%BF%BDx/vote");
    expect(buildPath("/x", undefined, { q: "\ud800" })).toBe("/x?q=%EF%BF%BD");
  });

  it("sends the Store API headers and returns the new context token", async () => {
    const client = createStoreApiClient({ baseUrl, accessKey: "KEY1", timeoutMs: 2000 });
    const result = await client.invoke("readContext get /context", { contextToken: "tok", languageId: "lang1" });
    expect(result.contextToken).toBe("new-token");
    expect(lastUrl).toBe("/store-api/context");
    expect(lastHeaders).toMatchObject({
      "sw-access-key": "KEY1",
      "sw-context-token": "tok",
      "sw-language-id": "lang1",
      "sw-include-seo-urls": "true",
      accept: "application/json",
    });
    await client.close();
  });

  it("omits token and language when not given, sends JSON bodies", async () => {
    const client = createStoreApiClient({ baseUrl, accessKey: "KEY1", timeoutMs: 2000 });
    await expect(client.invoke("readProduct post /product", { body: { ids: ["a"], limit: 1 } })).rejects.toBeInstanceOf(
      StoreApiHttpError,
    );
    expect(lastHeaders["sw-context-token"]).toBeUndefined();
    expect(lastHeaders["sw-language-id"]).toBeUndefined();
    expect(lastHeaders["content-type"]).toBe("application/json");
    expect(JSON.parse(lastBody)).toEqual({ ids: ["a"], limit: 1 });
    await client.close();
  });

  it("normalises an HTTP error with the server's errors list", async () => {
    const client = createStoreApiClient({ baseUrl, accessKey: "bad", timeoutMs: 2000 });
    const error = await client.invoke("readLanguagesGet get /language").catch((e: unknown) => e);
    expect(normalizeError(error)).toEqual({ status: 401, messages: ["Bad key"], codes: ["KEY"] });
    await client.close();
  });

  it("times out with a 'timeout of' error → 408", async () => {
    const client = createStoreApiClient({ baseUrl, accessKey: "KEY1", timeoutMs: 150 });
    // Not a real Store API operation: the stub server never answers /store-api/slow.
    const slow = await client.invoke("readSlow get /slow" as never).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(StoreApiTimeoutError);
    expect(normalizeError(slow).status).toBe(408);
    await client.close();
  });

  it("times out a body that stalls after its headers", async () => {
    const client = createStoreApiClient({ baseUrl, accessKey: "KEY1", timeoutMs: 150 });
    const started = performance.now();
    const stalled = await client.invoke("readStall get /stall" as never).catch((e: unknown) => e);
    expect(stalled).toBeInstanceOf(StoreApiTimeoutError);
    expect(performance.now() - started).toBeLessThan(2000);
    await client.close();
  });

  it("clears its deadline once the answer is complete", async () => {
    const client = createStoreApiClient({ baseUrl, accessKey: "KEY1", timeoutMs: 60_000 });
    await client.invoke("readContext get /context");
    // Only the timers, so the sockets run for real; the deadlines' timers are counted while pending.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const before = vi.getTimerCount();
      for (let i = 0; i < 5; i++) await client.invoke("readContext get /context");
      // Five finished calls leave no deadline behind (one left running would hold its minute for nothing);
      // undici's own coarse clock for its socket timeouts may start its one timer.
      expect(vi.getTimerCount()).toBeLessThanOrEqual(before + 1);
    } finally {
      vi.useRealTimers();
    }
    await client.close();
  });

  it("maps a refused connection to a network error → 0", async () => {
    const client = createStoreApiClient({ baseUrl: "http://127.0.0.1:1", accessKey: "KEY1", timeoutMs: 2000 });
    const error = await client.invoke("readContext get /context").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiNetworkError);
    expect(normalizeError(error).status).toBe(0);
    await client.close();
  });
});
