/**
 * Compresses the browser build once, at build time (issue 9): next to every script, stylesheet and SVG of
 * build/client/assets a `.br` (brotli, quality 11) and a `.gz` (zopfli: gzip format, ~3 % smaller than zlib's
 * best level). The web server sends them as they are (server/app.mjs, express-static-gzip): the smallest
 * transfer for every browser, and no compression work per asset request. Hashed file names never change
 * content, so the cost is paid once per build (a few seconds).
 *
 * Usage: `node scripts/precompress.mjs [directory]` (default build/client/assets); run by `pnpm build`.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html)$/;
/** Below this a compressed copy saves less than a packet's headers. */
const MIN_BYTES = 1024;

/** Brotli at its best quality, told the content is text so it tunes its context modelling for it. */
export function brotli(content) {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/** Writes the `.br` and `.gz` copies of one file; a copy that would not be smaller is not written. */
async function precompressFile(file) {
  const content = await readFile(file);
  const br = brotli(content);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  const gz = Buffer.from(await gzipAsync(content, { numiterations: 5 }));
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  return { raw: content.length, br: br.length, gz: gz.length };
}

/** Every compressible file of `directory` (recursively) worth compressing. */
async function compressibleFiles(directory) {
  const found = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) found.push(...(await compressibleFiles(file)));
    else if (COMPRESSIBLE.test(entry.name) && (await stat(file)).size >= MIN_BYTES) found.push(file);
  }
  return found;
}

export async function precompress(directory) {
  const files = await compressibleFiles(directory);
  const totals = { files: files.length, raw: 0, br: 0, gz: 0 };
  // Zopfli is CPU-bound WebAssembly: one file at a time keeps memory flat; the build is not in a hurry.
  for (const file of files) {
    const result = await precompressFile(file);
    totals.raw += result.raw;
    totals.br += result.br;
    totals.gz += result.gz;
  }
  return totals;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const directory = path.resolve(process.argv[2] ?? "build/client/assets");
  const started = Date.now();
  const { files, raw, br, gz } = await precompress(directory);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`,
  );
}
