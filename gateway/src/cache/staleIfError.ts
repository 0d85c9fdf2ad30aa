/**
 * Stale-if-error (issue 10): while the upstream is down, a public catalogue answer is still served
 * for this long after its stale-while-revalidate window ended, so shoppers keep browsing during an
 * outage. Only outages qualify — an upstream that answers "not found" or "invalid" is believed.
 * Private reads (cart, account) are never cached, so they fail with the SPEC §8 texts as before.
 */
export { isUpstreamOutage } from "../errors/classify.js";

/** Default of CACHE_STALE_IF_ERROR_SECONDS: one day. */
export const DEFAULT_STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;

