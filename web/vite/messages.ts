/**
 * `import href from "./de.json?ast-url"`: the catalogue compiled to FormatJS's AST as a JSON asset with a
 * content hash in its name, and its URL. Client and server build compute the same name from the same bytes,
 * so the server's `<link rel="preload">` names the file the browser build wrote (only the client emits it).
 * The dev server compiles it on request. In the client build, the ICU parser is replaced by its `no-parser`
 * entry.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { compileMessages } from "../app/i18n/messages/compile";
import { withTypography } from "@shop/rules";
import { isLocale, LOCALE_TAGS } from "../app/i18n/locales";

const QUERY = "?ast-url";
const PARSER = "@formatjs/icu-messageformat-parser";
const PREFIX = "\0compiled-messages:"; // + locale: an id Vite's JSON plugin leaves alone

async function compiledCatalogue(file: string): Promise<{ name: string; source: string }> {
  const locale = path.basename(file, ".json");
  if (!isLocale(locale)) throw new Error(`${file}: not a catalogue of a shop locale`);
  const source = JSON.stringify(compileMessages(withTypography(locale, JSON.parse(await readFile(file, "utf8"))), LOCALE_TAGS[locale]));
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return { name: `messages-${locale}-${hash}.json`, source };
}

export function compiledMessages(): Plugin {
  let config: ResolvedConfig;
  const catalogues = new Map<string, string>(); // locale → catalogue file
  const devFiles = new Map<string, string>(); // URL path → catalogue file, for the dev server
  const url = (name: string) => `${config.base}${config.build.assetsDir}/${name}`;
  return {
    name: "shop:compiled-messages",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(source, importer) {
      // In the browser build FormatJS itself (react-intl → intl-messageformat) gets the parser's `no-parser`
      // entry (≈ 6 KB gzipped less on every page): the web catalogue is compiled. Code that formats plain
      // strings in the browser imports the parser itself (@shop/rules' translate) and keeps it, in its own
      // chunk. The server (and the dev server) keep parsing the plain catalogues.
      const fromFormatJs = !!importer && /[\\/]node_modules[\\/]/.test(importer);
      if (source === PARSER && fromFormatJs && config.command === "build" && this.environment.config.consumer === "client") {
        return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
      }
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!resolved) return null;
      const locale = path.basename(resolved.id, ".json");
      catalogues.set(locale, resolved.id);
      return PREFIX + locale;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = catalogues.get(id.slice(PREFIX.length))!;
      this.addWatchFile(file);
      const { name, source } = await compiledCatalogue(file);
      if (config.command === "serve") devFiles.set(url(name), file);
      else if (this.environment.config.consumer === "client") {
        this.emitFile({ type: "asset", fileName: `${config.build.assetsDir}/${name}`, source });
      }
      return `export default ${JSON.stringify(url(name))};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = devFiles.get((req.url ?? "").split("?")[0]!);
        if (!file) return next();
        compiledCatalogue(file).then(
          ({ source }) => res.setHeader("content-type", "application/json").end(source),
          next,
        );
      });
    },
  };
}
