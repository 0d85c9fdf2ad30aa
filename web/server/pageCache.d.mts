/** Types of ./pageCache.mjs (plain ESM: the server runs without a build step). */
import type { ByteLru } from "./byteLru.mjs";
import type { SharedPages } from "./sharedPages.mjs";

export const PURGE_PATH: string;
export const GATEWAY_PURGE_PATH: string;
export const NEGATIVE_TTL_SECONDS: number;
export const DEFAULT_MAX_BYTES: number;

export interface PageCacheSettings {
  enabled: boolean;
  maxBytes: number;
  purgeSecret?: string;
  gatewayUrl: string;
  /** REDIS_URL: the level shared by several web instances (./sharedPages.mjs) */
  redisUrl?: string;
}
/** The server build's `pageCacheRules` (app/http/pageCacheRules.ts). */
export interface PageCacheRules {
  sessionCookie: string;
  localeCookie: string;
  queryParams: string[];
  localeOfPath(pathname: string): string;
  matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean;
  tagsHeader: string;
}
export function pageCacheSettings(env?: Record<string, string | undefined>): PageCacheSettings;
export function sharedLifetime(cacheControl: string | undefined | null): { fresh: number; stale: number } | null;
export function createPageCache(options: {
  rules: PageCacheRules;
  render: (request: Request) => Promise<Response>;
  settings?: PageCacheSettings;
  now?: () => number;
  fetchImpl?: typeof fetch;
  shared?: SharedPages;
}): {
  middleware: (request: unknown, response: unknown, next: (error?: unknown) => void) => void;
  purge(what: { tags: string[] } | { all: true }): Promise<number>;
  store: ByteLru<string, unknown>;
  close(): Promise<void>;
};
