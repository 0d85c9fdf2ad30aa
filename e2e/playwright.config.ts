import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, chromiumArgs } from "./chromium";
import { GATEWAY_PORT, PLATFORM_PORT, SHOP, WEB_PORT } from "./ports";

// The whole real chain, started from the built packages (`pnpm build` first: each service runs its compiled output
// in production mode): platform (fresh in-memory SQLite, seeded) → gateway → web SSR.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  testIgnore: "tls/**", // the TLS suite runs its own stack behind nginx (tls/playwright.config.ts)
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: SHOP,
    locale: "de-CH",
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
    trace: "off",
  },
  webServer: [
    {
      command: "pnpm -s --filter @shop/platform start",
      cwd: "..",
      url: `http://127.0.0.1:${PLATFORM_PORT}/__platform/requests`,
      // As `npm start` sets them: PLATFORM_TRUST_PROXY, because the gateway on this machine forwards the shopper's
      // address; PLATFORM_DEV_TOOLS, because the tests read mails and the readiness URL above is the request log.
      env: {
        PLATFORM_PORT: String(PLATFORM_PORT),
        PLATFORM_DB: ":memory:",
        // the one storefront origin it accepts for payment return URLs and mail links
        STORE_HOST: SHOP,
        // the payment simulator's links lead through the shop (web → gateway → platform), as in production
        PLATFORM_PAYMENT_PUBLIC_URL: SHOP,
        NODE_ENV: "production",
        PLATFORM_TRUST_PROXY: "loopback",
        PLATFORM_DEV_TOOLS: "1",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "pnpm -s --filter @shop/gateway start",
      cwd: "..",
      url: `http://127.0.0.1:${GATEWAY_PORT}/health`,
      // STORE_HOST: payment finish/error URLs and mail links lead back to the shop under test.
      // RATE_LIMITS=off: every simulated shopper comes from 127.0.0.1 (the per-address limits would count the
      // whole suite as one client); the limits are tested in gateway/test/integration/hardening.test.ts.
      // PERSISTED_DOCUMENTS=require-for-web: the whole suite proves that the browser and the web server send only
      // the build's document hashes (a full document marked as the storefront's is refused). Test helpers are
      // API clients like a mobile app: they post full GraphQL to the gateway directly (e2e/helpers.ts).
      env: {
        GATEWAY_PORT: String(GATEWAY_PORT),
        STORE_API_URL: `http://127.0.0.1:${PLATFORM_PORT}`,
        STORE_HOST: SHOP,
        NODE_ENV: "production",
        RATE_LIMITS: "off",
        PERSISTED_DOCUMENTS: "require-for-web",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "pnpm -s --filter @shop/web start",
      cwd: "..",
      url: `http://127.0.0.1:${WEB_PORT}/`,
      env: {
        PORT: String(WEB_PORT),
        GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
        STORE_HOST: SHOP,
        NODE_ENV: "production",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
