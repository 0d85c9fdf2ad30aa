import { defineConfig } from "@playwright/test";
import { browserDefaults, suiteDefaults } from "./chromium";
import { SHOP } from "./ports";
import { shopServices } from "./services";

// The whole real chain, started from the built packages (`pnpm build` first: each service runs its compiled output
// in production mode): platform (fresh in-memory SQLite, seeded) → gateway → web SSR.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  testIgnore: "tls/**", // the TLS suite runs its own stack behind nginx (tls/playwright.config.ts)
  timeout: 30_000,
  ...suiteDefaults,
  use: { ...browserDefaults, baseURL: SHOP },
  // RATE_LIMITS=off: every simulated shopper comes from 127.0.0.1 (the per-address limits would count the whole suite
  // as one client); the limits are tested in gateway/test/integration/hardening.test.ts and, behind the proxy, e2e/tls.
  webServer: shopServices({ storeHost: SHOP, env: { gateway: { RATE_LIMITS: "off" } } }),
});
