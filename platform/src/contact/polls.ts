/**
 * Editorial polls: the poll (question, options) is a CMS slot of type "poll" (config pollId +
 * options); votes are rows of poll_vote, one per poll and voter. A voter is the context's
 * customer when there is one, else the context token.
 */
import type { Db } from "../db/connection.js";
import type { RequestContext } from "../context/context-service.js";
import { SYSTEM_LANGUAGE_ID } from "../ids.js";

export interface PollDefinition {
  pollId: string;
  optionIds: string[];
}

export interface PollResult {
  pollId: string;
  totalVotes: number;
  /** the option this context voted for, or null */
  votedOptionId: string | null;
  options: { id: string; votes: number; percentage: number }[];
  apiAlias: "shop_poll_result";
}

/** A CMS config entry ({source, value}) unwrapped. */
export const valueOf = (entry: unknown): unknown =>
  entry && typeof entry === "object" && !Array.isArray(entry) && "value" in entry ? (entry as { value: unknown }).value : entry;

export function voterKey(ctx: RequestContext): string {
  return ctx.customerId ? `customer:${ctx.customerId}` : `token:${ctx.token}`;
}

export class PollRepository {
  constructor(private readonly db: Db) {}

  /** The poll with this id (config pollId, or the slot id when the slot has none); undefined when unknown. */
  find(pollId: string): PollDefinition | undefined {
    const rows = this.db
      .prepare(
        `SELECT s.id, t.config FROM cms_slot s JOIN cms_slot_translation t ON t.cms_slot_id = s.id AND t.language_id = ?
         WHERE s.type = 'poll' AND (s.id = ? OR json_extract(t.config, '$.pollId.value') = ? OR json_extract(t.config, '$.pollId') = ?)
         LIMIT 1`,
      )
      .all(SYSTEM_LANGUAGE_ID, pollId, pollId, pollId) as { id: string; config: string | null }[];
    const row = rows[0];
    if (!row) return undefined;
    const config = JSON.parse(row.config ?? "{}") as Record<string, unknown>;
    const options = valueOf(config.options);
    const optionIds = (Array.isArray(options) ? options : []).map((o, index) => {
      const id = o && typeof o === "object" ? (o as { id?: unknown }).id : undefined;
      return typeof id === "string" || typeof id === "number" ? String(id) : String(index + 1);
    });
    return { pollId, optionIds };
  }

  /** Stores the vote; false when this voter has already voted in this poll (nothing changes). */
  vote(poll: PollDefinition, optionId: string, ctx: RequestContext, now: Date): boolean {
    const info = this.db
      .prepare(
        `INSERT INTO poll_vote (poll_id, voter_key, option_id, sales_channel_id, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (poll_id, voter_key) DO NOTHING`,
      )
      .run(poll.pollId, voterKey(ctx), optionId, ctx.salesChannel.id, now.toISOString());
    return info.changes === 1;
  }

  results(poll: PollDefinition, ctx: RequestContext): PollResult {
    const counts = new Map(
      (this.db.prepare("SELECT option_id, COUNT(*) AS votes FROM poll_vote WHERE poll_id = ? GROUP BY option_id").all(poll.pollId) as {
        option_id: string;
        votes: number;
      }[]).map((r) => [r.option_id, r.votes]),
    );
    // votes for options the editors removed since no longer count
    const options = poll.optionIds.map((id) => ({ id, votes: counts.get(id) ?? 0 }));
    const totalVotes = options.reduce((sum, o) => sum + o.votes, 0);
    const mine = this.db.prepare("SELECT option_id FROM poll_vote WHERE poll_id = ? AND voter_key = ?").get(poll.pollId, voterKey(ctx)) as
      | { option_id: string }
      | undefined;
    return {
      pollId: poll.pollId,
      totalVotes,
      votedOptionId: mine && poll.optionIds.includes(mine.option_id) ? mine.option_id : null,
      options: options.map((o) => ({ ...o, percentage: totalVotes === 0 ? 0 : Math.round((o.votes / totalVotes) * 1000) / 10 })),
      apiAlias: "shop_poll_result",
    };
  }
}
