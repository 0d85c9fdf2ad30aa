/**
 * Gateway configuration, read once from the environment.
 * Invalid configuration throws a ConfigError whose message is a single, user-facing line.
 */

import { DEFAULT_GRAPHQL_LIMITS, type GraphQLLimits } from "./limits/graphqlLimits.js";
import { DEFAULT_RATE_LIMITS, parseRateLimit, RATE_LIMIT_ENV, type RateLimitBucket, type RateLimitRules } from "./rateLimit/rules.js";
import { DEFAULT_STALE_IF_ERROR_MS } from "./cache/staleIfError.js";
import { DEFAULT_SHARED_LOAD_LOCK_MS } from "./cache/responseCache.js";
import type { StoreApiCompressionMode } from "./storeApi/compression.js";
import { storefrontUrl } from "./account/storefront.js";
import { MEDIA_FROM_UPSTREAM } from "./media/publicUrl.js";

export type CookieSecureMode = "auto" | "always" | "never";

export interface GatewayConfig {
  /** Port for the HTTP server (GATEWAY_PORT, default 4000). */
  port: number;
  /** Interface to bind (GATEWAY_HOST, default 0.0.0.0). */
  host: string;
  /** Base URL of the Store API host, without /store-api (STORE_API_URL). */
  storeApiUrl: string;
  /** Sales channel access key (STORE_API_ACCESS_KEY). */
  storeApiAccessKey: string;
  /** Upstream request time-out in ms (SPEC §9: 10000). */
  storeApiTimeoutMs: number;
  /**
   * The shop's public origin (STORE_HOST, default http://localhost:3000), read once; media URLs point there unless
   * MEDIA_PUBLIC_URL says otherwise. Unset in a programmatic config: http://localhost:3000 (never the environment:
   * only loadConfig reads it).
   */
  storeHost?: string;
  /**
   * Where the Store API's media URLs send clients (MEDIA_PUBLIC_URL; media/publicUrl.ts): an absolute base such as a
   * CDN's, or "upstream" to pass them on unchanged. Unset: the shop's origin (storeHost).
   */
  mediaPublicUrl?: string;
  /** Compressed Store API answers (STORE_API_COMPRESSION=auto|on|off, default auto = not from this machine). */
  storeApiCompression?: StoreApiCompressionMode;
  /**
   * Proxies whose x-forwarded-for/-proto/x-request-id the gateway believes (GATEWAY_TRUST_PROXY, proxy-addr syntax;
   * default loopback: the storefront's server beside it). Anyone else could pick their own address or protocol.
   */
  trustProxy?: string;
  /** GATEWAY_UPSTREAM_LOG=1: serve /__gateway/upstream-calls and the cache reset (benchmarks only; default off). */
  exposeUpstreamLog?: boolean;
  /** Secure flag of the context-token cookie (COOKIE_SECURE=auto|true|false, default auto = only over https). */
  cookieSecure: CookieSecureMode;
  /** Fastify/pino log level, or false to disable logging (LOG_LEVEL, default info). */
  logLevel: string | false;
  /** Folder with the built GraphiQL page (defaults to gateway/graphiql/dist). */
  graphiqlDist?: string;
  /** GraphQL document limits, introspection and suggestions (GRAPHQL_*; default DEFAULT_GRAPHQL_LIMITS). */
  graphqlLimits?: GraphQLLimits;
  /** Per-address limits of costly mutations (RATE_LIMIT_*; default DEFAULT_RATE_LIMITS). */
  rateLimits?: RateLimitRules;
  /** false: no cache of whole GraphQL answers (GRAPHQL_RESULT_CACHE=off; cache/graphqlResultCache.ts). Default on. */
  resultCache?: boolean;
  /** How long past its stale window a catalogue answer is served while the upstream fails (CACHE_STALE_IF_ERROR_SECONDS). */
  staleIfErrorMs?: number;
  /** With REDIS_URL: how long one instance loads a cold key for all (CACHE_SHARED_LOAD_LOCK_SECONDS; 0 = no lock). */
  sharedLoadLockMs?: number;
  /**
   * Redis shared by all gateway instances (REDIS_URL, redis:// or rediss://): response cache and rate-limit
   * counters. Unset: both live in this process.
   */
  redisUrl?: string;
  /**
   * Shared secret of `POST /__cache/purge` (PAGE_CACHE_PURGE_SECRET, the web's page cache calls it before
   * dropping its own pages; cache/purge.ts). Unset: no purge endpoint.
   */
  purgeSecret?: string;
  /** Hash-only documents of the storefront (PERSISTED_DOCUMENTS, PERSISTED_DOCUMENTS_FILE; persisted/documents.ts). */
  persistedDocuments?: { mode: PersistedDocumentsMode; file?: string };
}

export const PERSISTED_DOCUMENT_MODES = ["off", "allow", "require-for-web"] as const;
export type PersistedDocumentsMode = (typeof PERSISTED_DOCUMENT_MODES)[number];

export const DEFAULT_STORE_API_URL = "http://127.0.0.1:8000";
export const DEFAULT_STORE_API_ACCESS_KEY = "SWSCAPOTHEKESHOPDEMOKEY012";
export const STORE_API_TIMEOUT_MS = 10_000;
export const DEFAULT_TRUST_PROXY = "127.0.0.1,::1,::ffff:127.0.0.1";

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535, got "${value}"`);
  }
  return port;
}

function parseCookieSecure(value: string | undefined): CookieSecureMode {
  switch ((value ?? "auto").trim().toLowerCase()) {
    case "":
    case "auto":
      return "auto";
    case "true":
    case "1":
    case "always":
      return "always";
    case "false":
    case "0":
    case "never":
      return "never";
    default:
      throw new ConfigError(`COOKIE_SECURE must be auto, true or false, got "${value}"`);
  }
}

function parseSwitch(value: string | undefined, fallback: boolean, name: string): boolean {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "") return fallback;
  if (["1", "true", "on", "yes"].includes(text)) return true;
  if (["0", "false", "off", "no"].includes(text)) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${value}"`);
}

function parseCount(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${value}"`);
  return count;
}

function parseGraphQLLimits(env: Env): GraphQLLimits {
  const d = DEFAULT_GRAPHQL_LIMITS;
  return {
    maxAliases: parseCount(env.GRAPHQL_MAX_ALIASES, d.maxAliases, "GRAPHQL_MAX_ALIASES"),
    maxDepth: parseCount(env.GRAPHQL_MAX_DEPTH, d.maxDepth, "GRAPHQL_MAX_DEPTH"),
    maxCost: parseCount(env.GRAPHQL_MAX_COST, d.maxCost, "GRAPHQL_MAX_COST"),
    maxTokens: parseCount(env.GRAPHQL_MAX_TOKENS, d.maxTokens, "GRAPHQL_MAX_TOKENS"),
    maxDirectives: parseCount(env.GRAPHQL_MAX_DIRECTIVES, d.maxDirectives, "GRAPHQL_MAX_DIRECTIVES"),
    maxUpstreamCalls: parseCount(env.GRAPHQL_MAX_UPSTREAM_CALLS, d.maxUpstreamCalls, "GRAPHQL_MAX_UPSTREAM_CALLS"),
    deadlineMs: parseCount(env.GRAPHQL_DEADLINE_MS, d.deadlineMs, "GRAPHQL_DEADLINE_MS"),
    maxResponseBytes: parseCount(env.GRAPHQL_MAX_RESPONSE_BYTES, d.maxResponseBytes, "GRAPHQL_MAX_RESPONSE_BYTES"),
    introspection: parseSwitch(env.GRAPHQL_INTROSPECTION, d.introspection, "GRAPHQL_INTROSPECTION"),
    suggestions: parseSwitch(env.GRAPHQL_SUGGESTIONS, d.suggestions, "GRAPHQL_SUGGESTIONS"),
  };
}

function parseRateLimits(env: Env): RateLimitRules {
  const allOff = !parseSwitch(env.RATE_LIMITS, true, "RATE_LIMITS");
  const rules = {} as RateLimitRules;
  for (const bucket of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitBucket[]) {
    const name = RATE_LIMIT_ENV[bucket];
    const rule = parseRateLimit(allOff ? "off" : env[name], DEFAULT_RATE_LIMITS[bucket]);
    if (!rule) throw new ConfigError(`${name} must be <requests>/<seconds> (e.g. 30/60) or off, got "${env[name]}"`);
    rules[bucket] = rule;
  }
  return rules;
}

function parseSeconds(value: string | undefined, fallbackMs: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallbackMs;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) throw new ConfigError(`${name} must be a number of seconds (0 or more), got "${value}"`);
  return seconds * 1000;
}

function parsePersistedDocuments(env: Env): GatewayConfig["persistedDocuments"] {
  const mode = (env.PERSISTED_DOCUMENTS ?? "").trim() || "require-for-web";
  if (!(PERSISTED_DOCUMENT_MODES as readonly string[]).includes(mode)) {
    throw new ConfigError(`PERSISTED_DOCUMENTS must be one of ${PERSISTED_DOCUMENT_MODES.join(", ")}, got "${env.PERSISTED_DOCUMENTS}"`);
  }
  const file = (env.PERSISTED_DOCUMENTS_FILE ?? "").trim() || undefined;
  return { mode: mode as PersistedDocumentsMode, file };
}

function parseRedisUrl(value: string | undefined): string | undefined {
  const text = (value ?? "").trim();
  if (text === "") return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${value}"`);
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:") {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${value}"`);
  }
  return text;
}

function parseAbsoluteUrl(value: string, name: string, example: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash) {
    throw new ConfigError(`${name} must be an absolute http(s) URL such as ${example}, got "${value}"`);
  }
  return value.replace(/\/+$/, "");
}

function parseMediaPublicUrl(value: string | undefined): string | undefined {
  const text = (value ?? "").trim();
  if (text === "") return undefined;
  if (text.toLowerCase() === MEDIA_FROM_UPSTREAM) return MEDIA_FROM_UPSTREAM;
  return parseAbsoluteUrl(text, "MEDIA_PUBLIC_URL", `https://cdn.example.ch (or ${MEDIA_FROM_UPSTREAM})`);
}

function parseStoreApiCompression(value: string | undefined): StoreApiCompressionMode {
  const mode = (value ?? "").trim().toLowerCase() || "auto";
  if (mode === "auto" || mode === "on" || mode === "off") return mode;
  throw new ConfigError(`STORE_API_COMPRESSION must be auto, on or off, got "${value}"`);
}

/** Builds the configuration from environment variables (process.env by default). */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const storeApiUrl = env.STORE_API_URL ?? DEFAULT_STORE_API_URL;
  const storeApiAccessKey = env.STORE_API_ACCESS_KEY ?? DEFAULT_STORE_API_ACCESS_KEY;
  return validateConfig({
    port: parsePort(env.GATEWAY_PORT, 4000, "GATEWAY_PORT"),
    host: env.GATEWAY_HOST || "0.0.0.0",
    storeApiUrl,
    storeApiAccessKey,
    storeApiTimeoutMs: STORE_API_TIMEOUT_MS,
    storeApiCompression: parseStoreApiCompression(env.STORE_API_COMPRESSION),
    storeHost: parseAbsoluteUrl(storefrontUrl(env.STORE_HOST ?? ""), "STORE_HOST", "https://shop.example.ch"),
    mediaPublicUrl: parseMediaPublicUrl(env.MEDIA_PUBLIC_URL),
    trustProxy: env.GATEWAY_TRUST_PROXY,
    exposeUpstreamLog: env.GATEWAY_UPSTREAM_LOG === "1",
    cookieSecure: parseCookieSecure(env.COOKIE_SECURE),
    logLevel: env.LOG_LEVEL === "silent" ? false : env.LOG_LEVEL || "info",
    graphqlLimits: parseGraphQLLimits(env),
    rateLimits: parseRateLimits(env),
    resultCache: !/^(off|0|false)$/i.test(env.GRAPHQL_RESULT_CACHE ?? ""),
    staleIfErrorMs: parseSeconds(env.CACHE_STALE_IF_ERROR_SECONDS, DEFAULT_STALE_IF_ERROR_MS, "CACHE_STALE_IF_ERROR_SECONDS"),
    sharedLoadLockMs: parseSeconds(env.CACHE_SHARED_LOAD_LOCK_SECONDS, DEFAULT_SHARED_LOAD_LOCK_MS, "CACHE_SHARED_LOAD_LOCK_SECONDS"),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    purgeSecret: env.PAGE_CACHE_PURGE_SECRET || undefined,
    persistedDocuments: parsePersistedDocuments(env),
  });
}

/** Checks a configuration object (also used by buildGateway for programmatic configs). */
export function validateConfig(config: GatewayConfig): GatewayConfig {
  const url = config.storeApiUrl.trim();
  const key = config.storeApiAccessKey.trim();
  if (url === "" || key === "") {
    throw new ConfigError("STORE_API_URL and STORE_API_ACCESS_KEY must both be set");
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`STORE_API_URL must be an absolute http(s) URL, got "${url}"`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new ConfigError(`STORE_API_URL must be an absolute http(s) URL, got "${url}"`);
  }
  // Accept the base URL with or without the /store-api suffix.
  const base = url.replace(/\/+$/, "").replace(/\/store-api$/, "");
  return { ...config, storeApiUrl: base, storeApiAccessKey: key };
}
