/**
 * Upstream bytes per product page (issue 9): how much Store API JSON the gateway reads to answer the
 * web's page query (`route(path)`, the persisted document of web/app/catalog/documents.ts) for product
 * pages, with the gateway's `includes` (catalog/includes.ts) and without them. Two in-process gateways
 * on one compiled platform: one through a counting proxy that passes requests unchanged, one through a
 * proxy that removes `includes` from the request bodies (whole answers, as before). Each page is read
 * once per gateway, with the gateway's catalogue cache emptied before each page (every call reaches the
 * platform; the platform's own read cache is warm after the first gateway).
 *
 * `pnpm build && tsx bench/page-bytes.ts` (BENCH_PLATFORM_PORT, default 19000; BENCH_PAGES, default 10).
 */
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { ROOT } from "./stack.js";
import { withPlatform } from "./platform.js";
import { loadConfig } from "../gateway/src/config.js";
import { buildGateway } from "../gateway/src/server.js";

interface Counter {
  url: string;
  calls: number;
  bytes: number;
  reset(): void;
  close(): Promise<void>;
}

/** Loopback proxy to `target` counting answer bytes; `strip` removes `includes` from JSON bodies. */
async function countingProxy(target: string, strip: boolean): Promise<Counter> {
  const counter = { calls: 0, bytes: 0 };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: string | undefined = Buffer.concat(chunks).toString("utf8");
    if (strip && body && String(req.headers["content-type"] ?? "").includes("json")) {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      delete parsed.includes;
      body = JSON.stringify(parsed);
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !["host", "content-length", "connection"].includes(name))) as Record<string, string>;
    const upstream = await fetch(`${target}${req.url}`, { method: req.method, headers, body: req.method === "GET" ? undefined : body });
    const answer = Buffer.from(await upstream.arrayBuffer());
    if (String(req.url).startsWith("/store-api/")) {
      counter.calls += 1;
      counter.bytes += answer.byteLength;
    }
    const out: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) out[name] = value;
    });
    res.writeHead(upstream.status, out).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    get calls() {
      return counter.calls;
    },
    get bytes() {
      return counter.bytes;
    },
    reset() {
      counter.calls = 0;
      counter.bytes = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The web's page document (the persisted query that resolves a path). */
function routeDocument(): string {
  const manifest = JSON.parse(readFileSync(`${ROOT}/web/app/generated/persisted-documents.json`, "utf8")) as Record<string, string>;
  const document = Object.values(manifest).find((doc) => /\broute\(path:/.test(doc));
  if (!document) throw new Error("no route(path) document in web/app/generated/persisted-documents.json (pnpm codegen)");
  return document;
}

export interface PageBytesRow {
  mode: string;
  pages: number;
  callsPerPage: number;
  kbPerPage: number;
}

export async function measurePageBytes(platformUrl: string, pages = Number(process.env.BENCH_PAGES ?? 10)): Promise<PageBytesRow[]> {
  const query = routeDocument();
  const rows: PageBytesRow[] = [];
  let paths: string[] = [];
  for (const [mode, strip] of [["with includes", false], ["without includes", true]] as const) {
    const proxy = await countingProxy(platformUrl, strip);
    const config = loadConfig({ STORE_API_URL: proxy.url, LOG_LEVEL: "silent", GATEWAY_UPSTREAM_LOG: "1", RATE_LIMITS: "off" });
    const app = await buildGateway(config);
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const gql = async (body: unknown) => {
      const res = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = (await res.json()) as { data?: any; errors?: unknown[] };
      if (json.errors?.length) throw new Error(JSON.stringify(json.errors).slice(0, 500));
      return json.data;
    };
    try {
      if (paths.length === 0) {
        const data = await gql({ query: `{ products(limit: ${pages}, page: 2) { items { url } } }` });
        paths = (data.products.items as { url: string }[]).map((item) => item.url);
      }
      let calls = 0;
      let bytes = 0;
      for (const path of paths) {
        await fetch(`${base}/__gateway/catalog-cache`, { method: "DELETE" });
        proxy.reset();
        const data = await gql({ query, variables: { path } });
        if (data.route.__typename !== "ProductRoute") throw new Error(`${path}: ${data.route.__typename}`);
        calls += proxy.calls;
        bytes += proxy.bytes;
      }
      rows.push({ mode, pages: paths.length, callsPerPage: Math.round((calls / paths.length) * 10) / 10, kbPerPage: Math.round(bytes / paths.length / 102.4) / 10 });
    } finally {
      await app.close();
      await proxy.close();
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  withPlatform(async (base) => {
    const rows = await measurePageBytes(base);
    console.log("Store API answer bytes per product page (web's route query, gateway cache emptied per page)");
    console.table(rows);
  }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
