/**
 * Builds the offline GraphiQL page served by the gateway at /graphiql.
 * Everything (monaco editor + its workers, CSS, fonts) is bundled: no CDN at runtime.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: "/graphiql/",
  // No React plugin needed: TSX is compiled by vite's built-in transformer (automatic JSX runtime).
  oxc: { jsx: { runtime: "automatic" } },
  worker: { format: "es" },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000,
    assetsInlineLimit: 0,
    rolldownOptions: {
      onwarn(warning, warn) {
        // framer-motion (used by @graphiql/react) marks modules "use client"; irrelevant for a client bundle.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  logLevel: "warn",
});
