/**
 * /graphql on the shop's own origin: the browser's GraphQL endpoint, proxied to the
 * gateway. Forwards cookie, content type, CSRF/operation headers and the locale;
 * passes back the gateway's set-cookie headers (the session token cookie). Marks the request as the
 * storefront's (apollographql-client-name: web). JSON answers carry the shop's media root-relative.
 */
import { CLIENT_NAME_HEADERS } from "~/apollo/client";
import { fetchWithTimeout, gatewayGraphqlUrl } from "~/apollo/config";
import { shopRelativeMedia } from "~/catalog/mediaUrls";
import { forwardedRequestHeaders, forwardedResponseHeaders } from "~/http/forward";
import { STRICT_CONTENT_SECURITY_POLICY } from "../../server/securityHeaders.mjs";
import type { Route } from "./+types/graphql";

export const FORWARDED_REQUEST_HEADERS = [
  "cookie",
  "content-type",
  "accept",
  "apollo-require-preflight",
  "x-apollo-operation-name",
  "x-shop-locale",
  "user-agent",
  // Revalidation of a shared persisted read (the gateway answers a matching validator with 304).
  "if-none-match",
] as const;

const FORWARDED_RESPONSE_HEADERS = ["content-type", "cache-control", "vary", "etag", "retry-after"] as const;

export async function proxyToGateway(request: Request, target = gatewayGraphqlUrl()): Promise<Response> {
  const url = new URL(target);
  url.search = new URL(request.url).search;

  const headers = forwardedRequestHeaders(request, FORWARDED_REQUEST_HEADERS);
  // Whatever the page sent: this is the storefront (PERSISTED_DOCUMENTS=require-for-web).
  for (const [name, value] of Object.entries(CLIENT_NAME_HEADERS)) headers.set(name, value);

  const method = request.method.toUpperCase();
  const init: RequestInit = { method, headers, redirect: "manual" };
  if (method !== "GET" && method !== "HEAD") init.body = await request.arrayBuffer();

  let upstream: Response;
  try {
    upstream = await fetchWithTimeout(url, init);
  } catch {
    return Response.json(
      { errors: [{ message: "Gateway unavailable", extensions: { code: "GATEWAY_UNAVAILABLE" } }] },
      { status: 503, headers: { "cache-control": "no-store", "retry-after": "5" } },
    );
  }

  // Whatever the gateway answers (a landing page for a browser's GET), it is data here, never a page of the shop.
  const responseHeaders = forwardedResponseHeaders(upstream, FORWARDED_RESPONSE_HEADERS, {
    "content-security-policy": STRICT_CONTENT_SECURITY_POLICY,
  });
  const answer = { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders };
  // Media root-relative, as in the pages (catalog/mediaUrls.ts); the ETag still names the answer: the rewrite only depends on STORE_HOST.
  if (upstream.body && /json/.test(upstream.headers.get("content-type") ?? "")) return new Response(shopRelativeMedia(await upstream.text()), answer);
  return new Response(upstream.body, answer);
}

export function loader({ request }: Route.LoaderArgs) {
  return proxyToGateway(request);
}

export function action({ request }: Route.ActionArgs) {
  return proxyToGateway(request);
}
