/**
 * express.static for a directory whose content is fixed while the server runs (the client build, public/).
 * Mounted at "/", serve-static looks at the disk for every request that reaches it: a page path costs a failed
 * `stat` (or two, for a path ending in "/": the directory and its index.html) per static directory before the
 * page is rendered — ~3 % of the CPU of a product page under load (issue 9). The directory is listed once at
 * start instead, and serve-static only sees the paths it could answer: its files, its directories (it redirects
 * "/dir" to "/dir/") and the directories that hold an index.html. Everything else goes on untouched, exactly
 * where serve-static's fall-through would have sent it.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import expressStaticGzip from "express-static-gzip";

/** The request paths serve-static could answer for `root` (decoded, normalised, as send resolves them). */
export function servablePaths(root) {
  const paths = new Set();
  const walk = (directory, urlPath) => {
    let names;
    try {
      names = readdirSync(directory);
    } catch {
      return; // a missing directory serves nothing
    }
    if (names.includes("index.html")) paths.add(`${urlPath}/`);
    for (const name of names) {
      const file = path.join(directory, name);
      const stats = statSync(file, { throwIfNoEntry: false }); // follows symbolic links, as send does
      if (!stats) continue;
      paths.add(`${urlPath}/${name}`);
      if (stats.isDirectory()) walk(file, `${urlPath}/${name}`);
    }
  };
  walk(root, "");
  return paths;
}

/** `serve` (express.static for `root`, mounted at "/") called only for the paths it could answer. */
export function staticFiles(express, root, options) {
  const serve = express.static(root, options);
  const paths = servablePaths(root);
  return function staticFilesOnly(request, response, next) {
    let pathname;
    try {
      pathname = path.posix.normalize(decodeURIComponent(request.path));
    } catch {
      return serve(request, response, next); // undecodable: serve-static's own answer, as before
    }
    return paths.has(pathname) ? serve(request, response, next) : next();
  };
}

/**
 * The hashed build assets (immutable), each sent as compressed at build time (scripts/precompress.mjs): brotli to
 * browsers, zopfli's gzip to gzip-only clients, as is to the rest — no compression work per request. A path that
 * cannot be decoded goes to the app's error handler (express-static-gzip would answer it itself).
 */
export function precompressedAssets(root) {
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    serveStatic: { immutable: true, maxAge: "1y" },
  });
  return function precompressed(request, response, next) {
    try {
      decodeURIComponent(request.path);
    } catch (error) {
      return next(error);
    }
    return serve(request, response, next);
  };
}
