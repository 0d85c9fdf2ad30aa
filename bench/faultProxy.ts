/**
 * A fault-injecting HTTP proxy for bench/faults.ts: sits between gateway and platform and, per mode,
 *  - pass:     forwards unchanged;
 *  - slow:     holds each request 12 s before forwarding (longer than the gateway's 10 s time-out);
 *  - html502:  answers 502 with an HTML error page, as a load balancer in front of a dead app would;
 *  - truncate: forwards, then sends only the first half of the JSON body (connection closed cleanly);
 *  - down:     drops every connection, in-flight ones included (the upstream died mid-request);
 *  - empty200: answers 200 with an empty JSON body, as a misconfigured cache or crashed PHP worker can;
 *  - shapeless200: answers 200 with `{}`, valid JSON without the shape any read answers with;
 *  - lostAnswer: forwards, lets the upstream finish (an order is committed), then cuts the connection;
 *  - answer502: forwards, lets the upstream finish, then answers 502 (a load balancer that gave up);
 *  - lateCommit: answers 502 at once and forwards the request LATE_MS later, so the upstream commits
 *    just after the client was told it failed (what the fault run saw: orders 0.1–0.2 s after a 408).
 * `set(mode, path)` limits the fault to requests whose path contains `path` (e.g. one route).
 * Also used by gateway/test/integration/upstream-invalid-answers.test.ts and checkout-faults.test.ts (issue 20).
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

export type FaultMode = "pass" | "slow" | "html502" | "truncate" | "down" | "empty200" | "shapeless200" | "lostAnswer" | "answer502" | "lateCommit";
export const SLOW_MS = 12_000;
export const LATE_MS = 300;

export interface FaultProxy {
  set(mode: FaultMode, path?: string): void;
  close(): Promise<void>;
}

const HTML_502 = "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>";

export async function startFaultProxy(port: number, target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let chosen: FaultMode = "pass";
  let only: string | undefined;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const mode: FaultMode = only === undefined || (req.url ?? "").includes(only) ? chosen : "pass";
    if (mode === "down") return void req.socket.destroy();
    if (mode === "lateCommit") return lateCommit(req, res);
    if (mode === "empty200" || mode === "shapeless200") {
      req.resume(); // the request body is not needed
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(mode === "empty200" ? "" : "{}");
    }
    if (mode === "html502") {
      res.writeHead(502, { "content-type": "text/html" });
      return void res.end(HTML_502);
    }
    const truncate = mode === "truncate";
    const forward = () => {
      if (chosen === "down") return void req.socket.destroy(); // switched off while this request waited
      // No compression, so a cut body is cut JSON (not a broken gzip stream).
      const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host, "accept-encoding": "identity" };
      const out = request({ hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
        if (mode === "lostAnswer" || mode === "answer502") {
          answer.resume(); // the upstream finishes its work; its answer never reaches the client
          return void answer.on("end", () => {
            if (mode === "lostAnswer") return void req.socket.destroy();
            res.writeHead(502, { "content-type": "text/html" });
            res.end(HTML_502);
          });
        }
        if (!truncate) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          return void answer.pipe(res);
        }
        const chunks: Buffer[] = [];
        answer.on("data", (c: Buffer) => chunks.push(c));
        answer.on("end", () => sendHalf(res, answer.statusCode ?? 200, answer.headers, Buffer.concat(chunks)));
      });
      out.on("error", () => res.destroy());
      req.pipe(out);
    };
    if (mode === "slow") {
      req.pause(); // the body waits with the request
      const timer = setTimeout(() => {
        timers.delete(timer);
        forward();
      }, SLOW_MS);
      timers.add(timer);
    } else forward();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  /** 502 now, the request itself LATE_MS later (body kept: Node drops an unread body once answered). */
  function lateCommit(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      res.writeHead(502, { "content-type": "text/html" });
      res.end(HTML_502);
      const timer = setTimeout(() => {
        timers.delete(timer);
        const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host, "accept-encoding": "identity" };
        const out = request({ hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => answer.resume());
        out.on("error", () => undefined);
        out.end(Buffer.concat(chunks));
      }, LATE_MS);
      timers.add(timer);
    });
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    set(next, path) {
      chosen = next;
      only = path;
      if (next === "down" && path === undefined) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function sendHalf(res: ServerResponse, status: number, headers: IncomingHttpHeaders, body: Buffer): void {
  const half = body.subarray(0, Math.floor(body.length / 2));
  const { "content-length": _length, "transfer-encoding": _encoding, ...rest } = headers;
  res.writeHead(status, { ...rest, "content-length": String(half.length) });
  res.end(half);
}
