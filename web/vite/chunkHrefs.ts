/**
 * `import hrefs from "./Part?chunk-hrefs"`: the URLs of the browser build's files that a dynamic `import("./Part")`
 * loads — its chunk and the chunks that one imports statically, transitively (`scripts`), and their stylesheets
 * (`styles`). The server renders them as `modulepreload` and stylesheet links for a page that shows the part
 * (components/pageParts.tsx): the browser fetches the part with the rest of the page's scripts instead of after
 * hydration started, and the server's HTML of the part is styled from the first paint.
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

export interface PartFiles {
  scripts: string[];
  styles: string[];
}

/** The chunk of `key` and every chunk it imports statically (the part's own chunk first), with their stylesheets. */
function chunkFiles(manifest: Manifest, key: string): PartFiles {
  const files: PartFiles = { scripts: [], styles: [] };
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) throw new Error(`${id}: not in the browser build's manifest`);
    files.scripts.push(chunk.file);
    for (const style of chunk.css ?? []) if (!files.styles.includes(style)) files.styles.push(style);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return files;
}

/** The files of the browser entry and of the root route, in every page's HTML already. */
function everyPage(manifest: Manifest): Set<string> {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry && /^app\/(entry\.client|root)\.[jt]sx?(\?|$)/.test(key));
  return new Set(keys.flatMap((key) => Object.values(chunkFiles(manifest, key)).flat()));
}

/** The files `import()` of the module `key` (relative to the root) loads that every page does not load anyway. */
export function partFiles(manifest: Manifest, key: string, loaded = everyPage(manifest)): PartFiles {
  const { scripts, styles } = chunkFiles(manifest, key);
  return { scripts: scripts.filter((file) => !loaded.has(file)), styles: styles.filter((file) => !loaded.has(file)) };
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
      if (config.command !== "build" || this.environment.config.consumer === "client") return "export default { scripts: [], styles: [] };";
      // The server build writes to build/server; the browser build wrote build/client next to it.
      const file = path.resolve(config.build.outDir, "../client/.vite/manifest.json");
      manifest ??= readFile(file, "utf8").then((text) => {
        const chunks = JSON.parse(text) as Manifest;
        return { chunks, everyPage: everyPage(chunks) };
      });
      const { chunks, everyPage: loaded } = await manifest;
      const key = path.relative(config.root, id.slice(PREFIX.length)).split(path.sep).join("/");
      const { scripts, styles } = partFiles(chunks, key, loaded);
      const href = (name: string) => `${config.base}${name}`;
      return `export default ${JSON.stringify({ scripts: scripts.map(href), styles: styles.map(href) })};`;
    },
  };
}
