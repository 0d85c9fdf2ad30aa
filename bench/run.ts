/**
 * Shop benchmark: `pnpm bench` (after `pnpm build`). Starts the built stack on bench ports and reports
 *  - per page (home, category, product, search), cold (gateway cache emptied) and warm: GraphQL requests
 *    made by the browser, upstream Store API calls (platform request log) and sequential waves (gateway
 *    upstream log), time to first byte of the server-rendered HTML;
 *  - gateway latency p50/p99 and requests/second for a product query, cold (a new product each request,
 *    so nothing is cached) and warm (the same product again and again);
 *  - a shopper with a cart (bench/cart.ts): the warm product page with the session cookie, and cart
 *    mutations (updateCartItem, addToCart) against one session, p50/p99;
 *  - checkout (bench/checkout.ts): upstream waves of the checkout query, what one placeOrder costs (upstream
 *    calls, waves, platform and gateway CPU ms per order, orders one at a time), placeOrder p50/p99 with 20
 *    concurrent checkouts, and a bounded load run (BENCH_SHOPPERS, default 100, for BENCH_SECONDS,
 *    default 60) reporting orders placed = carts submitted. `BENCH_ONLY=checkout` runs only this part.
 *  - faults (bench/faults.ts, issue 10): `BENCH_ONLY=faults` only, never in the full run — slow, broken and
 *    killed upstream, gateway restart.
 *  - the page cache under a shopper mix (bench/shoppers.ts): hit ratio of anonymous catalogue views while people browse
 *    in three languages, some with a cart, and orders purge the pages of what sells. `BENCH_ONLY=shoppers` only this.
 *  - embedded platform reads (bench/platform.ts): Store API product, listing, SEO URL and navigation reads,
 *    16 connections, p50/p99 and req/s per route. `BENCH_ONLY=platform` starts only the platform and runs only this;
 *    `BENCH_ONLY=platform-orders` (bench/platform-orders.ts) what the same reads cost right after an order.
 *  - front end (bench/js-weight.ts, bench/lighthouse.ts): first-load JavaScript (gzipped) and Lighthouse mobile
 *    scores of home, category, product, search and cart. `BENCH_ONLY=lighthouse` runs only these two.
 * Numbers are printed and written to bench/results/latest.json; docs/PERFORMANCE.md records them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { measureCartMutations, measureCartPage } from "./cart.js";
import { measureCheckout } from "./checkout.js";
import { benchFaults } from "./faults.js";
import { benchPlatform, measurePlatformReads } from "./platform.js";
import { benchPlatformOrders } from "./platform-orders.js";
import { measureJsWeight } from "./js-weight.js";
import { measureLighthouse } from "./lighthouse.js";
import { runLoad } from "./load.js";
import { measureShopperMix, printShopperMix } from "./shoppers.js";
import { measureSsrThroughput } from "./ssr.js";
import { ROOT, URLS, startStack, stopStack } from "./stack.js";
import { resetLogs, upstreamCost } from "./upstream.js";

interface PageRow {
  page: string;
  path: string;
  run: "cold" | "warm";
  status: number;
  browserGraphql: number;
  upstreamCalls: number;
  upstreamWaves: number;
  ttfbMs: number;
  /** warm only: median time for the complete server-rendered HTML over 10 sequential requests */
  htmlMedianMs?: number;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${URLS.gateway}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shop-locale": "de" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function pages(): Promise<{ name: string; path: string }[]> {
  const data = await gql<{ navigation: { url: string; external: boolean }[]; products: { items: { id: string; url: string }[] } }>(
    "{ navigation(depth: 1) { url external } products(limit: 1) { items { id url } } }",
  );
  const category = data.navigation.find((n) => !n.external)?.url ?? "/";
  const product = data.products.items[0]?.url ?? "/";
  return [
    { name: "home", path: "/" },
    { name: "category", path: category },
    { name: "product", path: product },
    { name: "search", path: `/search?search=${encodeURIComponent(process.env.BENCH_SEARCH ?? "aspirin")}` },
  ];
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
}

async function measurePages(): Promise<PageRow[]> {
  const browser = await launchBrowser();
  const rows: PageRow[] = [];
  try {
    for (const { name, path } of await pages()) {
      for (const run of ["cold", "warm"] as const) {
        const context = await browser.newContext({ locale: "de-CH" });
        const page = await context.newPage();
        let browserGraphql = 0;
        page.on("request", (r) => {
          if (new URL(r.url()).pathname === "/graphql") browserGraphql += 1;
        });
        await resetLogs(run === "cold");
        const response = await page.goto(`${URLS.web}${path}`, { waitUntil: "networkidle" });
        const timing = await page.evaluate(() => {
          const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
          return nav ? nav.responseStart - nav.requestStart : -1;
        });
        const upstream = await upstreamCost();
        rows.push({
          page: name,
          path,
          run,
          status: response?.status() ?? 0,
          browserGraphql,
          upstreamCalls: upstream.calls,
          upstreamWaves: upstream.waves,
          ttfbMs: Math.round(timing),
        });
        await context.close();
        if (run === "warm") rows[rows.length - 1]!.htmlMedianMs = await medianHtmlTime(path);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Sequential full-HTML fetches (no browser): the server-rendering cost of a warm page. */
async function medianHtmlTime(path: string, runs = 10): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(`${URLS.web}${path}`, { headers: { "accept-language": "de-CH" } });
    await res.text();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(runs / 2)]!);
}

async function measureGateway() {
  const ids = (await gql<{ products: { items: { id: string }[] } }>("{ products(limit: 100) { items { id } } }")).products.items.map(
    (p) => p.id,
  );
  const body = (id: string) =>
    JSON.stringify({
      query: "query P($id: ID!) { product(id: $id) { id name url price { unitPrice { amount } } } }",
      variables: { id },
    });
  const url = `${URLS.gateway}/graphql`;
  const headers = { "x-shop-locale": "de" };
  const cold = await runLoad(url, ids.map(body), { total: ids.length, concurrency: 8, headers });
  const warm = await runLoad(url, [body(ids[0]!)], { total: 2000, concurrency: 16, headers });
  return { productIds: ids.length, cold, warm };
}

/** A shopper with a cart: the product page (anonymous page warmed first) and cart mutations. */
async function measureCart() {
  const { products } = await gql<{ products: { items: { id: string; url: string; available: boolean }[] } }>(
    "{ products(limit: 100) { items { id url available } } }",
  );
  const orderable = products.items.filter((p) => p.available);
  const product = orderable[0];
  if (!product) throw new Error("no orderable product in the first 100");
  // Warm for everyone (an anonymous visitor was here first).
  await (await fetch(`${URLS.web}${product.url}`, { headers: { "accept-language": "de-CH" } })).text();
  const browser = await launchBrowser();
  try {
    const page = await measureCartPage(browser, product.url, product.id);
    const mutations = await measureCartMutations(orderable.map((p) => p.id));
    return { page, mutations };
  } finally {
    await browser.close();
  }
}

function printCheckout(checkout: Awaited<ReturnType<typeof measureCheckout>>): void {
  console.log("Checkout query (one ready guest shopper): upstream calls and waves", checkout.checkoutQuery);
  console.log("placeOrder one at a time: upstream calls, waves, CPU ms per order", checkout.orderCost);
  console.log("placeOrder, 20 shoppers at the same moment (ms), one row per burst");
  console.table(checkout.placeOrderConcurrent);
  console.log("Bounded checkout load (each order submitted twice with one idempotency key)");
  console.table([checkout.load]);
  console.log("Load steps (ms; errors = failed answers)");
  console.table(checkout.steps);
}

async function measureFrontend() {
  const jsWeight = await measureJsWeight(URLS.web);
  console.log("First-load JavaScript (entry + modulepreloads + their static imports; KB as sent to gzip-only clients and to browsers, brotli)");
  console.table(jsWeight);
  const lighthouse = await measureLighthouse(URLS.web);
  console.log("Lighthouse mobile (default throttling), Debian's Chromium");
  console.table(lighthouse);
  return { jsWeight, lighthouse };
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === "platform") return void (await benchPlatform()); // the platform alone, no stack
  if (process.env.BENCH_ONLY === "platform-orders") return void (await benchPlatformOrders());
  if (process.env.BENCH_ONLY === "faults") return void (await benchFaults()); // own stack with a fault proxy
  console.log("Starting the built stack on bench ports …");
  await startStack();
  try {
    const checkoutOptions = { shoppers: Number(process.env.BENCH_SHOPPERS ?? 100), seconds: Number(process.env.BENCH_SECONDS ?? 60) };
    if (process.env.BENCH_ONLY === "checkout") {
      printCheckout(await measureCheckout(checkoutOptions));
      return;
    }
    const mixOptions = { shoppers: Number(process.env.BENCH_MIX_SHOPPERS ?? 16), seconds: Number(process.env.BENCH_MIX_SECONDS ?? 30) };
    if (process.env.BENCH_ONLY === "shoppers") {
      printShopperMix(await measureShopperMix(mixOptions));
      return;
    }
    if (process.env.BENCH_ONLY === "lighthouse") {
      await measureFrontend();
      return;
    }
    const pageRows = await measurePages();
    const gateway = await measureGateway();
    const cart = await measureCart();
    const ssr = await measureSsrThroughput(URLS.web);
    const shopperMix = await measureShopperMix(mixOptions);
    const checkout = await measureCheckout(checkoutOptions);
    const platform = await measurePlatformReads(URLS.platform);
    const frontend = await measureFrontend();
    console.log("\nPages (browser → web SSR → gateway → platform)");
    console.table(pageRows);
    console.log("Product page of a shopper with a cart (session cookie)");
    console.table(cart.page);
    console.log("Gateway product query (POST /graphql)");
    console.table({
      [`cold (${gateway.productIds} distinct ids, concurrency 8)`]: gateway.cold,
      ["warm (same id, 2000 requests, concurrency 16)"]: gateway.warm,
    });
    console.log("Gateway cart mutations, one session each (POST /graphql)");
    console.table({
      [`updateCartItem 1↔2 (${cart.mutations.updateCartItem.requests} requests, concurrency 16)`]: cart.mutations.updateCartItem,
      [`addToCart (${cart.mutations.addToCart.requests} requests, concurrency 16)`]: cart.mutations.addToCart,
    });
    console.log("Upstream cost of one mutation", cart.mutations.perMutation);
    console.log("Web server-rendering throughput, warm (16 connections; ofStatic = % of /favicon.svg's rate)");
    console.table(ssr);
    printShopperMix(shopperMix);
    printCheckout(checkout);
    console.log("Embedded platform Store API reads (16 connections)");
    console.table(platform);
    const out = { date: new Date().toISOString(), node: process.version, pages: pageRows, gateway, cart, ssr, shopperMix, checkout, platform, frontend };
    mkdirSync(`${ROOT}/bench/results`, { recursive: true });
    writeFileSync(`${ROOT}/bench/results/latest.json`, JSON.stringify(out, null, 2));
    console.log(
      `p50 warm ${fmt(gateway.warm.p50)} ms, p99 warm ${fmt(gateway.warm.p99)} ms, ${fmt(gateway.warm.rps)} req/s — written to bench/results/latest.json`,
    );
  } finally {
    stopStack();
  }
}

main().catch((error) => {
  stopStack();
  // the cause says which server refused ("fetch failed" alone does not)
  console.error(error instanceof Error ? (error.stack ?? error.message) : error, error instanceof Error && error.cause ? error.cause : "");
  process.exit(1);
});
