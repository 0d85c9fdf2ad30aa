/**
 * The one shape of a limit refusal (issues 10 and 20): BAD_USER_INPUT, HTTP 400, `extensions.limit`
 * naming the bound, `max` and what was `found`, worded in the request's language.
 */
import { GraphQLError } from "graphql";
import { ErrorCode } from "../errors/graphql.js";
import { limitMessage, type LimitKind } from "../errors/messages.js";
import { LOCALE_HEADER, resolveLocale, type Locale } from "../session/locale.js";

/** Extension that marks an error as a limit rejection (read by localizeLimitErrors). */
export const LIMIT_EXTENSION = "limit";

/** Details a message may name besides max/found (the list field and its argument). */
export type LimitDetails = { field?: string; argument?: string; message?: string };

export function limitError(kind: LimitKind, max: number, found?: number, locale: Locale = "de", details: LimitDetails = {}): GraphQLError {
  return new GraphQLError(limitMessage(kind, locale, { max, found: found ?? "", ...details }), {
    extensions: {
      code: ErrorCode.BadUserInput,
      status: 400,
      // Read by Apollo when the error is thrown from a request hook (validation errors are 400 anyway).
      http: { status: 400 },
      [LIMIT_EXTENSION]: kind,
      max,
      ...(found !== undefined ? { found } : {}),
      ...details,
    },
  });
}

type Headers = { get(name: string): string | undefined };

export function localeOf(headers: Headers | undefined): Locale {
  return resolveLocale({
    [LOCALE_HEADER]: headers?.get(LOCALE_HEADER),
    "accept-language": headers?.get("accept-language"),
  });
}
