/**
 * Fuzz figures (issue 10, docs/PERFORMANCE.md): against the built shop on loopback,
 * 1. BENCH_FUZZ_COUNT (default 5,000) GraphQL operations generated from the introspected schema with
 *    random and hostile arguments (gateway/test/fuzz/operations.ts; seed BENCH_FUZZ_SEED, default 1),
 *    4 at a time → HTTP 5xx, INTERNAL_SERVER_ERROR and internal errors the gateway counted (whatever
 *    their answer's code) must be 0;
 * 2. BENCH_FUZZ_WEB_COUNT (default 2,000) of the storefront's persisted documents by hash with hostile
 *    variables through the web's /graphql (the only thing it takes) → the same findings must be 0;
 * 3. odd web paths (encoded NUL, ..%2f, 10 kB paths, invalid UTF-8 escapes, generated junk) → 500 must be 0.
 * Run: pnpm build && pnpm exec tsx bench/fuzz.ts   (exit code 1 on any finding)
 */
import { readFileSync } from "node:fs";
import { introspect, junkPaths, sampleOperations, samplePersistedOperations, send, type FuzzOperation } from "../gateway/test/fuzz/operations.js";
import { ROOT, startStack, stopStack, URLS } from "./stack.js";

const COUNT = Number(process.env.BENCH_FUZZ_COUNT ?? 5000);
const WEB_COUNT = Number(process.env.BENCH_FUZZ_WEB_COUNT ?? 2000);
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? 1);
const CONCURRENCY = 4;

/** Runs `operations` against `target` (the gateway, or the web's /graphql) 4 at a time; the gateway's metrics judge. */
async function fuzzGraphQL(operations: FuzzOperation[], target: string) {
  const statuses = new Map<number, number>();
  const codes = new Map<string, number>();
  const fields = new Set<string>();
  const flagged: FuzzOperation[] = [];
  let upstream5xx = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const operation: FuzzOperation | undefined = operations[next++];
      if (!operation) return;
      fields.add(`${operation.root}.${operation.field}`);
      const outcome = await send(URLS.gateway, operation, {}, target);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      for (const code of new Set(outcome.codes)) codes.set(code, (codes.get(code) ?? 0) + 1);
      if (outcome.upstream5xx) upstream5xx++;
      if (outcome.finding) flagged.push(operation);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  // The internal-error counter is global: 4 at a time, a neighbour's error flags an operation too. Each
  // flagged operation is sent again alone; what reproduces (or failed in its own answer) is a finding.
  const findings: string[] = [];
  for (const operation of flagged) {
    const again = await send(URLS.gateway, operation, {}, target);
    if (again.finding) findings.push(`${again.status} ${again.codes.join(",")} ${operation.query.slice(0, 160)} ${JSON.stringify(operation.variables).slice(0, 200)}`);
  }
  return { operations: operations.length, fields: fields.size, seconds, statuses, codes, upstream5xx, flagged: flagged.length, findings };
}

function oddPaths(): string[] {
  const fixed = [
    "/%00",
    "/de/%00",
    "/de/produkt%00.html",
    "/..%2f..%2f..%2fetc%2fpasswd",
    "/de/..%2f..%2fetc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/de/%E0%A4%A",
    "/%C0%AF",
    "/%ff%fe",
    "/de/search?search=%00",
    "/de/search?search=%E0%A4%A",
    "/fr/checkout/success/%00/unpaid",
    "/it/account/order/..%2f..%2f",
    `/de/${"a".repeat(10_000)}`,
    `/${"%2f".repeat(3000)}`,
    `/de/search?search=${"x".repeat(10_000)}`,
    "/graphql?query=%00",
    "/de/navigation/%ZZ",
    "//evil.example/",
    "/de/\\..\\..\\windows",
  ];
  const generated = junkPaths(180, SEED);
  return [...fixed, ...generated];
}

async function fuzzWeb() {
  const statuses = new Map<number, number>();
  const findings: string[] = [];
  const paths = oddPaths();
  for (const path of paths) {
    const response = await fetch(`${URLS.web}${path}`, { redirect: "manual" }).catch(() => null);
    const status = response?.status ?? 0;
    await response?.arrayBuffer().catch(() => undefined);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 500 || status === 0) findings.push(`${status} ${path.slice(0, 120)}`);
  }
  return { paths: paths.length, statuses, findings };
}

const sorted = (map: Map<string | number, number>) => [...map].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}: ${v}`).join(", ");

function report(title: string, run: Awaited<ReturnType<typeof fuzzGraphQL>>, what: string): number {
  console.log(`${title}: ${run.operations} operations on ${run.fields} ${what} in ${run.seconds.toFixed(1)} s (seed ${SEED}, ${CONCURRENCY} at a time)`);
  console.log(`  HTTP statuses: ${sorted(run.statuses)}`);
  console.log(`  error codes (answers containing): ${sorted(run.codes)}`);
  console.log(`  answers with an upstream 5xx behind a clean error: ${run.upstream5xx}`);
  console.log(`  flagged while 4 ran at a time: ${run.flagged}; findings (HTTP 5xx, INTERNAL_SERVER_ERROR or an internal error the gateway counted, sent again alone): ${run.findings.length}`);
  for (const finding of run.findings.slice(0, 10)) console.log(`    ${finding}`);
  return run.findings.length;
}

await startStack();
try {
  const schema = await introspect(URLS.gateway);
  let findings = report("GraphQL fuzz (gateway)", await fuzzGraphQL(sampleOperations(schema, COUNT, SEED), URLS.gateway), "root fields");
  // The shop's own /graphql takes only the build's documents by hash: fuzz their variables through the web.
  const manifest = JSON.parse(readFileSync(`${ROOT}/web/app/generated/persisted-documents.json`, "utf8")) as Record<string, string>;
  const persisted = samplePersistedOperations(schema, manifest, WEB_COUNT, SEED);
  findings += report("GraphQL fuzz (web /graphql, persisted documents)", await fuzzGraphQL(persisted, URLS.web), "documents");
  const web = await fuzzWeb();
  console.log(`Web path fuzz: ${web.paths} odd paths; statuses: ${sorted(web.statuses)}; findings (5xx / no answer): ${web.findings.length}`);
  for (const finding of web.findings.slice(0, 10)) console.log(`    ${finding}`);
  process.exitCode = findings + web.findings.length > 0 ? 1 : 0;
} finally {
  stopStack();
}
