/**
 * Gateway configuration, read once from the environment.
 * Invalid configuration throws a ConfigError whose message is a single, user-facing line.
 */

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
  /** Secure flag of the context-token cookie (COOKIE_SECURE=auto|true|false, default auto = only over https). */
  cookieSecure: CookieSecureMode;
  /** Fastify/pino log level, or false to disable logging (LOG_LEVEL, default info). */
  logLevel: string | false;
  /** Folder with the built GraphiQL page (defaults to gateway/graphiql/dist). */
  graphiqlDist?: string;
}

export const DEFAULT_STORE_API_URL = "http://127.0.0.1:8000";
export const DEFAULT_STORE_API_ACCESS_KEY = "SWSCAPOTHEKESHOPDEMOKEY012";
export const STORE_API_TIMEOUT_MS = 10_000;

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
    cookieSecure: parseCookieSecure(env.COOKIE_SECURE),
    logLevel: env.LOG_LEVEL === "silent" ? false : env.LOG_LEVEL || "info",
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
