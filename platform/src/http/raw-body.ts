import type { FastifyRequest } from "fastify";

const RAW_BODY = Symbol("rawJsonBody");
type WithRawBody = FastifyRequest & { [RAW_BODY]?: string };

/** Keeps a JSON request body's text as received (the JSON content-type parser calls this). */
export function keepRawBody(req: FastifyRequest, text: string): void {
  (req as WithRawBody)[RAW_BODY] = text;
}

/**
 * The JSON body's text as received, if it came through the JSON parser. The read cache keys on it:
 * equal texts parse to equal criteria, and it saves serialising the parsed body again per request.
 */
export function rawBody(req: FastifyRequest): string | undefined {
  return (req as WithRawBody)[RAW_BODY];
}
