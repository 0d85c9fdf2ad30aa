/**
 * A flood of refused documents (issue 20). Each refusal is cheap, but a client that resends a hostile
 * or malformed document the moment it is refused makes dozens a second, and the gateway's one thread
 * pays parse, validation and cost analysis for each — the shop's own pages slow down.
 *
 * So refusals (HTTP 400 on /graphql) are counted per client address (rate-limit bucket
 * `refusedDocuments`, RATE_LIMIT_REFUSED_DOCUMENTS). Over the limit, that address's requests that carry
 * a document's text are answered 429 before Apollo sees them, and only after a short tarpit: a client
 * that ignores Retry-After then costs a timer per request instead of a CPU-bound refusal, and can send
 * one per connection per tarpit. Requests by persisted-document hash pass: a shopper behind the same
 * address (an office, a mobile carrier's NAT) keeps using the shop, whose pages send only hashes.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, onResponseAsyncHookHandler } from "fastify";
import { RATE_LIMIT_MESSAGES } from "../errors/messages.js";
import { clientKey, RATE_LIMITED_CODE, type RateLimiter } from "../rateLimit/limiter.js";
import { requestParts } from "../persisted/documents.js";
import { resolveLocale } from "../session/locale.js";

/** Long enough that a back-to-back client sends a request a second per connection; short enough to be harmless to a person. */
export const DEFAULT_TARPIT_MS = 1000;

export class RefusalFlood {
  private readonly blockedUntil = new Map<string, number>();
  private nextSweep = 0;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one refused document of `ip`; past the limit the address is held until the window ends. */
  async refused(ip: string): Promise<void> {
    const seconds = await this.limiter.check("refusedDocuments", ip);
    const now = this.now();
    this.sweep(now);
    if (seconds !== null) this.blockedUntil.set(clientKey(ip), now + seconds * 1000);
  }

  /** Seconds `ip` is still held, or null. */
  heldFor(ip: string): number | null {
    const key = clientKey(ip);
    const until = this.blockedUntil.get(key);
    if (until === undefined) return null;
    const left = until - this.now();
    if (left > 0) return Math.ceil(left / 1000);
    this.blockedUntil.delete(key);
    return null;
  }

  get held(): number {
    return this.blockedUntil.size;
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, until] of this.blockedUntil) if (until <= now) this.blockedUntil.delete(key);
  }
}

export interface RefusalFloodHooks {
  preHandler: preHandlerAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
}

export function refusalFloodHooks(flood: RefusalFlood, tarpitMs = DEFAULT_TARPIT_MS): RefusalFloodHooks {
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      // A persisted hash passes: the shop's pages send only those.
      if (!requestParts(request).hasQuery) return;
      const seconds = flood.heldFor(request.ip);
      if (seconds === null) return;
      await sleep(tarpitMs);
      const message = RATE_LIMIT_MESSAGES[resolveLocale(request.headers)]({ seconds });
      return reply
        .code(429)
        .header("retry-after", String(seconds))
        .header("cache-control", "no-store")
        .send({ errors: [{ message, extensions: { code: RATE_LIMITED_CODE, limit: "refusedDocuments", retryAfter: seconds } }] });
    },
    async onResponse(request: FastifyRequest, reply: FastifyReply) {
      if (reply.statusCode === 400) await flood.refused(request.ip);
    },
  };
}
