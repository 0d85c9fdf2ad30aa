/**
 * Starts the built shop (platform with a fresh seeded in-memory DB → gateway → web) on bench ports
 * and stops it again. Used by the benchmark; the e2e tests use Playwright's webServer instead.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
// BENCH_*_PORT lets several people run the bench on one machine at the same time.
export const PORTS = {
  platform: Number(process.env.BENCH_PLATFORM_PORT ?? 19000),
  gateway: Number(process.env.BENCH_GATEWAY_PORT ?? 15000),
  web: Number(process.env.BENCH_WEB_PORT ?? 16000),
};
export const URLS = {
  platform: `http://127.0.0.1:${PORTS.platform}`,
  gateway: `http://127.0.0.1:${PORTS.gateway}`,
  web: `http://localhost:${PORTS.web}`,
};

/** One secret per bench run shared by the three, as scripts/start.sh does: the platform's writes purge the page cache. */
const PURGE_SECRET = randomBytes(24).toString("hex");

const children: ChildProcess[] = [];
const stopping = new WeakSet<ChildProcess>();
const started = new Map<string, ChildProcess>();

/** Starts one package's `start` script in its own process group (stopped by stopStack or stopProcess). */
export function start(filter: string, env: Record<string, string>): ChildProcess {
  const child = spawn("pnpm", ["-s", "--filter", filter, "start"], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true, // own process group, so the whole tree (pnpm → tsx → node) is stopped together
  });
  // A server that dies mid-run shows up as "fetch failed" in whatever measures next: say which one and why.
  child.on("exit", (code, signal) => {
    if (!stopping.has(child)) console.error(`${filter} exited (code ${code}, signal ${signal}) during the bench`);
  });
  children.push(child);
  started.set(filter, child);
  return child;
}

/**
 * The node process serving a package started here (pnpm → sh → node share the started process group),
 * for CPU time from /proc; undefined when it cannot be found.
 */
export function servicePid(filter: string): number | undefined {
  const group = started.get(filter)?.pid;
  if (!group) return undefined;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      if (Number(fields[2]) !== group) continue; // pgrp
      const [program, script] = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (program?.endsWith("node") && script === "dist/cli/serve.js") return Number(entry);
    } catch {
      /* gone meanwhile */
    }
  }
  return undefined;
}

/** Kills one started process tree at once (SIGKILL: a crash, not a graceful shutdown). */
export function stopProcess(child: ChildProcess): void {
  stopping.add(child);
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    /* already gone */
  }
}

/** The embedded platform on a fresh seeded in-memory DB, with its request log (a dev tool), which the benches read. */
export function startPlatform(port: number, env: Record<string, string> = {}): ChildProcess {
  return start("@shop/platform", { PLATFORM_PORT: String(port), PLATFORM_DB: ":memory:", PLATFORM_DEV_TOOLS: "1", ...env });
}

export async function waitFor(url: string, name: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${name} did not start at ${url}`);
}

export async function startStack(): Promise<void> {
  startPlatform(PORTS.platform, { PAGE_CACHE_PURGE_URL: `${URLS.web}/__page-cache/purge`, PAGE_CACHE_PURGE_SECRET: PURGE_SECRET });
  await waitFor(`${URLS.platform}/__platform/requests`, "platform");
  start("@shop/gateway", { GATEWAY_PORT: String(PORTS.gateway), STORE_API_URL: URLS.platform, GATEWAY_UPSTREAM_LOG: "1", RATE_LIMITS: "off", PAGE_CACHE_PURGE_SECRET: PURGE_SECRET });
  await waitFor(`${URLS.gateway}/health`, "gateway");
  start("@shop/web", { PORT: String(PORTS.web), GATEWAY_URL: URLS.gateway, STORE_HOST: URLS.web, PAGE_CACHE_PURGE_SECRET: PURGE_SECRET });
  await waitFor(`${URLS.web}/`, "web");
}

export function stopStack(): void {
  for (const child of children) stopProcess(child);
}
