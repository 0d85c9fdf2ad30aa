/**
 * Abuse limits of GraphQL documents (issue 10): aliases, depth, cost, tokens, directives, enforced by
 * graphql-armor before anything runs. A rejected document is a client error (HTTP 400,
 * BAD_USER_INPUT with `extensions.limit`) in the request's language, never a 500.
 *
 * Armor's own messages are English and armor's token check throws from a plugin hook, which Apollo
 * answers with 500. So every check reports through our own callback (a tagged GraphQLError), the
 * token limit uses graphql-js's parser option instead, and `localizeLimitErrors` rewrites the text
 * per request (validation rules do not know the request's locale).
 */
import { refuseSubscriptionsPlugin } from "./subscriptions.js";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { GraphQLError, ValidationContext, ValidationRule } from "graphql";
import type { ApolloServerPlugin } from "@apollo/server";
import { ErrorCode } from "../errors/graphql.js";
import { limitMessage, type LimitKind } from "../errors/messages.js";
import { LIMIT_EXTENSION, limitError, localeOf } from "./limitErrors.js";
import { queryCostPlugin } from "./queryCost.js";
import { responseSizePlugin } from "./operationBudget.js";

export interface GraphQLLimits {
  maxAliases: number;
  maxDepth: number;
  maxCost: number;
  maxTokens: number;
  maxDirectives: number;
  /** Store API calls per request (operationBudget.ts). */
  maxUpstreamCalls: number;
  /** Wall time per request in ms: no Store API call runs past it. */
  deadlineMs: number;
  /** Bytes of a GraphQL answer. */
  maxResponseBytes: number;
  /** false: answers keep graphql-js's "Did you mean …" hints, which reveal field names. */
  suggestions: boolean;
  introspection: boolean;
}

/**
 * Every document the web sends and the GraphiQL introspection query stay well below these
 * (test/unit/limits.test.ts measures them); an attacker's thousand aliases do not.
 */
export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = {
  maxAliases: 30,
  maxDepth: 15,
  // List-aware (queryCost.ts): the web's costliest document, a category page with a 100-product listing, costs ~27,700.
  maxCost: 60_000,
  maxTokens: 3000,
  maxDirectives: 20,
  // The web's pages need at most ~12 calls (bench/pages.ts); checkout and order placement ~15.
  maxUpstreamCalls: 50,
  // Past the Store API client's own 10 s per call, so one slow call still fails as a time-out.
  deadlineMs: 15_000,
  // The web's largest answer (a 100-product listing) is ~0.3 MB.
  maxResponseBytes: 2_000_000,
  suggestions: true,
  introspection: true,
};

/** Armor's "…, found 3000." is the only place the measured value is given. */
function foundIn(message: string): number | undefined {
  const match = /found (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

function reporter(kind: LimitKind, max: number) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(limitError(kind, max, foundIn(error.message)));
  };
}

export interface GraphQLLimitProtection {
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
  /** graphql-js stops lexing after this many tokens (Apollo `parseOptions`). */
  parseOptions: { maxTokens: number };
}

export function graphqlLimitProtection(limits: GraphQLLimits): GraphQLLimitProtection {
  const callbacks = (kind: LimitKind, max: number) => ({ propagateOnRejection: false, onReject: [reporter(kind, max)] });
  const armor = new ApolloArmor({
    maxAliases: { n: limits.maxAliases, ...callbacks("aliases", limits.maxAliases) },
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ...callbacks("depth", limits.maxDepth) },
    // List-aware cost instead (queryCost.ts): armor's counts fields, not the items lists return.
    costLimit: { enabled: false },
    maxDirectives: { n: limits.maxDirectives, ...callbacks("directives", limits.maxDirectives) },
    // Parser option below: armor's token plugin throws outside Apollo's parse error handling (→ 500).
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: !limits.suggestions },
  });
  const { validationRules, plugins } = armor.protect();
  return {
    validationRules: validationRules as ValidationRule[],
    plugins: [refuseSubscriptionsPlugin(), ...(plugins as ApolloServerPlugin[]), queryCostPlugin(limits.maxCost), responseSizePlugin(limits.maxResponseBytes), localizeLimitErrors(limits)],
    parseOptions: { maxTokens: limits.maxTokens },
  };
}

// graphql-js words it "more that N tokens" (sic); accept the corrected wording too.
const TOKEN_LIMIT = /^Syntax Error: Document contains more tha[nt] \d+ tokens/;

/** Rewrites limit rejections into the request's language; a token overflow becomes one of them. */
function localizeLimitErrors(limits: GraphQLLimits): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      return {
        async didEncounterErrors({ errors }) {
          const locale = localeOf(request.http?.headers);
          for (const error of errors) {
            const extensions = error.extensions as Record<string, unknown>;
            let kind = extensions[LIMIT_EXTENSION] as LimitKind | undefined;
            if (kind === undefined && TOKEN_LIMIT.test(error.message)) {
              kind = "tokens";
              extensions[LIMIT_EXTENSION] = kind;
              extensions.max = limits.maxTokens;
            }
            if (kind === undefined) continue;
            error.message = limitMessage(kind, locale, {
              max: extensions.max as number,
              found: (extensions.found as number | undefined) ?? "",
              field: (extensions.field as string | undefined) ?? "",
              argument: (extensions.argument as string | undefined) ?? "",
              message: (extensions.message as string | undefined) ?? "",
            });
            // Apollo labels these GRAPHQL_VALIDATION_FAILED / GRAPHQL_PARSE_FAILED (both 400);
            // the code clients already handle for refused input is BAD_USER_INPUT.
            extensions.code = ErrorCode.BadUserInput;
            extensions.status = 400;
          }
        },
      };
    },
  };
}
