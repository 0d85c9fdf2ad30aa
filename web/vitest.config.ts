import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { chunkHrefs } from "./vite/chunkHrefs";

export default defineConfig({
  // `?chunk-hrefs` imports (lazily loaded page parts) resolve to an empty list outside a production build.
  plugins: [chunkHrefs()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    name: "web",
    include: ["test/**/*.test.ts?(x)"],
    environment: "node",
  },
});
