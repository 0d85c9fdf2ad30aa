/**
 * The upstream's public files, served by the gateway so that the web can put them on the shop's own origin
 * (issue 19; the web forwards these paths here: web/server/upstreamPaths.mjs):
 *   GET|HEAD /media/*, /thumbnail/*   media files, streamed with their caching and validator headers
 *   GET|POST /__platform/payment/*    the embedded platform's payment provider simulator, which the shopper's
 *                                     browser opens (handle-payment's link, PLATFORM_PAYMENT_PUBLIC_URL)
 * The upstream is STORE_API_URL's base. Nothing that identifies the client goes along (no cookie, no access key),
 * and a path that would leave its folder (`..`, plain or percent-encoded) is refused before any upstream call, so
 * these routes can never reach /store-api or the platform's other endpoints.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { request as upstreamRequest } from "undici";
import type { GatewayConfig } from "../config.js";
import { MEDIA_PATH_PREFIXES } from "./publicUrl.js";

const PAYMENT_SIMULATOR_PREFIX = "/__platform/payment/";
/** A simulator form is one field; anything larger is not a shopper's click. */
const PAYMENT_BODY_LIMIT = 16 * 1024;

const PASSED_REQUEST_HEADERS = ["accept", "if-none-match", "if-modified-since", "content-type"] as const;
const PASSED_RESPONSE_HEADERS = [
  "content-type",
  "content-length",
  "cache-control",
  "expires",
  "etag",
  "last-modified",
  "vary",
  // the simulator's redirect to the shop's finish page, and the headers that keep its single-use token private
  "location",
  "content-security-policy",
  "referrer-policy",
  "x-frame-options",
] as const;

/**
 * True when the request path stays inside `prefix`: no `.` or `..` segment and no backslash, also after
 * percent-decoding (`/media/%2e%2e/store-api/…`), which some upstream servers would resolve.
 */
export function staysInside(url: string, prefix: string): boolean {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.startsWith(prefix)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded.includes("\\") || decoded.includes("\0")) return false;
  return !decoded.split("/").some((segment) => segment === "." || segment === "..");
}

export function registerMediaProxy(app: FastifyInstance, config: Pick<GatewayConfig, "storeApiUrl" | "storeApiTimeoutMs">): void {
  const upstreamBase = config.storeApiUrl.replace(/\/+$/, "");

  /** `errorBodies`: which upstream error answers keep their body (the simulator's own pages); others get none. */
  const forward = (prefix: string, errorBodies: (status: number) => boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!staysInside(request.url, prefix)) return reply.code(400).header("cache-control", "no-store").send();
    const headers: Record<string, string> = {};
    for (const name of PASSED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    let upstream;
    try {
      upstream = await upstreamRequest(`${upstreamBase}${request.url}`, {
        method: request.method as "GET" | "HEAD" | "POST",
        headers,
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
        headersTimeout: config.storeApiTimeoutMs,
        bodyTimeout: config.storeApiTimeoutMs,
      });
    } catch (error) {
      request.log.warn({ err: error, path: prefix }, "upstream file request failed");
      return reply.code(502).header("cache-control", "no-store").send();
    }
    const status = upstream.statusCode;
    reply.code(status).header("x-content-type-options", "nosniff");
    if (status >= 400 && !errorBodies(status)) {
      await upstream.body.dump();
      if (status >= 500) request.log.warn({ status, path: prefix }, "upstream file request refused");
      return reply.header("cache-control", "no-store").send();
    }
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    if (request.method === "HEAD" || status === 204 || status === 304) {
      await upstream.body.dump();
      return reply.send();
    }
    return reply.send(upstream.body);
  };

  for (const prefix of MEDIA_PATH_PREFIXES) {
    app.route({ method: ["GET", "HEAD"], url: `${prefix}*`, handler: forward(prefix, () => false) });
  }

  app.register(async (simulator) => {
    // The form's body goes upstream as it came (the platform parses it), whatever its type.
    simulator.removeAllContentTypeParsers();
    simulator.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: PAYMENT_BODY_LIMIT }, (_request, body, done) => done(null, body));
    simulator.route({
      method: ["GET", "POST"],
      url: `${PAYMENT_SIMULATOR_PREFIX}*`,
      handler: forward(PAYMENT_SIMULATOR_PREFIX, (status) => status < 500),
    });
  });
}
