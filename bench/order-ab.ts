/**
 * In-process A/B of two platform builds' CPU per placed order (issue 26 item 3). On the shared 2-core machine the
 * checkout bench's per-order CPU (summed /proc ticks of a process that also serves the next shoppers' preparation)
 * swings by ±50 % between runs, so both builds are loaded into ONE node process, each with its own seeded database
 * file, and driven through `app.inject` (no sockets) with exactly the Store API calls the gateway's placeOrder makes:
 * the cart and the context read with the gateway's `includes` (gateway/src/checkout/includes.ts), then
 * `POST /checkout/order` with its idempotency key and ORDER_INCLUDES. A round prepares 20 guests on each build
 * (registration, one product, invoice — not measured), then places their 20 orders at once (the two reads of all 20
 * in parallel, then each order as its reads return, as the gateway does), measuring `process.cpuUsage` around the
 * burst. Rounds alternate A, B / B, A so both builds meet the same machine; the first two rounds are warm-up.
 *
 *   mkdir -p platform/.ab && cp -r platform/dist platform/.ab/base && cp -r platform/fonts platform/.ab/   # the base build and the fonts it reads from <dist>/../fonts (platform/.ab is ignored)
 *   # … change, `pnpm --filter @shop/platform build` …
 *   tsx bench/order-ab.ts platform/.ab/base platform/dist [--rounds 12] [--burst 20] [--seed small|full] [--one-at-a-time]
 *   tsx bench/order-ab.ts platform/.ab/base platform/dist --http [--http-ports 19300,18300] [--settle 1500]
 *
 * `--http`: each build runs as its own server (`node <dist>/cli/serve.js`, NODE_ENV=production) on its seeded file and
 * is asked over HTTP; what is compared is that server process's CPU (/proc, 10 ms ticks summed over a burst) — the
 * platform's whole work per order with the socket, parsing and serialising, without this process's.
 * `--settle <ms>`: the CPU is read that long after the burst's last answer, so work a build defers until after
 * the burst (the confirmation mail, rendered once the orders stop coming) is counted with it; without it, only
 * what the burst's orders wait for.
 * Prints per build the median (and mean) CPU ms per order over the measured rounds, the order call's share, and
 * checks every order was placed once (orders in the database = orders answered, stock decremented once each).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ORDER_READ_QUERY } from "../gateway/src/checkout/includes.js";
import { ORDER_INCLUDES } from "../gateway/src/order/includes.js";
import { cpuMs } from "./platform.js";

process.env.NODE_ENV ??= "production";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "12" },
    burst: { type: "string", default: "20" },
    seed: { type: "string", default: "small" },
    "one-at-a-time": { type: "boolean", default: false },
    http: { type: "boolean", default: false },
    "http-ports": { type: "string", default: "19300,18300" },
    settle: { type: "string", default: "0" },
  },
});
if (positionals.length !== 2) {
  console.error("usage: tsx bench/order-ab.ts <base platform dist> <new platform dist> [--rounds n] [--burst n] [--seed small|full] [--one-at-a-time]");
  process.exit(2);
}
// A build reads its invoice fonts from <dist>/../fonts (document/tagged.ts). A copy without them fails at every
// order's PDF warm-up (ENOENT, retried per order) and costs ≈ 1.5–2 ms more per order than platform/dist: an A/B of
// such a copy against platform/dist showed −12…−23 % for a change worth < 1 %. Hence: `cp -r platform/fonts platform/.ab/`.
for (const dir of positionals) {
  if (!existsSync(path.join(dir, "..", "fonts", "DejaVuSans.ttf"))) {
    console.error(`${dir}/../fonts is missing: the build would fail its invoice fonts at every order (cp -r platform/fonts ${path.dirname(path.resolve(dir))}/)`);
    process.exit(2);
  }
}
const ROUNDS = Number(values.rounds);
const BURST = Number(values.burst);
const SETTLE_MS = Number(values.settle);
const ACCESS_KEY = "SWSCAPOTHEKEBENCHORDERAB01";

type Json = Record<string, any>;
type Answer = { statusCode: number; headers: Json; json(): Json };
type App = { inject(opts: Json): Promise<Answer>; ready(): Promise<unknown> };

interface Build {
  name: string;
  app: App;
  db: { prepare(sql: string): { get(...a: unknown[]): unknown } };
  ids: Json;
  accounts: Json;
  productIds: string[];
  cpu: number[];
  orderCpu: number[];
  placed: number;
  /** CPU ms used so far by whoever serves this build (this process, or the build's own server with --http) */
  cpuMs(): number;
}

const query = (q: Record<string, string[]>) =>
  Object.entries(q)
    .flatMap(([k, vs]) => vs.map((v) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`))
    .join("&");
const READ_QUERY = query(ORDER_READ_QUERY);

const ownCpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * --http: the build's own server (`node <dist>/cli/serve.js`, production settings) on the seeded file, asked over
 * keep-alive HTTP; its CPU from /proc (10 ms ticks: summed over a whole burst). This process only drives it.
 */
async function serve(dir: string, file: string): Promise<App & { pid: number }> {
  const port = Number(values["http-ports"]!.split(",")[servers.length]);
  const child = spawn(process.execPath, [path.join(dir, "cli/serve.js")], {
    env: { ...process.env, NODE_ENV: "production", PLATFORM_PORT: String(port), PLATFORM_DB: file, PLATFORM_ACCESS_KEY: ACCESS_KEY, PLATFORM_PUBLIC_URL: "http://platform.test", PLATFORM_DEV_TOOLS: "0", PLATFORM_STOREFRONT_URLS: "http://shop.test", STORE_HOST: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  servers.push(child);
  const inject = async (opts: Json): Promise<Answer> => {
    const res = await fetch(`http://127.0.0.1:${port}${opts.url}`, {
      method: opts.method,
      headers: opts.headers,
      body: opts.payload === undefined ? undefined : JSON.stringify(opts.payload),
    });
    const text = await res.text();
    return { statusCode: res.status, headers: { "sw-context-token": res.headers.get("sw-context-token") ?? undefined }, json: () => JSON.parse(text) };
  };
  const ready = async () => {
    for (let i = 0; i < 200; i++) {
      if (await fetch(`http://127.0.0.1:${port}/store-api/context`, { headers: { "sw-access-key": ACCESS_KEY } }).then((r) => r.ok, () => false)) return;
      await sleep(100);
    }
    throw new Error(`${dir}: server did not start on ${port}`);
  };
  return { inject, ready, pid: child.pid! };
}
const servers: ChildProcess[] = [];
process.on("exit", () => servers.forEach((s) => s.kill()));

async function load(name: string, dir: string): Promise<Build> {
  const root = pathToFileURL(path.resolve(dir) + "/").href;
  const { openDb } = await import(`${root}db/connection.js`);
  const { migrate } = await import(`${root}db/migrate.js`);
  const { seed } = await import(`${root}seed/seed.js`);
  const { buildPlatform } = await import(`${root}server.js`);
  const { SEED_IDS, paymentMethodId } = await import(`${root}seed/ids.js`);
  const { ACCOUNT_SEED } = await import(`${root}seed/accounts.js`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "order-ab-")), "shop.sqlite");
  process.on("exit", () => rmSync(path.dirname(file), { recursive: true, force: true }));
  const db = openDb(file);
  migrate(db);
  seed(db, { accessKey: ACCESS_KEY, size: values.seed as "small" | "full" });
  const app = values.http ? await serve(dir, file) : (buildPlatform({ db, accessKey: ACCESS_KEY, publicUrl: "http://platform.test", logger: false, devTools: false, accounts: { storefrontUrls: ["http://shop.test"] } }) as App);
  await app.ready();
  const products = db
    .prepare("SELECT id FROM product WHERE parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM product c WHERE c.parent_id = product.id) AND NOT EXISTS (SELECT 1 FROM product_download d WHERE d.product_id = product.id) AND active = 1 AND stock > 100 ORDER BY id LIMIT 40")
    .all() as { id: string }[];
  if (products.length === 0) throw new Error(`${name}: no product with stock`);
  return {
    name, app, db, accounts: ACCOUNT_SEED, productIds: products.map((p) => p.id), cpu: [], orderCpu: [], placed: 0,
    cpuMs: (app as App & { pid?: number }).pid === undefined ? ownCpuMs : () => cpuMs((app as App & { pid: number }).pid)!,
    ids: { ...SEED_IDS, invoice: paymentMethodId("invoice") },
  };
}

async function call(b: Build, method: string, url: string, token: string | undefined, payload?: unknown): Promise<{ body: Json; token: string | undefined }> {
  const res = await b.app.inject({
    method,
    url: `/store-api${url}`,
    headers: { "sw-access-key": ACCESS_KEY, "content-type": "application/json", ...(token ? { "sw-context-token": token } : {}) },
    payload: payload as Json | undefined,
  });
  if (res.statusCode !== 200) throw new Error(`${b.name} ${method} ${url}: ${res.statusCode} ${JSON.stringify(res.json()).slice(0, 400)}`);
  return { body: res.json(), token: (res.headers["sw-context-token"] as string | undefined) ?? token };
}

/** A guest with one product in the cart and invoice as payment: what bench/checkout.ts readyShopper makes. */
async function readyGuest(b: Build, n: number): Promise<string> {
  const { token } = await call(b, "POST", "/account/register", undefined, {
    guest: true, salutationId: b.accounts.salutations.mrs, firstName: "Bench", lastName: "Kunde", email: `ab-${randomUUID()}@example.ch`,
    storefrontUrl: "http://shop.test", acceptedDataProtection: true,
    billingAddress: { street: "Bahnhofstrasse 1", zipcode: "8001", city: "Zürich", countryId: b.ids.countryCh },
  });
  await call(b, "POST", "/checkout/cart/line-item", token, { items: [{ type: "product", referencedId: b.productIds[n % b.productIds.length], quantity: 1 }] });
  await call(b, "PATCH", "/context", token, { paymentMethodId: b.ids.invoice });
  return token!;
}

/** placeOrder's upstream calls for one guest; one at a time, the CPU of the order call alone is kept too. */
async function placeOrder(b: Build, token: string, measured: boolean): Promise<void> {
  await Promise.all([call(b, "GET", `/checkout/cart?${READ_QUERY}`, token), call(b, "GET", `/context?${READ_QUERY}`, token)]);
  const start = b.cpuMs();
  const { body } = await call(b, "POST", "/checkout/order", token, { idempotencyKey: randomUUID(), includes: ORDER_INCLUDES });
  if (measured && values["one-at-a-time"]) b.orderCpu.push(b.cpuMs() - start);
  if (!body.id) throw new Error(`${b.name}: no order id`);
  b.placed += 1;
}

async function round(b: Build, measured: boolean): Promise<void> {
  const guests: string[] = [];
  for (let i = 0; i < BURST; i++) guests.push(await readyGuest(b, i + b.placed));
  const start = b.cpuMs();
  if (values["one-at-a-time"]) for (const g of guests) await placeOrder(b, g, measured);
  else await Promise.all(guests.map((g) => placeOrder(b, g, measured)));
  // --settle: what a build defers until after the burst (the confirmation mails' rendering) counts too
  if (SETTLE_MS > 0) await sleep(SETTLE_MS);
  if (measured) b.cpu.push((b.cpuMs() - start) / BURST);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const r2 = (n: number) => Math.round(n * 100) / 100;

const builds = [await load("A", positionals[0]!), await load("B", positionals[1]!)];
for (let i = 0; i < ROUNDS + 2; i++) {
  const order = i % 2 === 0 ? builds : [...builds].reverse();
  for (const b of order) await round(b, i >= 2);
}
for (const b of builds) {
  const orders = (b.db.prepare('SELECT COUNT(*) AS n FROM "order"').get() as { n: number }).n;
  if (orders !== b.placed) throw new Error(`${b.name}: ${b.placed} orders answered, ${orders} in the database`);
}
const [a, b] = builds as [Build, Build];
console.log(`order-ab: ${ROUNDS} rounds of ${BURST} orders ${values["one-at-a-time"] ? "one at a time" : "at once"}, seed ${values.seed}${SETTLE_MS ? `, CPU read ${SETTLE_MS} ms after each burst` : ""}; load ${(await import("node:os")).loadavg()[0]!.toFixed(2)}`);
for (const x of builds) console.log(`  ${x.name} ${positionals[x === a ? 0 : 1]}: CPU per order median ${r2(median(x.cpu))} ms, mean ${r2(mean(x.cpu))} ms, rounds ${x.cpu.map(r2).join(" ")}${x.orderCpu.length ? `; the order call alone: median ${r2(median(x.orderCpu))} ms` : ""}`);
// each round's B against the A run next to it: the machine's swings between rounds cancel out
const paired = b.cpu.map((x, i) => x / a.cpu[i]! - 1);
console.log(`  B vs A: ${r2(((median(b.cpu) - median(a.cpu)) / median(a.cpu)) * 100)} % (medians), ${r2(((mean(b.cpu) - mean(a.cpu)) / mean(a.cpu)) * 100)} % (means), ${r2(median(paired) * 100)} % (median of the rounds' pairs)`);
// the servers' pipes keep this process alive: end them here ("exit" only comes once nothing is left)
for (const s of servers) s.kill();
