/**
 * The gateway's cache of whole GraphQL answers (issue 26): a repeated catalogue query is answered with the bytes and
 * headers it was answered with before, without Apollo parsing, validating and executing it and without the resolvers
 * mapping the (already cached) Store API answers again — those were most of the gateway's CPU for a product page.
 *
 * - Kept: an answer to a query, without errors, without a cookie or a new token, whose every Store API read was
 *   answered by the response cache (responseCache.ts) from an entry it holds fresh ("public" or "varies"), with one
 *   price variant. Anything that called the Store API outside that cache (session, cart, account, any mutation), a
 *   read that failed or was served stale, or a token whose price context is not known, is never kept nor served.
 * - Key: the request's shape (method, document by text or by hash, with or without a session, where the locale came
 *   from, Accept), the document's sha256, the operation name, the variables, the locale, and the session's price
 *   variant (priceContextCache.ts; null = the sales channel's default) — like the per-operation cache's "varies" key.
 *   The answer's own headers (Cache-Control, Vary, ETag, content type) are stored with it, so a client cannot tell a
 *   kept answer from an executed one; If-None-Match → 304 still happens in the route's onSend (httpCache.ts).
 * - Fresh as long as the first of its reads stays fresh in the response cache; never served stale (a stale read
 *   means an execution, which lets the response cache refresh in the background).
 * - Dropped by the same purges: every purge of the response cache (POST /__cache/purge, the Redis purge channel,
 *   clears) drops the answers holding one of the tags of their reads. This level is in-process only: a kept answer
 *   is small next to its reads, and with REDIS_URL the purge channel already reaches every instance's response
 *   cache, and so this one.
 * - Bounded in bytes (lru.ts).
 */
import { createHash } from "node:crypto";
import type { ApolloServerPlugin } from "@apollo/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { promiseHoldsUntil } from "@shop/rules";
import { LruCache } from "./lru.js";
import { stableStringify } from "./responseCache.js";
import type { HttpCacheability } from "./httpCache.js";
import type { PriceContextCache } from "./priceContextCache.js";
import { CONTEXT_TOKEN_HEADER, readToken, SessionToken } from "../session/token.js";
import type { CookieSecureMode } from "../config.js";
import { isLocale, LOCALE_HEADER, resolveLocale } from "../session/locale.js";
import { REQUEST_ID_HEADER } from "../observability/requestId.js";

export const DEFAULT_RESULT_CACHE_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

/** Headers of an answer that belong to its request, not to the answer (or that Fastify computes itself). */
const PER_REQUEST_HEADERS = new Set([REQUEST_ID_HEADER, "set-cookie", CONTEXT_TOKEN_HEADER, "content-length", "date", "connection", "transfer-encoding"]);

/** Content types a browser may send cross-site without a preflight: Apollo's CSRF prevention then wants a header. */
const SIMPLE_CONTENT_TYPES = new Set(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]);
const PREFLIGHT_HEADERS = ["x-apollo-operation-name", "apollo-require-preflight"];

interface KeptResult {
  body: string;
  headers: Record<string, string>;
}

export interface ResultCacheStats {
  hit: number;
  miss: number;
  /** Requests that cannot be answered from this cache (not a query by document or hash, unknown price context, …). */
  bypass: number;
  stored: number;
  /** GraphQL executions started (every request Apollo ran; a hit starts none). */
  executions: number;
}

export interface GraphqlResultCacheOptions {
  enabled: boolean;
  priceContexts: PriceContextCache;
  cookieSecure: CookieSecureMode;
  maxBytes?: number;
  now?: () => number;
  /** Told of every lookup (metrics). */
  onLookup?: (result: "hit" | "miss" | "bypass") => void;
}

/** What a request that was not answered here needs when its answer is sent. */
interface Pending {
  key: string;
  variant: string | null;
  /** Purges seen when the request came: an answer built before a purge must not be kept after it. */
  purges: number;
  record?: HttpCacheability;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function parsed(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return Symbol.for("unparsable");
  }
}

/** Whether Apollo's CSRF prevention lets the request through (else Apollo must answer it: with its refusal). */
function passesCsrfPrevention(request: FastifyRequest): boolean {
  const contentType = header(request.headers["content-type"]);
  if (contentType !== undefined) {
    const essence = contentType.split(";")[0]!.trim().toLowerCase();
    if (essence === "application/json") return true;
    if (!SIMPLE_CONTENT_TYPES.has(essence)) return false;
  }
  return PREFLIGHT_HEADERS.some((name) => (header(request.headers[name]) ?? "") !== "");
}

export class GraphqlResultCache {
  private readonly lru: LruCache<KeptResult>;
  private readonly keyTags = new Map<string, ReadonlySet<string>>();
  private readonly pending = new WeakMap<FastifyRequest, Pending>();
  private readonly now: () => number;
  private purges = 0;
  readonly stats: ResultCacheStats = { hit: 0, miss: 0, bypass: 0, stored: 0, executions: 0 };

  constructor(private readonly options: GraphqlResultCacheOptions) {
    this.now = options.now ?? Date.now;
    this.lru = new LruCache(MAX_ENTRIES, this.now, options.maxBytes ?? DEFAULT_RESULT_CACHE_BYTES);
  }

  get size(): number {
    return this.lru.size;
  }

  get bytes(): number {
    return this.lru.weight;
  }

  /** Drops the answers built from reads with any of `what`'s tags, or all of them (ResponseCache.onPurge). */
  purge(what: readonly string[] | "all"): void {
    this.purges += 1;
    if (what === "all") {
      this.lru.clear();
      this.keyTags.clear();
      return;
    }
    for (const [key, tags] of this.keyTags) {
      if (!what.some((tag) => tags.has(tag))) continue;
      this.keyTags.delete(key);
      this.lru.delete(key);
    }
  }

  /** The cache key of a request, or null when its answer can neither be served from nor kept in this cache. */
  private keyOf(request: FastifyRequest): { key: string; variant: string | null } | null {
    if (request.method !== "GET" && request.method !== "POST") return null;
    const params = (request.method === "GET" ? request.query : request.body) as Record<string, unknown> | null | undefined;
    if (!params || typeof params !== "object" || Array.isArray(params) || !passesCsrfPrevention(request)) return null;
    const { query, operationName } = params;
    const variables = parsed(params.variables);
    const extensions = parsed(params.extensions) as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined;
    if (typeof variables === "symbol" || (operationName !== undefined && typeof operationName !== "string")) return null;
    const byHash = typeof query !== "string";
    const hash = byHash ? extensions?.persistedQuery?.sha256Hash : createHash("sha256").update(query).digest("hex");
    if (typeof hash !== "string" || hash === "") return null;
    const { token } = readToken(request);
    // A session whose price context is not known (yet) is answered by an execution, which learns it.
    const variant = token ? this.options.priceContexts.get(token) : null;
    if (variant === undefined) return null;
    const localeHeader = header(request.headers[LOCALE_HEADER])?.trim().toLowerCase();
    const shape = [request.method, byHash ? "hash" : "text", token ? "session" : "anonymous", isLocale(localeHeader) ? "header" : "negotiated", header(request.headers.accept) ?? ""];
    const key = [...shape, resolveLocale(request.headers), variant ?? "-", operationName ?? "", hash, stableStringify(variables ?? {})].join("\u0000");
    return { key, variant };
  }

  /** Route preHandler of /graphql (after the document guards): answers a kept query, else notes what to keep. */
  readonly preHandler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!this.options.enabled) return;
    const described = this.keyOf(request);
    if (!described) {
      this.count("bypass");
      return;
    }
    const entry = this.lru.get(described.key);
    if (entry && this.lru.isFresh(entry)) {
      this.count("hit");
      // Header clients get their token echoed, as on every answer (session/token.ts).
      new SessionToken(request, reply, this.options.cookieSecure);
      await reply.code(200).headers(entry.value.headers).send(entry.value.body);
      return;
    }
    this.count("miss");
    this.pending.set(request, { ...described, purges: this.purges });
  };

  private count(result: "hit" | "miss" | "bypass"): void {
    this.stats[result] += 1;
    this.options.onLookup?.(result);
  }

  /** The request's record of its Store API reads (the GraphQL context's), for deciding what to keep. */
  track(request: FastifyRequest, record: HttpCacheability): void {
    const pending = this.pending.get(request);
    if (pending) pending.record = record;
  }

  /** Apollo plugin: counts executions and marks answers to queries without errors as storable. */
  plugin(): ApolloServerPlugin<{ httpCache: HttpCacheability }> {
    const stats = this.stats;
    return {
      async requestDidStart() {
        return {
          async executionDidStart() {
            stats.executions += 1;
          },
          async willSendResponse({ operation, response, contextValue }) {
            if (operation?.operation !== "query" || response.body.kind !== "single" || response.body.singleResult.errors) return;
            if (contextValue?.httpCache) contextValue.httpCache.answerStorable = true;
          },
        };
      },
    };
  }

  /** Route onSend of /graphql, before the 304 check: keeps the answer as it is sent, when it may be kept. */
  readonly onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const pending = this.pending.get(request);
    if (!pending?.record || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    this.pending.delete(request);
    if (pending.purges !== this.purges || reply.hasHeader("set-cookie")) return payload;
    // A token the upstream rotated (or one it refused) makes the answer the session's own.
    const sentToken = reply.getHeader(CONTEXT_TOKEN_HEADER);
    if (sentToken !== undefined && sentToken !== readToken(request).token) return payload;
    const lifetime = pending.record.resultLifetime(pending.variant);
    // A product's delivery promise ("order before 16:00") is computed at execution: a kept answer ends when it would change.
    const now = this.now();
    const maxAgeMs = lifetime ? Math.min(lifetime.freshUntil, promiseHoldsUntil(new Date(now)).getTime()) - now : 0;
    if (!lifetime || maxAgeMs <= 0) return payload;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_REQUEST_HEADERS.has(name.toLowerCase())) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    const weight = payload.length + pending.key.length + JSON.stringify(headers).length;
    if (this.lru.set(pending.key, { body: payload, headers }, maxAgeMs, 0, weight)) {
      this.keyTags.set(pending.key, new Set(lifetime.tags));
      this.stats.stored += 1;
      if (this.keyTags.size > 2 * this.lru.size + 1000) for (const key of this.keyTags.keys()) if (!this.lru.has(key)) this.keyTags.delete(key);
    }
    return payload;
  };
}
