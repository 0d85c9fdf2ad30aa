/**
 * HTTP caching of GraphQL answers for shared caches (CDN, nginx in front of the web's /graphql; issue 10).
 *
 * Only what is the same for every shopper may be stored by a shared cache: an anonymous (no session
 * cookie or header, none created) GET of a persisted document that is a query, answered without errors,
 * whose every Store API read went through the gateway's response cache as an anonymous, cacheable
 * catalogue read (cache/strategies.ts). Such an answer gets
 * `public, max-age=0, s-maxage=<fresh>, stale-while-revalidate=<stale>` with the shortest fresh and stale
 * times of the reads it used — the gateway's own cache would not keep it longer — plus a weak ETag (a
 * matching If-None-Match is answered 304) and `Vary` on the headers the answer depends on. Everything
 * else (sessions, mutations, customer data, errors, full documents) is `private, no-store`.
 */
import { createHash } from "node:crypto";
import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from "@apollo/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CacheStrategy } from "./strategies.js";
import type { KeptAnswer } from "./responseCache.js";
import { resultJson } from "./resultJson.js";
import { isPersistedRequest } from "../persisted/documents.js";
import { CONTEXT_TOKEN_HEADER } from "../session/token.js";
import { isLocale, LOCALE_HEADER } from "../session/locale.js";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * A catalogue read whose answer this process's response cache holds: what it is kept as, and the price variant it
 * was read under ("varies" reads; undefined for "public" reads, which are the same for every price context).
 */
export interface KeptRead {
  answer: KeptAnswer;
  variant?: string | null;
}

/** What the gateway's result cache may keep of an answer (graphqlResultCache.ts). */
export interface ResultLifetime {
  freshUntil: number;
  tags: ReadonlySet<string>;
}

/**
 * What one request's Store API reads allow caches to do with its answer: a shared HTTP cache (this file) and the
 * gateway's own cache of whole answers (graphqlResultCache.ts).
 */
export class HttpCacheability {
  private shared: CacheStrategy | null = null;
  private privateRead = false;
  /** Result cache: the earliest end of freshness of the kept reads, their tags and price variants. */
  private keptUntil = Number.POSITIVE_INFINITY;
  private readonly tags = new Set<string>();
  private readonly variants = new Set<string | null>();
  private keptReads = 0;
  /** A read whose answer is not held as it was used (session-bound, stale, not kept), or a call outside the cache. */
  private unkept = false;
  /** Set once the answer is a query's, without errors (graphqlResultCache.ts's plugin). */
  answerStorable = false;

  /**
   * A read through the response cache: `strategy` when the answer is the anonymous, cached one (else null);
   * `kept` when the answer used is the one the response cache holds, fresh (else null).
   */
  recordCatalogRead(strategy: CacheStrategy | null, kept: KeptRead | null = null): void {
    this.recordKept(kept);
    if (strategy === null || strategy.maxAgeMs <= 0) {
      this.privateRead = true;
      return;
    }
    this.shared = this.shared
      ? {
          maxAgeMs: Math.min(this.shared.maxAgeMs, strategy.maxAgeMs),
          staleWhileRevalidateMs: Math.min(this.shared.staleWhileRevalidateMs, strategy.staleWhileRevalidateMs),
        }
      : { ...strategy };
  }

  private recordKept(kept: KeptRead | null): void {
    if (!kept) {
      this.unkept = true;
      return;
    }
    this.keptReads += 1;
    this.keptUntil = Math.min(this.keptUntil, kept.answer.freshUntil);
    for (const tag of kept.answer.tags) this.tags.add(tag);
    if (kept.variant !== undefined) this.variants.add(kept.variant);
  }

  /** A read through the response cache that failed (the answer may have been built without it). */
  recordFailedRead(): void {
    this.unkept = true;
  }

  /** A Store API call outside the response cache (cart, account, writes). */
  recordPrivateCall(): void {
    this.privateRead = true;
    this.unkept = true;
  }

  /** The shortest strategy of the request's reads, or null when any read was private (or none was made). */
  get sharedStrategy(): CacheStrategy | null {
    return this.privateRead ? null : this.shared;
  }

  /**
   * How long the whole answer may be kept for shoppers of price variant `variant`: as long as the first of its reads
   * stays fresh, with all their tags. Null when the answer was not storable, when no read or any read was not kept,
   * or when a price-dependent read was made under another variant.
   */
  resultLifetime(variant: string | null): ResultLifetime | null {
    if (!this.answerStorable || this.unkept || this.keptReads === 0) return null;
    for (const used of this.variants) if (used !== variant) return null;
    return { freshUntil: this.keptUntil, tags: this.tags };
  }
}

/** The parts of the GraphQL context this plugin reads. */
interface CacheableContext {
  httpCache: HttpCacheability;
  session: { hasToken: boolean };
  /** The request came without a session (checked before any resolver could create one). */
  anonymous: boolean;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The headers the answer depends on: the locale's (x-shop-locale; Accept-Language only when the gateway fell
 * back to it, session/locale.ts) and the session's (cookie or header: a cache must not hand this answer to a
 * shopper whose prices may differ).
 */
function varyHeaders(localeHeader: string | undefined): string {
  const locale = isLocale(localeHeader) ? [LOCALE_HEADER] : [LOCALE_HEADER, "accept-language"];
  return [...locale, "cookie", CONTEXT_TOKEN_HEADER].join(", ");
}

export function sharedCacheControl(strategy: CacheStrategy): string {
  const fresh = Math.floor(strategy.maxAgeMs / 1000);
  const stale = Math.floor(strategy.staleWhileRevalidateMs / 1000);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

/** A weak validator of the answer's JSON (equal data, equal ETag, on every gateway instance). */
export function weakEtag(body: object): string {
  return `W/"${createHash("sha1").update(resultJson(body)).digest("base64url")}"`;
}

function decide(context: GraphQLRequestContextWillSendResponse<CacheableContext>): CacheStrategy | null {
  const { request, response, contextValue, operation } = context;
  if (request.http?.method !== "GET" || !isPersistedRequest(request)) return null;
  if (operation?.operation !== "query") return null;
  if (response.body.kind !== "single" || response.body.singleResult.errors) return null;
  if (!contextValue?.httpCache || !contextValue.anonymous || contextValue.session.hasToken) return null;
  return contextValue.httpCache.sharedStrategy;
}

export function httpCachePlugin(): ApolloServerPlugin<CacheableContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse(context) {
          const headers = context.response.http.headers;
          const strategy = decide(context);
          if (!strategy || context.response.body.kind !== "single") {
            headers.set("cache-control", PRIVATE_CACHE_CONTROL);
            return;
          }
          const locale = context.request.http?.headers.get(LOCALE_HEADER)?.trim().toLowerCase();
          headers.set("cache-control", sharedCacheControl(strategy));
          headers.set("vary", varyHeaders(locale));
          headers.set("etag", weakEtag(context.response.body.singleResult));
        },
      };
    },
  };
}

/** Fastify onSend hook of /graphql: a shared answer whose ETag the client already holds becomes a bodiless 304. */
export async function notModified(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const etag = reply.getHeader("etag");
  if (reply.statusCode !== 200 || typeof etag !== "string") return payload;
  const held = header(request.headers["if-none-match"]);
  if (!held) return payload;
  const matches = held.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
  if (!matches) return payload;
  void reply.code(304).removeHeader("content-type").removeHeader("content-length");
  return "";
}
