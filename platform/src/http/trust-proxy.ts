/**
 * `PLATFORM_TRUST_PROXY`: the proxies whose X-Forwarded-For/-Proto/-Host the platform believes, in
 * proxy-addr syntax as Fastify's `trustProxy` takes it (`127.0.0.1,::1`, `loopback`, CIDRs) — the same
 * syntax as GATEWAY_TRUST_PROXY and WEB_TRUST_PROXY. Unset, empty, `0`, `none`, `off`, `false`: nobody, so a
 * client that reaches the platform directly cannot pick the address its login and contact-form limits count against.
 */
export function parseTrustProxy(raw: string | undefined): string[] {
  const value = raw?.trim() ?? "";
  if (value === "" || /^(0|none|off|false)$/i.test(value)) return [];
  // "1" used to mean "believe anyone's X-Forwarded-For"; proxy-addr would read it as a bad address
  if (value === "1" || value === "true") {
    throw new Error(`PLATFORM_TRUST_PROXY no longer trusts everyone: name the proxies (e.g. "loopback" or "10.0.0.0/8"), got "${raw}"`);
  }
  return value.split(",").map((entry) => entry.trim()).filter(Boolean);
}
