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
  private entries: RequestLogEntry[] = [];
  constructor(private readonly capacity = 5000) {}

  push(entry: RequestLogEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }
  list(): RequestLogEntry[] {
    return [...this.entries];
  }
  clear(): void {
    this.entries = [];
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

  // No access key: this is tooling, and the server binds to loopback by default.
  app.get("/__platform/requests", async () => ({ requests: log.list() }));
  app.delete("/__platform/requests", async (_req, reply) => {
    log.clear();
    reply.code(204).send();
  });
}
