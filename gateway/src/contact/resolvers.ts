/**
 * sendContactForm (SPEC §7 POST /store-api/contact-form) and votePoll, plus the CmsPoll fields that
 * come from real votes (totalVotes, votedOptionId, options[].percentage). Input is checked with
 * @shop/rules before anything goes upstream; refusals are typed results, never GraphQL errors.
 */
import { translate, validateContact, type MessageId } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { CmsPoll, Resolvers } from "../generated/graphql.js";
import type { OperationBody } from "../storeApi/client.js";
import { failureResult, upstreamFailure } from "../account/failures.js";
import { failed, invalidInput, succeeded, type ResultBase } from "../account/results.js";
import { isRouteMissing } from "../storeApi/optional-route.js";
import { pollResultsOnce, readPollResults, sendPollVote, type PollResultApi } from "./polls.js";

interface PollResultRow {
  ok: boolean;
  message: string | null;
  pollId: string;
  totalVotes: number;
  votedOptionId: string | null;
  options: PollResultApi["options"];
}

function pollAnswer(ctx: GatewayContext, pollId: string, ok: boolean, message: MessageId, results: PollResultApi | null): PollResultRow {
  return {
    ok,
    message: translate(ctx.locale, message),
    pollId: results?.pollId ?? pollId,
    totalVotes: results?.totalVotes ?? 0,
    votedOptionId: results?.votedOptionId ?? null,
    options: results?.options ?? [],
  };
}

/** Why a vote was refused → the text to show; the current results where they can still be read. */
async function voteRefused(ctx: GatewayContext, pollId: string, error: unknown): Promise<PollResultRow> {
  const failure = upstreamFailure(error);
  const again = () => readPollResults(ctx, pollId).catch(() => null);
  if (failure.codes.includes("CONTENT__POLL_ALREADY_VOTED")) return pollAnswer(ctx, pollId, false, "contact.pollAlreadyVoted", await again());
  if (failure.codes.includes("CONTENT__POLL_NOT_FOUND")) return pollAnswer(ctx, pollId, false, "contact.pollNotFound", null);
  if (failure.status === 400 && failure.entries.some((e) => e.source?.pointer === "/optionId")) {
    return pollAnswer(ctx, pollId, false, "contact.pollOptionInvalid", await again());
  }
  if (!isRouteMissing(error)) ctx.logger.warn({ err: error, pollId }, "poll vote failed upstream");
  return pollAnswer(ctx, pollId, false, "contact.pollUnavailable", null);
}

type CmsPollParent = Pick<CmsPoll, "id" | "options">;

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactForm: async (_parent, { input }, ctx): Promise<ResultBase> => {
      const valid = validateContact("contactForm", input, ctx.locale);
      if (!valid.ok) return invalidInput(ctx.locale, valid.fieldErrors);
      try {
        const result = await ctx.storeApi.send("sendContactMail post /contact-form", {
          body: valid.data as OperationBody<"sendContactMail post /contact-form">,
        });
        const individual = (result.data as { individualSuccessMessage?: unknown } | undefined)?.individualSuccessMessage;
        const ok = succeeded(ctx.locale, "contact.sent");
        return typeof individual === "string" && individual.trim() !== "" ? { ...ok, message: individual.trim() } : ok;
      } catch (error) {
        const failure = upstreamFailure(error);
        if (failure.status === 429) {
          const seconds = Number((failure.entries[0]?.meta?.parameters as { seconds?: unknown } | undefined)?.seconds) || 30;
          return failed(ctx.locale, "RATE_LIMITED", "contact.throttled", { seconds });
        }
        return failureResult(error, ctx.locale, { fallback: "contact.failed", email: valid.data.email, logger: ctx.logger, operation: "sendContactForm" });
      }
    },

    votePoll: async (_parent, args, ctx) => {
      const valid = validateContact("pollVote", args, ctx.locale);
      if (!valid.ok) return pollAnswer(ctx, String(args.pollId), false, "contact.pollOptionInvalid", null);
      const { pollId, optionId } = valid.data;
      try {
        return pollAnswer(ctx, pollId, true, "contact.pollVoted", await sendPollVote(ctx, pollId, optionId));
      } catch (error) {
        return voteRefused(ctx, pollId, error);
      }
    },
  },

  CmsPoll: {
    // Shares from the real votes; before the first vote (or without the platform's poll route) the
    // CMS's own figures stay.
    options: async (parent: CmsPollParent, _args, ctx) => {
      const results = await pollResultsOnce(ctx, parent.id);
      if (!results) return parent.options;
      return parent.options.map((option) => ({
        ...option,
        percentage: results.totalVotes > 0 ? (results.options.find((o) => o.id === option.id)?.percentage ?? 0) : (option.percentage ?? null),
      }));
    },
    totalVotes: async (parent: CmsPollParent, _args, ctx) => (await pollResultsOnce(ctx, parent.id))?.totalVotes ?? 0,
    votedOptionId: async (parent: CmsPollParent, _args, ctx) => (await pollResultsOnce(ctx, parent.id))?.votedOptionId ?? null,
  },
};
