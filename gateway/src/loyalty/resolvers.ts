/**
 * Loyalty card of the logged-in customer: read, link an existing card, request a new one.
 * The threshold of the CHF 5 voucher is never exposed: only the points still needed and a progress.
 */
import { validateForm } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { LoyaltyCard, Resolvers } from "../generated/graphql.js";
import { failureResult, isNotLoggedIn, numberParameter, upstreamFailure } from "../account/failures.js";
import { failed, invalidInput, succeeded, type ResultBase } from "../account/results.js";
import { SHOP_CURRENCY } from "../catalog/mapping.js";
import { toGraphQLError } from "../errors/graphql.js";
import { callLoyalty, LoyaltyRouteMissing, type LoyaltyCardApi } from "./storeApi.js";
import { LOYALTY_UNAVAILABLE } from "./messages.js";

/** SPEC §9: the voucher is worth CHF 5 (used when the upstream does not say). */
export const VOUCHER_VALUE_CHF = 5;

export function loyaltyCard(card: LoyaltyCardApi): LoyaltyCard {
  const progress = Number.isFinite(card.voucherProgress) ? Math.min(1, Math.max(0, card.voucherProgress)) : 0;
  return {
    cardNumber: card.cardNumber,
    points: Math.max(0, Math.trunc(card.points ?? 0)),
    pointsNeeded: Math.max(0, Math.trunc(card.pointsNeededForVoucher ?? 0)),
    progress,
    voucherReached: card.voucherReached === true,
    voucherValue: {
      amount: card.voucherValue?.amount ?? VOUCHER_VALUE_CHF,
      currency: card.voucherValue?.currencyIsoCode ?? SHOP_CURRENCY,
    },
  };
}

export async function loadLoyaltyCard(ctx: GatewayContext): Promise<LoyaltyCard | null> {
  if (!(await ctx.account.registeredCustomer())) return null;
  try {
    const card = await callLoyalty(ctx, { action: "get" });
    return card ? loyaltyCard(card) : null;
  } catch (error) {
    // no loyalty plugin upstream: no card to show, and the account pages still render
    if (error instanceof LoyaltyRouteMissing) {
      ctx.logger.warn("Store API has no /store-api/loyalty route: loyalty card hidden");
      return null;
    }
    if (isNotLoggedIn(upstreamFailure(error))) return null;
    throw toGraphQLError(error, ctx.locale);
  }
}

interface LoyaltyCardResultRow extends ResultBase {
  loyaltyCard: LoyaltyCard | null;
}

const withCard = (result: ResultBase, card: LoyaltyCardApi | null = null): LoyaltyCardResultRow => ({
  ...result,
  loyaltyCard: card ? loyaltyCard(card) : null,
});

const NOT_LINKABLE = { errorCode: "LOYALTY_CARD_INVALID", message: "account.loyaltyNotLinkable" } as const;

/** Too many link attempts, counted by the gateway (RATE_LIMIT_LOYALTY_LINK) or the platform (failed PINs). */
export const loyaltyThrottled = (ctx: Pick<GatewayContext, "locale">, seconds: number): LoyaltyCardResultRow =>
  withCard(failed(ctx.locale, "RATE_LIMITED", "account.loyaltyThrottled", { seconds }));

/** A link/request against a Store API without the loyalty route: refused with a clear message. */
const unavailable = (ctx: GatewayContext): LoyaltyCardResultRow =>
  withCard({ ok: false, message: LOYALTY_UNAVAILABLE[ctx.locale], errorCode: "UNAVAILABLE", fieldErrors: [] });

export const loyaltyResolvers: Resolvers = {
  Query: {
    loyaltyCard: (_parent, _args, ctx) => loadLoyaltyCard(ctx),
  },
  Mutation: {
    linkLoyaltyCard: async (_parent, { cardNumber, pin }, ctx) => {
      const valid = validateForm("loyaltyCardLink", { cardNumber, pin }, ctx.locale);
      if (!valid.ok) {
        return withCard({ ...invalidInput(ctx.locale, valid.fieldErrors), errorCode: "LOYALTY_CARD_INVALID" });
      }
      if (!(await ctx.account.registeredCustomer())) return withCard(failed(ctx.locale, "NOT_LOGGED_IN", "account.notLoggedIn"));
      try {
        const card = await callLoyalty(ctx, { action: "link", cardNumber: valid.data.cardNumber, pin: valid.data.pin });
        return withCard(succeeded(ctx.locale, "account.loyaltyLinked"), card);
      } catch (error) {
        if (error instanceof LoyaltyRouteMissing) return unavailable(ctx);
        const throttled = upstreamFailure(error).entries.find((e) => e.code === "LOYALTY__LINK_THROTTLED");
        if (throttled) return loyaltyThrottled(ctx, numberParameter(throttled, "seconds") ?? 60);
        return withCard(
          failureResult(error, ctx.locale, {
            fallback: "account.loyaltyLinkFailed",
            // one answer whether the number is unknown, the PIN wrong or the card someone else's
            codes: { LOYALTY__CARD_NOT_LINKABLE: NOT_LINKABLE, LOYALTY__CARD_ALREADY_LINKED: NOT_LINKABLE },
            logger: ctx.logger,
            operation: "linkLoyaltyCard",
          }),
        );
      }
    },

    requestLoyaltyCard: async (_parent, { input }, ctx) => {
      const valid = validateForm("loyaltyCardRequest", input, ctx.locale);
      if (!valid.ok) return withCard(invalidInput(ctx.locale, valid.fieldErrors));
      if (!(await ctx.account.registeredCustomer())) return withCard(failed(ctx.locale, "NOT_LOGGED_IN", "account.notLoggedIn"));
      try {
        const card = await callLoyalty(ctx, { action: "request", ...valid.data });
        return withCard(succeeded(ctx.locale, "account.loyaltyRequested"), card);
      } catch (error) {
        if (error instanceof LoyaltyRouteMissing) return unavailable(ctx);
        return withCard(
          failureResult(error, ctx.locale, {
            fallback: "account.loyaltyRequestFailed",
            // A customer holds one card: asking for a second one is a failed request, not an invalid number.
            codes: { LOYALTY__CUSTOMER_HAS_CARD: { errorCode: "FAILED", message: "account.loyaltyRequestFailed" } },
            logger: ctx.logger,
            operation: "requestLoyaltyCard",
          }),
        );
      }
    },
  },
};
