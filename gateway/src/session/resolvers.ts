/**
 * Session domain: `session`, `languages`, `setSessionLocale`.
 */
import type { components } from "@shopware/api-client/store-api-types";
import { GraphQLError } from "graphql";
import type { Resolvers } from "../generated/graphql.js";
import type { GatewayContext } from "../context.js";
import { badUserInput, ErrorCode, toGraphQLError } from "../errors/graphql.js";
import { languageCode, languageLocale } from "./languages.js";
import { isLocale, type Locale } from "./locale.js";
import { sessionKind } from "./kind.js";
import { sessionContextChanged, type SalesChannelContextRow } from "./sessionContext.js";

export type { SalesChannelContextRow };
export type CurrencyRow = components["schemas"]["Currency"];

/** Parent of Session fields: the upstream context plus what the gateway knows about the request. */
export interface SessionRow {
  context: SalesChannelContextRow;
  /** Whether the client has a context token (after this request's calls). */
  hasToken: boolean;
  /** Locale the request was answered in (fallback when the context's language is unknown). */
  requestLocale: Locale;
}

/**
 * Reads the current context (also used by account mutations to answer with the new session); at
 * most once per token and request (session/sessionContext.ts).
 */
export async function loadSession(ctx: GatewayContext, mode: "public" | "session"): Promise<SessionRow> {
  const context = await ctx.sessionContext.read(mode);
  return { context, hasToken: ctx.session.hasToken, requestLocale: ctx.locale };
}

export const sessionResolvers: Resolvers = {
  Query: {
    // Does not create a session: without a token the upstream context is anonymous and its token is ignored.
    session: (_parent, _args, ctx) => loadSession(ctx, "public"),
    languages: (_parent, _args, ctx) =>
      ctx.languages.shopLanguages().catch((error: unknown) => {
        throw toGraphQLError(error, ctx.locale);
      }),
  },
  Mutation: {
    setSessionLocale: async (_parent, { locale }, ctx) => {
      if (!isLocale(locale)) throw badUserInput(`Unknown locale "${String(locale)}"; use de, it or fr`, "locale");
      const languageId = await ctx.languages.idFor(locale).catch(() => null);
      if (!languageId) {
        throw badUserInput(`The shop offers no language for locale "${locale}"`, "locale");
      }
      // Switch the rest of this request to the new language, then persist it in the context.
      ctx.storeApi.locale = locale;
      const patched = await ctx.storeApi.call("updateContext patch /context", {
        body: { languageId },
        session: "session",
      });
      // Shopware also returns the token in the body; the header is authoritative, the body a fallback.
      const bodyToken = (patched.data as { contextToken?: unknown } | undefined)?.contextToken;
      if (typeof bodyToken === "string" && !patched.contextToken) ctx.session.adopt(bodyToken);
      sessionContextChanged(ctx);
      return loadSession(ctx, "session");
    },
  },
  Session: {
    kind: (row) => sessionKind(row.hasToken, row.context.customer ?? null),
    locale: async (row, _args, ctx) => {
      const chain = row.context.context?.languageIdChain;
      const fromContext = await ctx.languages.localeFor(chain?.[0]).catch(() => null);
      return fromContext ?? row.requestLocale;
    },
    currency: (row) => {
      if (!row.context.currency) {
        throw new GraphQLError("The Store API context has no currency", {
          extensions: { code: ErrorCode.UpstreamError, status: 500 },
        });
      }
      return row.context.currency;
    },
    taxState: (row) => row.context.context?.taxState ?? "gross",
    countryId: (row) => row.context.salesChannel?.countryId ?? row.context.shippingLocation?.country?.id ?? null,
    navigationCategoryId: (row) => row.context.salesChannel.navigationCategoryId,
  },
  Currency: {
    id: (row) => row.id,
    isoCode: (row) => row.translated?.isoCode || row.isoCode,
    symbol: (row) => row.translated?.symbol || row.symbol,
  },
  Language: {
    id: (row) => row.id,
    locale: (row) => languageLocale(row) ?? "de",
    code: (row) => languageCode(row) ?? "",
    name: (row) => row.name,
  },
};
