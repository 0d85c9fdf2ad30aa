/**
 * Request ids (issue 10): one id per HTTP request, in every log line of it (pino `reqId`), in the
 * answer's `x-request-id` and in every Store API call made for it, so one shopper's request can be
 * followed from the web server through the gateway into the upstream's logs.
 *
 * An incoming `x-request-id` is kept only from a trusted proxy (GATEWAY_TRUST_PROXY, the same list
 * Fastify trusts for x-forwarded-for): anyone else could plant misleading ids in our logs.
 */
import { randomUUID } from "node:crypto";
import { BlockList, isIP } from "node:net";
import type { IncomingMessage } from "node:http";
import { currentRequestScope, runInRequestScope } from "./requestScope.js";

export const REQUEST_ID_HEADER = "x-request-id";
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** proxy-addr's names, which GATEWAY_TRUST_PROXY may use like Fastify does. */
const NAMED_RANGES: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [["127.0.0.0", 8, "ipv4"], ["::1", 128, "ipv6"]],
  linklocal: [["169.254.0.0", 16, "ipv4"], ["fe80::", 10, "ipv6"]],
  uniquelocal: [["10.0.0.0", 8, "ipv4"], ["172.16.0.0", 12, "ipv4"], ["192.168.0.0", 16, "ipv4"], ["fc00::", 7, "ipv6"]],
};

/** A matcher for a comma-separated list of addresses, CIDR ranges and proxy-addr names. */
export function trustedAddresses(list: string): (address: string | undefined) => boolean {
  const blocks = new BlockList();
  for (const raw of list.split(",")) {
    const item = raw.trim();
    if (NAMED_RANGES[item]) {
      for (const [net, prefix, family] of NAMED_RANGES[item]) blocks.addSubnet(net, prefix, family);
      continue;
    }
    const [address = "", prefix] = item.split("/");
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const family = isIP(address);
    if (family === 0) return false;
    if (blocks.check(address, family === 4 ? "ipv4" : "ipv6")) return true;
    // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    return mapped ? blocks.check(mapped[1]!, "ipv4") : false;
  };
}

/** Fastify `genReqId`: the trusted proxy's id, else a new UUID. */
export function requestIdGenerator(isTrusted: (address: string | undefined) => boolean) {
  return (request: IncomingMessage): string => {
    const header = request.headers[REQUEST_ID_HEADER];
    const incoming = Array.isArray(header) ? header[0] : header;
    if (incoming && VALID_ID.test(incoming) && isTrusted(request.socket?.remoteAddress)) return incoming;
    return randomUUID();
  };
}

/** The id of the request being handled, for code that has no request object (the Store API client). */
export function runWithRequestId(id: string, next: () => void): void {
  runInRequestScope({ id }, next);
}

export function currentRequestId(): string | undefined {
  return currentRequestScope()?.id;
}
