/**
 * Server-side GraphQL calls of the account pages (loaders and actions).
 *
 * Account data is personal: it is fetched on the server with the visitor's cookie and never goes
 * through the shared Apollo cache. Actions forward the cookie and hand the gateway's Set-Cookie
 * (the rotated session token on login/logout) back to the browser, so the token only ever travels
 * in an httpOnly cookie - page JavaScript never sees it.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { GraphQLFormattedError } from "graphql";
import { data as routerData, redirect } from "react-router";
import { gatewayRequestHeaders } from "~/apollo/client";
import { sendOperation, type GatewayAnswer } from "~/apollo/operation";
import { localeFromPathname, type Locale } from "~/i18n/locales";

export interface GatewayResult<TData> {
  data: TData | null;
  errors: readonly GraphQLFormattedError[];
  /** Set-Cookie headers of the gateway's answer, to be passed on to the browser. */
  headers: Headers;
}

/** The gateway could not be reached, was too slow or answered nonsense: shown as the 408/502/503 error page. */
function unavailable(status: 408 | 502 | 503): never {
  throw routerData({ reason: "gateway" }, { status });
}

export function requestLocale(request: Request): Locale {
  return localeFromPathname(new URL(request.url).pathname);
}

export async function callGateway<TData, TVariables extends Record<string, unknown>>(
  request: Request,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: NoInfer<TVariables>,
): Promise<GatewayResult<TData>> {
  const headers = new Headers(gatewayRequestHeaders(request, requestLocale(request)));
  headers.set("content-type", "application/json");
  headers.set("accept", "application/graphql-response+json, application/json");
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);

  let sent: GatewayAnswer<TData>;
  try {
    sent = await sendOperation(document, variables, Object.fromEntries(headers));
  } catch (error) {
    unavailable(error instanceof Error && error.name === "TimeoutError" ? 408 : 503);
  }
  const { response, body } = sent;
  if (response.status === 503 || response.status === 504) unavailable(503);
  if (!body) unavailable(502);
  const cookies = new Headers();
  for (const cookie of response.setCookies) cookies.append("set-cookie", cookie);
  return { data: body.data ?? null, errors: body.errors ?? [], headers: cookies };
}

/** Data of a query that must succeed (page loaders): failures become the 502/503 error page. */
export async function queryGateway<TData, TVariables extends Record<string, unknown>>(
  request: Request,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: NoInfer<TVariables>,
): Promise<{ data: TData; headers: Headers }> {
  const result = await callGateway(request, document, variables);
  if (!result.data) {
    const status = result.errors.some((e) => {
      const s = e.extensions?.status;
      return s === 0 || s === 408 || s === 503 || e.extensions?.code === "UPSTREAM_UNAVAILABLE";
    })
      ? 503
      : 502;
    unavailable(status);
  }
  return { data: result.data, headers: result.headers };
}

/** Redirect that also passes on the gateway's cookies. */
export function redirectWithCookies(to: string, cookies: Headers, extra?: HeadersInit): Response {
  const headers = new Headers(extra);
  for (const cookie of cookies.getSetCookie()) headers.append("set-cookie", cookie);
  return redirect(to, { headers });
}

/** Merges several Set-Cookie header sets (e.g. a flash cookie plus the gateway's). */
export function mergeCookies(...sets: (Headers | undefined)[]): Headers {
  const headers = new Headers();
  for (const set of sets) for (const cookie of set?.getSetCookie() ?? []) headers.append("set-cookie", cookie);
  return headers;
}
