/**
 * The express handler of React Router's pages: @react-router/express 7.18's createRequestHandler (same request
 * conversion, same way of sending), except that a rendered page's bytes are not streamed through a WHATWG
 * ReadableStream: entry.server.tsx leaves them in the request's slot (app/http/documentBody.ts, the build's
 * `documentBodyLoadContext`) and they are sent with one `response.end(bytes)`. Status, headers (Content-Length,
 * ETag, the page cache's capture, compression()) are what the streamed answer had; every other answer — data
 * requests, resource routes, redirects, error pages React Router made itself — is streamed as before.
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler as createFetchHandler } from "react-router";

/** The fetch Request of an express request, as @react-router/express builds it (createRemixRequest). */
export function fetchRequest(request, response) {
  const [, forwardedPort] = request.app?.enabled("trust proxy") ? request.get("X-Forwarded-Host")?.split(":") ?? [] : [];
  const [, hostPort] = request.get("host")?.split(":") ?? [];
  const port = [Number.parseInt(forwardedPort, 10), Number.parseInt(hostPort, 10)].find(Number.isSafeInteger) ?? "";
  const hostname = request.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${request.protocol}://${hostname}${port ? `:${port}` : ""}${request.originalUrl}`);
  let controller = new AbortController();
  const init = { method: request.method, headers: fetchHeaders(request.headers), signal: controller.signal };
  response.on("finish", () => (controller = null));
  response.on("close", () => controller?.abort());
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(request);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

function fetchHeaders(nodeHeaders) {
  const headers = new Headers();
  for (const [name, values] of Object.entries(nodeHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return headers;
}

const isClosed = (response) => response.destroyed || response.writableEnded;

/** Sends React Router's answer; `body`: the bytes of a page rendered whole (its Response has no body). */
async function send(response, answer, body) {
  if (isClosed(response)) {
    await answer.body?.cancel();
    return;
  }
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers.entries()) response.append(name, value);
  if (body) return void response.end(body);
  if (answer.headers.get("Content-Type")?.match(/text\/event-stream/i)) response.flushHeaders();
  if (!answer.body) return void response.end();
  try {
    await writeReadableStreamToWritable(answer.body, response);
  } catch (error) {
    if (!isClosed(response)) throw error;
  }
}

/**
 * The bytes to send for `answer` instead of its body: the slot's, when the answer is the page's own Response. A
 * bodiless answer that replaced the page's Response (a middleware wrapping it) is refused: sent, it would be an empty
 * page with the page's status.
 */
export function pageBytes(slot, answer) {
  if (!slot?.body) return undefined;
  if (slot.response === answer) return slot.body;
  if (!answer.body) throw new Error("a rendered page's Response was replaced without its bytes (see app/http/documentBody.ts)");
  return undefined;
}

/** The express handler for a React Router server build (a locale build of ./localeBuilds.mjs). */
export function createDocumentHandler(build, mode = process.env.NODE_ENV) {
  const handleRequest = createFetchHandler(build, mode);
  const newLoadContext = build.entry.module.documentBodyLoadContext;
  return async function documentHandler(request, response, next) {
    try {
      const { loadContext, slot } = newLoadContext?.() ?? {};
      const answer = await handleRequest(fetchRequest(request, response), loadContext);
      await send(response, answer, pageBytes(slot, answer));
    } catch (error) {
      next(error);
    }
  };
}
