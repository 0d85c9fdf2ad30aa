/**
 * The web server's front door for forwarded headers (issue 19). Behind a TLS-terminating proxy the shopper's
 * protocol, host and address arrive in `X-Forwarded-*`; anyone can send those headers, so they are believed only
 * from the proxies named in WEB_TRUST_PROXY (proxy-addr syntax, as the gateway's GATEWAY_TRUST_PROXY: addresses,
 * CIDRs, `loopback`, `uniquelocal`; default loopback; `none` trusts nobody). Every request then carries exactly one
 * answer, decided here, in the headers the rest of the server reads:
 *
 * - `Host` is the public host (the trusted proxy's `X-Forwarded-Host`, else the request's own `Host`), so React
 *   Router's request URL is the shopper's `https://shop.example.ch/…` and its origin check on form posts passes;
 * - `X-Forwarded-Proto` is the trusted protocol (`req.protocol`), `X-Forwarded-For` the one client address
 *   (`req.ip`: the right-most address not a trusted proxy), which the web passes to the gateway for its rate limits;
 * - `X-Forwarded-Host`, `Forwarded` and `X-Real-IP` are dropped: nothing downstream can read a client's claim.
 */

const DROPPED = ["x-forwarded-host", "forwarded", "x-real-ip"];
/** A host[:port] as browsers send it (DNS name, IPv4 or [IPv6]); anything else is not a host. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::\d{1,5})?$/i;

/** express's `trust proxy` value for WEB_TRUST_PROXY: a proxy-addr list, or false for `none`/`0`/`off`. */
export function trustProxySetting(value = process.env.WEB_TRUST_PROXY) {
  const list = (value ?? "loopback").trim();
  if (list === "" || /^(none|0|off|false)$/i.test(list)) return false;
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function firstValue(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}

/** Express middleware (after `app.set("trust proxy", …)`): rewrites the request's forwarding headers as above. */
export function publicRequest(request, _response, next) {
  const trusted = request.app.get("trust proxy fn")(request.socket.remoteAddress, 0);
  const forwardedHost = trusted ? firstValue(request.headers["x-forwarded-host"]) : undefined;
  const host = [forwardedHost, request.headers.host].find((candidate) => candidate && HOST.test(candidate));
  // Without a host the page's URL (links, the form origin check) would be made up: refuse, as for a bad path.
  if (!host) return next(Object.assign(new Error("no valid Host header"), { status: 400 }));
  request.headers.host = host;
  for (const name of DROPPED) delete request.headers[name];
  request.headers["x-forwarded-proto"] = request.protocol;
  const address = request.ip ?? request.socket.remoteAddress;
  if (address) request.headers["x-forwarded-for"] = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  else delete request.headers["x-forwarded-for"];
  next();
}
