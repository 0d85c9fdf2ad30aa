/**
 * Prometheus metrics of one gateway instance (issue 10), served at /metrics: GraphQL request rate
 * and latency per operation, Store API latency per operation, catalogue cache and whole-answer cache outcomes,
 * rate-limit rejections and internal errors (gateway bugs, errors/internal.ts). Each gateway has its own registry (tests run several in one process).
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import type { ApolloServerPlugin } from "@apollo/server";
import type { CacheOutcome } from "../cache/responseCache.js";
import type { RateLimitBucket } from "../rateLimit/rules.js";

/** Operation names come from clients: beyond this many distinct ones they are counted as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The cache says "fresh"; dashboards say hit. */
const CACHE_RESULT: Record<CacheOutcome, string> = {
  fresh: "hit",
  stale: "stale",
  "stale-if-error": "stale_if_error",
  miss: "miss",
  bypass: "bypass",
};

function statusClass(status: number | null): string {
  if (status === null) return "error";
  return `${Math.floor(status / 100)}xx`;
}

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly operationNames = new Set<string>();
  private readonly graphqlDuration: Histogram<"operation" | "result">;
  private readonly upstreamDuration: Histogram<"operation" | "status">;
  private readonly cacheLookups: Counter<"result">;
  private readonly resultCacheLookups: Counter<"result">;
  private readonly rateLimitRejections: Counter<"bucket">;
  private readonly internalErrors: Counter<"operation">;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: "gateway_" });
    this.graphqlDuration = new Histogram({
      name: "gateway_graphql_request_duration_seconds",
      help: "GraphQL requests by operation name and result (ok, error), with their latency",
      labelNames: ["operation", "result"],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    this.upstreamDuration = new Histogram({
      name: "gateway_upstream_request_duration_seconds",
      help: "Store API calls by operation and status class, with their latency",
      labelNames: ["operation", "status"],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    this.cacheLookups = new Counter({
      name: "gateway_cache_lookups_total",
      help: "Catalogue cache lookups by result (hit, stale, stale_if_error, miss, bypass)",
      labelNames: ["result"],
      registers: [this.registry],
    });
    // Kept answers never reach Apollo, so the GraphQL request histogram does not count them: this does.
    this.resultCacheLookups = new Counter({
      name: "gateway_result_cache_lookups_total",
      help: "GraphQL requests looked up in the cache of whole answers by result (hit, miss, bypass)",
      labelNames: ["result"],
      registers: [this.registry],
    });
    this.rateLimitRejections = new Counter({
      name: "gateway_rate_limit_rejections_total",
      help: "Requests refused by a per-address rate limit, by bucket (mutations, refusedDocuments)",
      labelNames: ["bucket"],
      registers: [this.registry],
    });
    this.internalErrors = new Counter({
      name: "gateway_internal_errors_total",
      help: "Errors of the gateway itself (not of the Store API) answered as INTERNAL_SERVER_ERROR, by operation name",
      labelNames: ["operation"],
      registers: [this.registry],
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  operationLabel(name: string | null | undefined): string {
    if (!name) return "anonymous";
    if (!OPERATION_NAME.test(name)) return "other";
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return "other";
    this.operationNames.add(name);
    return name;
  }

  upstreamCall(operation: string, status: number | null, durationMs: number): void {
    // "readProduct post /product" → "readProduct": the key's method and path add nothing.
    this.upstreamDuration.observe({ operation: operation.split(" ")[0] ?? operation, status: statusClass(status) }, durationMs / 1000);
  }

  cacheLookup(outcome: CacheOutcome): void {
    this.cacheLookups.inc({ result: CACHE_RESULT[outcome] });
  }

  resultCacheLookup(result: "hit" | "miss" | "bypass"): void {
    this.resultCacheLookups.inc({ result });
  }

  rateLimitRejection(bucket: RateLimitBucket): void {
    this.rateLimitRejections.inc({ bucket });
  }

  internalError(operationName: string | null | undefined): void {
    this.internalErrors.inc({ operation: this.operationLabel(operationName) });
  }

  /** Apollo plugin timing every GraphQL request from its start to its answer. */
  apolloPlugin(): ApolloServerPlugin {
    return {
      requestDidStart: async () => {
        const started = performance.now();
        return {
          willSendResponse: async ({ operationName, request, errors }) => {
            const operation = this.operationLabel(operationName ?? request.operationName);
            const result = errors && errors.length > 0 ? "error" : "ok";
            this.graphqlDuration.observe({ operation, result }, (performance.now() - started) / 1000);
          },
        };
      },
    };
  }
}
