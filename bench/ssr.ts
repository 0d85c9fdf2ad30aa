/**
 * Server-rendering throughput of the web server (issue 9): warm pages against a static file of the SAME
 * server in the SAME run (`/favicon.svg`), so the ratio does not depend on the machine. Uses `wrk`
 * (`apt-get install -y wrk`) when installed — 2 threads, 16 connections, 10 s each — else a Node GET
 * loop with the same concurrency. Also records each page's HTML size and caching headers.
 *
 * Standalone against a running web server: `tsx bench/ssr.ts http://127.0.0.1:3800`.
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
  cacheControl?: string | null;
  etag?: boolean;
  tool: "wrk" | "node";
}

/** A returning visitor: the locale cookie is set, no session (the page a shared cache could hold). */
const HEADERS = { cookie: "i18n_redirected=de", "accept-language": "de-CH" };

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

export async function measureSsrThroughput(
  base: string,
  pages: string[] = ["/", "/Medikamente/", "/Aspirin-500-mg-20-Tabletten/SW10001"],
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
      cacheControl: response.headers.get("cache-control"),
      etag: response.headers.has("etag"),
      tool,
    });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const base = process.argv[2] ?? "http://127.0.0.1:3000";
  measureSsrThroughput(base).then(
    (rows) => console.table(rows),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
