/**
 * The page cache under a shopper mix (issue 26 item 5): how many catalogue pages the web server answers without
 * rendering while people browse, buy (every order is a stock write, so the platform purges that product's pages)
 * and some carry a session (never cached). `BENCH_ONLY=shoppers pnpm bench` (also part of the full run);
 * BENCH_MIX_SHOPPERS (default 16 concurrent visitors) and BENCH_MIX_SECONDS (default 30).
 *
 * The mix, per page view: locale de 60 %, fr 25 %, it 15 % (the locale's path prefix and cookie, as a returning
 * visitor has); home 15 %, a category 25 %, a product 50 % (Zipf-popular over the first 300 products: a few are
 * asked for often, most rarely), a search 10 %; one view in ten by a visitor with a cart (session cookie). One
 * buyer places an order every ORDER_INTERVAL_MS through the gateway, each with one of the popular products.
 * Counted: the `X-Page-Cache` answer of every view (HIT, STALE, MISS, or none: passed by and rendered).
 */
import { randomUUID } from "node:crypto";
import { PLACE, Shopper, pct, readyShopper, reference, round, type PlaceAnswer } from "./checkout.js";
import { cartSession } from "./cart.js";
import { URLS } from "./stack.js";

type Locale = "de" | "fr" | "it";
type Kind = "home" | "category" | "product" | "search" | "session";

const LOCALES: [Locale, number][] = [
  ["de", 0.6],
  ["fr", 0.25],
  ["it", 0.15],
];
const KINDS: [Exclude<Kind, "session">, number][] = [
  ["home", 0.15],
  ["category", 0.25],
  ["product", 0.5],
  ["search", 0.1],
];
const SESSION_SHARE = 0.1;
const ORDER_INTERVAL_MS = 1000;
const PRODUCT_POOL = 300;
const SEARCH_TERMS: Record<Locale, string[]> = {
  de: ["aspirin", "kopfschmerzen", "vitamin", "sonnencreme", "husten"],
  fr: ["aspirine", "mal de tête", "vitamine", "crème solaire", "toux"],
  it: ["aspirina", "mal di testa", "vitamina", "crema solare", "tosse"],
};

interface Catalogue {
  /** per locale: product paths, most popular first; category paths */
  products: Record<Locale, string[]>;
  categories: Record<Locale, string[]>;
}

export interface ShopperMixRow {
  kind: Kind;
  views: number;
  hit: number;
  stale: number;
  miss: number;
  rendered: number;
  /** (HIT + STALE) ÷ views, in percent */
  hitRatio: number;
  p50: number;
  p99: number;
}

export interface ShopperMixResult {
  shoppers: number;
  seconds: number;
  views: number;
  viewsPerSecond: number;
  /** over the anonymous catalogue views (home, category, product), the ones the cache may keep */
  catalogueHitRatio: number;
  ordersPlaced: number;
  orderErrors: number;
  rows: ShopperMixRow[];
}

function pick<T>(weighted: [T, number][]): T {
  let r = Math.random();
  for (const [value, weight] of weighted) if ((r -= weight) < 0) return value;
  return weighted[weighted.length - 1]![0];
}

/** Zipf(1) over n ranks: rank k with probability ∝ 1/k. */
function zipfSampler(n: number): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= n; k++) cumulative.push((sum += 1 / k));
  return () => {
    const r = Math.random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

async function catalogue(): Promise<Catalogue> {
  const products = {} as Record<Locale, string[]>;
  const categories = {} as Record<Locale, string[]>;
  for (const [locale] of LOCALES) {
    const shopper = new Shopper(locale);
    const paths: string[] = [];
    for (let page = 1; paths.length < PRODUCT_POOL; page++) {
      const data = await shopper.gql<{ products: { items: { url: string }[] } }>(`query($page: Int!) { products(limit: 100, page: $page) { items { url } } }`, { page });
      if (data.products.items.length === 0) break;
      paths.push(...data.products.items.map((p) => p.url));
    }
    const nav = await shopper.gql<{ navigation: { url: string; external: boolean; children: { url: string }[] }[] }>(`{ navigation(depth: 2) { url external children { url } } }`);
    const prefix = locale === "de" ? "" : `/${locale}`;
    products[locale] = paths.slice(0, PRODUCT_POOL).map((p) => prefix + p);
    categories[locale] = nav.navigation.filter((n) => !n.external).flatMap((n) => [n.url, ...n.children.map((c) => c.url)]).map((p) => prefix + p);
  }
  return { products, categories };
}

export async function measureShopperMix({ shoppers = 16, seconds = 30 } = {}): Promise<ShopperMixResult> {
  const [cat, ref] = await Promise.all([catalogue(), reference()]);
  const sessions = await Promise.all(Array.from({ length: 4 }, (_, i) => cartSession(ref.productIds[i]!)));
  const zipf = zipfSampler(PRODUCT_POOL);
  const answers = new Map<Kind, { cache: string; ms: number }[]>();
  const deadline = Date.now() + seconds * 1000;

  async function visitor(): Promise<void> {
    while (Date.now() < deadline) {
      const locale = pick(LOCALES);
      const session = Math.random() < SESSION_SHARE;
      const kind: Kind = session ? "session" : pick(KINDS);
      const prefix = locale === "de" ? "" : `/${locale}`;
      const path =
        kind === "home"
          ? prefix || "/"
          : kind === "category"
            ? cat.categories[locale][Math.floor(Math.random() * cat.categories[locale].length)]!
            : kind === "search"
              ? `${prefix}/search?search=${encodeURIComponent(SEARCH_TERMS[locale][Math.floor(Math.random() * 5)]!)}`
              : cat.products[locale][zipf()]!;
      const cookie = session
        ? `i18n_redirected=${locale}; sw-context-token=${sessions[Math.floor(Math.random() * sessions.length)]!.token}`
        : `i18n_redirected=${locale}`;
      const t0 = performance.now();
      const res = await fetch(`${URLS.web}${path}`, { headers: { cookie, "accept-language": `${locale}-CH`, "accept-encoding": "br" } });
      await res.arrayBuffer();
      const list = answers.get(kind) ?? [];
      list.push({ cache: res.status === 200 ? (res.headers.get("x-page-cache") ?? "-") : `status ${res.status}`, ms: performance.now() - t0 });
      answers.set(kind, list);
    }
  }

  let ordersPlaced = 0;
  let orderErrors = 0;
  async function buyer(): Promise<void> {
    for (let n = 0; Date.now() < deadline; n++) {
      const started = Date.now();
      try {
        // the popular products sell: their pages are the ones purged while people look at them
        const shopper = await readyShopper(ref, n % 20, undefined, new Shopper());
        const placed = await shopper.gql<PlaceAnswer>(PLACE, { key: randomUUID() });
        if (placed.placeOrder.ok) ordersPlaced += 1;
        else orderErrors += 1;
      } catch {
        orderErrors += 1;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, ORDER_INTERVAL_MS - (Date.now() - started))));
    }
  }

  const started = performance.now();
  await Promise.all([...Array.from({ length: shoppers }, visitor), buyer()]);
  const elapsed = (performance.now() - started) / 1000;

  const rows: ShopperMixRow[] = [];
  for (const kind of ["home", "category", "product", "search", "session"] as Kind[]) {
    const list = answers.get(kind) ?? [];
    const count = (value: string) => list.filter((a) => a.cache === value).length;
    const times = list.map((a) => a.ms).sort((a, b) => a - b);
    const [hit, stale, miss] = [count("HIT"), count("STALE"), count("MISS")];
    rows.push({
      kind,
      views: list.length,
      hit,
      stale,
      miss,
      rendered: list.length - hit - stale,
      hitRatio: list.length ? round(((hit + stale) / list.length) * 100) : 0,
      p50: round(pct(times, 50)),
      p99: round(pct(times, 99)),
    });
  }
  const catalogueRows = rows.filter((r) => r.kind === "home" || r.kind === "category" || r.kind === "product");
  const catalogueViews = catalogueRows.reduce((s, r) => s + r.views, 0);
  const views = rows.reduce((s, r) => s + r.views, 0);
  return {
    shoppers,
    seconds,
    views,
    viewsPerSecond: round(views / elapsed),
    catalogueHitRatio: catalogueViews ? round((catalogueRows.reduce((s, r) => s + r.hit + r.stale, 0) / catalogueViews) * 100) : 0,
    ordersPlaced,
    orderErrors,
    rows,
  };
}

export function printShopperMix(result: ShopperMixResult): void {
  console.log(
    `Page cache under a shopper mix: ${result.shoppers} visitors for ${result.seconds} s, ${result.views} views (${result.viewsPerSecond}/s), ` +
      `${result.ordersPlaced} orders placed (${result.orderErrors} failed) — catalogue hit ratio ${result.catalogueHitRatio} %`,
  );
  console.table(result.rows);
}
