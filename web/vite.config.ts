import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkHrefs } from "./vite/chunkHrefs";
import { clientChunks } from "./vite/chunks";
import { compiledMessages } from "./vite/messages";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig({
  // Browser build only: catalogues precompiled without the ICU parser, and fewer script files (issue 9); the
  // server build learns the browser's file names of the lazily loaded page parts, to preload them.
  plugins: [compiledMessages(), chunkHrefs(), clientChunks(appDir), reactRouter()],
  resolve: {
    alias: { "~": appDir },
  },
  server: { port: 3000 },
});
