/**
 * Checkout benchmarks (issue 8), against the gateway over HTTP (header token transport, like a mobile app):
 *  - the `checkout` query: upstream calls and sequential waves (target: one wave);
 *  - `placeOrder` p50/p99 with 20 shoppers checking out at the same moment (each: guest, one product, invoice);
 *  - a bounded load run: N concurrent shoppers for S seconds, each looping add → guest → placeOrder (double
 *    submit included: every order is sent twice with the same idempotency key), then every session's own
 *    order list is read back: orders placed must equal carts submitted (0 lost, 0 duplicated).
 */
import { randomUUID } from "node:crypto";
import { URLS } from "./stack.js";
import { resetLogs, upstreamCost } from "./upstream.js";

const TOKEN = "sw-context-token";

interface Reference {
  productIds: string[];
  salutationId: string;
  countryId: string;
}

class Shopper {
  token = "";
  constructor(private readonly locale: "de" | "it" | "fr" = "de") {}

  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${URLS.gateway}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-locale": this.locale, [TOKEN]: this.token },
      body: JSON.stringify({ query, variables }),
    });
    const token = res.headers.get(TOKEN);
    if (token) this.token = token;
    const body = (await res.json()) as { data?: T; errors?: unknown };
    if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
    return body.data;
  }
}

const ADD = `mutation($id: ID!) { addToCart(items: [{ productId: $id, quantity: 1 }]) { ok errorCode message } }`;
const GUEST = `mutation($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) { ok errorCode message fieldErrors { field message } } }`;
const CHECKOUT = `{ checkout { canPlaceOrder issues { code } paymentMethods { id technicalName available } } }`;
const PAY = `mutation($id: ID) { setCheckoutPaymentMethod(id: $id) { ok errorCode message } }`;
const PLACE = `mutation($key: String!) {
  placeOrder(input: { idempotencyKey: $key, acceptedTerms: true, acceptedWithdrawalWaiver: true }) { ok errorCode message next order { id orderNumber } }
}`;
const ORDERS = `{ orders(limit: 50) { total orders { id orderNumber } } }`;

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

/** A guest shopper with one product in the cart and invoice chosen, ready to place the order. */
async function readyShopper(ref: Reference, n: number): Promise<Shopper> {
  const shopper = new Shopper();
  // Products sell out under load (closeouts): the next one in the list will do.
  let added: { ok: boolean; message: string | null } = { ok: false, message: null };
  for (let attempt = 0; attempt < ref.productIds.length && !added.ok; attempt++) {
    const productId = ref.productIds[(n + attempt) % ref.productIds.length]!;
    added = (await shopper.gql<{ addToCart: { ok: boolean; message: string | null } }>(ADD, { id: productId })).addToCart;
  }
  if (!added.ok) throw new Error(`addToCart: ${added.message}`);
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
  return shopper;
}

type PlaceAnswer = { placeOrder: { ok: boolean; errorCode: string | null; message: string | null; order: { id: string } | null } };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

export interface CheckoutBench {
  checkoutQuery: { calls: number; waves: number };
  placeOrderConcurrent: { shoppers: number; ok: number; p50: number; p99: number };
  load: { shoppers: number; seconds: number; submitted: number; placed: number; lost: number; duplicated: number; errors: number; p50: number; p99: number; ordersPerSecond: number };
}

export async function measureCheckout({ shoppers = 100, seconds = 60 } = {}): Promise<CheckoutBench> {
  const ref = await reference();

  // 1. the checkout query of a ready shopper: upstream calls and waves
  const probe = await readyShopper(ref, 0);
  await probe.gql(CHECKOUT);
  await resetLogs(false);
  await probe.gql(CHECKOUT);
  const cost = await upstreamCost();

  // 2. 20 shoppers place their orders at the same moment
  const twenty = await Promise.all(Array.from({ length: 20 }, (_, i) => readyShopper(ref, i + 1)));
  const times: number[] = [];
  const answers = await Promise.all(
    twenty.map(async (s) => {
      const t0 = performance.now();
      const a = await s.gql<PlaceAnswer>(PLACE, { key: randomUUID() });
      times.push(performance.now() - t0);
      return a;
    }),
  );
  times.sort((a, b) => a - b);

  // 3. bounded load: loop until the time is up; each order submitted twice with one key (a double click)
  const deadline = performance.now() + seconds * 1000;
  const loadTimes: number[] = [];
  const sessions: { shopper: Shopper; orderIds: Set<string> }[] = [];
  let submitted = 0;
  let errors = 0;
  async function worker(w: number): Promise<void> {
    let n = 0;
    while (performance.now() < deadline) {
      n += 1;
      try {
        const shopper = await readyShopper(ref, w * 1000 + n);
        const key = randomUUID();
        submitted += 1;
        const t0 = performance.now();
        const [a, b] = await Promise.all([shopper.gql<PlaceAnswer>(PLACE, { key }), shopper.gql<PlaceAnswer>(PLACE, { key })]);
        loadTimes.push(performance.now() - t0);
        const ids = new Set([a.placeOrder.order?.id, b.placeOrder.order?.id].filter((x): x is string => !!x));
        if (!a.placeOrder.ok || !b.placeOrder.ok) errors += 1;
        sessions.push({ shopper, orderIds: ids });
      } catch {
        errors += 1;
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
    placeOrderConcurrent: { shoppers: 20, ok: answers.filter((a) => a.placeOrder.ok).length, p50: round(pct(times, 50)), p99: round(pct(times, 99)) },
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
  };
}
