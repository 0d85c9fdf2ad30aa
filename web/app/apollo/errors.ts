/**
 * Maps gateway failures to the HTTP status of the page (SPEC §8):
 * too slow -> 408, unreachable or busy -> 503, an unusable answer -> 502.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";

export type GatewayStatus = 408 | 502 | 503;

/** Upstream statuses (SPEC §8: 0 = network error) meaning "the server is busy, try again soon". */
const UNAVAILABLE_STATUSES = new Set([0, 503]);
/** Upstream statuses meaning "the API takes too long" (SPEC §8: a time-out maps to 408). */
const TIMEOUT_STATUSES = new Set([408, 504]);

interface ErrorWithExtensions {
  extensions?: Record<string, unknown> | null;
}

/** Status for a GraphQL result that carries errors but no data. */
export function gatewayStatusForGraphQLErrors(errors: readonly ErrorWithExtensions[]): GatewayStatus {
  for (const error of errors) {
    const status = error.extensions?.status;
    const code = error.extensions?.code;
    if ((typeof status === "number" && TIMEOUT_STATUSES.has(status)) || code === "UPSTREAM_TIMEOUT") return 408;
    if ((typeof status === "number" && UNAVAILABLE_STATUSES.has(status)) || code === "UPSTREAM_UNAVAILABLE") return 503;
  }
  return 502;
}

export function gatewayStatusFor(error: unknown): GatewayStatus {
  if (ServerError.is(error)) return error.statusCode === 503 ? 503 : 502;
  if (CombinedGraphQLErrors.is(error)) return gatewayStatusForGraphQLErrors(error.errors);
  if (ServerParseError.is(error)) return 502;
  // The gateway did not answer within the request time-out (SPEC §9: 10000 ms).
  if (error instanceof Error && (error.name === "TimeoutError" || (error.cause as Error | undefined)?.name === "TimeoutError")) return 408;
  // fetch failed (connection refused, DNS) or was aborted.
  return 503;
}

/** A request the gateway refused because of the visitor's input (bad filters, page out of range…). */
export interface ClientInputError {
  status: 400 | 404;
  /** Localised messages from the gateway (safe to show). */
  messages: string[];
}

/**
 * BAD_USER_INPUT (400) or NOT_FOUND (404) answers without data: the page shows a localised
 * error state with that status instead of a 502.
 */
export function clientInputErrorFor(errors: readonly (ErrorWithExtensions & { message?: string })[]): ClientInputError | undefined {
  let status: 400 | 404 | undefined;
  for (const error of errors) {
    const code = error.extensions?.code;
    if (code === "BAD_USER_INPUT") status = 400;
    else if (code === "NOT_FOUND" && status !== 400) status = 404;
    else return undefined;
  }
  if (!status) return undefined;
  const messages = errors.map((error) => error.message ?? "").filter((message) => message !== "");
  return { status, messages };
}
