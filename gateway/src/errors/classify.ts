/**
 * The one answer to "whose fault is this failure?" (issue 21). Only the Store API client's own
 * errors (errors/upstream.ts: an HTTP refusal, a time-out, no answer, a malformed answer) are
 * upstream failures; a GraphQLError was raised on purpose; anything else thrown is a gateway bug
 * and must surface as INTERNAL_SERVER_ERROR (logged, counted) — never as an outage of Shopware,
 * never answered from the stale-if-error cache.
 */
import { GraphQLError } from "graphql";
import { StoreApiHttpError, StoreApiNetworkError, StoreApiTimeoutError, normalizeError } from "./upstream.js";

export type UpstreamError = StoreApiHttpError | StoreApiTimeoutError | StoreApiNetworkError;

export function isUpstreamError(error: unknown): error is UpstreamError {
  return (
    error instanceof StoreApiHttpError ||
    error instanceof StoreApiTimeoutError ||
    error instanceof StoreApiNetworkError ||
    // A network error of another undici-based caller, marked the same way (errors/upstream.ts).
    (typeof error === "object" && error !== null && (error as { isNetworkError?: unknown }).isNetworkError === true)
  );
}

/** Neither a Store API failure nor a deliberate GraphQL error: a bug of the gateway. */
export function isInternalError(error: unknown): boolean {
  return !(error instanceof GraphQLError) && !isUpstreamError(error);
}

/** A normalised status meaning "the Store API is not answering": network (0), time-out (408), 5xx. */
export function isOutageStatus(status: number): boolean {
  return status === 0 || status === 408 || status >= 500;
}

/** The Store API is down or broken — the only failure stale-if-error and the UNAVAILABLE results stand for. */
export function isUpstreamOutage(error: unknown): boolean {
  return isUpstreamError(error) && isOutageStatus(normalizeError(error).status);
}

/**
 * For catch blocks that turn upstream refusals into typed results: a gateway bug is thrown on
 * (Apollo answers it as INTERNAL_SERVER_ERROR, errors/internal.ts logs and counts it).
 */
export function rethrowInternal(error: unknown): void {
  if (isInternalError(error)) throw error;
}
