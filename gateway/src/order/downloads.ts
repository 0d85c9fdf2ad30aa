/**
 * REST routes that stream an order's documents and digital downloads to the shopper:
 *   GET /orders/:orderId/documents/:documentId
 *   GET /orders/:orderId/downloads/:downloadId
 * (the web proxies /account/order/{orderId}/document|download/{id} here with the shopper's cookie).
 *
 * Ownership first: the order is read through `POST /store-api/order` with the shopper's OWN context
 * token, which only answers the session's orders — someone else's order, document or download is a
 * 404, exactly like one that does not exist. The document's deepLinkCode is taken from that answer
 * on the server and never reaches a client. The platform's answer is streamed with its
 * content-type and content-disposition, through the one Store API client (storeApi/client.ts `stream`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { translate } from "@shop/rules";
import { createContext, type ContextDependencies, type GatewayContext } from "../context.js";
import { normalizeError } from "../errors/upstream.js";
import { rethrowInternal } from "../errors/classify.js";
import type { CallOptions } from "../storeApi/client.js";
import { ENTITY_ID, readOrder } from "./storeApi.js";

function send(reply: FastifyReply, ctx: Pick<GatewayContext, "locale"> | null, status: 403 | 404 | 503) {
  const locale = ctx?.locale ?? "de";
  const message = translate(locale, status === 404 ? "order.notFound" : status === 403 ? "order.downloadNotAvailable" : "order.generic");
  return reply.code(status).header("cache-control", "private, no-store").send({ error: status === 404 ? "Not Found" : status === 403 ? "Forbidden" : "Service Unavailable", message });
}

/** The two file operations of the Store API (GET, so the answer can be streamed). */
type FileOperation = "downloadGet get /document/download/{documentId}/{deepLinkCode}" | "orderDownloadFile get /order/download/{orderId}/{downloadId}";

/**
 * Streams a Store API file answer to the client through the one Store API client (request id,
 * client address, metrics, upstream log); upstream 400/403/404 → 404 (or what `onRefused` says),
 * an outage → 503.
 */
async function stream<K extends FileOperation>(
  ctx: GatewayContext,
  reply: FastifyReply,
  operation: K,
  pathParams: CallOptions<K>["pathParams"],
  onRefused: (status: number) => 403 | 404,
) {
  let upstream;
  try {
    upstream = await ctx.storeApi.stream(operation, { pathParams, accept: "application/pdf, application/octet-stream, */*" });
  } catch (error) {
    rethrowInternal(error);
    const { status } = normalizeError(error);
    if (status === 400 || status === 403 || status === 404) return send(reply, ctx, onRefused(status));
    ctx.logger.warn({ operation: operation.split(" ")[0], err: normalizeError(error) }, "order file stream failed upstream");
    return send(reply, ctx, 503);
  }
  const type = upstream.headers["content-type"];
  const disposition = upstream.headers["content-disposition"];
  const length = upstream.headers["content-length"];
  reply.code(200).header("cache-control", "private, no-store").header("x-content-type-options", "nosniff");
  reply.header("content-type", typeof type === "string" ? type : "application/octet-stream");
  if (typeof disposition === "string") reply.header("content-disposition", disposition);
  if (typeof length === "string") reply.header("content-length", length);
  return reply.send(upstream.body);
}

type Params = { orderId: string; fileId: string };

async function ownOrderFor(deps: ContextDependencies, req: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
  const ctx = createContext(deps, req, reply);
  const { orderId, fileId } = req.params;
  if (!ctx.session.hasToken || !ENTITY_ID.test(orderId) || !ENTITY_ID.test(fileId)) return { ctx, found: null };
  try {
    return { ctx, found: await readOrder(ctx, orderId) };
  } catch (error) {
    rethrowInternal(error);
    ctx.logger.warn({ err: normalizeError(error) }, "order read for a file failed");
    return { ctx, found: undefined };
  }
}

export function registerOrderFileRoutes(app: FastifyInstance, deps: ContextDependencies): void {
  app.get<{ Params: Params }>("/orders/:orderId/documents/:fileId", async (req, reply) => {
    const { ctx, found } = await ownOrderFor(deps, req, reply);
    if (found === undefined) return send(reply, ctx, 503);
    const document = found?.order.documents?.find((d) => d.id === req.params.fileId.toLowerCase());
    if (!found || !document?.deepLinkCode) return send(reply, ctx, 404);
    return stream(ctx, reply, "downloadGet get /document/download/{documentId}/{deepLinkCode}", { documentId: document.id, deepLinkCode: document.deepLinkCode }, () => 404);
  });

  app.get<{ Params: Params }>("/orders/:orderId/downloads/:fileId", async (req, reply) => {
    const { ctx, found } = await ownOrderFor(deps, req, reply);
    if (found === undefined) return send(reply, ctx, 503);
    const downloadId = req.params.fileId.toLowerCase();
    const download = found?.order.lineItems?.flatMap((i) => i.downloads ?? []).find((d) => d.id === downloadId);
    if (!found || !download) return send(reply, ctx, 404);
    // The shopper's own download that is not accessible yet (unpaid): 403, said plainly.
    if (download.accessGranted !== true) return send(reply, ctx, 403);
    return stream(ctx, reply, "orderDownloadFile get /order/download/{orderId}/{downloadId}", { orderId: found.order.id, downloadId: download.id }, (s) => (s === 403 ? 403 : 404));
  });
}
