/**
 * Embedded platform read speed (issue 9): the Store API reads a product page and a category page make,
 * sent straight to the compiled platform (`node dist/cli/serve.js`, fresh seeded in-memory DB) with the
 * criteria the gateway sends (gateway/src/catalog/loaders.ts, listing.ts). Each route is driven by 16
 * connections for a bounded time (BENCH_PLATFORM_SECONDS, default 10) after a warm-up; p50/p99 and
 * req/s per route. A Node keep-alive POST loop on node:http (wrk cannot vary POST bodies without Lua
 * and is not always installed); the load generator shares the machine, so the figures include its
 * CPU, reported per request next to the platform's. `fetch` cost the generator 5× the CPU of node:http
 * per 120 KB answer (0.83 vs 0.16 ms), more than the platform itself, and set the p50 of every route;
 * BENCH_PLATFORM_CLIENT=fetch measures with it as before.
 *
 * Standalone: `BENCH_ONLY=platform pnpm bench` or `tsx bench/platform.ts` (after `pnpm build`);
 * BENCH_PLATFORM_PORT picks the port, BENCH_PLATFORM_NODE_ARGS adds node flags (e.g. `--cpu-prof`),
 * BENCH_PLATFORM_ENTRY another build's entry (relative to platform/, default dist/cli/serve.js),
 * BENCH_PLATFORM_INCLUDES=0 leaves the gateway's `includes` out (whole answers, for comparison).
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { ROOT } from "./stack.js";
// the criteria the gateway really sends: the bench follows when they change
import {
  CMS_LISTING_CRITERIA,
  CROSS_SELLING_CRITERIA,
  NAVIGATION_FETCH_DEPTH,
  PRODUCT_DETAIL_CRITERIA,
  seoUrlByPathCriteria,
} from "../gateway/src/catalog/loaders.js";
import { REVIEW_INCLUDES } from "../gateway/src/catalog/includes.js";
import { reviewsCriteria } from "../gateway/src/catalog/reviews.js";
import { DEFAULT_LIMIT, listingCriteria } from "../gateway/src/catalog/listing.js";

const ACCESS_KEY = process.env.PLATFORM_ACCESS_KEY ?? "SWSCAPOTHEKESHOPDEMOKEY012";
const CONNECTIONS = 16;

export interface ReadRow {
  route: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rps: number;
  /** Size of the answer body in KB (uncompressed JSON). */
  kb?: number;
  /** CPU time of the platform process per request (user + system), when its pid is known: on a shared
   * machine the latency figures include waiting for a core, this does not. */
  cpuMsPerRequest?: number;
  /** CPU time of the load generator (this process) per request. */
  clientCpuMs?: number;
}

export interface Target {
  route: string;
  path: string;
  body: unknown;
}

/** The gateway's listing criteria for page 1 of a category, default page size and sorting. */
const listingBody = (extra: Record<string, unknown> = {}) => ({
  ...listingCriteria({
    page: 1, limit: DEFAULT_LIMIT, sort: null, minPrice: null, maxPrice: null, properties: [], manufacturers: [], minRating: null, shippingFree: false,
  }),
  ...extra,
});

type Json = Record<string, unknown>;

export async function call(base: string, path: string, body: unknown, headers: Record<string, string>): Promise<Json> {
  const res = await fetch(`${base}/store-api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "sw-access-key": ACCESS_KEY, ...headers },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Json;
}

/** What a German product and category page of the seeded shop ask for. */
export async function targets(base: string): Promise<{ headers: Record<string, string>; list: Target[] }> {
  const languages = (await call(base, "/language", { limit: 100, associations: { translationCode: {} } }, {})).elements as Json[];
  const de = languages.find((l) => String((l.translationCode as Json | null)?.code ?? "").startsWith("de")) ?? languages[0]!;
  const headers = { "sw-language-id": String(de.id), "sw-include-seo-urls": "true" };
  const rootId = await contextRoot(base, headers);
  const tree = (await call(base, `/navigation/${rootId}/${rootId}`, { depth: NAVIGATION_FETCH_DEPTH, buildTree: true }, headers)) as unknown as Json[];
  const category = tree.find((c) => (c.childCount as number) > 0) ?? tree[0]!;
  const products = (await call(base, "/product", { limit: 1, filter: [{ type: "equals", field: "parentId", value: null }] }, headers)).elements as Json[];
  const product = products[0]!;
  const productId = String(product.id);
  const seoPath = String(((product.seoUrls as Json[] | null)?.[0]?.seoPathInfo as string | undefined) ?? "");
  return {
    headers,
    list: [
      { route: "product detail", path: `/product/${productId}`, body: PRODUCT_DETAIL_CRITERIA },
      { route: "product reviews", path: `/product/${productId}/reviews`, body: reviewsCriteria(1, 10, null, REVIEW_INCLUDES) },
      { route: "product cross-selling", path: `/product/${productId}/cross-selling`, body: CROSS_SELLING_CRITERIA },
      { route: "product listing", path: `/product-listing/${category.id}`, body: listingBody() },
      { route: "product listing (sorted, price filter)", path: `/product-listing/${category.id}`, body: listingBody({ order: "price-asc", "min-price": 5 }) },
      { route: "category (CMS page + listing)", path: `/category/${category.id}`, body: CMS_LISTING_CRITERIA },
      { route: "seo-url by path", path: "/seo-url", body: seoUrlByPathCriteria([seoPath]) },
      { route: "navigation (depth 5)", path: `/navigation/${rootId}/${rootId}`, body: { depth: NAVIGATION_FETCH_DEPTH, buildTree: true } },
    ],
  };
}

function withoutIncludes(body: unknown): unknown {
  if (!body || typeof body !== "object") return body;
  const { includes: _includes, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** The sales channel's navigation root (GET /context). */
async function contextRoot(base: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}/store-api/context`, { headers: { accept: "application/json", "sw-access-key": ACCESS_KEY, ...headers } });
  const ctx = (await res.json()) as Json;
  return String((ctx.salesChannel as Json).navigationCategoryId);
}

/** CPU milliseconds (user + system) the process has used so far, from /proc (Linux). */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ (100)
  } catch {
    return undefined;
  }
}

/** One POST per call over 16 kept-alive sockets: resolves with the status and the answer's size. */
type Send = () => Promise<{ status: number; bytes: number }>;

function httpSender(url: string, headers: Record<string, string>, body: string): Send {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const options = { host: target.hostname, port: target.port, path: target.pathname, method: "POST", agent, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } };
  return () =>
    new Promise((resolve, reject) => {
      const req = http.request(options, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
}

function fetchSender(url: string, headers: Record<string, string>, body: string): Send {
  return async () => {
    const res = await fetch(url, { method: "POST", headers, body });
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  };
}

/** 16 closed-loop connections for `seconds`; every answer must be 200. */
async function drive(base: string, target: Target, headers: Record<string, string>, seconds: number, pid?: number): Promise<ReadRow> {
  const url = `${base}/store-api${target.path}`;
  const sender = process.env.BENCH_PLATFORM_CLIENT === "fetch" ? fetchSender : httpSender;
  const send = sender(url, { "content-type": "application/json", accept: "application/json", "sw-access-key": ACCESS_KEY, ...headers }, JSON.stringify(target.body));
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const deadline = performance.now() + seconds * 1000;
  async function worker(): Promise<void> {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await send();
        bytes = res.bytes;
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  const started = performance.now();
  const cpuBefore = cpuMs(pid);
  const clientBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(pid);
  const client = process.cpuUsage(clientBefore);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const round = (n: number) => Math.round(n * 10) / 10;
  const row: ReadRow = { route: target.route, requests: latencies.length, errors, p50: round(pct(50)), p99: round(pct(99)), rps: round(latencies.length / elapsed), kb: round(bytes / 1024) };
  if (cpuBefore !== undefined && cpuAfter !== undefined) row.cpuMsPerRequest = Math.round(((cpuAfter - cpuBefore) / latencies.length) * 100) / 100;
  row.clientCpuMs = Math.round(((client.user + client.system) / 1000 / latencies.length) * 100) / 100;
  return row;
}

/** Measures the platform at `base` (already running; `pid`: its process, for the CPU column). */
export async function measurePlatformReads(base: string, pid?: number, seconds = Number(process.env.BENCH_PLATFORM_SECONDS ?? 10)): Promise<ReadRow[]> {
  const { headers, list } = await targets(base);
  // BENCH_PLATFORM_INCLUDES=0 sends the same criteria without `includes` (whole answers), for comparison.
  if (process.env.BENCH_PLATFORM_INCLUDES === "0") for (const target of list) target.body = withoutIncludes(target.body);
  const only = process.env.BENCH_PLATFORM_ROUTES?.split(",");
  const rows: ReadRow[] = [];
  for (const target of list) {
    if (only && !only.some((o) => target.route.startsWith(o))) continue;
    await call(base, target.path, target.body, headers); // warm (and fail loudly on a wrong request)
    await drive(base, target, headers, Math.min(2, seconds)); // warm-up run: JIT and caches
    rows.push(await drive(base, target, headers, seconds, pid));
  }
  return rows;
}

/** Starts the compiled platform alone (fresh seeded in-memory DB), runs `fn` against it, stops it. */
export async function withPlatform<T>(fn: (base: string, pid: number | undefined) => Promise<T>): Promise<T> {
  const port = Number(process.env.BENCH_PLATFORM_PORT ?? 19000);
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_PLATFORM_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  // BENCH_PLATFORM_ENTRY: another build to compare against (e.g. a copy of an earlier dist/)
  const entry = process.env.BENCH_PLATFORM_ENTRY ?? "dist/cli/serve.js";
  // Something already answering there would be measured instead of this build (its own start fails with EADDRINUSE).
  const occupied = await fetch(`${base}/__platform/requests`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`port ${port} is in use: stop what listens there or set BENCH_PLATFORM_PORT`);
  const child: ChildProcess = spawn("node", [...nodeArgs, entry], {
    cwd: `${ROOT}/platform`,
    // PLATFORM_DEV_TOOLS: the request log records every request as in earlier builds, so numbers stay comparable
    env: { ...process.env, NODE_ENV: "production", PLATFORM_PORT: String(port), PLATFORM_DB: ":memory:", PLATFORM_DEV_TOOLS: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        await fetch(`${base}/__platform/requests`);
        if (child.exitCode !== null) throw new Error(`the platform exited (${child.exitCode}) before answering`);
        break;
      } catch {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`platform did not start at ${base}`);
        await sleep(250);
      }
    }
    return await fn(base, child.pid);
  } finally {
    // SIGINT: the platform closes and exits normally, so a --cpu-prof profile gets written.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGINT");
      await exited;
    }
  }
}

/** Measures the compiled platform alone. */
export async function benchPlatform(): Promise<ReadRow[]> {
  return withPlatform(async (base, pid) => {
    const rows = await measurePlatformReads(base, pid);
    console.log(`Embedded platform Store API reads (${CONNECTIONS} connections, ${process.env.BENCH_PLATFORM_CLIENT === "fetch" ? "fetch" : "node:http"} client, node ${process.version})`);
    console.table(rows);
    return rows;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchPlatform().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
