/**
 * THE Store API client of the gateway: one undici-based client, calls keyed by the operation
 * names of Shopware's generated Store API types (e.g. "readProduct post /product").
 *
 * - sends sw-access-key, sw-context-token (when given), sw-language-id (when given),
 *   sw-include-seo-urls: true and accept: application/json; asks for compressed answers when
 *   `compression` says so (./compression.ts: by default only from a host that is not this machine);
 * - times out after `timeoutMs` (SPEC: 10000 ms) with a 'timeout of ...' error;
 * - returns the `sw-context-token` response header to the caller;
 * - throws StoreApiHttpError / StoreApiTimeoutError / StoreApiNetworkError (see errors/);
 * - `stream` is the same call for file answers (order documents, downloads): the body is handed on
 *   unread, with the same headers, request id, client address, metrics and upstream log.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { Agent, request, type Dispatcher } from "undici";
import type { operations } from "@shopware/api-client/store-api-types";
import {
  StoreApiHttpError,
  StoreApiNetworkError,
  StoreApiTimeoutError,
  type StoreApiErrorEntry,
} from "../errors/upstream.js";
import { hasExpectedShape } from "./answerShapes.js";
import { deadline } from "./deadline.js";
import { ACCEPT_ENCODING, compressionWanted, decodeBody, type StoreApiCompressionMode } from "./compression.js";

export type OperationKey = keyof operations & string;
type Op<K extends OperationKey> = operations[K];

type FieldOf<T, F extends string> = T extends Record<F, infer V> ? V : undefined;
type OptionalFieldOf<T, F extends string> = T extends { [P in F]?: infer V } ? V : undefined;

export type OperationResponse<K extends OperationKey> = FieldOf<Op<K>, "response">;
export type OperationBody<K extends OperationKey> = OptionalFieldOf<Op<K>, "body">;
export type OperationQuery<K extends OperationKey> = OptionalFieldOf<Op<K>, "query">;
export type OperationPathParams<K extends OperationKey> = OptionalFieldOf<Op<K>, "pathParams">;

export interface CallOptions<K extends OperationKey> {
  pathParams?: OperationPathParams<K>;
  query?: OperationQuery<K> | Record<string, string | number | boolean | string[] | undefined>;
  body?: OperationBody<K>;
  /** Context token to send; omitted when null/undefined. */
  contextToken?: string | null;
  /** Language id to send; omitted when null/undefined. */
  languageId?: string | null;
  /** The shopper's IP, sent as x-forwarded-for so upstream rate limits (login) apply per shopper, not per gateway. */
  clientIp?: string | null;
}

export interface CallResult<K extends OperationKey> {
  status: number;
  data: OperationResponse<K>;
  /** Value of the `sw-context-token` response header, if any. */
  contextToken: string | null;
}

/** A file answer (2xx) whose body is streamed to the client as it arrives. */
export interface StreamResult {
  status: number;
  headers: IncomingHttpHeaders;
  body: Readable;
}

export interface StoreApiClientOptions {
  /** Base URL without /store-api, e.g. http://127.0.0.1:8000 */
  baseUrl: string;
  accessKey: string;
  timeoutMs: number;
  /** Ask for gzip/brotli answers (STORE_API_COMPRESSION; default auto: only from a host that is not this machine). */
  compression?: StoreApiCompressionMode;
  /** Extra headers per call, e.g. the x-request-id of the request being served (observability/). */
  extraHeaders?: () => Record<string, string> | undefined;
  /**
   * Asked before every call: returns the most time the call may take (ms) or throws to refuse it
   * (the per-request budget, limits/operationBudget.ts).
   */
  admit?: () => number | undefined;
  /** Optional observer for logging/metrics. */
  onCall?: (info: { operation: OperationKey; status: number | null; durationMs: number }) => void;
}

export interface StoreApiClient {
  invoke<K extends OperationKey>(operation: K, options?: CallOptions<K>): Promise<CallResult<K>>;
  /**
   * A GET whose 2xx body is not read but returned as a stream; a refusal throws like `invoke`. Its
   * time-outs are per wait (headers, then each chunk), so a long download is not cut off.
   */
  stream<K extends OperationKey>(operation: K, options?: CallOptions<K> & { accept?: string }): Promise<StreamResult>;
  close(): Promise<void>;
}

const OPERATION_PATTERN = /^\S+ (get|post|patch|put|delete) (\/\S*)$/;

/** "readProduct post /product" → { method: "POST", path: "/product" } */
export function parseOperation(operation: string): { method: Dispatcher.HttpMethod; path: string } {
  const match = OPERATION_PATTERN.exec(operation);
  if (!match) throw new Error(`Unknown Store API operation key: ${operation}`);
  return { method: match[1]!.toUpperCase() as Dispatcher.HttpMethod, path: match[2]! };
}

/** Fills `{name}` placeholders and appends query parameters (arrays as name[]=a&name[]=b). */
export function buildPath(path: string, pathParams?: object, query?: object): string {
  const params = (pathParams ?? {}) as Record<string, unknown>;
  let result = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    // A lone surrogate (no valid id has one) becomes U+FFFD, as URLSearchParams does for the query: the
    // Store API answers "not found" instead of encodeURIComponent throwing a URIError in the gateway.
    return encodeURIComponent(String(value).replace(/\p{Cs}/gu, "\uFFFD"));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const name = key.endsWith("[]") ? key : `${key}[]`;
      for (const item of value) search.append(name, String(item));
    } else if (typeof value === "object") {
      search.append(key, JSON.stringify(value));
    } else {
      search.append(key, String(value));
    }
  }
  const qs = search.toString();
  if (qs) result += `?${qs}`;
  return result;
}

function headerValue(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function parseErrors(payload: unknown): StoreApiErrorEntry[] {
  if (payload && typeof payload === "object" && Array.isArray((payload as { errors?: unknown }).errors)) {
    return (payload as { errors: unknown[] }).errors.filter(
      (e): e is StoreApiErrorEntry => typeof e === "object" && e !== null,
    );
  }
  return [];
}

export function createStoreApiClient(options: StoreApiClientOptions): StoreApiClient {
  const origin = new URL(options.baseUrl);
  const basePath = origin.pathname.replace(/\/+$/, "");
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
  const compressed = compressionWanted(options.compression ?? "auto", options.baseUrl);

  function prepare<K extends OperationKey>(operation: K, call: CallOptions<K>, accept: string) {
    const { method, path } = parseOperation(operation);
    const url = `${origin.origin}${basePath}/store-api${buildPath(path, call.pathParams ?? undefined, call.query ?? undefined)}`;
    const headers: Record<string, string> = {
      accept,
      "sw-access-key": options.accessKey,
      "sw-include-seo-urls": "true",
    };
    if (call.contextToken) headers["sw-context-token"] = call.contextToken;
    if (call.languageId) headers["sw-language-id"] = call.languageId;
    if (call.clientIp) headers["x-forwarded-for"] = call.clientIp;
    Object.assign(headers, options.extraHeaders?.());
    // Whole milliseconds: undici's headersTimeout/bodyTimeout take integers.
    const timeoutMs = Math.max(1, Math.ceil(Math.min(options.timeoutMs, options.admit?.() ?? Infinity)));
    return { method, url, headers, timeoutMs };
  }

  async function stream<K extends OperationKey>(
    operation: K,
    call: CallOptions<K> & { accept?: string } = {},
  ): Promise<StreamResult> {
    const { url, headers, timeoutMs } = prepare(operation, call, call.accept ?? "*/*");
    const started = performance.now();
    let status: number | null = null;
    try {
      let response: Dispatcher.ResponseData;
      try {
        response = await request(url, { method: "GET", headers, dispatcher, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
      } catch (error) {
        throw classifyTransportError(error, null, timeoutMs);
      }
      status = response.statusCode;
      if (status < 200 || status >= 300) {
        const text = await response.body.text().catch(() => "");
        let payload: unknown;
        try {
          payload = JSON.parse(text);
        } catch {
          payload = undefined;
        }
        throw new StoreApiHttpError(status, parseErrors(payload));
      }
      return { status, headers: response.headers, body: response.body };
    } finally {
      options.onCall?.({ operation, status, durationMs: performance.now() - started });
    }
  }

  async function invoke<K extends OperationKey>(operation: K, call: CallOptions<K> = {}): Promise<CallResult<K>> {
    const { method, url, headers, timeoutMs } = prepare(operation, call, "application/json");
    if (compressed) headers["accept-encoding"] = ACCEPT_ENCODING;
    let body: string | undefined;
    if (call.body !== undefined && method !== "GET") {
      headers["content-type"] = "application/json";
      body = JSON.stringify(call.body);
    }

    const started = performance.now();
    const { signal, clear } = deadline(timeoutMs);
    let status: number | null = null;
    try {
      let response: Dispatcher.ResponseData;
      try {
        response = await request(url, { method, headers, body: body ?? null, signal, dispatcher });
      } catch (error) {
        throw classifyTransportError(error, signal, timeoutMs);
      }
      status = response.statusCode;
      let raw: Buffer;
      try {
        raw = Buffer.from(await response.body.arrayBuffer());
      } catch (error) {
        throw classifyTransportError(error, signal, timeoutMs);
      }
      let text: string;
      try {
        text = await decodeBody(raw, response.headers["content-encoding"]);
      } catch (error) {
        throw new StoreApiHttpError(502, [], `Store API returned a body that cannot be decoded for ${operation}: ${(error as Error).message}`);
      }
      let payload: unknown = undefined;
      if (text !== "") {
        try {
          payload = JSON.parse(text);
        } catch {
          if (status >= 200 && status < 300) {
            throw new StoreApiHttpError(502, [], `Store API returned invalid JSON for ${operation}`);
          }
        }
      }
      if (status < 200 || status >= 300) {
        throw new StoreApiHttpError(status, parseErrors(payload));
      }
      // A 2xx answer without its operation's shape is a broken upstream (502), not an empty result.
      if (!hasExpectedShape(operation, payload)) {
        throw new StoreApiHttpError(502, [], `Store API answered ${status} without the expected body for ${operation}`);
      }
      return {
        status,
        data: payload as OperationResponse<K>,
        contextToken: headerValue(response.headers["sw-context-token"]),
      };
    } finally {
      // The whole body is read (or the call failed): the deadline has nothing left to abort.
      clear();
      options.onCall?.({ operation, status, durationMs: performance.now() - started });
    }
  }

  return {
    invoke,
    stream,
    close: () => dispatcher.close(),
  };
}

/** undici's own time-outs (headersTimeout/bodyTimeout of a stream). */
const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);

function classifyTransportError(error: unknown, signal: AbortSignal | null, timeoutMs: number): Error {
  const code = (error as { code?: unknown })?.code;
  if (signal?.aborted || (typeof code === "string" && TIMEOUT_CODES.has(code))) return new StoreApiTimeoutError(timeoutMs);
  const message = error instanceof Error ? error.message : String(error);
  const detail = typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message;
  return new StoreApiNetworkError(`Store API unreachable: ${detail}`, { cause: error });
}
