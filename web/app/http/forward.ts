/**
 * The shopper as the web server's front door decided (server/forwarding.mjs): `x-forwarded-for` holds the one
 * client address, and the request URL is the public one (https behind the trusted TLS proxy). The gateway
 * rate-limits by that address and sets the cookie's Secure flag by that protocol; nothing the client sent in
 * its own forwarding headers reaches it.
 */
export function shopperHeaders(request: Request): { "x-forwarded-for"?: string; "x-forwarded-proto": string } {
  const proto = new URL(request.url).protocol.replace(":", "");
  const address = request.headers.get("x-forwarded-for");
  return address ? { "x-forwarded-for": address, "x-forwarded-proto": proto } : { "x-forwarded-proto": proto };
}

/** True when the shopper reached the shop over https (cookies the web sets itself get Secure). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/**
 * What the shop's origin passes on when it forwards a browser request to the gateway (/graphql,
 * invoices and downloads): the named headers, the client address and scheme (the gateway sets the
 * Secure cookie flag and rate-limits from these), and back the named answer headers plus the
 * session cookie.
 */
export function forwardedRequestHeaders(request: Request, names: readonly string[]): Headers {
  const headers = new Headers();
  for (const name of names) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(shopperHeaders(request))) headers.set(name, value);
  return headers;
}

export function forwardedResponseHeaders(upstream: Response, names: readonly string[], base: HeadersInit = {}): Headers {
  const headers = new Headers(base);
  for (const name of names) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  for (const cookie of upstream.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}
