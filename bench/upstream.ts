/** Reads the platform's request log and groups upstream calls into sequential waves. */
import { URLS } from "./stack.js";

export interface LoggedRequest {
  method: string;
  path: string;
  start: number;
  end: number;
  sentAt?: number;
}

export async function clearLog(): Promise<void> {
  await fetch(`${URLS.platform}/__platform/requests`, { method: "DELETE" });
}

export async function readLog(): Promise<LoggedRequest[]> {
  const res = await fetch(`${URLS.platform}/__platform/requests`);
  const body = (await res.json()) as { requests?: LoggedRequest[] } | LoggedRequest[];
  const list = Array.isArray(body) ? body : (body.requests ?? []);
  return list.filter((r) => r.path.startsWith("/store-api"));
}

/**
 * A wave is a run of calls whose [sent, answered] intervals overlap: a call sent after every earlier
 * call was answered must have waited for them, so it opens the next wave. The send time is the
 * gateway's (x-sent-at), because the single-threaded platform serialises even parallel calls.
 */
export function countWaves(requests: LoggedRequest[]): number {
  const sent = (r: LoggedRequest) => r.sentAt ?? r.start;
  const sorted = [...requests].sort((a, b) => sent(a) - sent(b));
  let waves = 0;
  let waveEnd = -Infinity;
  for (const r of sorted) {
    if (sent(r) >= waveEnd) waves += 1;
    waveEnd = Math.max(waveEnd, r.end);
  }
  return waves;
}
