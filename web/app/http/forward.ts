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
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  headers.set("x-forwarded-proto", request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", ""));
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
