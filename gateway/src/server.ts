/**
 * The gateway HTTP server: Fastify + Apollo Server 5 (schema-first), /health, /graphiql.
 * `buildGateway(config)` returns a ready (not yet listening) Fastify instance.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { fastifyApolloHandler } from "@as-integrations/fastify";
import { DEFAULT_TRUST_PROXY, validateConfig, type GatewayConfig } from "./config.js";
import { createContext, type ContextDependencies, type GatewayContext } from "./context.js";
import { formatGatewayError, GENERIC_MESSAGES } from "./errors/graphql.js";
import { internalErrorsPlugin } from "./errors/internal.js";
import { normalizeError } from "./errors/upstream.js";
import { buildSchema } from "./schema.js";
import { LanguageDirectory } from "./session/languages.js";
import { createStoreApiClient, type StoreApiClient } from "./storeApi/client.js";
import { registerCachePurge } from "./cache/purge.js";
import { purgeChannel } from "./cache/purgeChannel.js";
import { ResponseCache } from "./cache/responseCache.js";
import { GraphqlResultCache } from "./cache/graphqlResultCache.js";
import { UpstreamLog } from "./cache/upstreamLog.js";
import { PriceContextCache } from "./cache/priceContextCache.js";
import { registerOrderFileRoutes } from "./order/downloads.js";
import { registerMediaProxy } from "./media/proxy.js";
import { mediaUrlRule } from "./media/publicUrl.js";
import { DEFAULT_GRAPHQL_LIMITS, graphqlLimitProtection } from "./limits/graphqlLimits.js";
import { currentBudget, OperationBudget } from "./limits/operationBudget.js";
import { runInRequestScope } from "./observability/requestScope.js";
import { resolveLocale } from "./session/locale.js";
import { bindClient, RateLimiter, rateLimitMutations } from "./rateLimit/limiter.js";
import { RefusalFlood, refusalFloodHooks } from "./limits/refusalFlood.js";
import { DEFAULT_RATE_LIMITS } from "./rateLimit/rules.js";
import { MemoryRateLimitStore, type RateLimitStore } from "./rateLimit/store.js";
import { RedisRateLimitStore } from "./rateLimit/redisStore.js";
import { RedisCacheStore } from "./cache/redisStore.js";
import { connectRedis } from "./redis/connection.js";
import { GatewayMetrics } from "./observability/metrics.js";
import { httpCachePlugin, notModified } from "./cache/httpCache.js";
import { loadPersistedDocuments, persistedDocumentsGuard, persistedDocumentsPlugin } from "./persisted/documents.js";
import {
  currentRequestId,
  REQUEST_ID_HEADER,
  requestIdGenerator,
  trustedAddresses,
} from "./observability/requestId.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The gateway-wide cache of public catalogue reads (tests and benchmarks clear it). */
    catalogCache: ResponseCache;
    /** Whole GraphQL answers of catalogue queries (cache/graphqlResultCache.ts). */
    resultCache: GraphqlResultCache;
    /** Price variant per context token, which keys session-dependent catalogue reads. */
    priceContexts: PriceContextCache;
    /** The gateway's record of its Store API calls (dispatch/answer times). */
    upstreamLog: UpstreamLog;
    /** Prometheus metrics of this instance (GET /metrics). */
    metrics: GatewayMetrics;
  }
}

/** Default location of the built GraphiQL page (gateway/graphiql/dist). */
export const GRAPHIQL_DIST = fileURLToPath(new URL("../graphiql/dist/", import.meta.url));
export const GRAPHIQL_MISSING_MESSAGE =
  "GraphiQL is not built: run pnpm --filter @shop/gateway build";

export interface BuildGatewayOptions {
  /** Replace the Store API client (tests). */
  storeApiClient?: StoreApiClient;
  /** Replace the catalogue response cache (tests); `false` disables caching. */
  catalogCache?: ResponseCache | false;
  /**
   * Serve GET/DELETE /__gateway/upstream-calls and DELETE /__gateway/catalog-cache (benchmarks,
   * diagnostics). Default: the config's exposeUpstreamLog (GATEWAY_UPSTREAM_LOG=1). Off in production.
   */
  exposeUpstreamLog?: boolean;
  /** Where rate-limit counters live (default: in this process). */
  rateLimitStore?: RateLimitStore;
  /** How long a flooding address's document waits for its 429 (limits/refusalFlood.ts); tests shorten it. */
  refusalTarpitMs?: number;
  /** Clock of the catalogue cache (tests move past stale windows without waiting). */
  cacheClock?: () => number;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
}

function healthMessage(status: number, codes: string[]): string {
  if (status === 0) return "Store API is not reachable";
  if (status === 408) return "Store API did not answer in time";
  if (status === 401 || status === 403 || codes.includes("FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND")) {
    return "Store API rejected the configured access key";
  }
  return `Store API check failed with status ${status}`;
}

export async function buildGateway(
  inputConfig: GatewayConfig,
  options: BuildGatewayOptions = {},
): Promise<FastifyInstance> {
  const config = validateConfig(inputConfig);
  // The storefront's SSR server and /graphql proxy run beside the gateway: trust their
  // x-forwarded-for/-proto and x-request-id, and nobody else's (a shopper could otherwise pick any address).
  const trustList = config.trustProxy?.trim() || DEFAULT_TRUST_PROXY;
  const trustProxy = /^(none|0|off|false)$/i.test(trustList) ? "" : trustList;
  const app = Fastify({
    logger: config.logLevel === false ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    return503OnClosing: true,
    trustProxy: trustProxy || false,
    genReqId: requestIdGenerator(trustedAddresses(trustProxy)),
  });
  const metrics = new GatewayMetrics();
  app.decorate("metrics", metrics);
  app.addHook("onRequest", async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  // After body parsing (whose stream callbacks would lose the scope), so resolvers and the Store API
  // client see the id.
  const limits = config.graphqlLimits ?? DEFAULT_GRAPHQL_LIMITS;
  // The same scope carries the request's Store API budget (calls and deadline, limits/operationBudget.ts).
  app.addHook("preValidation", (request, _reply, done) =>
    runInRequestScope({ id: request.id, budget: new OperationBudget(limits, resolveLocale(request.headers)) }, done),
  );

  const upstreamLog = new UpstreamLog();
  app.decorate("upstreamLog", upstreamLog);
  const client =
    options.storeApiClient ??
    createStoreApiClient({
      baseUrl: config.storeApiUrl,
      accessKey: config.storeApiAccessKey,
      timeoutMs: config.storeApiTimeoutMs,
      compression: config.storeApiCompression,
      extraHeaders: () => {
        const id = currentRequestId();
        return id ? { [REQUEST_ID_HEADER]: id } : undefined;
      },
      admit: () => currentBudget()?.admit(),
      onCall: ({ operation, status, durationMs }) => {
        upstreamLog.record(operation, status, durationMs);
        metrics.upstreamCall(operation, status, durationMs);
        app.log.debug({ reqId: currentRequestId(), operation, status, durationMs: Math.round(durationMs) }, "store-api call");
      },
    });
  const languages = new LanguageDirectory(client);
  // Scale-out (REDIS_URL): cache and rate-limit counters shared by all gateway instances.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;
  const catalogCache =
    options.catalogCache === false
      ? new ResponseCache({ enabled: false })
      : (options.catalogCache ??
        new ResponseCache({
          now: options.cacheClock,
          staleIfErrorMs: config.staleIfErrorMs,
          sharedLoadLockMs: config.sharedLoadLockMs,
          onRefreshError: (key, error) =>
            app.log.warn({ key: key.split("\u0000")[0], err: normalizeError(error) }, "catalogue cache refresh failed"),
          onStaleIfError: (key, error) =>
            app.log.warn(
              { reqId: currentRequestId(), key: key.split("\u0000")[0], err: normalizeError(error) },
              "upstream failing: served a stale catalogue answer (stale-if-error)",
            ),
          onOutcome: (outcome) => metrics.cacheLookup(outcome),
          shared: redis ? new RedisCacheStore(redis, options.cacheClock) : undefined,
        }));
  app.decorate("catalogCache", catalogCache);
  const priceContexts = new PriceContextCache();
  app.decorate("priceContexts", priceContexts);
  // Built from the response cache's held answers: off with it, and purged with it (every purge path ends there).
  const resultCache = new GraphqlResultCache({
    enabled: config.resultCache !== false && catalogCache.enabled,
    priceContexts,
    cookieSecure: config.cookieSecure,
    now: options.cacheClock,
    onLookup: (result) => metrics.resultCacheLookup(result),
  });
  catalogCache.onPurge((what) => resultCache.purge(what));
  app.decorate("resultCache", resultCache);

  await app.register(fastifyCookie);

  // --- GraphQL --------------------------------------------------------------------------
  const protection = graphqlLimitProtection(limits);
  const rateLimiter = new RateLimiter({
    rules: config.rateLimits ?? DEFAULT_RATE_LIMITS,
    store: options.rateLimitStore ?? (redis ? new RedisRateLimitStore(redis) : new MemoryRateLimitStore()),
    onReject: (bucket) => metrics.rateLimitRejection(bucket),
  });
  const refusals = refusalFloodHooks(new RefusalFlood(rateLimiter), options.refusalTarpitMs);
  const persisted = loadPersistedDocuments(config.persistedDocuments, app.log);
  const apollo = new ApolloServer<GatewayContext>({
    schema: rateLimitMutations(buildSchema(), rateLimiter),
    introspection: limits.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    formatError: formatGatewayError,
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    // With persisted documents on, only the build's manifest is addressable by hash (no runtime APQ registration).
    ...(persisted ? { persistedQueries: false as const } : {}),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Caching headers are httpCachePlugin's (from the Store API reads' strategies, not @cacheControl hints). Apollo's
      // default cache-control plugin only listened to every field's resolution (willResolveField), which makes Apollo
      // wrap every resolver of the schema: ~5 % of a catalogue answer's CPU for hints nobody gives (issue 26).
      ApolloServerPluginCacheControlDisabled(),
      ...(persisted ? [persistedDocumentsPlugin(persisted.documents)] : []),
      ...protection.plugins,
      metrics.apolloPlugin(),
      internalErrorsPlugin({ logger: app.log, onInternalError: (operation) => metrics.internalError(operation) }),
      httpCachePlugin(),
      resultCache.plugin(),
    ],
    logger: app.log,
  });
  await apollo.start();
  const contextDeps: ContextDependencies = { config, client, languages, cache: catalogCache, priceContexts, mediaUrls: mediaUrlRule(config) };

  app.route({
    url: "/graphql",
    method: ["GET", "POST", "OPTIONS"],
    preHandler: [refusals.preHandler, ...(persisted ? [persistedDocumentsGuard(persisted.documents, persisted.mode)] : []), resultCache.preHandler],
    onResponse: refusals.onResponse,
    // The answer is kept as executed, before a matching If-None-Match turns it into a 304.
    onSend: [resultCache.onSend, notModified],
    handler: fastifyApolloHandler(apollo, {
      context: async (request, reply) => {
        const context = createContext(contextDeps, request, reply);
        resultCache.track(request, context.httpCache);
        bindClient(context, request.ip, reply);
        return context;
      },
    }),
  });

  // --- Order documents and downloads, streamed after an ownership check (order/downloads.ts) ---
  registerOrderFileRoutes(app, contextDeps);

  // --- Media files and the payment simulator, for the web to serve on the shop's origin (media/proxy.ts) ---
  registerMediaProxy(app, config);

  // --- Purge by cache tag, called by the web's page cache (cache/purge.ts) ---
  // With REDIS_URL a purge reaches every instance: another's purge drops the copies here (purgeChannel.ts).
  const purges = redis ? purgeChannel(redis, (what) => void ("all" in what ? catalogCache.clear("here") : catalogCache.purgeTags(what.tags))) : undefined;
  if (config.purgeSecret) registerCachePurge(app, catalogCache, config.purgeSecret, purges);

  // --- Upstream diagnostics (opt-in) ------------------------------------------------------
  if (options.exposeUpstreamLog ?? config.exposeUpstreamLog === true) {
    app.get("/__gateway/upstream-calls", async () => ({ calls: upstreamLog.list() }));
    app.delete("/__gateway/upstream-calls", async (_request, reply) => {
      upstreamLog.clear();
      return reply.code(204).send();
    });
    app.delete("/__gateway/catalog-cache", async (_request, reply) => {
      await catalogCache.clear();
      priceContexts.clear();
      return reply.code(204).send();
    });
  }

  // --- Metrics (Prometheus) ----------------------------------------------------------------
  // Not proxied by the web: scrape the gateway directly.
  app.get("/metrics", async (_request, reply) => reply.type(metrics.contentType).send(await metrics.render()));

  // --- Health ---------------------------------------------------------------------------
  app.get("/health", async (_request, reply) => {
    try {
      await client.invoke("readLanguagesGet get /language");
      return reply.code(200).send({ status: "ok", upstream: "ok" });
    } catch (error) {
      const normalized = normalizeError(error);
      return reply.code(503).send({
        status: "unavailable",
        upstream: { status: normalized.status },
        message: healthMessage(normalized.status, normalized.codes),
      });
    }
  });

  // --- GraphiQL -------------------------------------------------------------------------
  const graphiqlDist = config.graphiqlDist ?? GRAPHIQL_DIST;
  if (existsSync(join(graphiqlDist, "index.html"))) {
    await app.register(fastifyStatic, {
      root: graphiqlDist,
      prefix: "/graphiql/",
      redirect: false,
      index: ["index.html"],
    });
    app.get("/graphiql", (_request, reply) => reply.sendFile("index.html"));
  } else {
    const missing = async (_request: unknown, reply: import("fastify").FastifyReply) =>
      reply.code(503).type("text/plain; charset=utf-8").send(GRAPHIQL_MISSING_MESSAGE);
    app.get("/graphiql", missing);
    app.get("/graphiql/*", missing);
  }

  // --- Fallbacks: JSON, never a stack ---------------------------------------------------
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ error: "Not Found", message: `Route ${request.method} ${request.url} not found` });
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    void reply.code(status).send({
      error: status >= 500 ? "Internal Server Error" : "Bad Request",
      message: status >= 500 ? GENERIC_MESSAGES[resolveLocale(request.headers)] : error.message,
    });
  });

  app.addHook("onClose", async () => {
    await apollo.stop();
    await client.close();
    purges?.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  await app.ready();
  return app;
}
