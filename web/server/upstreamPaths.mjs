/**
 * Paths of the shop's origin that the gateway answers, not React Router (issue 19): media files (`/media/…`,
 * `/thumbnail/…`), which the gateway links under the shop's origin (STORE_HOST) and streams from the Store API,
 * and the embedded platform's payment provider simulator (`/__platform/payment/…`), whose links handle-payment hands
 * out under the shop's origin (PLATFORM_PAYMENT_PUBLIC_URL). So nothing a browser opens names a loopback or internal
 * host, and only the web needs to be published.
 *
 * Forwarded as they come (path and query unchanged), streaming both ways, with only the headers these files need:
 * validators and the form's type go up, no cookie; caching, validator and the simulator's privacy headers come
 * back, so browsers and a cache in front of the shop keep images as long as the platform says (immutable, a year).
 * The simulator's redirect to the shop's finish page is passed back as it is.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { gatewayRoot } from "./gatewayUrl.mjs";

export const UPSTREAM_PATHS = [
  { prefix: "/media/", methods: ["GET", "HEAD"] },
  { prefix: "/thumbnail/", methods: ["GET", "HEAD"] },
  { prefix: "/__platform/payment/", methods: ["GET", "POST"] },
];

const REQUEST_HEADERS = ["accept", "if-none-match", "if-modified-since", "content-type", "content-length"];
const RESPONSE_HEADERS = [
  "content-type",
  "content-length",
  "cache-control",
  "expires",
  "etag",
  "last-modified",
  "vary",
  "location",
  "content-security-policy",
  "referrer-policy",
  "x-frame-options",
  "x-content-type-options",
];
/** How long the gateway may stay silent (SPEC §9's 10 s). */
const TIMEOUT_MS = 10_000;

/**
 * True when the path stays inside `prefix`: no `.`/`..` segment or backslash, also once percent-decoded. Browsers
 * resolve dot segments themselves; a hand-made `/media/%2e%2e/graphql` must not reach another gateway route (the
 * gateway refuses it again).
 */
function staysInside(path, prefix) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return decoded.startsWith(prefix) && !/\\|\0/.test(decoded) && !decoded.split("/").some((segment) => segment === "." || segment === "..");
}

function end(response, status, headers = {}) {
  response.writeHead(status, { "cache-control": "no-store", "content-length": "0", ...headers });
  response.end();
}

/** Express middleware that forwards UPSTREAM_PATHS to the gateway (GATEWAY_URL) and passes every other request on. */
export function upstreamPaths(gateway = gatewayRoot()) {
  const base = new URL(gateway);
  const send = base.protocol === "https:" ? httpsRequest : httpRequest;
  const basePath = base.pathname.replace(/\/+$/, "");

  return function forwardUpstreamPath(request, response, next) {
    const url = request.originalUrl ?? request.url;
    const route = UPSTREAM_PATHS.find(({ prefix }) => url.startsWith(prefix));
    if (!route) return next();
    if (!route.methods.includes(request.method)) return end(response, 405, { allow: route.methods.join(", ") });
    const query = url.indexOf("?");
    if (!staysInside(query === -1 ? url : url.slice(0, query), route.prefix)) return end(response, 400);

    const headers = {};
    for (const name of REQUEST_HEADERS) if (request.headers[name] !== undefined) headers[name] = request.headers[name];
    const upstream = send(
      { protocol: base.protocol, hostname: base.hostname, port: base.port, path: `${basePath}${url}`, method: request.method, headers, timeout: TIMEOUT_MS },
      (answer) => {
        const passed = {};
        for (const name of RESPONSE_HEADERS) if (answer.headers[name] !== undefined) passed[name] = answer.headers[name];
        response.writeHead(answer.statusCode ?? 502, passed);
        answer.pipe(response);
      },
    );
    upstream.on("timeout", () => upstream.destroy(new Error("gateway timed out")));
    upstream.on("error", () => (response.headersSent ? response.destroy() : end(response, 502)));
    // a shopper who leaves stops the transfer
    response.on("close", () => response.writableFinished || upstream.destroy());
    if (request.method === "POST") request.pipe(upstream);
    else upstream.end();
  };
}
