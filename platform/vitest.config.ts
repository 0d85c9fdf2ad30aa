import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "platform",
    include: ["test/**/*.test.ts"],
    // sharp and sqlite are native: a few seconds of headroom on the 2-core CI box.
    testTimeout: 20_000,
    // beforeAll seeds the full catalogue (>= 1,000 products, a few seconds; more on a busy 2-core box)
    hookTimeout: 60_000,
  },
});
