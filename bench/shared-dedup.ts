/**
 * Cross-instance de-duplication of cold catalogue loads (issue 10 scale-out): two built gateways share one real
 * redis-server in front of the platform; for each of ROUNDS product pages never asked before, CONCURRENCY requests
 * go out at once, alternating between the two instances. Counted at the platform's request log: Store API calls
 * per cold page, with the Redis load lock (CACHE_SHARED_LOAD_LOCK_SECONDS=3) and without it (0); plus the
 * requests' latency. Bounded: ROUNDS × CONCURRENCY requests per mode, loopback only.
 *
 *   pnpm build && pnpm exec tsx bench/shared-dedup.ts [rounds=8] [concurrency=20]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { start, startPlatform, stopProcess, waitFor } from "./stack";

const ROUNDS = Number(process.argv[2] ?? 8);
const CONCURRENCY = Number(process.argv[3] ?? 20);
const base = Number(process.env.BENCH_DEDUP_PORT ?? 19500);
const PLATFORM = `http://127.0.0.1:${base}`;
const REDIS_PORT = base + 1;
const GATEWAYS = [base + 2, base + 3];

const PRODUCT_PAGE = `query ProductPage($path: String!) { route(path: $path) { __typename ... on ProductRoute { product { id name price { unitPrice { amount } } } } } }`;

async function gql(port: number, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function storeApiCalls(): Promise<number> {
  const body = (await (await fetch(`${PLATFORM}/__platform/requests`)).json()) as { requests?: { path: string }[] } | { path: string }[];
  const list = Array.isArray(body) ? body : (body.requests ?? []);
  return list.filter((r) => r.path.startsWith("/store-api/")).length;
}

const clearCalls = async () => void (await fetch(`${PLATFORM}/__platform/requests`, { method: "DELETE" })).arrayBuffer();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const median = (values: number[]) => percentile(values, 50);

async function measure(lockSeconds: string, urls: string[]) {
  const gateways = GATEWAYS.map((port) =>
    start("@shop/gateway", {
      GATEWAY_PORT: String(port),
      STORE_API_URL: PLATFORM,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      CACHE_SHARED_LOAD_LOCK_SECONDS: lockSeconds,
      RATE_LIMITS: "off",
    }),
  );
  try {
    for (const port of GATEWAYS) await waitFor(`http://127.0.0.1:${port}/health`, `gateway ${port}`);
    // Each instance reads its language list once; not part of a page's cost.
    for (const port of GATEWAYS) await gql(port, "{ products(limit: 1) { items { id } } }");
    const calls: number[] = [];
    const single: number[] = [];
    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // One request alone for a cold page: the reference cost.
      await clearCalls();
      await gql(GATEWAYS[round % 2]!, PRODUCT_PAGE, { path: urls[2 * round]! });
      single.push(await storeApiCalls());
      await clearCalls();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, i) => {
          const started = performance.now();
          await gql(GATEWAYS[i % 2]!, PRODUCT_PAGE, { path: urls[2 * round + 1]! });
          latencies.push(performance.now() - started);
        }),
      );
      calls.push(await storeApiCalls());
    }
    return { single: median(single), calls: median(calls), max: Math.max(...calls), p50: median(latencies), p99: percentile(latencies, 99) };
  } finally {
    for (const child of gateways) stopProcess(child);
    await sleep(500);
  }
}

async function main() {
  const platform = startPlatform(base);
  const redis: ChildProcess = spawn("redis-server", ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  try {
    await waitFor(`${PLATFORM}/__platform/requests`, "platform");
    const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const [mode, seconds] of [["lock", "3"], ["no lock", "0"]] as const) {
      // Fresh pages per mode (the Redis cache keeps what the other mode loaded).
      const offset = mode === "lock" ? 0 : 2 * ROUNDS;
      const gateway = start("@shop/gateway", { GATEWAY_PORT: String(GATEWAYS[0]), STORE_API_URL: PLATFORM, RATE_LIMITS: "off" });
      await waitFor(`http://127.0.0.1:${GATEWAYS[0]}/health`, "gateway");
      const list = await gql(GATEWAYS[0]!, `{ products(limit: ${4 * ROUNDS}) { items { url } } }`);
      stopProcess(gateway);
      await sleep(500);
      const urls = (list.products.items as { url: string }[]).map((p) => p.url).slice(offset, offset + 2 * ROUNDS);
      if (urls.length < 2 * ROUNDS) throw new Error(`need ${4 * ROUNDS} products in the seed`);
      results[mode] = await measure(seconds, urls);
    }
    console.log(`${ROUNDS} cold product pages × ${CONCURRENCY} concurrent requests over 2 gateway instances + 1 redis-server`);
    console.log("| mode | Store API calls, one request alone (median) | Store API calls, concurrent (median / max) | latency p50 | latency p99 |");
    console.log("|---|---|---|---|---|");
    for (const [mode, r] of Object.entries(results)) {
      console.log(`| ${mode} | ${r.single} | ${r.calls} / ${r.max} | ${r.p50.toFixed(0)} ms | ${r.p99.toFixed(0)} ms |`);
    }
  } finally {
    stopProcess(platform);
    redis.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
