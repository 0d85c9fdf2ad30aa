import type { FastifyInstance } from "fastify";

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  /** epoch milliseconds with sub-ms precision (performance.timeOrigin + performance.now()), comparable across processes */
  start: number;
  end: number;
  durationMs: number;
}

/**
 * Ring buffer of the last `capacity` /store-api requests, for the benchmark harness to see how
 * many platform calls a page render caused and how long they took.
 */
export class RequestLog {
  // a ring: dropping the oldest of 5,000 entries with splice moved the whole array on every request
  private entries: RequestLogEntry[] = [];
  private next = 0;
  constructor(private readonly capacity = 5000) {}

  push(entry: RequestLogEntry): void {
    if (this.entries.length < this.capacity) this.entries.push(entry);
    else this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
  }
  list(): RequestLogEntry[] {
    return this.entries.length < this.capacity ? [...this.entries] : [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)];
  }
  clear(): void {
    this.entries = [];
    this.next = 0;
  }
}

const START = Symbol("platformStart");

export function installRequestLog(app: FastifyInstance, log: RequestLog): void {
  app.addHook("onRequest", async (req) => {
    (req as unknown as Record<symbol, number>)[START] = performance.timeOrigin + performance.now();
  });
  app.addHook("onResponse", async (req, reply) => {
    const path = req.url.split("?")[0] ?? req.url;
    if (!path.startsWith("/store-api/")) return;
    const end = performance.timeOrigin + performance.now();
    const start = (req as unknown as Record<symbol, number>)[START] ?? end;
    log.push({ method: req.method, path, status: reply.statusCode, start, end, durationMs: end - start });
  });

  // No access key: a development tool (installDevTools), absent from production starts unless asked for.
  app.get("/__platform/requests", async () => ({ requests: log.list() }));
  app.delete("/__platform/requests", async (_req, reply) => {
    log.clear();
    reply.code(204).send();
  });
}
