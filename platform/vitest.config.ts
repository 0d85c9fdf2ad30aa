import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "platform",
    include: ["test/**/*.test.ts"],
    // sharp and sqlite are native: a few seconds of headroom on the 2-core CI box.
    // Full-seed tests take 5–20 s on a busy 2-core machine; a timeout is not what these tests assert.
    testTimeout: 60_000,
    // beforeAll seeds the full catalogue (>= 1,000 products, a few seconds; more on a busy 2-core box)
    hookTimeout: 60_000,
  },
});
