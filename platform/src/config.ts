import { fileURLToPath } from "node:url";
import path from "node:path";
import { SHIPPING_RULES } from "./checkout/shipping-rules.js";
import { parseCorsOrigins } from "./http/cors.js";
import { parseTrustProxy } from "./http/trust-proxy.js";
import { devToolsEnabled } from "./http/dev-tools.js";
import { parseRetentionInterval } from "./retention/schedule.js";

/** Default access key of the seeded sales channel (Shopware keys start with "SWSC" = sales-channel origin). */
export const DEFAULT_ACCESS_KEY = "SWSCAPOTHEKESHOPDEMOKEY012";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface PlatformEnv {
  port: number;
  host: string;
  accessKey: string;
  dbPath: string;
  /** Absolute base used in media URLs; when unset it is derived from the request's Host header. */
  publicUrl: string | undefined;
  /** goods total (CHF) from which parcel shipping is free */
  freeShippingFrom: number;
  /** origins allowed to call /store-api from a browser ("*" = any) */
  corsOrigins: "*" | string[];
  /** proxies whose forwarding headers are believed (empty: none) */
  trustProxy: string[];
  /** the unauthenticated /__platform mailbox, mails, requests and settings */
  devTools: boolean;
  /** time between scheduled retention runs; null: none (the CLI still works) */
  retentionIntervalMs: number | null;
  /** pino level of the log: warn by default (every 5xx and failed mail), info with PLATFORM_LOG=1 (every request) */
  logLevel: LogLevel;
  /** The web's page cache purge (PAGE_CACHE_PURGE_URL + PAGE_CACHE_PURGE_SECRET; http/page-purge.ts), both or none. */
  pagePurge: { url: string; secret: string } | undefined;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * PLATFORM_LOG: unset or 0 → warn (server errors, failed mails and other warnings; silence would hide
 * them), 1 → info (also one line per request, as before), or a pino level name.
 */
export function parseLogLevel(raw: string | undefined): LogLevel {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "0") return "warn";
  if (value === "1") return "info";
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new Error(`PLATFORM_LOG must be 0, 1 or a log level (${LOG_LEVELS.join(", ")}), got "${raw}"`);
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): PlatformEnv {
  return {
    port: Number(env.PLATFORM_PORT ?? 8000),
    host: env.PLATFORM_HOST ?? "127.0.0.1",
    accessKey: env.PLATFORM_ACCESS_KEY ?? DEFAULT_ACCESS_KEY,
    dbPath: env.PLATFORM_DB ?? path.join(repoRoot, ".data", "platform.sqlite"),
    publicUrl: env.PLATFORM_PUBLIC_URL || undefined,
    freeShippingFrom: readAmount("PLATFORM_FREE_SHIPPING_FROM", env.PLATFORM_FREE_SHIPPING_FROM, SHIPPING_RULES.defaultFreeShippingFrom),
    corsOrigins: parseCorsOrigins(env.PLATFORM_CORS_ORIGINS),
    trustProxy: parseTrustProxy(env.PLATFORM_TRUST_PROXY),
    devTools: devToolsEnabled(env),
    retentionIntervalMs: parseRetentionInterval(env.PLATFORM_RETENTION_INTERVAL_HOURS),
    logLevel: parseLogLevel(env.PLATFORM_LOG),
    pagePurge: env.PAGE_CACHE_PURGE_URL && env.PAGE_CACHE_PURGE_SECRET ? { url: env.PAGE_CACHE_PURGE_URL, secret: env.PAGE_CACHE_PURGE_SECRET } : undefined,
  };
}

/** A CHF amount from the environment; a typo must stop the start, not silently change prices. */
function readAmount(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative amount in CHF (e.g. 50.00), got "${raw}"`);
  return Math.round(value * 100) / 100;
}
