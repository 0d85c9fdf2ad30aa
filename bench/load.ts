/** A bounded closed-loop load generator on loopback: fixed request count, fixed concurrency, stops by itself. */

export interface LoadResult {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rps: number;
}

export async function runLoad(
  url: string,
  bodies: string[],
  { total = 2000, concurrency = 16, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  async function worker(): Promise<void> {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      try {
        // Node's fetch keeps connections alive, so this measures the gateway, not TCP set-up.
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: bodies[i % bodies.length]!,
        });
        const text = await res.text();
        if (res.status !== 200 || text.includes('"errors"')) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { requests: total, errors, p50: round(pct(50)), p99: round(pct(99)), rps: round(total / seconds) };
}
