/**
 * Per-client-address rate limits on the mutations listed in rules.ts. The client address is
 * Fastify's `request.ip`, which honours x-forwarded-for only from GATEWAY_TRUST_PROXY addresses, so
 * a shopper cannot pick one; behind the web's SSR proxy it is the shopper's address.
 *
 * A refused call never reaches its resolver (nothing goes upstream) and answers `Retry-After`:
 * login as its typed result (LOGIN_THROTTLED, which the login form already shows), linkLoyaltyCard as
 * its typed RATE_LIMITED (the link form shows it, as it shows the platform's own throttle), placeOrder and
 * checkoutAsGuest as their typed results (RATE_LIMITED, shown by the checkout page like any refusal),
 * the others — whose result types have no fitting code — as a GraphQL error RATE_LIMITED with HTTP 429.
 */
import { isIPv6 } from "node:net";
import { HeaderMap } from "@apollo/server";
import type { FastifyReply } from "fastify";
import { defaultFieldResolver, GraphQLError, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import { failed } from "../account/results.js";
import { checkoutResult } from "../checkout/messages.js";
import { loyaltyThrottled } from "../loyalty/resolvers.js";
import { RATE_LIMIT_MESSAGES } from "../errors/messages.js";
import type { GatewayContext } from "../context.js";
import type { CheckoutErrorCode } from "../generated/graphql.js";
import { RATE_LIMITED_MUTATIONS, type RateLimitBucket, type RateLimitRules } from "./rules.js";
import type { RateLimitStore } from "./store.js";

export const RATE_LIMITED_CODE: CheckoutErrorCode = "RATE_LIMITED";

interface Client {
  ip: string;
  reply: FastifyReply;
}

/**
 * The HTTP side of a GraphQL context, kept under a symbol (Apollo hands resolvers a shallow copy of
 * the context — Object.assign — so it cannot key a WeakMap; enumerable own symbols are copied).
 */
const CLIENT = Symbol("rate-limit client");

export function bindClient(context: object, ip: string, reply: FastifyReply): void {
  Object.defineProperty(context, CLIENT, { value: { ip, reply } satisfies Client, enumerable: true });
}

function clientOf(context: object): Client | undefined {
  return (context as { [CLIENT]?: Client })[CLIENT];
}

/**
 * Whom a limit counts: an IPv4 address, or the /64 network of an IPv6 address (one subscriber
 * usually holds a whole /64 and could otherwise take a fresh address per request).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

export interface RateLimiterOptions {
  rules: RateLimitRules;
  store: RateLimitStore;
  now?: () => number;
  onReject?: (bucket: RateLimitBucket) => void;
}

export class RateLimiter {
  private readonly now: () => number;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Seconds to wait when `ip` is over the bucket's limit, else null (and the call is counted). */
  async check(bucket: RateLimitBucket, ip: string): Promise<number | null> {
    const rule = this.options.rules[bucket];
    if (rule.max <= 0) return null;
    const hit = await this.options.store.hit(`${bucket}\u0000${clientKey(ip)}`, rule.windowMs);
    if (hit.count <= rule.max) return null;
    this.options.onReject?.(bucket);
    return Math.max(1, Math.ceil((hit.resetAt - this.now()) / 1000));
  }
}

function refusal(field: string, context: GatewayContext, seconds: number): unknown {
  if (field === "login") return failed(context.locale, "LOGIN_THROTTLED", "account.loginThrottled", { seconds });
  if (field === "linkLoyaltyCard") return loyaltyThrottled(context, seconds);
  const message = RATE_LIMIT_MESSAGES[context.locale]({ seconds });
  const typed = { ok: false, errorCode: RATE_LIMITED_CODE, message, fieldErrors: [] };
  if (field === "placeOrder") return { ...typed, order: null, next: null, redirectUrl: null, nextPath: null };
  // The checkout it answers is read only when selected (a read; nothing is written).
  if (field === "checkoutAsGuest") return checkoutResult(context, typed);
  throw new GraphQLError(message, {
    extensions: {
      code: RATE_LIMITED_CODE,
      status: 429,
      retryAfter: seconds,
      http: { status: 429, headers: new HeaderMap() },
    },
  });
}

/** Wraps the limited mutations' resolvers of `schema` in place. */
export function rateLimitMutations(schema: GraphQLSchema, limiter: RateLimiter): GraphQLSchema {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const [field, bucket] of Object.entries(RATE_LIMITED_MUTATIONS)) {
    const definition = fields[field];
    if (!definition) continue;
    const resolve: GraphQLFieldResolver<unknown, GatewayContext> = definition.resolve ?? defaultFieldResolver;
    definition.resolve = async (parent, args, context: GatewayContext, info) => {
      const client = clientOf(context);
      if (client) {
        const seconds = await limiter.check(bucket, client.ip);
        if (seconds !== null) {
          context.logger.warn({ mutation: field, bucket, retryAfter: seconds }, "rate limit reached");
          void client.reply.header("retry-after", String(seconds));
          return refusal(field, context, seconds);
        }
      }
      return resolve(parent, args, context, info);
    };
  }
  return schema;
}
