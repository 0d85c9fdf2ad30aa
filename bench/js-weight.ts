/**
 * First-load JavaScript per page (issue 9): the gzipped bytes of every script the browser must fetch before the
 * page is interactive — the module scripts and `modulepreload` links of the server-rendered HTML plus, to be
 * sure nothing is missed, every chunk they import statically (followed transitively). Chunks loaded with a
 * dynamic `import()` (lazy components, code loaded on first interaction) are not counted: they are not part of
 * the first load. Bytes as the web server sends them: each file is asked for twice, once as a gzip-only client
 * (`gzipKB`) and once as a browser (`brKB`: brotli); the server sends precompressed copies (web/scripts/precompress.mjs).
 *
 * Standalone against a running web server: `tsx bench/js-weight.ts http://127.0.0.1:3800`.
 */
import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { frontendPages, RETURNING_VISITOR, runStandalone } from "./pages.js";

export interface JsWeightRow {
  page: string;
  files: number;
  rawKB: number;
  gzipKB: number;
  brKB: number;
  /** The three largest chunks, gzipped KB. */
  largest: string;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Script URLs the HTML starts loading: `<script type="module" src>`, `modulepreload`, and inline `import("…")`. */
function scriptsOfHtml(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])?.[1];
    if (href) found.add(new URL(href, base).href);
  }
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) found.add(new URL(m[1]!, base).href);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1]!.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) found.add(new URL(i[1]!, base).href);
  }
  return [...found];
}

/** Static imports of a minified ES module chunk (`from"./x.js"`, `import"./x.js"`), never `import("…")`. */
function staticImports(code: string, url: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"([^"]+\.js)"/g)) out.push(new URL(m[1]!, url).href);
  return out;
}

interface Served {
  /** The body as sent (compressed or not). */
  sent: number;
  /** The decoded body. */
  content: Buffer;
}

/** GET as a client accepting `encoding` only; the body's size as sent, and its content decoded. */
function fetchEncoded(url: string, encoding: "gzip" | "br"): Promise<Served> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: HTTP ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        const sentAs = response.headers["content-encoding"];
        const content = sentAs === "gzip" ? gunzipSync(body) : sentAs === "br" ? brotliDecompressSync(body) : body;
        resolve({ sent: body.length, content });
      });
    }).on("error", reject);
  });
}

export async function firstLoadJs(baseUrl: string, path: string): Promise<{ files: { url: string; raw: number; gzip: number; br: number }[] }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: RETURNING_VISITOR });
  const html = await response.text();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const queue = scriptsOfHtml(html, response.url);
  const seen = new Set(queue);
  const files: { url: string; raw: number; gzip: number; br: number }[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    const [gzip, br] = await Promise.all([fetchEncoded(url, "gzip"), fetchEncoded(url, "br")]);
    files.push({ url, raw: gzip.content.length, gzip: gzip.sent, br: br.sent });
    for (const next of staticImports(gzip.content.toString("utf8"), url)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return { files };
}

export async function measureJsWeight(baseUrl: string): Promise<JsWeightRow[]> {
  const rows: JsWeightRow[] = [];
  for (const { name, path } of frontendPages()) {
    const { files } = await firstLoadJs(baseUrl, path);
    const largest = [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((f) => `${new URL(f.url).pathname.replace(/^\/assets\//, "")} ${kb(f.gzip)}`)
      .join(", ");
    rows.push({
      page: name,
      files: files.length,
      rawKB: kb(files.reduce((s, f) => s + f.raw, 0)),
      gzipKB: kb(files.reduce((s, f) => s + f.gzip, 0)),
      brKB: kb(files.reduce((s, f) => s + f.br, 0)),
      largest,
    });
  }
  return rows;
}

runStandalone(import.meta.url, measureJsWeight);
