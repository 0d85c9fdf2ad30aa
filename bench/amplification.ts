/**
 * Amplification figures (issue 20): a normal product page query runs in a loop while 5 clients send
 * the issue's hostile documents (gateway/test/fixtures/hostileDocuments.ts) over and over; p50 of
 * the normal query alone and under attack, the hostile answers' status and time, and the gateway's
 * resident memory (its /metrics). Two gateways on the same platform: with the issue-20 bounds
 * (defaults) and with every cost/budget bound lifted (what main did: armor's field count let these
 * documents through) — and the bounded one once more without the refusal-flood guard
 * (limits/refusalFlood.ts). Each attacker has its own address (x-forwarded-for from loopback, which the
 * gateway trusts). `pnpm exec tsx bench/amplification.ts` after the build;
 * BENCH_LEVELS (cross-selling levels of the hostile document, default 4: the issue's 15 MB answer),
 * BENCH_SECONDS (per phase, default 20).
 */
import { readFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { HOSTILE_DOCUMENTS } from "../gateway/test/fixtures/hostileDocuments.js";
import { PORTS, ROOT, URLS, start, startPlatform, stopProcess, stopStack, waitFor } from "./stack.js";

const LEVELS = Number(process.env.BENCH_LEVELS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ATTACKERS = 5;
const HOSTILE_TIMEOUT_MS = 60_000;
const HOSTILE = HOSTILE_DOCUMENTS[`crossSellings${LEVELS}`] ?? HOSTILE_DOCUMENTS.crossSellings4!;
/** Every bound of issue 20 lifted: the gateway as main ran it for these documents. */
const UNBOUNDED = {
  GRAPHQL_MAX_COST: "1000000000000",
  GRAPHQL_MAX_UPSTREAM_CALLS: "100000000",
  GRAPHQL_DEADLINE_MS: "100000000",
  GRAPHQL_MAX_RESPONSE_BYTES: "1000000000000",
  RATE_LIMIT_REFUSED_DOCUMENTS: "off",
};

const manifest = JSON.parse(readFileSync(`${ROOT}/web/app/generated/persisted-documents.json`, "utf8")) as Record<string, string>;
const CATALOG_ROUTE = Object.values(manifest).find((text) => /query CatalogRoute\b/.test(text))!;

async function post(url: string, query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal, from?: string) {
  const started = performance.now();
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    // An attacker's own address, as the trusted proxy in front of the gateway reports it (GATEWAY_TRUST_PROXY: loopback).
    headers: { "content-type": "application/json", "x-shop-locale": "de", "apollographql-client-name": "bench", ...(from ? { "x-forwarded-for": from } : {}) },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, bytes: text.length, text };
}

async function rssMb(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  const match = /^gateway_process_resident_memory_bytes (\S+)$/m.exec(metrics);
  return match ? Math.round(Number(match[1]) / 1e6) : NaN;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10 : NaN;
};

/** The normal product page query in a loop for `seconds`: its latencies. */
async function productPageLoop(url: string, path: string, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const { status, ms, text } = await post(url, CATALOG_ROUTE, { path });
    if (status !== 200 || !text.includes('"ProductRoute"')) throw new Error(`product page failed: ${status} ${text.slice(0, 200)}`);
    times.push(ms);
  }
  return times;
}

interface Phase {
  gateway: string;
  productPageP50Alone: number;
  productPageP50UnderAttack: number;
  productPageRequests: number;
  hostileAnswers: number;
  hostileStatuses: string;
  hostileMedianMs: number;
  hostileLargestBytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  hostileAnswerStart: string;
}

async function phase(name: string, env: Record<string, string>): Promise<Phase> {
  const gateway: ChildProcess = start("@shop/gateway", { GATEWAY_PORT: String(PORTS.gateway), STORE_API_URL: URLS.platform, ...env });
  try {
    await waitFor(`${URLS.gateway}/health`, "gateway");
    const listing = await post(URLS.gateway, `{ products(limit: 1, page: 3) { items { url } } }`);
    const path = new URL(JSON.parse(listing.text).data.products.items[0].url, URLS.web).pathname;
    await productPageLoop(URLS.gateway, path, 3); // warm: the page's reads are in the gateway's cache
    const alone = await productPageLoop(URLS.gateway, path, Math.min(SECONDS, 10));
    const rssBeforeMb = await rssMb(URLS.gateway);

    let attacking = true;
    let rssPeakMb = rssBeforeMb;
    const hostile: { status: number | string; ms: number; bytes: number }[] = [];
    let sample = "";
    const attackers = Array.from({ length: ATTACKERS }, async (_, i) => {
      while (attacking) {
        const started = performance.now();
        try {
          const answer = await post(URLS.gateway, HOSTILE, {}, AbortSignal.timeout(HOSTILE_TIMEOUT_MS), `203.0.113.${i + 1}`);
          hostile.push({ status: answer.status, ms: answer.ms, bytes: answer.bytes });
          sample ||= answer.text.slice(0, 160);
        } catch {
          hostile.push({ status: "timeout", ms: performance.now() - started, bytes: 0 });
        }
      }
    });
    const sampler = (async () => {
      while (attacking) {
        rssPeakMb = Math.max(rssPeakMb, await rssMb(URLS.gateway).catch(() => rssPeakMb));
        await sleep(250);
      }
    })();
    const underAttack = await productPageLoop(URLS.gateway, path, SECONDS);
    attacking = false;
    await Promise.all([...attackers, sampler]);

    const statuses = new Map<string, number>();
    for (const h of hostile) statuses.set(String(h.status), (statuses.get(String(h.status)) ?? 0) + 1);
    return {
      gateway: name,
      productPageP50Alone: median(alone),
      productPageP50UnderAttack: median(underAttack),
      productPageRequests: underAttack.length,
      hostileAnswers: hostile.length,
      hostileStatuses: [...statuses].map(([status, n]) => `${n}× ${status}`).join(", "),
      hostileMedianMs: median(hostile.map((h) => h.ms)),
      hostileLargestBytes: Math.max(0, ...hostile.map((h) => h.bytes)),
      rssBeforeMb,
      rssPeakMb,
      hostileAnswerStart: sample,
    };
  } finally {
    stopProcess(gateway);
    await sleep(500);
  }
}

async function main(): Promise<void> {
  startPlatform(PORTS.platform);
  await waitFor(`${URLS.platform}/__platform/requests`, "platform");
  console.log(`hostile document: ${LEVELS} cross-selling levels, ${Buffer.byteLength(HOSTILE)} bytes; ${ATTACKERS} attackers; ${SECONDS} s per phase`);
  const results = [
    await phase("bounded (issue 20 defaults)", {}),
    await phase("bounded, refusal-flood guard off", { RATE_LIMIT_REFUSED_DOCUMENTS: "off" }),
    await phase("unbounded (cost, budgets and flood guard lifted)", UNBOUNDED),
  ];
  console.table(results.map(({ hostileAnswerStart: _sample, ...figures }) => figures));
  for (const result of results) console.log(`${result.gateway}: first hostile answer starts ${result.hostileAnswerStart}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopStack);
