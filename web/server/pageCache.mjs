/**
 * The web server's own shared page cache (issue 26): what a CDN or Varnish in front would do with the pages'
 * `Cache-Control: public, s-maxage, stale-while-revalidate`, in the process, so a warm catalogue page costs a
 * Map lookup instead of an 11–14 ms render (docs/PERFORMANCE.md).
 *
 * - Eligible: GET/HEAD of an anonymous visitor whose only cookie is the locale cookie, naming the locale of the
 *   path (then the app's locale decision is "render, no redirect, no cookie" whatever else the request says), and
 *   whose query parameters are the listing's only (random parameters cannot fill the cache). Everything else —
 *   a session, other cookies, /graphql, `.data` — passes by untouched.
 * - A miss is rendered as always and streamed to the visitor; the bytes are captured on the way and kept when the
 *   answer is a `public` page with `s-maxage` and no Set-Cookie (or a 404, for NEGATIVE_TTL_SECONDS), compressed
 *   once (brotli, gzip) next to the identity bytes.
 * - A hit answers the variant the client accepts with its stored headers (CSP by script hashes: no nonce, so the
 *   same bytes are valid for everyone), `Age` and `X-Page-Cache`; a matching If-None-Match is a 304. Past
 *   s-maxage, within stale-while-revalidate, the stale page is answered and ONE background render (React Router's
 *   fetch-level handler, same locale build) replaces it.
 * - Every entry keeps the cache tags the page named (X-Cache-Tags, app/http/cacheTags.ts; the header never leaves
 *   the server). `PURGE` with `xkey: <tag> …` or `POST /__page-cache/purge` `{tags}`/`{all:true}`, with
 *   `Authorization: Bearer <PAGE_CACHE_PURGE_SECRET>`, first purges the gateway's response cache (else the
 *   re-render would read the gateway's old answer), then drops the entries.
 * The app's rules (cookies, parameters, locale of a path, ETag match, tag header) come from the server build
 * (`pageCacheRules`, app/http/pageCacheRules.ts).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { ByteLru } from "./byteLru.mjs";
import { gatewayRoot } from "./gatewayUrl.mjs";
import { createSharedPages } from "./sharedPages.mjs";

export const PURGE_PATH = "/__page-cache/purge";
/** The gateway's matching endpoint (gateway/src/cache/purge.ts). */
export const GATEWAY_PURGE_PATH = "/__cache/purge";
/** A 404 page is kept briefly (a burst of requests for a missing product), never served stale. */
export const NEGATIVE_TTL_SECONDS = 10;
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const GATEWAY_PURGE_TIMEOUT_MS = 3000;
const MAX_PURGE_BODY_BYTES = 64 * 1024;
/** Bookkeeping per entry on top of its bytes (key, headers, tags). */
const ENTRY_OVERHEAD_BYTES = 1024;
/** Headers a page sets itself (entry.server.tsx, app/http/pageSecurity.ts); the rest every answer gets anyway. */
const REPLAYED_HEADERS = [
  "content-type",
  "cache-control",
  "etag",
  "vary",
  "content-language",
  "link",
  "content-security-policy",
  "permissions-policy",
  "x-robots-tag",
];
/** Request headers a background render is given (the ones a page may depend on; no client identity). */
const REFRESH_REQUEST_HEADERS = ["host", "cookie", "accept", "accept-language", "user-agent", "x-forwarded-proto", "x-forwarded-host"];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export function pageCacheSettings(env = process.env) {
  const maxBytes = Number(env.PAGE_CACHE_MAX_BYTES);
  return {
    enabled: env.PAGE_CACHE !== "off",
    maxBytes: Number.isFinite(maxBytes) && maxBytes > 0 ? maxBytes : DEFAULT_MAX_BYTES,
    purgeSecret: env.PAGE_CACHE_PURGE_SECRET || undefined,
    gatewayUrl: gatewayRoot(env.GATEWAY_URL),
    /** Redis shared by several web instances (./sharedPages.mjs); unset: this process only */
    redisUrl: env.REDIS_URL?.trim() || undefined,
  };
}

/** s-maxage and stale-while-revalidate (seconds) of a `public` Cache-Control, or null when a shared cache may not keep it. */
export function sharedLifetime(cacheControl) {
  const directives = String(cacheControl ?? "").toLowerCase().split(",").map((part) => part.trim());
  if (!directives.includes("public")) return null;
  const seconds = (name) => {
    const directive = directives.find((part) => part.startsWith(`${name}=`));
    const value = directive ? Number(directive.slice(name.length + 1)) : NaN;
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const fresh = seconds("s-maxage");
  return fresh === undefined ? null : { fresh, stale: seconds("stale-while-revalidate") ?? 0 };
}

function cookieNames(header) {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.slice(0, part.indexOf("=") < 0 ? part.length : part.indexOf("=")).trim())
    .filter(Boolean);
}

function readCookieValue(header, name) {
  for (const part of String(header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq >= 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Constant-time comparison of a presented secret (digests: equal lengths whatever was sent). */
function sameSecret(presented, expected) {
  const digest = (value) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

function bearer(authorization) {
  const match = /^Bearer\s+(.+)$/i.exec(String(authorization ?? "").trim());
  return match ? match[1] : undefined;
}

function readBody(request, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > limit) reject(Object.assign(new Error("purge body too large"), { status: 413 }));
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** What a purge request asks for: `{ all: true }` or `{ tags }` (an empty list when it names nothing). */
async function purgeRequest(request) {
  if (request.method === "PURGE") {
    return { tags: String(request.headers.xkey ?? "").split(/[\s,]+/).filter(Boolean) };
  }
  let body;
  try {
    body = JSON.parse(await readBody(request, MAX_PURGE_BODY_BYTES));
  } catch (error) {
    if (error?.status) throw error;
    body = {};
  }
  if (body?.all === true) return { all: true };
  return { tags: Array.isArray(body?.tags) ? body.tags.filter((tag) => typeof tag === "string" && tag !== "") : [] };
}

function mergeVary(stored) {
  const names = new Map();
  for (const name of ["Accept-Encoding", "Cookie", ...String(stored ?? "").split(",")]) {
    const trimmed = name.trim();
    if (trimmed) names.set(trimmed.toLowerCase(), trimmed);
  }
  return [...names.values()].join(", ");
}

/**
 * `rules`: the server build's `pageCacheRules`; `render(request)`: a fetch-level handler for background refreshes
 * (`Request` → `Response`); `settings`: pageCacheSettings(); `now`: the clock (ms).
 * `shared`: the Redis level (default: ./sharedPages.mjs when settings.redisUrl is set).
 * Returns `{ middleware, purge({ tags } | { all }), store, close }`.
 */
export function createPageCache({ rules, render, settings = pageCacheSettings(), now = Date.now, fetchImpl = fetch, shared }) {
  const tagsHeader = rules.tagsHeader.toLowerCase();
  const allowedParams = new Set(rules.queryParams);
  /** tag → keys of the entries that show it */
  const tagIndex = new Map();
  const store = new ByteLru(settings.maxBytes, (key, entry) => {
    for (const tag of entry.tags) {
      const keys = tagIndex.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) tagIndex.delete(tag);
    }
  });
  const refreshing = new Set();
  /** Counts purges: a page rendered before a purge and stored after it would bring the old content back. */
  let purges = 0;
  const level2 = shared ?? (settings.redisUrl ? createSharedPages(settings.redisUrl, { onPurge: (what) => purgeHere(what) }) : undefined);

  /** The cache key of an eligible request, undefined for everything the cache must not answer. */
  function cacheKey(request) {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const url = request.originalUrl;
    const queryAt = url.indexOf("?");
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    if (pathname === "/graphql" || pathname.endsWith(".data") || pathname === PURGE_PATH) return undefined;
    const cookie = request.headers.cookie;
    const names = cookieNames(cookie);
    if (names.length !== 1 || names[0] !== rules.localeCookie) return undefined;
    const locale = readCookieValue(cookie, rules.localeCookie);
    if (locale !== rules.localeOfPath(pathname)) return undefined;
    const query = new URLSearchParams(queryAt < 0 ? "" : url.slice(queryAt + 1));
    for (const name of query.keys()) if (!allowedParams.has(name)) return undefined;
    query.sort();
    return `${request.headers.host ?? ""}${pathname}?${query}|${locale}`;
  }

  function forget(key) {
    store.delete(key);
  }

  /** Keeps an answer when a shared cache may; `sinceVersion`: the purge count when its render started. */
  async function keep(key, requestInfo, status, headers, body, sincePurges) {
    if (headers["set-cookie"] !== undefined) return;
    let lifetime;
    if (status === 200) lifetime = sharedLifetime(headers["cache-control"]);
    else if (status === 404) lifetime = { fresh: NEGATIVE_TTL_SECONDS, stale: 0 };
    if (!lifetime) return;
    const [br, gz] = await Promise.all([brotli(body, BROTLI_OPTIONS), gzip(body)]);
    if (purges !== sincePurges) return;
    const replayed = {};
    for (const name of REPLAYED_HEADERS) if (headers[name] !== undefined) replayed[name] = headers[name];
    const tags = String(headers[tagsHeader] ?? "").split(/\s+/).filter(Boolean);
    const entry = { status, headers: replayed, identity: body, br, gzip: gz, tags, storedAt: now(), ...lifetime, request: requestInfo };
    if (hold(key, entry)) await level2?.set(key, entry);
  }

  /** Keeps an entry in this process, indexed by its tags; false when it is too large to keep. */
  function hold(key, entry) {
    if (!store.set(key, entry, entry.identity.length + entry.br.length + entry.gzip.length + ENTRY_OVERHEAD_BYTES)) return false;
    for (const tag of entry.tags) {
      if (!tagIndex.has(tag)) tagIndex.set(tag, new Set());
      tagIndex.get(tag).add(key);
    }
    return true;
  }

  function requestInfo(request) {
    const headers = {};
    for (const name of REFRESH_REQUEST_HEADERS) if (request.headers[name] !== undefined) headers[name] = request.headers[name];
    return { url: `${request.protocol}://${request.headers.host}${request.originalUrl}`, headers };
  }

  function send(request, response, entry, state) {
    const age = Math.max(0, Math.floor((now() - entry.storedAt) / 1000));
    response.statusCode = entry.status;
    for (const [name, value] of Object.entries(entry.headers)) response.setHeader(name, value);
    response.setHeader("Vary", mergeVary(entry.headers.vary));
    response.setHeader("Age", String(age));
    response.setHeader("X-Page-Cache", state);
    if (entry.status === 200 && entry.headers.etag && rules.matchesIfNoneMatch(request.headers["if-none-match"] ?? null, entry.headers.etag)) {
      response.statusCode = 304;
      return response.end();
    }
    // brotli whenever the client takes it (smallest), as the precompressed assets (./staticFiles.mjs)
    const encoding = request.acceptsEncodings("br") ? "br" : request.acceptsEncodings("gzip") ? "gzip" : "identity";
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", String(body.length));
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /** One background render per key at a time; its answer replaces the entry when it may be kept. */
  function refreshInBackground(key, entry) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const sincePurges = purges;
    render(new Request(entry.request.url, { headers: entry.request.headers }))
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        const headers = Object.fromEntries(answer.headers);
        if (answer.headers.getSetCookie().length > 0) headers["set-cookie"] = answer.headers.getSetCookie();
        await keep(key, entry.request, answer.status, headers, body, sincePurges);
      })
      .catch((error) => console.error(`[web] page cache refresh of ${entry.request.url} failed: ${error?.message ?? error}`))
      .finally(() => refreshing.delete(key));
  }

  /**
   * Lets the request through to the renderer and captures its answer on the way: the chunks it writes, and its
   * headers at the moment they are sent (before compression() adds Content-Encoding). The tag header is removed
   * from every answer, kept or not.
   */
  function passThrough(request, response, next, key) {
    const chunks = [];
    let sentHeaders;
    const sincePurges = purges;
    const { writeHead, write, end } = response;
    response.writeHead = function (...args) {
      if (!sentHeaders) {
        sentHeaders = response.getHeaders();
        response.removeHeader(tagsHeader);
      }
      return writeHead.apply(this, args);
    };
    if (key) {
      const capture = (chunk, encoding) => {
        if (chunk == null || typeof chunk === "function") return;
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
      };
      response.write = function (chunk, encoding, callback) {
        capture(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      };
      response.end = function (chunk, encoding, callback) {
        capture(chunk, encoding);
        return end.call(this, chunk, encoding, callback);
      };
      response.once("finish", () => {
        if (!sentHeaders || request.method !== "GET") return;
        keep(key, requestInfo(request), response.statusCode, sentHeaders, Buffer.concat(chunks), sincePurges).catch((error) =>
          console.error(`[web] page cache store of ${request.originalUrl} failed: ${error?.message ?? error}`),
        );
      });
      response.setHeader("X-Page-Cache", "MISS");
    }
    next();
  }

  async function gatewayPurge(what) {
    try {
      const answer = await fetchImpl(`${settings.gatewayUrl}${GATEWAY_PURGE_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${settings.purgeSecret}` },
        body: JSON.stringify(what),
        signal: AbortSignal.timeout(GATEWAY_PURGE_TIMEOUT_MS),
      });
      await answer.arrayBuffer();
      return answer.ok;
    } catch {
      return false;
    }
  }

  /** Drops the entries showing any of `tags`, or every entry, here and in the shared level; returns how many were here. */
  async function purge(what) {
    const dropped = purgeHere(what);
    await level2?.purge(what);
    return dropped;
  }

  /** This process's part of a purge (also what another instance's purge does here). */
  function purgeHere(what) {
    purges += 1;
    if (what.all) {
      const count = store.size;
      store.clear();
      return count;
    }
    let count = 0;
    for (const tag of what.tags) {
      for (const key of [...(tagIndex.get(tag) ?? [])]) if (store.delete(key)) count += 1;
    }
    return count;
  }

  async function answerPurge(request, response) {
    if (!settings.purgeSecret) return response.status(404).type("text/plain; charset=utf-8").send("Not Found");
    const presented = bearer(request.headers.authorization);
    if (presented === undefined || !sameSecret(presented, settings.purgeSecret)) {
      return response.status(401).set("WWW-Authenticate", "Bearer").type("text/plain; charset=utf-8").send("Unauthorized");
    }
    const what = await purgeRequest(request);
    if (!what.all && what.tags.length === 0) return response.status(400).type("text/plain; charset=utf-8").send("No tags to purge");
    // The gateway first: a page re-rendered right after the purge must not read the gateway's old answer.
    const gatewayPurged = await gatewayPurge(what);
    const dropped = await purge(what);
    response.set("cache-control", "no-store").status(gatewayPurged ? 200 : 502).json({ dropped, gateway: gatewayPurged ? "purged" : "failed" });
  }

  function middleware(request, response, next) {
    if (request.method === "PURGE" || (request.method === "POST" && request.path === PURGE_PATH)) {
      return answerPurge(request, response).catch(next);
    }
    const key = settings.enabled ? cacheKey(request) : undefined;
    if (key) {
      const entry = store.get(key);
      if (entry && answerFrom(key, entry, request, response)) return;
      if (entry) forget(key);
      // another instance may have rendered it
      if (level2) return void fromSharedLevel(key, request, response, next);
    }
    passThrough(request, response, next, key);
  }

  /** Answers from a kept entry while it is fresh or servable stale; false when it is too old. */
  function answerFrom(key, entry, request, response) {
    const age = (now() - entry.storedAt) / 1000;
    if (age > entry.fresh + entry.stale) return false;
    if (age > entry.fresh) refreshInBackground(key, entry);
    send(request, response, entry, age > entry.fresh ? "STALE" : "HIT");
    return true;
  }

  async function fromSharedLevel(key, request, response, next) {
    const sincePurges = purges;
    const entry = await level2.get(key);
    // a purge while Redis answered: what it gave may be the purged page
    if (entry && purges === sincePurges && answerFrom(key, entry, request, response)) return void hold(key, entry);
    passThrough(request, response, next, key);
  }

  return { middleware, purge, store, close: async () => level2?.close() };
}
