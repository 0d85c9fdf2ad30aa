/**
 * Gateway bugs (issue 21): a resolver that throws something other than a Store API failure or a
 * deliberate GraphQLError (errors/classify.ts). Each one is logged once at level error with what
 * an operator needs to find it (request id, operation, GraphQL path, stack), counted in /metrics,
 * and answered with the generic SPEC §8 text in the request's language — the formatter
 * (errors/graphql.ts) has no request, so the text is localised here, before the answer leaves.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import type { FastifyBaseLogger } from "fastify";
import type { GraphQLError } from "graphql";
import type { GatewayContext } from "../context.js";
import { currentRequestId } from "../observability/requestId.js";
import { localeOf } from "../limits/limitErrors.js";
import { isInternalError } from "./classify.js";
import { ErrorCode, GENERIC_MESSAGES } from "./graphql.js";

/**
 * Only what a resolver threw has a path and an `originalError`; parse, validation and variable
 * errors (a scalar refusing `{"$ne": null}` may carry a plain Error) are the client's (HTTP 400).
 */
function internalCause(error: GraphQLError): unknown {
  if (!error.originalError || !error.path) return undefined;
  const original = unwrapResolverError(error);
  return isInternalError(original) ? original : undefined;
}

export function internalErrorsPlugin(options: {
  logger: FastifyBaseLogger;
  onInternalError: (operationName: string | null | undefined) => void;
}): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName, request, contextValue }) {
          for (const error of errors) {
            const cause = internalCause(error);
            if (cause === undefined) continue;
            const operation = operationName ?? request.operationName ?? null;
            options.onInternalError(operation);
            (contextValue?.logger ?? options.logger).error(
              { reqId: currentRequestId(), operation, path: error.path?.join("."), err: cause },
              "internal error in a GraphQL resolver",
            );
          }
        },
        async willSendResponse({ response, request }) {
          if (response.body.kind !== "single") return;
          const errors = response.body.singleResult.errors;
          if (!errors?.some((e) => e.extensions?.code === ErrorCode.Internal)) return;
          const message = GENERIC_MESSAGES[localeOf(request.http?.headers)];
          // A new result object: its JSON text may already be known for the old one (cache/resultJson.ts).
          const replaced = errors.map((e) => (e.extensions?.code === ErrorCode.Internal ? { ...e, message } : e));
          response.body.singleResult = { ...response.body.singleResult, errors: replaced };
        },
      };
    },
  };
}
