/**
 * Editorial polls: the embedded platform's custom routes (not part of the official Store API, so
 * typed here) — POST /store-api/shop-poll/{pollId} (results) and POST /store-api/shop-poll/{pollId}/vote
 * ({optionId}); contract in platform/src/contact/README.md. One vote per session: the platform keys
 * votes by context token (or customer), so a vote starts a session like a cart write does.
 */
import type { GatewayContext } from "../context.js";
import type { OperationKey } from "../storeApi/client.js";
import { isRouteMissing } from "../storeApi/optional-route.js";

export interface PollResultApi {
  pollId: string;
  totalVotes: number;
  votedOptionId: string | null;
  options: { id: string; votes: number; percentage: number }[];
}

const RESULTS_OPERATION = "readShopPoll post /shop-poll/{pollId}" as OperationKey;
const VOTE_OPERATION = "voteShopPoll post /shop-poll/{pollId}/vote" as OperationKey;

function pollResult(data: unknown): PollResultApi | null {
  if (!data || typeof data !== "object") return null;
  const d = data as Partial<PollResultApi>;
  if (typeof d.pollId !== "string" || typeof d.totalVotes !== "number" || !Array.isArray(d.options)) return null;
  return { pollId: d.pollId, totalVotes: d.totalVotes, votedOptionId: d.votedOptionId ?? null, options: d.options };
}

/** Results as this session sees them; throws the upstream error (callers decide). */
export async function readPollResults(ctx: Pick<GatewayContext, "storeApi">, pollId: string): Promise<PollResultApi | null> {
  const result = await ctx.storeApi.send(RESULTS_OPERATION, { pathParams: { pollId } as never, body: {} as never });
  return pollResult(result.data);
}

/** Stores the vote (the answer's context token becomes the session) and answers the new results. */
export async function sendPollVote(ctx: Pick<GatewayContext, "storeApi">, pollId: string, optionId: string): Promise<PollResultApi | null> {
  const result = await ctx.storeApi.send(VOTE_OPERATION, { pathParams: { pollId } as never, body: { optionId } as never, session: "session" });
  return pollResult(result.data);
}

const perRequest = new WeakMap<object, Map<string, Promise<PollResultApi | null>>>();

/**
 * Results for the CMS poll elements of a page: read once per poll and request, never cached across
 * requests (they depend on the session). A Store API without the route, or any failure, gives null:
 * the poll then shows what the CMS configured, and the page never fails because of it.
 */
export function pollResultsOnce(ctx: GatewayContext, pollId: string): Promise<PollResultApi | null> {
  let memo = perRequest.get(ctx.storeApi);
  if (!memo) {
    memo = new Map();
    perRequest.set(ctx.storeApi, memo);
  }
  let pending = memo.get(pollId);
  if (!pending) {
    pending = readPollResults(ctx, pollId).catch((error: unknown) => {
      if (!isRouteMissing(error)) ctx.logger.warn({ err: error, pollId }, "poll results could not be read");
      return null;
    });
    memo.set(pollId, pending);
  }
  return pending;
}
