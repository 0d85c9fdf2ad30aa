/**
 * Server-rendering throughput of the web server (issue 9): warm pages against a static file of the SAME
 * server in the SAME run (`/favicon.svg`), so the ratio does not depend on the machine. Uses `wrk`
 * (`apt-get install -y wrk`) when installed — 2 threads, 16 connections, 10 s each — else a Node GET
 * loop with the same concurrency. Also records each page's HTML size (split into its parts, see htmlParts) and
 * caching headers.
 *
 * Standalone against a running web server: `tsx bench/ssr.ts http://127.0.0.1:3800`;
 * `tsx bench/ssr.ts http://127.0.0.1:3800 --sizes` only fetches each page once and prints the HTML split.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

export interface ThroughputRow {
  path: string;
  rps: number;
  p50: number;
  /** Share of the static file's rate, in percent. */
  ofStatic?: number;
  htmlBytes?: number;
  /** The HTML split into its parts (bytes, UTF-8). */
  parts?: HtmlParts;
  cacheControl?: string | null;
  etag?: boolean;
  tool: "wrk" | "node";
}

/** A returning visitor: the locale cookie is set, no session (the page a shared cache could hold). */
const HEADERS = { cookie: "i18n_redirected=de", "accept-language": "de-CH" };

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

function parseWrk(output: string): { rps: number; p50: number } {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const p50Match = /\s50%\s+([\d.]+)(us|ms|s)/.exec(output);
  const unit = { us: 0.001, ms: 1, s: 1000 } as const;
  const p50 = p50Match ? Number(p50Match[1]) * unit[p50Match[2] as keyof typeof unit] : NaN;
  return { rps: Math.round(rps * 10) / 10, p50: Math.round(p50 * 10) / 10 };
}

async function nodeLoad(url: string, seconds: number, concurrency: number): Promise<{ rps: number; p50: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      await (await fetch(url, { headers: HEADERS })).arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return { rps: Math.round((latencies.length / elapsed) * 10) / 10, p50: Math.round(latencies[Math.floor(latencies.length / 2)]! * 10) / 10 };
}

/** One full GET (retried: a keep-alive socket the load tool left behind may be closed under it). */
async function warm(url: string, attempts = 3): Promise<{ response: Response; html: ArrayBuffer }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { headers: HEADERS });
      return { response, html: await response.arrayBuffer() };
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

async function load(url: string, seconds: number, wrk: boolean): Promise<{ rps: number; p50: number }> {
  if (!wrk) return nodeLoad(url, seconds, 16);
  const args = ["-t2", "-c16", `-d${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(HEADERS)) args.push("-H", `${name}: ${value}`);
  return parseWrk(execFileSync("wrk", [...args, url], { encoding: "utf8" }));
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
    // Warm: the gateway's catalogue cache and the web server's navigation cache.
    const { response, html } = await warm(`${base}${path}`);
    const result = await load(`${base}${path}`, seconds, wrk);
    rows.push({
      path,
      ...result,
      ofStatic: Math.round((result.rps / staticFile.rps) * 1000) / 10,
      htmlBytes: html.byteLength,
      parts: htmlParts(new TextDecoder().decode(html)),
      cacheControl: response.headers.get("cache-control"),
      etag: response.headers.has("etag"),
      tool,
    });
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
