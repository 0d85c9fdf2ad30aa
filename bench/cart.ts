/**
 * Benchmarks of a shopper with a cart (issue 7):
 *  - the product page, warm, loaded by a browser that carries the cart's session cookie: upstream calls
 *    (catalogue reads apart from the session's own cart/context reads), waves, TTFB, HTML median;
 *  - gateway cart mutations against one session (updateCartItem quantity toggles, addToCart): p50/p99.
 */
import type { Browser } from "@playwright/test";
import { runLoad, type LoadResult } from "./load.js";
import { URLS } from "./stack.js";
import { resetLogs, upstreamCost } from "./upstream.js";

const TOKEN = "sw-context-token";

const ADD_TO_CART = /* GraphQL */ `
  mutation Add($id: ID!, $quantity: Int!) {
    addToCart(items: [{ productId: $id, quantity: $quantity }]) { ok errorCode cart { itemCount lineItems { id referencedId quantity } } }
  }
`;
const UPDATE_ITEM = /* GraphQL */ `
  mutation Update($id: ID!, $quantity: Int!) {
    updateCartItem(lineItemId: $id, quantity: $quantity) { ok errorCode cart { itemCount total { amount } } }
  }
`;

interface CartSession {
  token: string;
  lineItemId: string;
}

/** A new session with one product in its cart (header transport: the token comes back in a header). */
export async function cartSession(productId: string): Promise<CartSession> {
  const res = await fetch(`${URLS.gateway}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shop-locale": "de", [TOKEN]: "" },
    body: JSON.stringify({ query: ADD_TO_CART, variables: { id: productId, quantity: 1 } }),
  });
  const body = (await res.json()) as { data?: { addToCart: { ok: boolean; cart: { lineItems: { id: string; referencedId: string }[] } } }; errors?: unknown };
  const token = res.headers.get(TOKEN);
  const line = body.data?.addToCart.cart.lineItems.find((l) => l.referencedId === productId);
  if (!token || !body.data?.addToCart.ok || !line) throw new Error(`addToCart failed: ${JSON.stringify(body)}`);
  return { token, lineItemId: line.id };
}

export interface CartPageRow {
  page: string;
  path: string;
  run: string;
  status: number;
  browserGraphql: number;
  upstreamCalls: number;
  /** of which catalogue reads (operations with a cache policy) */
  catalogueCalls: number;
  upstreamWaves: number;
  ttfbMs: number;
  htmlMedianMs: number;
}

/**
 * The product page as a shopper with a cart sees it, after the anonymous page was warmed: the first
 * view after adding to the cart, then the warm view.
 */
export async function measureCartPage(browser: Browser, path: string, productId: string): Promise<CartPageRow[]> {
  const { token } = await cartSession(productId);
  const rows: CartPageRow[] = [];
  for (const run of ["first view after add to cart", "warm"]) {
    const context = await browser.newContext({ locale: "de-CH" });
    await context.addCookies([{ name: TOKEN, value: token, url: URLS.web, httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();
    let browserGraphql = 0;
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/graphql") browserGraphql += 1;
    });
    await resetLogs(false);
    const response = await page.goto(`${URLS.web}${path}`, { waitUntil: "networkidle" });
    const ttfb = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      return nav ? nav.responseStart - nav.requestStart : -1;
    });
    const upstream = await upstreamCost();
    await context.close();
    rows.push({
      page: "product, shopper with a cart",
      path,
      run,
      status: response?.status() ?? 0,
      browserGraphql,
      upstreamCalls: upstream.calls,
      catalogueCalls: upstream.catalogueCalls,
      upstreamWaves: upstream.waves,
      ttfbMs: Math.round(ttfb),
      htmlMedianMs: await medianHtmlTime(path, token),
    });
  }
  return rows;
}

async function medianHtmlTime(path: string, token: string, runs = 10): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(`${URLS.web}${path}`, { headers: { "accept-language": "de-CH", cookie: `${TOKEN}=${token}` } });
    await res.text();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(runs / 2)]!);
}

export interface CartMutationResult {
  updateCartItem: LoadResult;
  addToCart: LoadResult;
  /** upstream cost of one mutation (calls, waves) */
  perMutation: { updateCartItem: { calls: number; waves: number }; addToCart: { calls: number; waves: number } };
}

/**
 * Cart mutations against ONE session each, concurrency 16 like the gateway's warm product benchmark.
 * `productIds`: orderable products; the first is toggled, addToCart cycles over up to 40 of them
 * (5 pieces each), so no request runs into a quantity limit.
 */
export async function measureCartMutations(productIds: string[]): Promise<CartMutationResult> {
  const productId = productIds[0]!;
  const addIds = productIds.slice(0, 40);
  const url = `${URLS.gateway}/graphql`;
  const body = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

  const toggle = await cartSession(productId);
  const headers = (token: string) => ({ "x-shop-locale": "de", [TOKEN]: token });
  /** One request alone, for its upstream cost; a failing request stops the benchmark. */
  const probe = async (request: string, token: string) => {
    await resetLogs(false);
    const one = await runLoad(url, [request], { total: 1, concurrency: 1, headers: headers(token) });
    if (one.errors) throw new Error(`cart mutation failed: ${request}`);
    return upstreamCost();
  };
  const updateCost = await probe(body(UPDATE_ITEM, { id: toggle.lineItemId, quantity: 2 }), toggle.token);
  const updateCartItem = await runLoad(
    url,
    [1, 2].map((quantity) => body(UPDATE_ITEM, { id: toggle.lineItemId, quantity })),
    { total: 1000, concurrency: 16, headers: headers(toggle.token) },
  );

  const adder = await cartSession(productId);
  const addCost = await probe(body(ADD_TO_CART, { id: productId, quantity: 1 }), adder.token);
  const addToCart = await runLoad(url, addIds.map((id) => body(ADD_TO_CART, { id, quantity: 1 })), {
    total: addIds.length * 5,
    concurrency: 16,
    headers: headers(adder.token),
  });
  return {
    updateCartItem,
    addToCart,
    perMutation: {
      updateCartItem: { calls: updateCost.calls, waves: updateCost.waves },
      addToCart: { calls: addCost.calls, waves: addCost.waves },
    },
  };
}
