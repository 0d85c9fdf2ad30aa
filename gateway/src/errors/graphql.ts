/**
 * Mapping of normalised upstream failures and gateway input errors to GraphQL errors.
 * Clients see `extensions.code` and `extensions.status`; never stack traces or internal addresses.
 */
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import type { Locale } from "../session/locale.js";
import { normalizeError, type NormalizedError } from "./upstream.js";
import { rethrowInternal } from "./classify.js";

/** SPEC §8 generic message, localised. */
export const GENERIC_MESSAGES: Record<Locale, string> = {
  de: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
  fr: "Une erreur est survenue. Veuillez réessayer plus tard.",
  it: "Si è verificato un errore. Riprovi più tardi.",
};

export const ErrorCode = {
  UpstreamUnavailable: "UPSTREAM_UNAVAILABLE",
  UpstreamTimeout: "UPSTREAM_TIMEOUT",
  UpstreamError: "UPSTREAM_ERROR",
  BadUserInput: "BAD_USER_INPUT",
  Unauthenticated: "UNAUTHENTICATED",
  Forbidden: "FORBIDDEN",
  NotFound: "NOT_FOUND",
  Internal: "INTERNAL_SERVER_ERROR",
} as const;

/** Picks the `extensions.code` for a normalised failure. */
export function errorCodeFor(normalized: NormalizedError): string {
  if (normalized.status === 0) return ErrorCode.UpstreamUnavailable;
  if (normalized.status === 408) return ErrorCode.UpstreamTimeout;
  if (normalized.status >= 500) return ErrorCode.UpstreamError;
  const shopwareCode = normalized.codes[0];
  if (shopwareCode) return shopwareCode;
  switch (normalized.status) {
    case 400:
    case 422:
      return ErrorCode.BadUserInput;
    case 401:
      return ErrorCode.Unauthenticated;
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    default:
      return ErrorCode.UpstreamError;
  }
}

/**
 * Converts any failure of an upstream call into a GraphQLError.
 * 4xx messages from the Store API are user-facing (validation etc.) and are passed on;
 * network errors, time-outs and server errors get the generic localised message. A gateway bug is
 * no upstream failure: it is thrown on unchanged (Apollo answers INTERNAL_SERVER_ERROR, errors/internal.ts).
 */
export function toGraphQLError(error: unknown, locale: Locale = "de"): GraphQLError {
  if (error instanceof GraphQLError) return error;
  rethrowInternal(error);
  const normalized = normalizeError(error);
  const code = errorCodeFor(normalized);
  const clientFacing = normalized.status >= 400 && normalized.status < 500 && normalized.status !== 408;
  const messages = clientFacing ? normalized.messages : [GENERIC_MESSAGES[locale]];
  return new GraphQLError(messages.join(" "), {
    extensions: {
      code,
      status: normalized.status,
      messages,
    },
  });
}

/** A validation error of the gateway's own arguments. */
export function badUserInput(message: string, argumentName?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.BadUserInput, status: 400, ...(argumentName ? { argumentName } : {}) },
  });
}

/**
 * Apollo `formatError`: anything not deliberately produced (unexpected exceptions) loses its
 * message, and no error carries a stack trace or exception details. The generic text is German
 * here; errors/internal.ts puts it into the request's language.
 */
export function formatGatewayError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  const original = unwrapResolverError(error);
  if (code === ErrorCode.Internal && !(original instanceof GraphQLError)) {
    return {
      message: GENERIC_MESSAGES.de,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: ErrorCode.Internal, status: 500 },
    };
  }
  if (formatted.extensions && "stacktrace" in formatted.extensions) {
    const { stacktrace: _dropped, ...extensions } = formatted.extensions;
    return { ...formatted, extensions };
  }
  return formatted;
}
