/**
 * The platform's reads right after an order (issue 9): in a busy shop every few seconds someone orders,
 * and each order writes stock. This measures, per read a product and a category page make (the same
 * requests as bench/platform.ts), what the first read after an order costs: warm (no write since the last
 * read), after an order of a product none of the answers shows, and after an order of the product the
 * detail page shows. One connection, reads in sequence, medians over
 * BENCH_ORDERS_ROUNDS rounds (default 30); the platform's CPU per round of reads from /proc.
 *
 * `BENCH_ONLY=platform-orders pnpm bench` or `tsx bench/platform-orders.ts` after `pnpm build`; BENCH_PLATFORM_PORT, BENCH_PLATFORM_ENTRY as in
 * bench/platform.ts (another build's entry, for before/after).
 */
import { pathToFileURL } from "node:url";
import { SEED_IDS } from "../platform/src/seed/ids.js";
import { ACCOUNT_SEED } from "../platform/src/seed/accounts.js";
import { call, cpuMs, targets, withPlatform, type Target } from "./platform.js";

const ACCESS_KEY = process.env.PLATFORM_ACCESS_KEY ?? "SWSCAPOTHEKESHOPDEMOKEY012";
const ROUNDS = Number(process.env.BENCH_ORDERS_ROUNDS ?? 30);

type Json = Record<string, unknown>;

async function storeApi(base: string, path: string, token: string | undefined, body: unknown): Promise<{ body: Json; token: string | undefined }> {
  const res = await fetch(`${base}/store-api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "sw-access-key": ACCESS_KEY, ...(token ? { "sw-context-token": token } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return { body: (await res.json()) as Json, token: res.headers.get("sw-context-token") ?? token };
}

/** A registered customer's context token (one per run: orders empty the cart, the next one fills it again). */
async function customer(base: string): Promise<string> {
  const { token } = await storeApi(base, "/account/register", undefined, {
    salutationId: ACCOUNT_SEED.salutations.mrs, firstName: "Bench", lastName: "Orders", email: `bench-orders-${Date.now()}@example.ch`,
    password: "sicheres-Passwort-1", storefrontUrl: "http://localhost:3000", acceptedDataProtection: true,
    billingAddress: { street: "Bahnhofstrasse 12", zipcode: "8001", city: "Zürich", countryId: SEED_IDS.countryCh, phoneNumber: "+41 79 123 45 67" },
  });
  if (!token) throw new Error("register: no context token");
  return token;
}

async function order(base: string, token: string, productId: string): Promise<void> {
  await storeApi(base, "/checkout/cart/line-item", token, { items: [{ type: "product", referencedId: productId, quantity: 1 }] });
  const placed = await storeApi(base, "/checkout/order", token, {});
  if (!placed.body.id) throw new Error(`order failed: ${JSON.stringify(placed.body).slice(0, 300)}`);
}

async function timed(base: string, target: Target, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  await call(base, target.path, target.body, headers);
  return performance.now() - start;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function benchPlatformOrders(): Promise<void> {
  await withPlatform(async (base, pid) => {
    const { headers, list } = await targets(base);
    const answers = await Promise.all(list.map((t) => call(base, t.path, t.body, headers).then((a) => JSON.stringify(a))));
    const shown = /\/product\/([0-9a-f]{32})/.exec(list[0]!.path)![1]!;
    // a product none of the answers shows: orders of it change nothing they contain
    const candidates = (await call(base, "/product", { limit: 100, page: 2, filter: [{ type: "equals", field: "parentId", value: null }], includes: { product: ["id", "stock"] } }, headers)).elements as Json[];
    const unrelated = candidates.find((p) => (p.stock as number) > 100 && !answers.some((a) => a.includes(String(p.id))))?.id as string | undefined;
    if (!unrelated) throw new Error("no product outside every answer");
    const token = await customer(base);

    for (let i = 0; i < 5; i++) for (const t of list) await timed(base, t, headers); // JIT
    const scenarios: [string, (() => Promise<void>) | null][] = [
      ["warm", null],
      ["after an order of another product", () => order(base, token, unrelated)],
      ["after an order of the detail page's product", () => order(base, token, shown)],
    ];
    const rows: Record<string, Record<string, number>> = Object.fromEntries(list.map((t) => [t.route, {}]));
    const cpu: Record<string, number> = {};
    for (const [name, write] of scenarios) {
      const times = new Map(list.map((t) => [t.route, [] as number[]]));
      let cpuTotal = 0;
      for (let i = 0; i < ROUNDS; i++) {
        for (const t of list) await timed(base, t, headers); // everything warm (cached where it can be)
        if (write) await write();
        const before = cpuMs(pid);
        for (const t of list) times.get(t.route)!.push(await timed(base, t, headers));
        const after = cpuMs(pid);
        if (before !== undefined && after !== undefined) cpuTotal += after - before;
      }
      for (const t of list) rows[t.route]![`${name}: ms`] = round2(median(times.get(t.route)!));
      cpu[name] = round2(cpuTotal / ROUNDS);
    }
    console.log(`Platform reads after an order (${ROUNDS} rounds, one connection, medians, node ${process.version})`);
    console.table(rows);
    console.log("platform CPU ms per round of the 8 reads:", cpu);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchPlatformOrders().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
