/**
 * The gateway's own record of its Store API calls (dispatch and answer times, gateway clock), to
 * measure what one page costs upstream: number of calls and sequential waves.
 *
 * Why not only the platform's request log: the embedded platform handles one request at a time, so
 * calls the gateway sends in parallel never overlap in the platform's timestamps. Whether calls were
 * parallel is only visible where they were dispatched.
 */
export interface UpstreamCall {
  operation: string;
  status: number | null;
  /** epoch ms (performance.timeOrigin + performance.now()) when the call was dispatched */
  start: number;
  /** epoch ms when its answer (or failure) arrived */
  end: number;
}

export class UpstreamLog {
  private entries: UpstreamCall[] = [];

  constructor(private readonly capacity = 5000) {}

  push(entry: UpstreamCall): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** Records a finished call from the client's onCall observer (duration known at the end). */
  record(operation: string, status: number | null, durationMs: number): void {
    const end = performance.timeOrigin + performance.now();
    this.push({ operation, status, start: end - durationMs, end });
  }

  list(): UpstreamCall[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}

interface Timed {
  start: number;
  end: number;
}

/**
 * Sequential waves by causality: a call is in wave 1 + the highest wave among the calls that had
 * already been answered when it was dispatched (only those can have caused it). Calls dispatched
 * together are one wave however the upstream schedules them.
 */
export function causalWaves<T extends Timed>(calls: readonly T[]): T[][] {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const waveOf = new Map<T, number>();
  const out: T[][] = [];
  for (const call of sorted) {
    let wave = 1;
    for (const [other, w] of waveOf) if (other.end <= call.start && w + 1 > wave) wave = w + 1;
    waveOf.set(call, wave);
    (out[wave - 1] ??= []).push(call);
  }
  return out;
}

/** Waves as groups of calls whose time ranges overlap (meaningful on timestamps of a parallel upstream). */
export function overlapWaves<T extends Timed>(calls: readonly T[]): T[][] {
  const out: T[][] = [];
  let end = -Infinity;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    if (call.start > end) {
      out.push([call]);
      end = call.end;
    } else {
      out[out.length - 1]!.push(call);
      end = Math.max(end, call.end);
    }
  }
  return out;
}
