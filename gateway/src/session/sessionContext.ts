/**
 * The session's Store API context (GET /context) as one request sees it:
 * - read at most once per token and request (session fields, account data and the catalogue cache
 *   share the answer);
 * - every answer teaches the gateway-wide PriceContextCache the token's price variant, which keys
 *   the cached catalogue reads of that session (cache/strategies.ts, "varies");
 * - `sessionContextChanged(ctx)` is THE call after anything this gateway does that can change the
 *   context's prices (login, logout, registration, language, PATCH /context, shipping method/address).
 */
import { GraphQLError } from "graphql";
import type { components } from "@shopware/api-client/store-api-types";
import { ErrorCode } from "../errors/graphql.js";
import { priceVariantOfContext } from "../cache/priceContext.js";
import type { PriceContextCache, PriceVariant } from "../cache/priceContextCache.js";
import type { RequestStoreApi, SessionMode } from "./storeApi.js";
import { SESSION_READ_QUERY } from "./includes.js";

export type SalesChannelContextRow = components["schemas"]["SalesChannelContext"];

interface Memo {
  /** The token the answer belongs to (after the call: a "session" read may create the token). */
  token: string | null;
  answer: Promise<SalesChannelContextRow>;
}

export class SessionContext {
  private memo: Memo | null = null;
  /** The token the client came with; a login/logout rotates it, and both must be forgotten. */
  private readonly initialToken: string | null;

  constructor(
    private readonly storeApi: RequestStoreApi,
    private readonly prices: PriceContextCache,
  ) {
    this.initialToken = storeApi.token.token;
  }

  /**
   * The current context. "public" never creates a session; "session" creates one when there is no
   * token yet (so a memoised anonymous answer does not satisfy it).
   */
  read(mode: SessionMode = "public"): Promise<SalesChannelContextRow> {
    const holder = this.storeApi.token;
    if (this.memo && this.memo.token === holder.token && (mode === "public" || holder.hasToken)) return this.memo.answer;
    const stamp = this.prices.stamp();
    const memo: Memo = { token: holder.token, answer: Promise.resolve(null as never) };
    memo.answer = this.storeApi.call("readContext get /context", { session: mode, query: SESSION_READ_QUERY }).then(({ data }) => {
      if (!data || typeof data !== "object") {
        throw new GraphQLError("The Store API returned no context", {
          extensions: { code: ErrorCode.UpstreamError, status: 500 },
        });
      }
      memo.token = holder.token;
      if (holder.token) {
        this.prices.set(holder.token, priceVariantOfContext(data), stamp);
        this.prices.setCustomer(holder.token, Boolean((data as { customer?: unknown }).customer), stamp);
      }
      return data;
    });
    this.memo = memo;
    memo.answer.catch(() => {
      if (this.memo === memo) this.memo = null;
    });
    return memo.answer;
  }

  /**
   * The session's price variant for cached catalogue reads: null without a token or for the sales
   * channel's default price context; undefined when it cannot be known (the context read failed —
   * the caller then reads with the token, uncached).
   */
  async priceVariant(): Promise<PriceVariant | undefined> {
    const token = this.storeApi.token.token;
    if (!token) return null;
    try {
      return await this.prices.load(token, async () => priceVariantOfContext(await this.read("public")));
    } catch {
      return undefined;
    }
  }

  /** True when the session's token is known (from an earlier context read) to have no customer. */
  knownWithoutCustomer(): boolean {
    const token = this.storeApi.token.token;
    return token !== null && this.prices.knownWithoutCustomer(token);
  }

  /** Forgets this request's answer and the price variant of the session's tokens (before and after rotation). */
  changed(): void {
    this.memo = null;
    for (const token of new Set([this.initialToken, this.storeApi.token.token])) {
      if (token) this.prices.invalidate(token);
    }
  }
}

/**
 * Call after every change this gateway makes to a session that can change its prices or context:
 * login, logout, registration, language, PATCH /context (payment/shipping method, country, addresses),
 * default shipping address. Later reads of this request and cached catalogue reads of the session
 * then see the new context.
 */
export function sessionContextChanged(ctx: { readonly sessionContext: SessionContext }): void {
  ctx.sessionContext.changed();
}
