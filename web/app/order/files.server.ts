/**
 * Invoices and digital downloads are streamed through the shop's own origin: the resource routes
 * under /account/order/{id}/… forward the visitor's cookie to the gateway's REST routes
 * (GET /orders/{orderId}/documents/{documentId}, GET /orders/{orderId}/downloads/{downloadId}), which
 * check that the order belongs to the session before they read the file. The body is streamed as it
 * arrives; a 404 or 403 of the gateway stays what it is.
 */
import { gatewayGraphqlUrl, REQUEST_TIMEOUT_MS } from "~/apollo/config";
import { forwardedRequestHeaders, forwardedResponseHeaders } from "~/http/forward";
import { STRICT_CONTENT_SECURITY_POLICY } from "../../server/securityHeaders.mjs";

export type OrderFileKind = "documents" | "downloads";

/** The gateway's origin (GATEWAY_URL without its /graphql path). */
export function gatewayBaseUrl(graphqlUrl: string = gatewayGraphqlUrl()): string {
  return graphqlUrl.replace(/\/graphql$/, "");
}

export function orderFileUrl(kind: OrderFileKind, orderId: string, fileId: string, base: string = gatewayBaseUrl()): string {
  return `${base}/orders/${encodeURIComponent(orderId)}/${kind}/${encodeURIComponent(fileId)}`;
}

const FORWARDED_REQUEST_HEADERS = ["cookie", "user-agent", "accept-language", "x-shop-locale", "range"] as const;
const FORWARDED_RESPONSE_HEADERS = ["content-type", "content-disposition", "content-length", "last-modified", "etag", "accept-ranges", "content-range"] as const;

export async function proxyOrderFile(request: Request, kind: OrderFileKind, orderId: string, fileId: string, base?: string): Promise<Response> {
  const headers = forwardedRequestHeaders(request, FORWARDED_REQUEST_HEADERS);

  let upstream: Response;
  try {
    // Only the wait for the answer's head is bounded: a large file may take longer to stream.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      upstream = await fetch(orderFileUrl(kind, orderId, fileId, base), { headers, redirect: "manual", signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  } catch {
    return new Response("Service unavailable", { status: 503, headers: { "cache-control": "no-store", "retry-after": "5", "content-type": "text/plain; charset=utf-8" } });
  }

  // A file is never a page of the shop, whatever its type (an HTML download would otherwise run with the shop's origin).
  const responseHeaders = forwardedResponseHeaders(upstream, FORWARDED_RESPONSE_HEADERS, {
    "cache-control": "private, no-store",
    "content-security-policy": STRICT_CONTENT_SECURITY_POLICY,
  });
  // Redirects of the gateway are not followed nor passed on: the file stays behind the shop's origin.
  const status = upstream.status >= 300 && upstream.status < 400 ? 502 : upstream.status;
  return new Response(status === upstream.status ? upstream.body : null, { status, headers: responseHeaders });
}
