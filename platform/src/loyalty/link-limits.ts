import type { BackoffStep } from "../account/config.js";

/**
 * Linking a card is guessing a PIN when the card is not yours, so attempts are throttled like logins
 * (Shopware's time_backoff, ../account/rate-limiter.ts): per customer and per client address, failed
 * attempts only, forgotten after 24 h. Five wrong tries are plenty for someone holding the card.
 */
export const LINK_CUSTOMER_LIMITS: BackoffStep[] = [
  { limit: 5, intervalSeconds: 30 },
  { limit: 10, intervalSeconds: 300 },
  { limit: 20, intervalSeconds: 3600 },
];

/** Several customers behind one address (a household, an office): wider steps. */
export const LINK_IP_LIMITS: BackoffStep[] = [
  { limit: 20, intervalSeconds: 30 },
  { limit: 50, intervalSeconds: 300 },
  { limit: 100, intervalSeconds: 3600 },
];

export const LINK_RESET_MS = 24 * 3_600_000;
