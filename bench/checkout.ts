/**
 * Checkout benchmarks (issue 8), against the gateway over HTTP (header token transport, like a mobile app):
 *  - the `checkout` query: upstream calls and sequential waves (target: one wave);
 *  - `placeOrder` p50/p99 with 20 shoppers checking out at the same moment (each: guest, one product, invoice);
 *  - a bounded load run: N concurrent shoppers for S seconds, each looping browse (a listing page and a
 *    product) → search → add → guest → placeOrder (double submit included: every order is sent twice with
 *    the same idempotency key), p50/p99 per step (issue 10); then every session's own order list is read
 *    back: orders placed must equal carts submitted (0 lost, 0 duplicated).
 * The shopper and its steps are shared with bench/faults.ts.
 */
import { randomUUID } from "node:crypto";
import { cpuMs } from "./platform.js";
import { servicePid, URLS } from "./stack.js";
import { resetLogs, upstreamCost } from "./upstream.js";

const TOKEN = "sw-context-token";

export interface Reference {
  productIds: string[];
  salutationId: string;
  countryId: string;
}

export class Shopper {
  token = "";
  constructor(private readonly locale: "de" | "it" | "fr" = "de") {}

  /** The HTTP status and parsed body, errors included (for fault checks). */
  async raw<T>(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } }> {
    const res = await fetch(`${URLS.gateway}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-locale": this.locale, [TOKEN]: this.token },
      body: JSON.stringify({ query, variables }),
    });
    const token = res.headers.get(TOKEN);
    if (token) this.token = token;
    return { status: res.status, body: JSON.parse(await res.text()) };
  }

  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const { body } = await this.raw<T>(query, variables);
    if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
    return body.data;
  }
}

export const BROWSE = `query($page: Int!, $id: ID!) { products(limit: 24, page: $page) { total items { id name url } } product(id: $id) { id name price { unitPrice { amount } } } }`;
export const SEARCH = `query($term: String!) { search(term: $term) { listing { total items { id name } } } }`;
export const SEARCH_TERMS = ["aspirin", "vitamin", "ibuprofen", "creme", "tee", "spray", "magnesium", "pflaster"];
export const CART = `{ cart { itemCount lineItems { id referencedId quantity } } }`;
export const ADD = `mutation($id: ID!) { addToCart(items: [{ productId: $id, quantity: 1 }]) { ok errorCode message } }`;
export const GUEST = `mutation($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) { ok errorCode message fieldErrors { field message } } }`;
export const CHECKOUT = `{ checkout { canPlaceOrder issues { code } paymentMethods { id technicalName available } } }`;
export const PAY = `mutation($id: ID) { setCheckoutPaymentMethod(id: $id) { ok errorCode message } }`;
export const PLACE = `mutation($key: String!) {
  placeOrder(input: { idempotencyKey: $key, acceptedTerms: true, acceptedWithdrawalWaiver: true }) { ok errorCode message next order { id orderNumber } }
}`;
export const ORDERS = `{ orders(limit: 50) { total orders { id orderNumber } } }`;

export async function reference(): Promise<Reference> {
  const anon = new Shopper();
  const data = await anon.gql<{
    products: { items: { id: string; available: boolean; productType?: string; availability: { orderable: boolean; minPurchase: number; purchaseSteps: number } }[] };
    salutations: { id: string; key: string }[];
    countries: { id: string; iso: string | null }[];
  }>(`{ products(limit: 100) { items { id available availability { orderable minPurchase purchaseSteps } } } salutations { id key } countries { id iso } }`);
  const productIds = data.products.items
    .filter((p) => p.available && p.availability.orderable && p.availability.minPurchase === 1 && p.availability.purchaseSteps === 1)
    .map((p) => p.id);
  const salutationId = data.salutations.find((s) => s.key !== "not_specified")?.id ?? data.salutations[0]!.id;
  const countryId = data.countries.find((c) => c.iso === "CH")!.id;
  return { productIds, salutationId, countryId };
}

/** Per-step timing callback of the load runs. */
export type StepTimer = (step: string, ms: number) => void;

async function timed<T>(step: string, time: StepTimer | undefined, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await run();
  time?.(step, performance.now() - t0);
  return result;
}

/** A visitor browsing: one listing page and one product (catalogue reads, cacheable). */
export async function browse(shopper: Shopper, ref: Reference, n: number, time?: StepTimer): Promise<void> {
  await timed("browse", time, () =>
    shopper.gql(BROWSE, { page: 1 + (n % 4), id: ref.productIds[n % ref.productIds.length] }),
  );
}

export async function search(shopper: Shopper, n: number, time?: StepTimer): Promise<void> {
  await timed("search", time, () => shopper.gql(SEARCH, { term: SEARCH_TERMS[n % SEARCH_TERMS.length] }));
}

/** A guest shopper with one product in the cart and invoice chosen, ready to place the order. */
export async function readyShopper(ref: Reference, n: number, time?: StepTimer, shopper = new Shopper()): Promise<Shopper> {
  // Products sell out under load (closeouts): the next one in the list will do.
  // An unavailable upstream is not a sold-out product: then stop (bench/faults.ts counts it).
  type Added = { ok: boolean; errorCode: string | null; message: string | null };
  let added: Added = { ok: false, errorCode: null, message: null };
  for (let attempt = 0; attempt < ref.productIds.length && !added.ok && added.errorCode !== "UNAVAILABLE"; attempt++) {
    const productId = ref.productIds[(n + attempt) % ref.productIds.length]!;
    added = (await timed("add", time, () => shopper.gql<{ addToCart: Added }>(ADD, { id: productId }))).addToCart;
  }
  if (!added.ok) throw new Error(`addToCart: ${JSON.stringify(added)}`);
  const t0 = performance.now();
  const guest = await shopper.gql<{ checkoutAsGuest: { ok: boolean; message: string | null } }>(GUEST, {
    input: {
      salutationId: ref.salutationId,
      firstName: "Bench",
      lastName: "Kunde",
      email: `bench-${randomUUID()}@example.ch`,
      acceptedDataProtection: true,
      address: { salutationId: ref.salutationId, firstName: "Bench", lastName: "Kunde", street: "Bahnhofstrasse 1", zipcode: "8001", city: "Zürich", countryId: ref.countryId },
    },
  });
  if (!guest.checkoutAsGuest.ok) throw new Error(`checkoutAsGuest: ${JSON.stringify(guest.checkoutAsGuest)}`);
  const { checkout } = await shopper.gql<{ checkout: { paymentMethods: { id: string; technicalName: string; available: boolean }[] } }>(CHECKOUT);
  const invoice = checkout.paymentMethods.find((m) => m.technicalName === "payment_invoice" && m.available);
  if (!invoice) throw new Error("invoice not available");
  await shopper.gql(PAY, { id: invoice.id });
  time?.("guest+payment", performance.now() - t0);
  return shopper;
}

export type PlaceAnswer = { placeOrder: { ok: boolean; errorCode: string | null; message: string | null; order: { id: string } | null } };

export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const round = (n: number) => Math.round(n * 10) / 10;

/** Collects per-step times and errors; `summary()` gives count, errors, p50 and p99 per step. */
export class Steps {
  private readonly times = new Map<string, number[]>();
  private readonly errors = new Map<string, number>();
  readonly time: StepTimer = (step, ms) => {
    const list = this.times.get(step) ?? [];
    list.push(ms);
    this.times.set(step, list);
  };
  fail(step: string): void {
    this.errors.set(step, (this.errors.get(step) ?? 0) + 1);
  }
  summary(): Record<string, { count: number; errors: number; p50: number; p99: number }> {
    const out: Record<string, { count: number; errors: number; p50: number; p99: number }> = {};
    for (const step of new Set([...this.times.keys(), ...this.errors.keys()])) {
      const sorted = [...(this.times.get(step) ?? [])].sort((a, b) => a - b);
      out[step] = { count: sorted.length, errors: this.errors.get(step) ?? 0, p50: round(pct(sorted, 50)), p99: round(pct(sorted, 99)) };
    }
    return out;
  }
}

/**
 * What one placeOrder costs, independent of how busy the machine is: orders placed one at a time, each
 * with its upstream calls (platform request log) and waves (gateway log), and the CPU time the platform
 * and the gateway processes spent on it (/proc, summed over all orders: one reading has 10 ms ticks).
 */
export interface OrderCost {
  orders: number;
  /** Store API calls of one placeOrder (median), and which */
  calls: number;
  operations: string[];
  waves: number;
  platformCpuMsPerOrder: number | null;
  gatewayCpuMsPerOrder: number | null;
  /** one at a time: the latency without a queue */
  p50: number;
}

export async function measureOrderCost(ref: Reference, orders = 20): Promise<OrderCost> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < orders; i++) shoppers.push(await readyShopper(ref, 500 + i));
  const pids = { platform: servicePid("@shop/platform"), gateway: servicePid("@shop/gateway") };
  const cpu = { platform: 0, gateway: 0 };
  const calls: number[] = [];
  const waves: number[] = [];
  const times: number[] = [];
  let operations: string[] = [];
  for (const shopper of shoppers) {
    await resetLogs(false);
    const before = { platform: cpuMs(pids.platform), gateway: cpuMs(pids.gateway) };
    const t0 = performance.now();
    const answer = await shopper.gql<PlaceAnswer>(PLACE, { key: randomUUID() });
    times.push(performance.now() - t0);
    const after = { platform: cpuMs(pids.platform), gateway: cpuMs(pids.gateway) };
    if (!answer.placeOrder.ok) throw new Error(`placeOrder: ${JSON.stringify(answer.placeOrder)}`);
    cpu.platform += (after.platform ?? 0) - (before.platform ?? 0);
    cpu.gateway += (after.gateway ?? 0) - (before.gateway ?? 0);
    const cost = await upstreamCost();
    calls.push(cost.calls);
    waves.push(cost.waves);
    const log = (await (await fetch(`${URLS.gateway}/__gateway/upstream-calls`)).json()) as { calls: { operation: string }[] };
    operations = log.calls.map((c) => c.operation);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  const perOrder = (ms: number, pid: number | undefined) => (pid === undefined ? null : round(ms / orders));
  return {
    orders,
    calls: median(calls),
    operations,
    waves: median(waves),
    platformCpuMsPerOrder: perOrder(cpu.platform, pids.platform),
    gatewayCpuMsPerOrder: perOrder(cpu.gateway, pids.gateway),
    p50: round(median(times)),
  };
}

export interface CheckoutBench {
  checkoutQuery: { calls: number; waves: number };
  orderCost: OrderCost;
  placeOrderConcurrent: Burst[];
  load: { shoppers: number; seconds: number; submitted: number; placed: number; lost: number; duplicated: number; errors: number; p50: number; p99: number; ordersPerSecond: number };
  /** per step of the load loop: successful answers timed, failures, p50/p99 ms */
  steps: ReturnType<Steps["summary"]>;
}

interface Burst {
  shoppers: number;
  ok: number;
  p50: number;
  p99: number;
  ordersPerSecond: number;
}

/** `count` ready shoppers submit their orders at the same moment (each its own idempotency key). */
async function orderBurst(ref: Reference, count: number): Promise<Burst> {
  const shoppers = await Promise.all(Array.from({ length: count }, (_, i) => readyShopper(ref, i + 1)));
  const times: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    shoppers.map(async (s) => {
      const t0 = performance.now();
      const a = await s.gql<PlaceAnswer>(PLACE, { key: randomUUID() });
      times.push(performance.now() - t0);
      return a;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const ok = answers.filter((a) => a.placeOrder.ok).length;
  // ordersPerSecond: the orders over the time from the first submit to the last answer
  return { shoppers: count, ok, p50: round(pct(times, 50)), p99: round(pct(times, 99)), ordersPerSecond: round(ok / seconds) };
}

export async function measureCheckout({ shoppers = 100, seconds = 60 } = {}): Promise<CheckoutBench> {
  const ref = await reference();

  // 1. the checkout query of a ready shopper: upstream calls and waves
  const probe = await readyShopper(ref, 0);
  await probe.gql(CHECKOUT);
  await resetLogs(false);
  await probe.gql(CHECKOUT);
  const cost = await upstreamCost();
  const orderCost = await measureOrderCost(ref, Number(process.env.BENCH_COST_ORDERS ?? 20));

  // 2. 20 shoppers place their orders at the same moment — BENCH_BURSTS times (default 3): the first burst meets
  // processes seconds old (V8 has not optimised the order path yet), the later ones a shop that has been running.
  const bursts: Burst[] = [];
  for (let round = 0; round < Number(process.env.BENCH_BURSTS ?? 3); round++) bursts.push(await orderBurst(ref, 20));

  // 3. bounded load: loop until the time is up; each order submitted twice with one key (a double click)
  const deadline = performance.now() + seconds * 1000;
  const loadTimes: number[] = [];
  const sessions: { shopper: Shopper; orderIds: Set<string> }[] = [];
  let submitted = 0;
  let errors = 0;
  const steps = new Steps();
  async function worker(w: number): Promise<void> {
    let n = 0;
    while (performance.now() < deadline) {
      n += 1;
      const shopper = new Shopper();
      let step = "browse";
      try {
        await browse(shopper, ref, w * 1000 + n, steps.time);
        step = "search";
        await search(shopper, w + n, steps.time);
        step = "cart+guest";
        await readyShopper(ref, w * 1000 + n, steps.time, shopper);
        step = "place";
        const key = randomUUID();
        submitted += 1;
        const t0 = performance.now();
        const [a, b] = await Promise.all([shopper.gql<PlaceAnswer>(PLACE, { key }), shopper.gql<PlaceAnswer>(PLACE, { key })]);
        loadTimes.push(performance.now() - t0);
        steps.time("place (double submit)", performance.now() - t0);
        const ids = new Set([a.placeOrder.order?.id, b.placeOrder.order?.id].filter((x): x is string => !!x));
        if (!a.placeOrder.ok || !b.placeOrder.ok) {
          errors += 1;
          steps.fail("place (double submit)");
        }
        sessions.push({ shopper, orderIds: ids });
      } catch {
        errors += 1;
        steps.fail(step);
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: shoppers }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;

  // read back: every session's own orders
  let placed = 0;
  let lost = 0;
  let duplicated = 0;
  for (let i = 0; i < sessions.length; i += 20) {
    await Promise.all(
      sessions.slice(i, i + 20).map(async ({ shopper, orderIds }) => {
        const { orders } = await shopper.gql<{ orders: { total: number } }>(ORDERS);
        placed += orders.total;
        if (orders.total === 0) lost += 1;
        if (orders.total > 1 || orderIds.size > 1) duplicated += 1;
      }),
    );
  }
  loadTimes.sort((a, b) => a - b);
  return {
    checkoutQuery: { calls: cost.calls, waves: cost.waves },
    orderCost,
    placeOrderConcurrent: bursts,
    load: {
      shoppers,
      seconds,
      submitted,
      placed,
      lost,
      duplicated,
      errors,
      p50: round(pct(loadTimes, 50)),
      p99: round(pct(loadTimes, 99)),
      ordersPerSecond: round(placed / elapsed),
    },
    steps: steps.summary(),
  };
}
