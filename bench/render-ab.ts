/**
 * In-process A/B of two web server builds (issue 26 item 2): whole-server wrk figures on the shared 2-core machine
 * vary by ±40 % between runs of one build, so both builds are loaded into ONE node process, each behind its own
 * express app (`createApp` of its own `server/app.mjs`, as `npm start` runs it) on a loopback port, and the same page
 * is requested from them in alternating batches over keep-alive HTTP. What is compared is the CPU of this process
 * (`process.cpuUsage`) per page: the two builds share the machine's load, the gateway and the client's own work.
 *
 *   cp -r web/build web/server web/.ab/base/          # the base: a copy of a build and its server (web/.ab is ignored)
 *   # … change, `pnpm --filter @shop/web build` …
 *   GATEWAY_URL=http://127.0.0.1:15360 tsx bench/render-ab.ts web/.ab/base web [--rounds 8] [--batch 40] [--path /…]
 *
 * Needs a running gateway (GATEWAY_URL). The request is the uncached product page of a shopper the page cache passes
 * by (one more cookie), with `accept-encoding: br, gzip` as browsers send it. Node flags (e.g. `--max-semi-space-size`)
 * apply to both builds alike: compare flags by running the tool with the same build as A and B, with and without the
 * flag (`node --max-semi-space-size=32 --import tsx bench/render-ab.ts …`), alternating; the garbage collector's
 * pause time per page (both sides together: they share the heap) is printed for that.
 */
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

process.env.NODE_ENV ??= "production";
process.env.LOG_LEVEL ??= "warn";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "8" },
    batch: { type: "string", default: "40" },
    warmup: { type: "string", default: "200" },
    path: { type: "string", default: "/Aspirin-500-mg-20-Tabletten/SW10001" },
    cookie: { type: "string", default: "i18n_redirected=de; bench-uncached=1" },
    encoding: { type: "string", default: "br, gzip" },
  },
});
if (positionals.length !== 2 || !process.env.GATEWAY_URL) {
  console.error("usage: GATEWAY_URL=http://127.0.0.1:<port> tsx bench/render-ab.ts <base web dir> <new web dir> [--rounds n] [--batch n] [--path p]");
  process.exit(2);
}

interface Side {
  name: string;
  port: number;
  cpuMicros: number;
  pages: number;
  bytes: number;
  perRound: number[];
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** Loads `<dir>/server/app.mjs` and `<dir>/build/server/index.js` and listens on a free loopback port. */
async function startSide(name: string, dir: string): Promise<Side> {
  const root = path.resolve(dir);
  const { createApp } = await import(pathToFileURL(path.join(root, "server/app.mjs")).href);
  const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
  const server = createApp(build).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  server.unref();
  return { name: `${name} (${dir})`, port: (server.address() as AddressInfo).port, cpuMicros: 0, pages: 0, bytes: 0, perRound: [] };
}

function get(side: Side): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: "127.0.0.1",
        port: side.port,
        path: values.path,
        headers: { host: `localhost:${side.port}`, cookie: values.cookie, "accept-encoding": values.encoding, "accept-language": "de-CH" },
      },
      (answer) => {
        let size = 0;
        answer.on("data", (chunk: Buffer) => (size += chunk.length));
        answer.on("end", () => (answer.statusCode === 200 ? resolve(size) : reject(new Error(`${side.name}: HTTP ${answer.statusCode}`))));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function batch(side: Side, pages: number, record: boolean): Promise<void> {
  const before = process.cpuUsage();
  let bytes = 0;
  for (let i = 0; i < pages; i++) bytes += await get(side);
  const used = process.cpuUsage(before);
  if (!record) return;
  side.cpuMicros += used.user + used.system;
  side.pages += pages;
  side.bytes = bytes / pages;
  side.perRound.push((used.user + used.system) / 1000 / pages);
}

let gcMillis = 0;
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMillis += entry.duration;
});

const sides = [await startSide("A", positionals[0]!), await startSide("B", positionals[1]!)];
const rounds = Number(values.rounds);
const size = Number(values.batch);
// Warm-up: V8 optimises the render path for a while; both sides alike, interleaved.
for (let done = 0; done < Number(values.warmup); done += size) for (const side of sides) await batch(side, size, false);
gcObserver.observe({ entryTypes: ["gc"] });
for (let round = 0; round < rounds; round++) {
  // A B, then B A: neither side always runs right after the other's garbage.
  for (const side of round % 2 === 0 ? sides : [...sides].reverse()) await batch(side, size, true);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
for (const side of sides) {
  const mean = side.cpuMicros / 1000 / side.pages;
  console.log(
    `${side.name}: ${(mean).toFixed(2)} ms CPU per page (median of rounds ${median(side.perRound).toFixed(2)}), ${side.pages} pages, ${Math.round(side.bytes)} B each; rounds ${side.perRound.map((ms) => ms.toFixed(2)).join(" ")}`,
  );
}
const [a, b] = sides.map((side) => side.cpuMicros / side.pages);
const measured = sides.reduce((sum, side) => sum + side.pages, 0);
console.log(`garbage collection: ${(gcMillis / measured).toFixed(2)} ms per page (both sides; flags: ${process.execArgv.filter((flag, at, all) => !flag.includes("tsx") && !all[at + 1]?.includes("tsx")).join(" ") || "none"})`);
console.log(`B − A: ${(((b! - a!) / a!) * 100).toFixed(1)} % (${((b! - a!) / 1000).toFixed(2)} ms per page)`);
gcObserver.disconnect();
agent.destroy();
