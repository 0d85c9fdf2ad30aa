import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { etagFor, matchesIfNoneMatch, pageCacheControl } from "./http/cachePolicy";
import { PartMemo } from "./components/partMemo";
import { CACHE_TAGS_HEADER, cacheTagsContext } from "./http/cacheTags";
import { documentResponse } from "./http/documentBody";
import { newScriptMarker, sealInlineScripts } from "./http/inlineScripts";
import { setPageSecurityHeaders } from "./http/pageSecurity";
import { partMemoOfRequest } from "./http/partMemo.server";
import { serverMessages } from "./i18n/messages/server";
import { ServerCatalogues } from "./i18n/messages/serverCatalogues";

export const streamTimeout = 10_000;
// The web server's page cache reads its rules from the server build (server/pageCache.mjs).
export { pageCacheRules } from "./http/pageCacheRules";
// …and the load context of its own request handler (server/documentHandler.mjs).
export { documentBodyLoadContext } from "./http/documentBody";

/**
 * Every page's data is complete when rendering starts (loaders await their queries), so the page is
 * rendered whole and sent in one piece: that gives it a length and a validator (ETag → 304), and the
 * caching headers of app/http/cachePolicy.ts. Its inline scripts are allowed by hash (app/http/inlineScripts.ts),
 * so the HTML stays the same for every visitor and the 304 carries the same policy.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const leafRouteId = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  // What the page shows, for purges by tag; the web server's page cache removes the header before sending.
  const tags = loadContext.get(cacheTagsContext);
  if (tags && tags.size > 0) responseHeaders.set(CACHE_TAGS_HEADER, [...tags].join(" "));
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Cache-Control", pageCacheControl(request, responseStatusCode, leafRouteId));
    setPageSecurityHeaders(responseHeaders, leafRouteId, []);
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const scriptMarker = newScriptMarker();
  const partMemo = partMemoOfRequest();
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        const page = Buffer.concat(chunks);
        partMemo.keepFrom(page, scriptMarker);
        const { html, scriptHashes } = sealInlineScripts(page, scriptMarker);
        const etag = etagFor(createHash("sha1").update(html).digest("base64url"));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Cache-Control", pageCacheControl(request, responseStatusCode, leafRouteId));
        responseHeaders.set("ETag", etag);
        setPageSecurityHeaders(responseHeaders, leafRouteId, scriptHashes);
        if (responseStatusCode === 200 && matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) {
          resolve(new Response(null, { status: 304, headers: responseHeaders }));
        } else {
          responseHeaders.set("Content-Length", String(html.byteLength));
          resolve(documentResponse(loadContext, html, { headers: responseHeaders, status: responseStatusCode }));
        }
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      // Pages render from loader data; the few parts that use Apollo Client bring their own provider (apollo/scope.tsx).
      <ServerCatalogues.Provider value={serverMessages}>
        <PartMemo.Provider value={partMemo}>
          <ServerRouter context={routerContext} url={request.url} nonce={scriptMarker} />
        </PartMemo.Provider>
      </ServerCatalogues.Provider>,
      {
        // The page is sent whole (above), so React must not "outline" completed Suspense boundaries: by default,
        // once a document passes 12.8 KB, every boundary over 500 bytes (the HydrateOnInteraction parts: header
        // search, footer, forms) is sent as a hidden <div> at the end of the body that an inline script moves into
        // place 300 ms after the first frame (React 19.2 batches reveals) — invisible without JavaScript, a layout
        // shift with it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        nonce: scriptMarker,
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
