/**
 * Script files of the browser build (issue 9). Left to itself, the bundler cuts the shared code of the ~40
 * route entries into ~30 small chunks, and a catalogue page's first load started 38 requests: on a slow
 * mobile connection (Lighthouse: 6 connections per origin) each round of requests costs a round trip before
 * first paint. So, for the client build only:
 * - `framework`: React, React DOM, the scheduler, React Router and FormatJS — every hydrated page needs them,
 *   they change with dependency updates only, so they stay cached across deployments of the shop's code
 *   (not tslib: the FormatJS versions in the browser do not use it; Apollo does, and keeps it in its own chunk);
 * - `shell`: the shop's own modules that the catalogue pages (home, category/product/CMS via the catch-all
 *   route), their layout and the root import statically — one file instead of ~25. Route-only code
 *   (forms, validation, maps, checkout, Apollo) is not statically imported by them and keeps its own chunks,
 *   and so do the page parts only some catalogue pages render (product detail, listing, CMS layout:
 *   app/components/pageParts.tsx) and the search route's listing, shared with the listing part.
 * Route modules stay entries of their own (React Router's manifest names them).
 */
import type { Plugin, Rolldown } from "vite";

type ModuleInfoOf = (id: string) => Rolldown.ModuleInfo | null;

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|intl-messageformat|@formatjs[\\/][^\\/]+)[\\/]/;

/**
 * The ICU parser itself: only code that formats plain strings in the browser imports it (@shop/rules,
 * in the form chunks); FormatJS's own import of it is replaced by `no-parser` (./messages.ts).
 */
const PARSER = /[\\/]node_modules[\\/]@formatjs[\\/](icu-skeleton-parser|icu-messageformat-parser[\\/](index|parser|regex\.generated|time-data\.generated|date-time-pattern-generator)\.js)/;
const isFramework = (id: string) => FRAMEWORK.test(id) && !PARSER.test(id);

/** Route modules whose static imports make up the shell (paths relative to web/app). */
const CATALOGUE_ENTRIES = ["root.tsx", "layouts/default.tsx", "routes/home.tsx", "routes/$.tsx"];

/**
 * Small modules that lazily loaded chunks share: the URL parameter names (header search, listing) and the FAQ
 * list (product detail, CMS layout, content pages). Left to Rolldown each becomes a file of its own, one more
 * request on those pages for a few hundred bytes.
 */
const SHELL_EXTRAS = ["catalog/params.ts", "components/catalog/Faq.tsx"];

const withoutQuery = (id: string) => id.split("?")[0]!;

function shellModules(appDir: string, infoOf: ModuleInfoOf, allIds: Iterable<string>): Set<string> {
  const entryFiles = new Set(CATALOGUE_ENTRIES.map((file) => `${appDir}/${file}`));
  const extraFiles = new Set(SHELL_EXTRAS.map((file) => `${appDir}/${file}`));
  const routeIds = [...allIds].filter((id) => entryFiles.has(withoutQuery(id)));
  const seen = new Set([...allIds].filter((id) => extraFiles.has(id)));
  const queue = [...routeIds];
  while (queue.length) {
    const info = infoOf(queue.pop()!);
    for (const next of info?.importedIds ?? []) {
      if (seen.has(next) || isFramework(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  // Route modules stay their own entries; only what they share goes into the shell.
  for (const id of [...seen]) if (infoOf(id)?.isEntry) seen.delete(id);
  return seen;
}

/** Sets the client build's `codeSplitting`; the server build is left as it is. */
export function clientChunks(appDir: string): Plugin {
  let moduleIds: string[] = [];
  let shell: Set<string> | undefined;
  return {
    name: "shop:client-chunks",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: isFramework, priority: 2 },
                  {
                    debugName: "shell",
                    name: (id, ctx) => {
                      shell ??= shellModules(appDir, (m) => ctx.getModuleInfo(m), moduleIds);
                      return shell.has(id) ? "shell" : null;
                    },
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment.name === "client") moduleIds = [...this.getModuleIds()];
    },
  };
}
