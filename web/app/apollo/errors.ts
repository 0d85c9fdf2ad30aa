/**
 * Maps gateway failures to the HTTP status of the page (SPEC §8):
 * unreachable or too slow -> 503, an unusable answer -> 502.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";

export type GatewayStatus = 502 | 503;

/** Upstream statuses (SPEC §8: 0 = network error, 408 = time-out) meaning "try again soon". */
const UNAVAILABLE_STATUSES = new Set([0, 408, 503, 504]);

interface ErrorWithExtensions {
  extensions?: Record<string, unknown> | null;
}

/** Status for a GraphQL result that carries errors but no data. */
export function gatewayStatusForGraphQLErrors(errors: readonly ErrorWithExtensions[]): GatewayStatus {
  for (const error of errors) {
    const status = error.extensions?.status;
    const code = error.extensions?.code;
    if ((typeof status === "number" && UNAVAILABLE_STATUSES.has(status)) || code === "UPSTREAM_UNAVAILABLE") return 503;
  }
  return 502;
}

export function gatewayStatusFor(error: unknown): GatewayStatus {
  if (ServerError.is(error)) return error.statusCode === 503 ? 503 : 502;
  if (CombinedGraphQLErrors.is(error)) return gatewayStatusForGraphQLErrors(error.errors);
  if (ServerParseError.is(error)) return 502;
  // fetch failed (connection refused, DNS), aborted or timed out.
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
