/**
 * A preload for a server process under a benchmark: its GC pauses by kind and its CPU time since the last reading.
 *   GC_STATS_FILE=/tmp/gw-gc.json node --require ./bench/gc-observer.cjs dist/cli/serve.js
 *   kill -USR2 <pid>   → writes { cpuMs, gc: { minor|major|incremental|weakcb: { count, ms, max } }, heapUsedKB }
 *                        to GC_STATS_FILE and starts the next reading
 * Used for the gateway's scavenges per order (docs/PERFORMANCE.md, 2026-11-28 afternoon); add --trace-gc-nvp to the
 * node flags for what each scavenge copied (new_space_survived) and promoted.
 */
const { PerformanceObserver, constants } = require("node:perf_hooks");
const { writeFileSync } = require("node:fs");
const { getHeapStatistics } = require("node:v8");

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weakcb",
};

let gc = {};
let cpu = process.cpuUsage();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = KINDS[entry.detail?.kind] ?? "other";
    const pauses = (gc[kind] ??= { count: 0, ms: 0, max: 0 });
    pauses.count += 1;
    pauses.ms += entry.duration;
    pauses.max = Math.max(pauses.max, entry.duration);
  }
}).observe({ entryTypes: ["gc"] });

process.on("SIGUSR2", () => {
  const used = process.cpuUsage(cpu);
  const file = process.env.GC_STATS_FILE ?? `/tmp/gc-stats-${process.pid}.json`;
  writeFileSync(file, JSON.stringify({ cpuMs: (used.user + used.system) / 1000, gc, heapUsedKB: Math.round(getHeapStatistics().used_heap_size / 1024) }));
  gc = {};
  cpu = process.cpuUsage();
});
