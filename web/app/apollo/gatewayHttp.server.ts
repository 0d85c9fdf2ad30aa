/**
 * How the web's server talks to the gateway (loaders and actions, ./operation.ts): node:http with one keep-alive
 * agent per protocol instead of the global fetch. fetch (undici) builds WHATWG Request/Response objects, header
 * lists and body streams on every call; for the product page's one gateway GET that was 1.0–1.7 ms of CPU against
 * 0.65–0.8 ms here, text and JSON.parse included (docs/PERFORMANCE.md, "Web server rendering", 2026-11-28).
 * The browser keeps fetch (Apollo's HttpLink); the /graphql proxy keeps fetch too, as it streams its answer on.
 *
 * Same contract as fetchWithTimeout: the shop's request time-out covers the whole exchange, body included, and
 * rejects with an error named `TimeoutError` (→ 408); a connection that fails rejects with the socket's error (→ 503).
 * A GET that meets a kept-alive socket the gateway closed in the meantime is sent once more on a new connection
 * (what undici does for idempotent requests); a POST (a mutation) is never sent twice.
 */
import http from "node:http";
import https from "node:https";
import { REQUEST_TIMEOUT_MS } from "./config";

export interface GatewayReply {
  status: number;
  /** Every Set-Cookie of the answer, to be passed on to the browser. */
  setCookies: readonly string[];
  /** The body as text (UTF-8). */
  text: string;
}

export interface GatewayRequestInit {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

// Idle sockets are dropped after 4 s, before a Node server's default keep-alive time-out (5 s) closes them.
const agentOptions = { keepAlive: true, timeout: 4_000 };
const agents = { "http:": new http.Agent(agentOptions), "https:": new https.Agent(agentOptions) };

function timeoutError(ms: number): Error {
  const error = new Error(`The gateway did not answer within ${ms} ms`);
  error.name = "TimeoutError";
  return error;
}

export function gatewayRequest(url: URL | string, init: GatewayRequestInit): Promise<GatewayReply> {
  const target = typeof url === "string" ? new URL(url) : url;
  const ms = init.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return new Promise<GatewayReply>((resolve, reject) => {
    let settled = false;
    let current: http.ClientRequest | undefined;
    const finish = (error: Error | undefined, reply?: GatewayReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(reply!);
    };
    const timer = setTimeout(() => {
      const error = timeoutError(ms);
      current?.destroy(error);
      finish(error);
    }, ms);

    const headers = init.body === undefined ? init.headers : { ...init.headers, "content-length": String(Buffer.byteLength(init.body)) };
    const send = (mayRetry: boolean) => {
      const transport = target.protocol === "https:" ? https : http;
      const request = transport.request(
        target,
        { method: init.method, headers, agent: agents[target.protocol as keyof typeof agents] },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", (error) => finish(error));
          response.on("end", () => {
            const setCookie = response.headers["set-cookie"];
            finish(undefined, { status: response.statusCode ?? 0, setCookies: setCookie ?? [], text: Buffer.concat(chunks).toString("utf8") });
          });
        },
      );
      current = request;
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (mayRetry && request.reusedSocket && error.code === "ECONNRESET" && !settled) send(false);
        else finish(error);
      });
      request.end(init.body);
    };
    try {
      send(init.method === "GET");
    } catch (error) {
      finish(error as Error); // a header value node:http refuses (fetch refuses it as well)
    }
  });
}
