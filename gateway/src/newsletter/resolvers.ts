/**
 * Newsletter (SPEC §4): double opt-in subscribe, confirm, unsubscribe by e-mail or by the token of
 * a /newsletter-unsubscribe/{token} link, and the logged-in customer's status.
 * optOut / undefined = not subscribed; notSet = subscribed, confirmation pending.
 */
import { validateForm } from "@shop/rules";
import type { components } from "@shopware/api-client/store-api-types";
import type { GatewayContext } from "../context.js";
import type { NewsletterState, NewsletterStatus, Resolvers } from "../generated/graphql.js";
import type { OperationBody } from "../storeApi/client.js";
import { failureResult, isNotLoggedIn, upstreamFailure } from "../account/failures.js";
import { invalidInput, succeeded, type ResultBase } from "../account/results.js";
import { toGraphQLError } from "../errors/graphql.js";

type UpstreamStatus = components["schemas"]["NewsletterStatus"];

const STATUS: Record<UpstreamStatus, NewsletterStatus> = {
  notSet: "NOT_SET",
  optIn: "OPT_IN",
  optOut: "OPT_OUT",
  direct: "DIRECT",
  undefined: "UNDEFINED",
};

export function newsletterStatus(value: unknown): NewsletterStatus {
  return typeof value === "string" && value in STATUS ? STATUS[value as UpstreamStatus] : "UNDEFINED";
}

export function newsletterState(status: NewsletterStatus): NewsletterState {
  return {
    status,
    subscribed: status === "OPT_IN" || status === "DIRECT" || status === "NOT_SET",
    confirmationPending: status === "NOT_SET",
  };
}

/** Status of the logged-in customer's address; null when nobody is logged in. */
export async function loadNewsletterState(ctx: GatewayContext): Promise<NewsletterState | null> {
  if (!(await ctx.account.registeredCustomer())) return null;
  try {
    const result = await ctx.storeApi.send("readNewsletterRecipient post /account/newsletter-recipient", { body: {} });
    return newsletterState(newsletterStatus(result.data?.status));
  } catch (error) {
    if (isNotLoggedIn(upstreamFailure(error))) return null;
    throw toGraphQLError(error, ctx.locale);
  }
}

interface NewsletterResultRow extends ResultBase {
  status: NewsletterStatus | null;
}

const withStatus = (result: ResultBase, status: NewsletterStatus | null = null): NewsletterResultRow => ({ ...result, status });

const LINK_INVALID = { CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND: { errorCode: "LINK_INVALID", message: "account.linkInvalid" } } as const;

export const newsletterResolvers: Resolvers = {
  Query: {
    newsletter: (_parent, _args, ctx) => loadNewsletterState(ctx),
  },
  Mutation: {
    subscribeNewsletter: async (_parent, { input }, ctx) => {
      const valid = validateForm("newsletterSubscribe", input, ctx.locale);
      if (!valid.ok) return withStatus(invalidInput(ctx.locale, valid.fieldErrors));
      const { email, salutationId, firstName, lastName } = valid.data;
      const body = { email, option: "subscribe", storefrontUrl: ctx.storeHost, salutationId, firstName, lastName };
      try {
        const result = await ctx.storeApi.send("subscribeToNewsletter post /newsletter/subscribe", {
          body: body as OperationBody<"subscribeToNewsletter post /newsletter/subscribe">,
        });
        const status = newsletterStatus(result.data?.status ?? "notSet");
        return withStatus(
          succeeded(ctx.locale, status === "NOT_SET" ? "account.newsletterSubscribed" : "account.newsletterConfirmed"),
          status,
        );
      } catch (error) {
        return withStatus(
          failureResult(error, ctx.locale, { fallback: "account.newsletterSubscribeFailed", logger: ctx.logger, operation: "subscribeNewsletter" }),
        );
      }
    },

    confirmNewsletter: async (_parent, args, ctx) => {
      const valid = validateForm("newsletterConfirm", args, ctx.locale);
      if (!valid.ok) return withStatus(invalidInput(ctx.locale, valid.fieldErrors));
      try {
        await ctx.storeApi.send("confirmNewsletter post /newsletter/confirm", {
          // storefrontUrl: where the welcome mail's unsubscribe link points (read by the embedded platform).
          body: { ...valid.data, storefrontUrl: ctx.storeHost } as OperationBody<"confirmNewsletter post /newsletter/confirm">,
        });
        return withStatus(succeeded(ctx.locale, "account.newsletterConfirmed"), "OPT_IN");
      } catch (error) {
        return withStatus(
          failureResult(error, ctx.locale, { fallback: "account.linkInvalid", codes: LINK_INVALID, logger: ctx.logger, operation: "confirmNewsletter" }),
        );
      }
    },

    unsubscribeNewsletter: async (_parent, { email, token }, ctx) => {
      // By the token of an unsubscribe link (the embedded platform's extension: body { hash }).
      if (token !== undefined && token !== null && (email === undefined || email === null)) {
        const valid = validateForm("newsletterConfirm", { hash: token, em: "x" }, ctx.locale);
        if (!valid.ok) {
          return withStatus(invalidInput(ctx.locale, valid.fieldErrors.map((e) => ({ ...e, field: "token" }))));
        }
        try {
          await ctx.storeApi.send("unsubscribeToNewsletter post /newsletter/unsubscribe", {
            body: { hash: valid.data.hash } as unknown as OperationBody<"unsubscribeToNewsletter post /newsletter/unsubscribe">,
          });
          return withStatus(succeeded(ctx.locale, "account.newsletterUnsubscribed"), "OPT_OUT");
        } catch (error) {
          return withStatus(
            failureResult(error, ctx.locale, { fallback: "account.linkInvalid", codes: LINK_INVALID, logger: ctx.logger, operation: "unsubscribeNewsletter" }),
          );
        }
      }
      const valid = validateForm("newsletterUnsubscribe", { email }, ctx.locale);
      if (!valid.ok) return withStatus(invalidInput(ctx.locale, valid.fieldErrors));
      try {
        await ctx.storeApi.send("unsubscribeToNewsletter post /newsletter/unsubscribe", { body: { email: valid.data.email } });
        return withStatus(succeeded(ctx.locale, "account.newsletterUnsubscribed"), "OPT_OUT");
      } catch (error) {
        return withStatus(
          failureResult(error, ctx.locale, {
            fallback: "account.newsletterUnsubscribeFailed",
            codes: {
              CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND: { errorCode: "NOT_FOUND", message: "account.newsletterUnsubscribeFailed" },
            },
            logger: ctx.logger,
            operation: "unsubscribeNewsletter",
          }),
        );
      }
    },
  },
};
