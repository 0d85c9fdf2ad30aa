/**
 * A rendered page's bytes handed to the web server's own request handler (server/documentHandler.mjs) beside the
 * Response instead of inside it. entry.server.tsx has the whole page in one buffer before the Response exists; put
 * into `new Response(html)` it becomes a WHATWG ReadableStream (undici) that the express side reads back chunk by
 * chunk into the node response, for bytes that were complete all along: 0.6–2.2 ms of CPU per uncached product page
 * in alternating in-process runs (bench/render-ab.ts, docs/PERFORMANCE.md). The handler gives each request a slot in its load context; the page's Response then has no
 * body, the slot holds the bytes, and the handler ends the node response with them — only for that very Response
 * object, so whatever else React Router or a middleware answers is streamed as before. Without a slot (React Router's
 * fetch-level handler: the page cache's background refresh, tests) the bytes are the Response's body as always.
 */
import { createContext, RouterContextProvider } from "react-router";

export interface DocumentBodySlot {
  /** The Response whose body `body` is (its own body is null). */
  response?: Response;
  body?: Uint8Array<ArrayBuffer>;
}

const documentBodyContext = createContext<DocumentBodySlot | null>(null);

/** A request's load context with an empty slot (what the server's handler passes to React Router). */
export function documentBodyLoadContext(): { loadContext: RouterContextProvider; slot: DocumentBodySlot } {
  const slot: DocumentBodySlot = {};
  const loadContext = new RouterContextProvider();
  loadContext.set(documentBodyContext, slot);
  return { loadContext, slot };
}

/** The page's Response: its bytes in the request's slot when the server's handler gave one, else in the body. */
export function documentResponse(loadContext: Readonly<RouterContextProvider>, body: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const slot = loadContext.get(documentBodyContext);
  if (!slot) return new Response(body, init);
  const response = new Response(null, init);
  slot.response = response;
  slot.body = body;
  return response;
}
