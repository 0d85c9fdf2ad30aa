/** Server-side settings read from the environment (never shipped to the browser). */
import { gatewayRoot } from "../../server/gatewayUrl.mjs";

/** Request time-out of 10000 ms (SPEC §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** GraphQL endpoint of the gateway: GATEWAY_URL (+ /graphql unless already there). */
export function gatewayGraphqlUrl(base: string | undefined = process.env.GATEWAY_URL): string {
  return `${gatewayRoot(base)}/graphql`;
}

/** fetch with the shop's request time-out, combined with any caller signal. */
export const fetchWithTimeout: typeof fetch = (input, init = {}) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
};
