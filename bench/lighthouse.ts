/**
 * Lighthouse (issue 9): performance and accessibility of the front-end pages with Lighthouse's default mobile
 * settings (simulated slow 4G, 4× CPU slowdown, Moto G Power viewport) in Debian's Chromium, headless. One run
 * per page after a warm-up request (server caches warm, as for a returning visitor's next page), a returning
 * anonymous visitor (locale cookie). Prints the scores and FCP, LCP, TBT, CLS; failing accessibility audits
 * and the main performance opportunities are listed so a score below the goal says why.
 *
 * Standalone against a running web server: `tsx bench/lighthouse.ts http://127.0.0.1:3800`
 * (`CHROMIUM_PATH` overrides /usr/bin/chromium; `BENCH_PAGES=/a,/b` other pages; `BENCH_LIGHTHOUSE_DIR=dir` keeps
 * each page's full report as JSON there, to see which element shifts or which request blocks).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { frontendPages, RETURNING_VISITOR, runStandalone } from "./pages.js";

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What holds the scores down: failing a11y audits, the largest performance opportunities. */
  findings: string;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { type?: string; overallSavingsMs?: number };
}

function findings(audits: Record<string, Audit>, a11yIds: string[]): string {
  const a11y = a11yIds
    .map((id) => audits[id])
    .filter((a): a is Audit => !!a && a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => `a11y:${a.id}`);
  const perf = Object.values(audits)
    .filter((a) => a.details?.type === "opportunity" && (a.details.overallSavingsMs ?? 0) >= 100)
    .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .map((a) => `${a.id} −${Math.round(a.details!.overallSavingsMs!)}ms`);
  return [...a11y, ...perf].join(", ");
}

export async function measureLighthouse(baseUrl: string): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const { name, path } of frontendPages()) {
      const url = `${baseUrl}${path}`;
      await (await fetch(url, { headers: RETURNING_VISITOR })).text(); // warm the server's caches
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        extraHeaders: { Cookie: RETURNING_VISITOR.cookie },
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
      const { categories, audits, runtimeError } = result.lhr;
      const dir = process.env.BENCH_LIGHTHOUSE_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(`${dir}/${name.replace(/[^\w-]+/g, "_")}.json`, JSON.stringify(result.lhr));
      }
      if (runtimeError) throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
      const a = audits as unknown as Record<string, Audit>;
      const value = (id: string) => a[id]?.numericValue ?? NaN;
      rows.push({
        page: name,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcpMs: Math.round(value("first-contentful-paint")),
        lcpMs: Math.round(value("largest-contentful-paint")),
        tbtMs: Math.round(value("total-blocking-time")),
        cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
        findings: findings(a, categories.accessibility?.auditRefs.map((r) => r.id) ?? []),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

runStandalone(import.meta.url, measureLighthouse);
