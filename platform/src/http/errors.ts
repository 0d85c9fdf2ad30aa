import type { FastifyError, FastifyInstance } from "fastify";

/** One entry of Shopware's JSON error body ({"errors":[...]}). */
export interface ShopwareErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  meta?: { parameters: Record<string, unknown> | unknown[] };
  source?: { pointer?: string; parameter?: string };
}

const STATUS_TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  412: "Precondition Failed",
  415: "Unsupported Media Type",
  500: "Internal Server Error",
};

/**
 * An error that serialises exactly like Shopware's ErrorResponseFactory output.
 * `detail` has {{ placeholders }} resolved from `parameters`, as Shopware does.
 */
export class ShopwareError extends Error {
  readonly entries: ShopwareErrorEntry[];
  constructor(
    readonly status: number,
    code: string,
    detail: string,
    parameters: Record<string, unknown> = {},
    source?: { pointer?: string },
  ) {
    const rendered = detail.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(parameters[k] ?? ""));
    super(rendered);
    const entry: ShopwareErrorEntry = {
      status: String(status),
      code,
      title: STATUS_TITLES[status] ?? "Error",
      detail: rendered,
      // Shopware's PHP serialiser emits [] for an empty parameter map
      meta: { parameters: Object.keys(parameters).length ? parameters : [] },
    };
    if (source) entry.source = source;
    this.entries = [entry];
  }

  /** Several validation problems reported in one response (Shopware's SearchRequestException). */
  static many(status: number, errors: ShopwareError[]): ShopwareError {
    const e = new ShopwareError(status, errors[0]?.entries[0]?.code ?? "FRAMEWORK__INVALID_CRITERIA", errors[0]?.message ?? "");
    e.entries.splice(0, 1, ...errors.flatMap((x) => x.entries));
    return e;
  }

  toBody(): { errors: ShopwareErrorEntry[] } {
    return { errors: this.entries };
  }
}

export function errorBody(status: number, code: string, detail: string) {
  return new ShopwareError(status, code, detail).toBody();
}

/** Route 404s, validation errors and crashes all answer with Shopware's error shape; no stack traces. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    reply
      .code(404)
      .send(errorBody(404, "FRAMEWORK__ROUTE_NOT_FOUND", `No route found for "${req.method} ${req.url.split("?")[0]}"`));
  });

  app.setErrorHandler((err: FastifyError | ShopwareError, req, reply) => {
    // Every 5xx is logged (level error, on by default): the route, the caller's x-request-id (the
    // gateway's id of the shopper's request) and the stack — the answer itself never shows them.
    const logServerError = (message: string) =>
      req.log.error({ err, route: `${req.method} ${req.routeOptions?.url ?? req.url.split("?")[0]}`, requestId: req.headers["x-request-id"] }, message);
    if (err instanceof ShopwareError) {
      if (err.status >= 500) logServerError("server error");
      reply.code(err.status).send(err.toBody());
      return;
    }
    const status = typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) logServerError("unhandled error");
    // Body parse failures etc. keep their message; internal errors never expose it.
    const detail = status === 500 ? "Internal Server Error" : err.message;
    // Symfony HttpExceptions (what Shopware throws for malformed requests) serialise their code as "0".
    const code = status === 500 ? "FRAMEWORK__INTERNAL_SERVER_ERROR" : "0";
    reply.code(status).send(errorBody(status, code, detail));
  });
}
