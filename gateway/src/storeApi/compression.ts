/**
 * Compressed Store API answers. A category or listing answer is 50–170 KB of JSON and a few tens of KB gzipped: over a
 * real network to a Shopware (whose web server compresses JSON) that is worth asking for. On the loopback to the
 * embedded platform it is not — compressing and decompressing cost more CPU than the platform's whole cached answer
 * (docs/PERFORMANCE.md) — so STORE_API_COMPRESSION=auto (the default) asks only a host that is not this machine.
 */
import { promisify } from "node:util";
import { brotliDecompress, gunzip, inflate, type ZlibOptions } from "node:zlib";

export type StoreApiCompressionMode = "auto" | "on" | "off";

/** What the client accepts when it asks for compressed answers. */
export const ACCEPT_ENCODING = "gzip, br";

/** No Store API answer is this large decompressed: a body that would be is refused, not inflated. */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

const DECODERS: Record<string, (body: Buffer, options: ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  "x-gzip": promisify(gunzip),
  br: promisify(brotliDecompress),
  deflate: promisify(inflate),
};

/** True for localhost and loopback addresses (127.0.0.0/8, ::1). */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Whether the client asks `baseUrl` for compressed answers under `mode`. */
export function compressionWanted(mode: StoreApiCompressionMode, baseUrl: string): boolean {
  if (mode !== "auto") return mode === "on";
  return !isLoopback(new URL(baseUrl).hostname);
}

const utf8 = new TextDecoder();

/** The body as text (UTF-8, a byte order mark dropped), decoded by its `content-encoding` (none or identity: as it is). */
export async function decodeBody(body: Buffer, contentEncoding: string | string[] | undefined): Promise<string> {
  const coding = (Array.isArray(contentEncoding) ? contentEncoding[0] : contentEncoding)?.trim().toLowerCase();
  if (!coding || coding === "identity") return utf8.decode(body);
  const decode = DECODERS[coding];
  if (!decode) throw new Error(`unsupported content-encoding "${coding}"`);
  return utf8.decode(await decode(body, { maxOutputLength: MAX_ANSWER_BYTES }));
}
