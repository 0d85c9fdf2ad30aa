/**
 * Issue 19: the shop as production runs it — HTTPS on a public host name, behind a TLS-terminating proxy (nginx,
 * ./nginx.conf) that sets X-Forwarded-Proto/Host/For. The web trusts only that proxy's address; the gateway the
 * web; the platform the gateway. `pnpm build` first, as for the main suite.
 */
import "./stack";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, chromiumArgs } from "../chromium";
import { GATEWAY_PORT, PLATFORM_PORT, WEB_PORT } from "../ports";
import { PROXY_ADDRESS, SHOP_TLS, TLS_HOST, TLS_PORT } from "./stack";

const service = { cwd: "../..", reuseExistingServer: false, timeout: 120_000, stdout: "ignore", stderr: "pipe" } as const;

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: SHOP_TLS,
    locale: "de-CH",
    browserName: "chromium",
    ignoreHTTPSErrors: true, // the suite's self-signed certificate
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...chromiumArgs, `--host-resolver-rules=MAP ${TLS_HOST} 127.0.0.1`] },
    trace: "off",
  },
  webServer: [
    {
      ...service,
      command: "pnpm -s --filter @shop/platform start",
      url: `http://127.0.0.1:${PLATFORM_PORT}/__platform/requests`,
      env: {
        PLATFORM_PORT: String(PLATFORM_PORT),
        PLATFORM_DB: ":memory:",
        NODE_ENV: "production",
        PLATFORM_DEV_TOOLS: "1", // the suite reads the shop's mails
        PLATFORM_TRUST_PROXY: "loopback", // the gateway beside it forwards the shopper's address
        PLATFORM_PAYMENT_PUBLIC_URL: SHOP_TLS,
        STORE_HOST: SHOP_TLS,
      },
    },
    {
      ...service,
      command: "pnpm -s --filter @shop/gateway start",
      url: `http://127.0.0.1:${GATEWAY_PORT}/health`,
      // Rate limits stay on: the suite shows that they count the shopper behind the proxy, not a forged header.
      env: {
        GATEWAY_PORT: String(GATEWAY_PORT),
        STORE_API_URL: `http://127.0.0.1:${PLATFORM_PORT}`,
        STORE_HOST: SHOP_TLS,
        NODE_ENV: "production",
        RATE_LIMIT_LOGIN: "8/60",
        PERSISTED_DOCUMENTS: "require-for-web",
      },
    },
    {
      ...service,
      command: "pnpm -s --filter @shop/web start",
      url: `http://127.0.0.1:${WEB_PORT}/`,
      env: {
        PORT: String(WEB_PORT),
        GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
        STORE_HOST: SHOP_TLS,
        WEB_TRUST_PROXY: PROXY_ADDRESS,
        NODE_ENV: "production",
      },
    },
    {
      ...service,
      command: `node e2e/tls/nginx.mjs ${TLS_PORT} 127.0.0.1:${WEB_PORT} ${TLS_HOST} ${PROXY_ADDRESS}`,
      url: `https://127.0.0.1:${TLS_PORT}/`,
      ignoreHTTPSErrors: true,
    },
  ],
});
