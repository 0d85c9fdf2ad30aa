import { defineConfig } from "vitest/config";

// One entry point for every unit, integration and contract suite; each package owns its own config.
export default defineConfig({
  test: {
    projects: ["platform/vitest.config.ts", "gateway/vitest.config.ts", "web/vitest.config.ts", "rules/vitest.config.ts", "scripts/vitest.config.ts"],
  },
});
