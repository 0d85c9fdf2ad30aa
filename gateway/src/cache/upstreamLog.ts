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

/**
 * The last `capacity` calls in a ring of typed arrays. Every Store API call is recorded (tests and the
 * bench read the log), so an object per call lived until 5,000 calls later — long enough to be copied out
 * of V8's young generation and promoted, only to die in the old one — and each call past the capacity
 * shifted the whole array (splice). Here a call writes three numbers and one reference to its operation
 * name (a constant string); objects are made only when the log is read.
 */
export class UpstreamLog {
  private readonly operations: string[];
  private readonly statuses: Int16Array;
  private readonly starts: Float64Array;
  private readonly ends: Float64Array;
  /** slot of the next call */
  private next = 0;
  private count = 0;

  constructor(private readonly capacity = 5000) {
    this.operations = new Array<string>(capacity).fill("");
    this.statuses = new Int16Array(capacity);
    this.starts = new Float64Array(capacity);
    this.ends = new Float64Array(capacity);
  }

  push(entry: UpstreamCall): void {
    this.write(entry.operation, entry.status, entry.start, entry.end);
  }

  /** Records a finished call from the client's onCall observer (duration known at the end). */
  record(operation: string, status: number | null, durationMs: number): void {
    const end = performance.timeOrigin + performance.now();
    this.write(operation, status, end - durationMs, end);
  }

  /** The kept calls, oldest first. */
  list(): UpstreamCall[] {
    const out: UpstreamCall[] = [];
    const first = (this.next - this.count + this.capacity) % this.capacity;
    for (let i = 0; i < this.count; i++) {
      const slot = (first + i) % this.capacity;
      const status = this.statuses[slot]!;
      out.push({ operation: this.operations[slot]!, status: status === NO_STATUS ? null : status, start: this.starts[slot]!, end: this.ends[slot]! });
    }
    return out;
  }

  clear(): void {
    this.next = 0;
    this.count = 0;
    this.operations.fill("");
  }

  private write(operation: string, status: number | null, start: number, end: number): void {
    const slot = this.next;
    this.operations[slot] = operation;
    this.statuses[slot] = status ?? NO_STATUS;
    this.starts[slot] = start;
    this.ends[slot] = end;
    this.next = (slot + 1) % this.capacity;
    if (this.count < this.capacity) this.count++;
  }
}

/** A call that failed before any answer (status null); HTTP statuses are 100–599. */
const NO_STATUS = -1;

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
