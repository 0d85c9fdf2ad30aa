/**
 * Upstream cost of a page: calls counted in the platform's request log, sequential waves computed
 * from the gateway's own upstream log (dispatch/answer times on the gateway clock — the
 * single-threaded platform serialises even parallel calls, so its timestamps cannot show waves).
 */
import { causalWaves } from "../gateway/src/cache/upstreamLog.js";
import { policyFor } from "../gateway/src/cache/strategies.js";
import type { OperationKey } from "../gateway/src/storeApi/client.js";
import { URLS } from "./stack.js";

interface Timed {
  operation: string;
  start: number;
  end: number;
}

async function json<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

/** Forgets earlier calls; `cold` also empties the gateway's catalogue cache. */
export async function resetLogs(cold: boolean): Promise<void> {
  await fetch(`${URLS.platform}/__platform/requests`, { method: "DELETE" });
  await fetch(`${URLS.gateway}/__gateway/upstream-calls`, { method: "DELETE" });
  if (cold) await fetch(`${URLS.gateway}/__gateway/catalog-cache`, { method: "DELETE" });
}

/**
 * `catalogueCalls`: the calls of operations the gateway may cache (catalogue reads), as opposed to a
 * session's own reads and writes (cart, context), from the gateway's log.
 */
export async function upstreamCost(): Promise<{ calls: number; waves: number; catalogueCalls: number }> {
  const platform = await json<{ requests: { path: string }[] }>(`${URLS.platform}/__platform/requests`);
  const gateway = await json<{ calls: Timed[] }>(`${URLS.gateway}/__gateway/upstream-calls`);
  return {
    calls: platform.requests.filter((r) => r.path.startsWith("/store-api/")).length,
    waves: causalWaves(gateway.calls).length,
    catalogueCalls: gateway.calls.filter((c) => policyFor(c.operation as OperationKey).session !== "private").length,
  };
}
