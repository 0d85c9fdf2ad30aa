/**
 * The pages the front-end benches (Lighthouse, first-load JavaScript) look at (issue 9): one of each kind a
 * shopper lands on. Fixed paths from the seeded catalogue, so runs compare; `BENCH_PAGES=/a,/b` overrides.
 */
import { pathToFileURL } from "node:url";

export interface BenchPage {
  name: string;
  path: string;
}

const DEFAULT_PAGES: BenchPage[] = [
  { name: "home", path: "/" },
  { name: "category", path: "/Medikamente/" },
  { name: "product", path: "/Aspirin-500-mg-20-Tabletten/SW10001" },
  { name: "search", path: "/search?search=aspirin" },
  { name: "cart", path: "/checkout/cart" },
];

export function frontendPages(): BenchPage[] {
  const custom = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  return custom ? custom.map((path) => ({ name: path, path })) : DEFAULT_PAGES;
}

/** A returning anonymous visitor (locale cookie set, no session): no locale redirect, the page a cache could hold. */
export const RETURNING_VISITOR = { cookie: "i18n_redirected=de", "accept-language": "de-CH" };

/** Runs a front-end bench as a script (`tsx bench/x.ts <web base URL>`) when `moduleUrl` is the script started. */
export function runStandalone(moduleUrl: string, measure: (baseUrl: string) => Promise<object[]>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  measure(process.argv[2] ?? "http://127.0.0.1:3800").then(
    (rows) => console.table(rows),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
