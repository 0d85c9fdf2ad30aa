/**
 * The web's HTTP server: react-router-serve's express setup (compression, immutable hashed assets, public
 * files, access log, the React Router handler) plus what react-router-serve lacks — hashed assets sent
 * precompressed (brotli/zopfli at build time instead of zlib per request), the gateway's media and payment simulator
 * paths on the shop's own origin (./upstreamPaths.mjs), and a final error handler.
 * Without it express's default handler prints a stack trace to stderr for every path that cannot be decoded
 * (`/%E0%A4%A`, issue 10's odd web paths): now such a request is a one-line access-log entry and a 400.
 *
 * express, compression and morgan are the very modules react-router-serve runs with, resolved through its package,
 * so versions and behaviour stay those of `react-router-serve`; the React Router handler is @react-router/express's,
 * sending a page rendered whole as one buffer (./documentHandler.mjs).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { accessLogEnabled } from "./accessLog.mjs";
import { createDocumentHandler } from "./documentHandler.mjs";
import { publicRequest, trustProxySetting } from "./forwarding.mjs";
import { createRequestHandler as createFetchHandler } from "react-router";
import { localeHandlers, localeRequestHandler } from "./localeBuilds.mjs";
import { createPageCache, pageCacheSettings } from "./pageCache.mjs";
import { securityHeaders } from "./securityHeaders.mjs";
import { precompressedAssets, staticFiles } from "./staticFiles.mjs";
import { upstreamPaths } from "./upstreamPaths.mjs";

const serveRequire = createRequire(createRequire(import.meta.url).resolve("@react-router/serve/package.json"));
const express = serveRequire("express");
const compression = serveRequire("compression");
const morgan = serveRequire("morgan");

/** Express error handler (4 arguments): client errors answer their status, nothing answers with a stack. */
export function errorHandler(error, request, response, next) {
  if (response.headersSent) return next(error);
  const declared = Number(error?.status ?? error?.statusCode);
  // An undecodable path: express's router (URIError, status 400) or serve-static's own check.
  const status = error instanceof URIError ? 400 : declared >= 400 && declared < 600 ? declared : 500;
  if (status >= 500) console.error(`[web] ${request.method} ${request.originalUrl} failed: ${error?.message ?? error}`);
  response
    .status(status)
    .set("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(status < 500 ? "Bad Request" : "Internal Server Error");
}

/** React Router's fetch-level handler (Request → Response) of the locale build that answers the request's path. */
function fetchHandler(build, mode) {
  const handlerFor = localeHandlers(build, (localeBuild) => createFetchHandler(localeBuild, mode));
  return (request) => handlerFor(new URL(request.url).pathname)(request);
}

/** The express app for a React Router server build (the setup of @react-router/serve 7.18's cli.js). */
export function createApp(build, mode = process.env.NODE_ENV) {
  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-* only from WEB_TRUST_PROXY; from here on the request's headers say what was decided (./forwarding.mjs).
  app.set("trust proxy", trustProxySetting());
  // Before anything can answer (publicRequest refuses a bad Host): every answer gets them (./securityHeaders.mjs).
  app.use(securityHeaders);
  app.use(publicRequest);
  app.use(compression());
  // Media and the payment simulator are the gateway's, on the shop's own origin (./upstreamPaths.mjs).
  app.use(upstreamPaths());
  app.use(path.posix.join(build.publicPath, "assets"), precompressedAssets(path.join(build.assetsBuildDirectory, "assets")));
  // The two static directories at "/" only see the paths of their files (./staticFiles.mjs): pages skip the disk.
  app.use(build.publicPath, staticFiles(express, build.assetsBuildDirectory));
  app.use(staticFiles(express, "public", { maxAge: "1h" }));
  if (accessLogEnabled()) app.use(morgan("tiny"));
  // Anonymous catalogue pages from memory (./pageCache.mjs); after compression(), so it sees the renderer's bytes
  // uncompressed and its own pre-compressed answers pass compression() untouched (Content-Encoding set).
  app.use(createPageCache({ rules: build.entry.module.pageCacheRules, render: fetchHandler(build, mode), settings: pageCacheSettings() }).middleware);
  // Each locale's pages are matched against that locale's routes only (./localeBuilds.mjs).
  // @react-router/express's handler, with a rendered page sent as one buffer (./documentHandler.mjs).
  app.all("*", localeRequestHandler(build, (localeBuild) => createDocumentHandler(localeBuild, mode)));
  app.use(errorHandler);
  return app;
}
