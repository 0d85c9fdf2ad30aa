/**
 * Which mutations are rate-limited per client address, and how much (issue 10): the ones that
 * cost (mails, upstream writes) or leak (whether an e-mail exists, which promotion codes are valid).
 * Env: RATE_LIMIT_<BUCKET>=<requests>/<seconds> (e.g. RATE_LIMIT_LOGIN=30/60), "off" turns one off;
 * RATE_LIMITS=off turns all off (load benchmarks from one address).
 */

export type RateLimitBucket =
  | "login"
  | "register"
  | "passwordRecovery"
  | "newsletter"
  | "review"
  | "promotionCode"
  | "loyaltyLink"
  | "placeOrder"
  | "guestCheckout"
  /** Not a mutation: GraphQL documents refused with HTTP 400 (limits/refusalFlood.ts). */
  | "refusedDocuments";

export interface RateLimitRule {
  /** Requests allowed per window and client address; 0 = unlimited. */
  max: number;
  windowMs: number;
}

export type RateLimitRules = Record<RateLimitBucket, RateLimitRule>;

/**
 * Generous enough for an office or a school behind one address and for the e2e suite (all from
 * 127.0.0.1); far below what credential stuffing, mail bombing or code guessing needs.
 */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  login: { max: 30, windowMs: 60_000 },
  register: { max: 30, windowMs: 600_000 },
  passwordRecovery: { max: 20, windowMs: 600_000 },
  newsletter: { max: 30, windowMs: 600_000 },
  review: { max: 20, windowMs: 600_000 },
  promotionCode: { max: 30, windowMs: 60_000 },
  // A shopper links one card, perhaps after a typo or two; the platform throttles failed PINs per
  // customer and address as well (platform/src/loyalty/link-limits.ts)
  loyaltyLink: { max: 10, windowMs: 600_000 },
  // Each attempt reads the cart and may write an order and start a payment; guest checkout writes a
  // customer. A household places a handful of orders an hour — these only stop scripted floods.
  placeOrder: { max: 30, windowMs: 600_000 },
  guestCheckout: { max: 30, windowMs: 600_000 },
  // A client that gets 30 documents refused (cost, depth, syntax, unknown hash…) in a minute is not a
  // shop or an app under development: its further full documents wait in the tarpit (issue 20).
  refusedDocuments: { max: 30, windowMs: 60_000 },
};

/** Mutation field → bucket. */
export const RATE_LIMITED_MUTATIONS: Record<string, RateLimitBucket> = {
  login: "login",
  register: "register",
  requestPasswordRecovery: "passwordRecovery",
  subscribeNewsletter: "newsletter",
  submitProductReview: "review",
  applyPromotionCode: "promotionCode",
  linkLoyaltyCard: "loyaltyLink",
  placeOrder: "placeOrder",
  checkoutAsGuest: "guestCheckout",
};

export const RATE_LIMIT_ENV: Record<RateLimitBucket, string> = {
  login: "RATE_LIMIT_LOGIN",
  register: "RATE_LIMIT_REGISTER",
  passwordRecovery: "RATE_LIMIT_PASSWORD_RECOVERY",
  newsletter: "RATE_LIMIT_NEWSLETTER",
  review: "RATE_LIMIT_REVIEW",
  promotionCode: "RATE_LIMIT_PROMOTION_CODE",
  loyaltyLink: "RATE_LIMIT_LOYALTY_LINK",
  placeOrder: "RATE_LIMIT_PLACE_ORDER",
  guestCheckout: "RATE_LIMIT_GUEST_CHECKOUT",
  refusedDocuments: "RATE_LIMIT_REFUSED_DOCUMENTS",
};

const OFF = new Set(["off", "0", "false", "none"]);

/** "30/60" → 30 per 60 s; "off" → unlimited; undefined → the default. Null when unreadable. */
export function parseRateLimit(value: string | undefined, fallback: RateLimitRule): RateLimitRule | null {
  if (value === undefined || value.trim() === "") return fallback;
  const text = value.trim().toLowerCase();
  if (OFF.has(text)) return { max: 0, windowMs: fallback.windowMs };
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (!match) return null;
  const max = Number(match[1]);
  const seconds = Number(match[2]);
  if (seconds <= 0) return null;
  return { max, windowMs: seconds * 1000 };
}
