/**
 * `import hrefs from "./Part?chunk-hrefs"`: the URLs of the browser build's script files that a dynamic
 * `import("./Part")` loads (its chunk and the chunks that one imports statically, transitively). The server
 * renders them as `modulepreload` links for a page that shows the part (components/pageParts.tsx), so
 * the browser fetches the part with the rest of the page's scripts instead of after hydration started.
 *
 * Chunks that every page loads anyway (those of the browser entry and the root route, which React Router preloads
 * itself) are left out.
 *
 * React Router builds the browser first and keeps its Vite manifest (`build/client/.vite/manifest.json`) until
 * the server build is done: the server build reads the names there. The browser build itself and the dev server
 * get an empty list (the browser's `import()` preloads what it needs).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Manifest, Plugin, ResolvedConfig } from "vite";

const QUERY = "?chunk-hrefs";
const PREFIX = "\0chunk-hrefs:"; // + the module's file

/** The chunk of `key` and every chunk it imports statically, in load order (the part's own chunk first). */
function chunkFiles(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) throw new Error(`${id}: not in the browser build's manifest`);
    files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return files;
}

/** The chunks of the browser entry and of the root route, in every page's HTML already. */
function everyPage(manifest: Manifest): Set<string> {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry && /^app\/(entry\.client|root)\.[jt]sx?(\?|$)/.test(key));
  return new Set(keys.flatMap((key) => chunkFiles(manifest, key)));
}

/** The files `import()` of the module `key` (relative to the root) loads that every page does not load anyway. */
export function partChunkFiles(manifest: Manifest, key: string, loaded = everyPage(manifest)): string[] {
  return chunkFiles(manifest, key).filter((file) => !loaded.has(file));
}

export function chunkHrefs(): Plugin {
  let config: ResolvedConfig;
  let manifest: Promise<{ chunks: Manifest; everyPage: Set<string> }> | undefined;
  return {
    name: "shop:chunk-hrefs",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? PREFIX + resolved.id : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      if (config.command !== "build" || this.environment.config.consumer === "client") return "export default [];";
      // The server build writes to build/server; the browser build wrote build/client next to it.
      const file = path.resolve(config.build.outDir, "../client/.vite/manifest.json");
      manifest ??= readFile(file, "utf8").then((text) => {
        const chunks = JSON.parse(text) as Manifest;
        return { chunks, everyPage: everyPage(chunks) };
      });
      const { chunks, everyPage: loaded } = await manifest;
      const key = path.relative(config.root, id.slice(PREFIX.length)).split(path.sep).join("/");
      const hrefs = partChunkFiles(chunks, key, loaded).map((name) => `${config.base}${name}`);
      return `export default ${JSON.stringify(hrefs)};`;
    },
  };
}
