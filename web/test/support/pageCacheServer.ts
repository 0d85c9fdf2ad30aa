/**
 * A stand-in shop for the page cache tests (server/pageCache.mjs): express with compression() in front as in
 * server/app.mjs, the cache, and a renderer whose answers the test chooses.
 */
import type { Server } from "node:http";
import { createRequire } from "node:module";
import { afterEach } from "vitest";
import { createPageCache, pageCacheSettings, type PageCacheSettings } from "../../server/pageCache.mjs";
import { pageCacheRules } from "~/http/pageCacheRules";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/http/cachePolicy";

const serveRequire = createRequire(createRequire(import.meta.url).resolve("@react-router/serve/package.json"));
const express = serveRequire("express");
const compression = serveRequire("compression");

export const LOCALE = { cookie: "i18n_redirected=de" };

export interface Rendered {
  status?: number;
  headers?: Record<string, string>;
  body: string;
}

/** A server with the cache in front of `answer` (the renderer); `clock` moves the cache's time. */
export async function serve(answer: (path: string, renders: number) => Rendered, settings: Partial<PageCacheSettings> = {}) {
  let renders = 0;
  const clock = { now: 1_000_000 };
  const respond = (path: string): Rendered => answer(path, ++renders);
  const cache = createPageCache({
    rules: pageCacheRules,
    settings: { ...pageCacheSettings({}), ...settings },
    now: () => clock.now,
    render: async (request) => {
      const rendered = respond(new URL(request.url).pathname);
      return new Response(rendered.body, { status: rendered.status ?? 200, headers: rendered.headers });
    },
  });
  const app = express();
  app.use(compression());
  app.use(cache.middleware);
  app.get("*", (request: { path: string }, response: { status(n: number): void; set(h: Record<string, string>): void; end(b: string): void }) => {
    const rendered = respond(request.path);
    response.status(rendered.status ?? 200);
    response.set({ "content-type": "text/html; charset=utf-8", ...rendered.headers });
    response.end(rendered.body);
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  closers.push(() => cache.close());
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const get = async (path: string, headers: Record<string, string> = LOCALE) => {
    const response = await fetch(`${url}${path}`, { headers });
    return { status: response.status, state: response.headers.get("x-page-cache"), body: await response.text(), headers: response.headers };
  };
  return { url, get, clock, cache, renders: () => renders };
}

const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  for (const server of servers.splice(0)) server.close();
});

export const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
export const page = (body: string, extra: Record<string, string> = {}): Rendered => ({
  body: `<html>${body.padEnd(2000, ".")}</html>`,
  headers: { "cache-control": PUBLIC_PAGE_CACHE_CONTROL, etag: `W/"${body}"`, "x-cache-tags": "product-a category-b", ...extra },
});

