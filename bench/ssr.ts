/**
 * Server-rendering throughput of the web server (issue 9): warm pages against a static file of the SAME
 * server in the SAME run (`/favicon.svg`), so the ratio does not depend on the machine. Uses `wrk`
 * (`apt-get install -y wrk`) when installed — 2 threads, 16 connections, 10 s each — else a Node GET
 * loop with the same concurrency. Also records each page's HTML size (split into its parts, see htmlParts) and
 * caching headers. Each page is measured twice (issue 26): as a returning anonymous visitor, whom the web server's
 * page cache answers (`cache` HIT), and with one more cookie, which the page cache passes by: the render itself.
 *
 * Standalone against a running web server: `tsx bench/ssr.ts http://127.0.0.1:3800`;
 * `tsx bench/ssr.ts http://127.0.0.1:3800 --sizes` only fetches each page once and prints the HTML split.
 */
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { pathToFileURL } from "node:url";

export interface ThroughputRow {
  path: string;
  rps: number;
  p50: number;
  p99?: number;
  /** The page cache's answer (X-Page-Cache: HIT, STALE, MISS; "-" passed by, i.e. rendered). */
  cache?: string;
  /** Share of the static file's rate, in percent. */
  ofStatic?: number;
  htmlBytes?: number;
  /** The HTML split into its parts (bytes, UTF-8). */
  parts?: HtmlParts;
  cacheControl?: string | null;
  etag?: boolean;
  tool: "wrk" | "node";
}

/**
 * A returning visitor: the locale cookie is set, no session (the page a shared cache could hold). Compression
 * accepted as every browser does: without it wrk measures 72 KB of identity HTML per product page where a
 * shopper is sent 13 KB of brotli (the rendered rows then include the compression a shopper's page costs).
 */
const HEADERS = { cookie: "i18n_redirected=de", "accept-language": "de-CH", "accept-encoding": "br, gzip" };
/** The same visitor with one more cookie: the page cache passes the request by, so every request is rendered. */
const UNCACHED_HEADERS = { ...HEADERS, cookie: "i18n_redirected=de; bench-uncached=1" };
type Headers = Record<string, string>;

export interface HtmlParts {
  head: number;
  header: number;
  main: number;
  footer: number;
  /** React Router's inline loader data (`streamController.enqueue(…)`, the turbo-stream of every loader). */
  loaderData: number;
  /** Other inline scripts: the route manifest, module imports, scroll restoration, React's streaming helpers. */
  otherScripts: number;
  /** Everything else (doctype, body attributes, skip link, side-cart shells, whitespace). */
  rest: number;
}

const utf8 = (text: string) => Buffer.byteLength(text, "utf8");

/** The outer HTML of the first `<tag …>` at or after `from`, with nested tags of the same name balanced. */
function element(html: string, tag: string, from = 0): string {
  const start = html.indexOf(`<${tag}`, from);
  if (start < 0) return "";
  const pattern = new RegExp(`<(/?)${tag}[\\s>]`, "g");
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, html.indexOf(">", match.index) + 1);
  }
  return html.slice(start);
}

/** Bytes per part of a server-rendered page (issue 9: which part of the HTML weighs what). */
export function htmlParts(html: string): HtmlParts {
  const head = element(html, "head");
  const bodyStart = html.indexOf("<body");
  const header = element(html, "header", bodyStart);
  const main = element(html, "main", bodyStart);
  const footer = element(html, "footer", html.indexOf("</main>"));
  let loaderData = 0;
  let otherScripts = 0;
  for (const [script] of html.slice(bodyStart).matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)) {
    if (script.includes("streamController.enqueue(")) loaderData += utf8(script);
    else otherScripts += utf8(script);
  }
  const known = { head: utf8(head), header: utf8(header), main: utf8(main), footer: utf8(footer), loaderData, otherScripts };
  const sum = Object.values(known).reduce((total, bytes) => total + bytes, 0);
  return { ...known, rest: utf8(html) - sum };
}

function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"]).error === undefined;
}

function parseWrk(output: string): { rps: number; p50: number; p99: number } {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const unit = { us: 0.001, ms: 1, s: 1000 } as const;
  const percentile = (label: string) => {
    const match = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
    return match ? Math.round(Number(match[1]) * unit[match[2] as keyof typeof unit] * 10) / 10 : NaN;
  };
  return { rps: Math.round(rps * 10) / 10, p50: percentile("50"), p99: percentile("99") };
}

async function nodeLoad(url: string, seconds: number, concurrency: number, headers: Headers): Promise<{ rps: number; p50: number; p99: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  const at = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]! * 10) / 10;
  return { rps: Math.round((latencies.length / elapsed) * 10) / 10, p50: at(0.5), p99: at(0.99) };
}

/** One full GET (retried: a keep-alive socket the load tool left behind may be closed under it). */
async function warm(url: string, headers: Headers = HEADERS, attempts = 3): Promise<{ response: Response; html: ArrayBuffer }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { headers });
      return { response, html: await response.arrayBuffer() };
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

async function load(url: string, seconds: number, wrk: boolean, headers: Headers = HEADERS): Promise<{ rps: number; p50: number; p99: number }> {
  if (!wrk) return nodeLoad(url, seconds, 16, headers);
  const args = ["-t2", "-c16", `-d${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  // Asynchronously: a blocked event loop cannot see the gateway close this process's idle keep-alive sockets,
  // and the next bench's first request then goes out on a closed one ("fetch failed: other side closed").
  const { stdout } = await promisify(execFile)("wrk", [...args, url], { encoding: "utf8" });
  return parseWrk(stdout);
}

const DEFAULT_PAGES = ["/", "/Medikamente/", "/Aspirin-500-mg-20-Tabletten/SW10001"];

export async function measureSsrThroughput(
  base: string,
  pages: string[] = DEFAULT_PAGES,
  seconds = 10,
): Promise<ThroughputRow[]> {
  const wrk = hasWrk();
  const tool = wrk ? "wrk" : "node";
  const rows: ThroughputRow[] = [];
  const staticFile = await load(`${base}/favicon.svg`, seconds, wrk);
  rows.push({ path: "/favicon.svg", ...staticFile, tool });
  for (const path of pages) {
    for (const headers of [HEADERS, UNCACHED_HEADERS]) {
      // Warm: the gateway's catalogue cache, the web server's navigation cache and its page cache (stored once compressed).
      await warm(`${base}${path}`, headers);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { response, html } = await warm(`${base}${path}`, headers);
      const result = await load(`${base}${path}`, seconds, wrk, headers);
      rows.push({
        path,
        cache: response.headers.get("x-page-cache") ?? "-",
        ...result,
        ofStatic: Math.round((result.rps / staticFile.rps) * 1000) / 10,
        htmlBytes: html.byteLength,
        parts: headers === HEADERS ? htmlParts(new TextDecoder().decode(html)) : undefined,
        cacheControl: response.headers.get("cache-control"),
        etag: response.headers.has("etag"),
        tool,
      });
    }
  }
  return rows;
}

/** One warm GET per page: the HTML size and its split, no load. */
export async function measureHtmlSizes(base: string, pages: string[] = DEFAULT_PAGES): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  for (const path of pages) {
    await warm(`${base}${path}`);
    const { html } = await warm(`${base}${path}`);
    rows.push({ path, rps: NaN, p50: NaN, htmlBytes: html.byteLength, parts: htmlParts(new TextDecoder().decode(html)), tool: "node" });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const base = process.argv[2] ?? "http://127.0.0.1:3000";
  const sizesOnly = process.argv.includes("--sizes");
  const run = sizesOnly ? measureHtmlSizes(base) : measureSsrThroughput(base);
  run.then(
    (rows) => {
      // The parts as their own table (one row per page), the throughput without them.
      console.table(rows.map(({ parts, ...row }) => row));
      console.table(Object.fromEntries(rows.filter((row) => row.parts).map((row) => [row.path, { total: row.htmlBytes, ...row.parts }])));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
