/**
 * Fault figures (issue 10), over real HTTP on loopback: platform ← fault proxy ← gateway, the gateway's
 * STORE_API_URL pointing at the proxy (bench/faultProxy.ts). `BENCH_ONLY=faults pnpm bench` or
 * `pnpm exec tsx bench/faults.ts` (after the build). Not part of the default full run.
 *  1. upstream 12 s slow → the gateway answers after ~10 s with UPSTREAM_TIMEOUT / status 408 (SPEC §8);
 *  2. upstream answering an HTML 502 page, or a JSON body cut in half → a clean localised error
 *     (HTTP status < 500, no INTERNAL_SERVER_ERROR, no stack), for a catalogue read and for the cart;
 *  3. upstream cut mid-load (proxy drops every connection, in-flight ones too) while shoppers browse and
 *     order → catalogue reads served from the gateway cache, cart/checkout answer UNAVAILABLE; after the
 *     upstream returns every failed submit is retried once with its idempotency key, then every session's
 *     order list is read back: each order reported placed exists exactly once, none is doubled;
 *  4. gateway killed (SIGKILL) and started again → the same token (header and cookie) still has its cart.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import {
  ADD,
  CART,
  PLACE,
  ORDERS,
  SEARCH,
  Shopper,
  Steps,
  browse,
  readyShopper,
  reference,
  search,
  type PlaceAnswer,
  type Reference,
} from "./checkout.js";
import { startFaultProxy, type FaultProxy } from "./faultProxy.js";
import { PORTS, ROOT, URLS, start, startPlatform, stopProcess, stopStack, waitFor } from "./stack.js";

const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? PORTS.platform + 1);
const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
const round = (n: number) => Math.round(n);

function startGateway(): ChildProcess {
  return start("@shop/gateway", { GATEWAY_PORT: String(PORTS.gateway), STORE_API_URL: PROXY_URL, RATE_LIMITS: "off" });
}

interface ErrorCheck {
  case: string;
  locale: string;
  httpStatus: number;
  ms: number;
  code: string;
  status: number | string;
  message: string;
  clean: boolean;
}

/** One request under a fault: what the client gets, and whether it is clean (no 5xx, no internal error, no stack). */
async function check(name: string, shopper: Shopper, locale: string, query: string, variables: Record<string, unknown>, payloadField?: string): Promise<ErrorCheck> {
  const t0 = performance.now();
  const { status, body } = await shopper.raw<Record<string, { ok: boolean; errorCode: string | null; message: string | null } | null>>(query, variables);
  const ms = performance.now() - t0;
  const text = JSON.stringify(body);
  const error = body.errors?.[0];
  const payload = payloadField ? body.data?.[payloadField] : undefined;
  const code = String(error?.extensions?.code ?? payload?.errorCode ?? "none");
  const message = error?.message ?? payload?.message ?? "";
  const leaks = /\bat .+:\d+:\d+|node_modules|stacktrace|"stack"|\.ts:\d+|127\.0\.0\.1/i.test(text);
  return {
    case: name,
    locale,
    httpStatus: status,
    ms: round(ms),
    code,
    status: (error?.extensions?.status as number | undefined) ?? "-",
    message: message.slice(0, 70),
    clean: status < 500 && code !== "INTERNAL_SERVER_ERROR" && code !== "none" && !leaks && message !== "",
  };
}

/** Cases 1 and 2: every fault for a catalogue read (a search never asked before, so not cached) and the cart. */
async function brokenUpstream(proxy: FaultProxy, ref: Reference): Promise<ErrorCheck[]> {
  const rows: ErrorCheck[] = [];
  const locales = { slow: "de", html502: "fr", truncate: "it" } as const;
  for (const mode of ["slow", "html502", "truncate"] as const) {
    const locale = locales[mode];
    const shopper = new Shopper(locale);
    await shopper.gql(ADD, { id: ref.productIds[0] }); // a session with a cart, made while the upstream is fine
    proxy.set(mode);
    const runs = await Promise.all([
      check(`${mode}: search (catalogue, uncached)`, new Shopper(locale), locale, SEARCH, { term: `fault ${randomUUID().slice(0, 8)}` }),
      check(`${mode}: cart query`, shopper, locale, CART, {}),
      check(`${mode}: addToCart`, shopper, locale, ADD, { id: ref.productIds[1] }, "addToCart"),
    ]);
    proxy.set("pass");
    rows.push(...runs);
  }
  return rows;
}

interface Phase {
  catalogueOk: number;
  catalogueFailed: number;
  cartOk: number;
  cartUnavailable: number;
  cartOther: number;
  placed: number;
  placeFailed: number;
}
type PhaseName = "before" | "outage" | "after" | "across a switch";
const emptyPhase = (): Phase => ({ catalogueOk: 0, catalogueFailed: 0, cartOk: 0, cartUnavailable: 0, cartOther: 0, placed: 0, placeFailed: 0 });
/** The catalogue the shoppers browse in case 3 (warmed before the run, as on a live shop). */
const BROWSE_VARIANTS = 8;

/** The first code in an error text: extensions.code or a payload's errorCode. */
const codeIn = (text: string) => /"(?:code|errorCode)":"([A-Z_]+)"/.exec(text)?.[1] ?? text.slice(0, 80);

/** The gateway's catalogue cache lookups by result (Prometheus counter gateway_cache_lookups_total). */
async function cacheLookups(): Promise<Record<string, number>> {
  const text = await (await fetch(`${URLS.gateway}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^gateway_cache_lookups_total\{result="([a-z_]+)"\} (\d+)/gm)) out[m[1]!] = Number(m[2]);
  return out;
}

/** Case 3: shoppers browse and order; the upstream is cut for the middle third of the run. */
async function upstreamKilled(proxy: FaultProxy, ref: Reference, shoppers: number, seconds: number) {
  const phases: Record<PhaseName, Phase> = { before: emptyPhase(), outage: emptyPhase(), after: emptyPhase(), "across a switch": emptyPhase() };
  const failures = new Map<string, number>();
  const warm = new Shopper();
  for (let n = 0; n < BROWSE_VARIANTS; n++) {
    await browse(warm, ref, n);
    await search(warm, n);
  }
  let phase: "before" | "outage" | "after" = "before";
  const third = (seconds * 1000) / 3;
  let lookupsAtCut: Promise<Record<string, number>> = Promise.resolve({});
  let lookupsAtReturn: Promise<Record<string, number>> = Promise.resolve({});
  const cut = setTimeout(() => {
    phase = "outage";
    proxy.set("down");
    lookupsAtCut = cacheLookups();
  }, third);
  const back = setTimeout(() => {
    lookupsAtReturn = cacheLookups();
    phase = "after";
    proxy.set("pass");
  }, 2 * third);
  const deadline = performance.now() + seconds * 1000;
  const submits: { shopper: Shopper; key: string; reportedId: string | null }[] = [];
  const steps = new Steps();
  /** Runs one step and books it in the phase it started and ended in ("across a switch" if they differ). */
  async function step<T>(kind: "catalogue" | "cart" | "place", run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    const started = phase;
    let result: { ok: true; value: T } | { ok: false; code: string };
    try {
      result = { ok: true, value: await run() };
    } catch (error) {
      result = { ok: false, code: codeIn(error instanceof Error ? error.message : String(error)) };
    }
    const p = phases[started === phase ? phase : "across a switch"];
    if (!result.ok) failures.set(`${kind} in ${started === phase ? phase : "switch"}: ${result.code}`, (failures.get(`${kind} in ${started === phase ? phase : "switch"}: ${result.code}`) ?? 0) + 1);
    if (kind === "catalogue") result.ok ? p.catalogueOk++ : p.catalogueFailed++;
    else if (kind === "cart") {
      if (result.ok) p.cartOk++;
      else if (/UNAVAILABLE|UPSTREAM_/.test(result.code)) p.cartUnavailable++;
      else p.cartOther++;
    } else result.ok ? p.placed++ : p.placeFailed++;
    return result;
  }

  async function worker(w: number): Promise<void> {
    let n = 0;
    while (performance.now() < deadline) {
      n += 1;
      const shopper = new Shopper();
      await step("catalogue", () => browse(shopper, ref, (w + n) % BROWSE_VARIANTS, steps.time));
      await step("catalogue", () => search(shopper, w + n, steps.time));
      const ready = await step("cart", () => readyShopper(ref, w * 1000 + n, steps.time, shopper));
      if (!ready.ok) {
        await sleep(200); // a shopper told "try again later" does not hammer
        continue;
      }
      const key = randomUUID();
      const placed = await step("place", async () => {
        const answers = await Promise.all([shopper.raw<PlaceAnswer>(PLACE, { key }), shopper.raw<PlaceAnswer>(PLACE, { key })]);
        const ids = answers.map((a) => a.body.data?.placeOrder?.order?.id).filter((x): x is string => !!x);
        if (new Set(ids).size > 1) throw new Error(`one key, two orders: ${ids.join(", ")}`);
        if (ids.length === 0) throw new Error(JSON.stringify(answers[0]!.body));
        return ids[0]!;
      });
      submits.push({ shopper, key, reportedId: placed.ok ? placed.value : null });
    }
  }
  await Promise.all(Array.from({ length: shoppers }, (_, w) => worker(w)));
  clearTimeout(cut);
  clearTimeout(back);
  proxy.set("pass");

  const [atCut, atReturn] = await Promise.all([lookupsAtCut, lookupsAtReturn]);
  const cacheDuringOutage = Object.fromEntries(Object.entries(atReturn).map(([k, v]) => [k, v - (atCut[k] ?? 0)]));

  // The shopper whose submit failed tries again once, with the same key (as the checkout page does).
  let retried = 0;
  let retryPlaced = 0;
  for (const s of submits.filter((x) => !x.reportedId)) {
    retried += 1;
    const a = await s.shopper.raw<PlaceAnswer>(PLACE, { key: s.key });
    const id = a.body.data?.placeOrder?.order?.id ?? null;
    if (id) {
      retryPlaced += 1;
      s.reportedId = id;
    }
  }
  // Read back every session's own orders.
  let exactlyOnce = 0;
  let missing = 0;
  let doubled = 0;
  let unreported = 0;
  for (let i = 0; i < submits.length; i += 20) {
    await Promise.all(
      submits.slice(i, i + 20).map(async (s) => {
        const { orders } = await s.shopper.gql<{ orders: { total: number; orders: { id: string }[] } }>(ORDERS);
        if (orders.total > 1) doubled += 1;
        if (s.reportedId) {
          if (orders.total === 1 && orders.orders[0]!.id === s.reportedId) exactlyOnce += 1;
          else if (orders.total === 0) missing += 1;
        } else if (orders.total > 0) unreported += 1;
      }),
    );
  }
  return {
    shoppers,
    seconds,
    outage: `${round(third / 1000)}–${round((2 * third) / 1000)} s`,
    phases,
    submitted: submits.length,
    retriedAfterOutage: retried,
    placedOnRetry: retryPlaced,
    reportedPlaced: submits.filter((s) => s.reportedId).length,
    foundExactlyOnce: exactlyOnce,
    missing,
    doubled,
    placedButNeverReported: unreported,
    failures: Object.fromEntries(failures),
    cacheDuringOutage,
    steps: steps.summary(),
  };
}

/** Case 4: a cart survives a gateway crash and restart (header token and cookie). */
async function gatewayRestart(gateway: { child: ChildProcess }, ref: Reference) {
  const shopper = new Shopper();
  await shopper.gql(ADD, { id: ref.productIds[2] });
  await shopper.gql(ADD, { id: ref.productIds[3] });
  type CartRead = { cart: { itemCount: number; lineItems: { id: string; referencedId: string; quantity: number }[] } };
  const before = await shopper.gql<CartRead>(CART);
  const cookieRead = async () => {
    const res = await fetch(`${URLS.gateway}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `sw-context-token=${shopper.token}` },
      body: JSON.stringify({ query: CART }),
    });
    return ((await res.json()) as { data: CartRead }).data.cart;
  };
  const cookieBefore = await cookieRead();
  const tokenBefore = shopper.token;
  const t0 = performance.now();
  stopProcess(gateway.child);
  await sleep(500);
  gateway.child = startGateway();
  await waitFor(`${URLS.gateway}/health`, "gateway");
  const restartMs = performance.now() - t0;
  const after = await shopper.gql<CartRead>(CART);
  const cookieAfter = await cookieRead();
  const same = (a: CartRead["cart"], b: CartRead["cart"]) => JSON.stringify(a) === JSON.stringify(b);
  return {
    itemsBefore: before.cart.itemCount,
    itemsAfter: after.cart.itemCount,
    sameCartHeaderToken: same(before.cart, after.cart),
    sameCartCookie: same(cookieBefore, cookieAfter),
    sameToken: tokenBefore === shopper.token,
    restartMs: round(restartMs),
  };
}

export async function benchFaults(): Promise<void> {
  const shoppers = Number(process.env.BENCH_FAULT_SHOPPERS ?? 20);
  const seconds = Number(process.env.BENCH_FAULT_SECONDS ?? 30);
  console.log("Starting platform, fault proxy and gateway on bench ports …");
  startPlatform(PORTS.platform);
  await waitFor(`${URLS.platform}/__platform/requests`, "platform");
  const proxy = await startFaultProxy(PROXY_PORT, URLS.platform);
  const gateway = { child: startGateway() };
  try {
    await waitFor(`${URLS.gateway}/health`, "gateway");
    const ref = await reference();
    const errors = await brokenUpstream(proxy, ref);
    console.log("Broken upstream (1: 12 s slow, 2: HTML 502 page, JSON cut in half)");
    console.table(errors);
    const killed = await upstreamKilled(proxy, ref, shoppers, seconds);
    console.log(`Upstream cut mid-load (${shoppers} shoppers, ${seconds} s, outage ${killed.outage})`);
    console.table(killed.phases);
    const { phases, steps, failures, cacheDuringOutage, ...orders } = killed;
    console.table([orders]);
    console.log("catalogue cache lookups during the outage", cacheDuringOutage);
    console.log("failed steps by phase and code", failures);
    const restart = await gatewayRestart(gateway, ref);
    console.log("Gateway killed and restarted");
    console.table([restart]);
    mkdirSync(`${ROOT}/bench/results`, { recursive: true });
    const out = { date: new Date().toISOString(), node: process.version, errors, killed: { ...killed, steps }, restart };
    writeFileSync(`${ROOT}/bench/results/faults.json`, JSON.stringify(out, null, 2));
    console.log("written to bench/results/faults.json");
  } finally {
    await proxy.close();
    stopStack();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchFaults().catch((error) => {
    stopStack();
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
