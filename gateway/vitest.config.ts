import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "gateway",
    include: ["test/**/*.test.ts"],
    // Integration tests spawn a real platform process; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
