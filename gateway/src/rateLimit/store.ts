/**
 * Where rate-limit counters live. In-process by default; a shared store (Redis, issue 10's
 * scale-out part) implements the same one-call interface so that all gateway instances count together.
 */

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window ends (ms since epoch). */
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one request for `key` in a fixed window of `windowMs` and reports the window's state. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
}

/**
 * Fixed windows per key in a Map; expired windows are swept at most once per `sweepEveryMs`, so an
 * address seen once costs memory only until its window ends.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();
  private nextSweep = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sweepEveryMs = 60_000,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    this.sweep(now);
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count++;
      return { ...current };
    }
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.sweepEveryMs;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
