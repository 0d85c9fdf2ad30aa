/**
 * Every request that can change something (POST and the other non-GET methods) must come from a page
 * of the shop itself. React Router checks Origin for the actions of page routes (and answers 400), but
 * not for resource routes such as /cart-action and /graphql: this root middleware checks them all.
 *
 * Browsers send Origin with every POST (forms and fetch, same-origin included), so a forged cross-site
 * form is always recognisable. A request WITHOUT Origin is let through: it comes from a non-browser
 * client (the gateway's apps, curl, monitoring), which can send any header it likes and has no
 * shopper's cookie to abuse, so refusing it would protect no one. `Origin: null` (sandboxed frames,
 * data: URLs) is present and not ours: refused.
 *
 * `request.url` is the public URL (server/forwarding.mjs believes the trusted proxy's headers), so the
 * comparison also holds behind the TLS proxy.
 */
import type { MiddlewareFunction } from "react-router";
import { localeFromPathname } from "~/i18n/locales";
import { MESSAGES } from "~/i18n/messages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when `request` may run an action: a read, no Origin (no browser), or our own origin. */
export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  return origin === new URL(request.url).origin;
}

/** 403 in the page's language, plain text: no page of the shop is meant to be embedded in another site's answer. */
export function foreignOriginResponse(request: Request): Response {
  const locale = localeFromPathname(new URL(request.url).pathname);
  return new Response(MESSAGES[locale]["http.foreignOrigin"], {
    status: 403,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

export const sameOriginMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!isSameOriginRequest(request)) return foreignOriginResponse(request);
  return next();
};
