/**
 * /graphql on the shop's own origin: the browser's GraphQL endpoint, proxied to the
 * gateway. Forwards cookie, content type, CSRF/operation headers and the locale;
 * passes back the gateway's set-cookie headers (the session token cookie).
 */
import { fetchWithTimeout, gatewayGraphqlUrl } from "~/apollo/config";
import type { Route } from "./+types/graphql";

export const FORWARDED_REQUEST_HEADERS = [
  "cookie",
  "content-type",
  "accept",
  "apollo-require-preflight",
  "x-apollo-operation-name",
  "x-shop-locale",
  "user-agent",
] as const;

const FORWARDED_RESPONSE_HEADERS = ["content-type", "cache-control", "vary", "retry-after"] as const;

export async function proxyToGateway(request: Request, target = gatewayGraphqlUrl()): Promise<Response> {
  const url = new URL(target);
  url.search = new URL(request.url).search;

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The gateway sets the Secure cookie flag and rate-limits logins from these.
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  headers.set("x-forwarded-proto", proto);

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

  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append("set-cookie", cookie);

  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}

export function loader({ request }: Route.LoaderArgs) {
  return proxyToGateway(request);
}

export function action({ request }: Route.ActionArgs) {
  return proxyToGateway(request);
}
