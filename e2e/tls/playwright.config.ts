/**
 * Issue 19: the shop as production runs it — HTTPS on a public host name, behind a TLS-terminating proxy (nginx,
 * ./nginx.conf) that sets X-Forwarded-Proto/Host/For. The web trusts only that proxy's address; the gateway the
 * web; the platform the gateway. `pnpm build` first, as for the main suite.
 */
import "./stack";
import { defineConfig } from "@playwright/test";
import { browserDefaults, chromiumArgs, suiteDefaults } from "../chromium";
import { WEB_PORT } from "../ports";
import { shopServices } from "../services";
import { PROXY_ADDRESS, SHOP_TLS, TLS_HOST, TLS_PORT } from "./stack";

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  timeout: 60_000,
  ...suiteDefaults,
  use: {
    ...browserDefaults,
    baseURL: SHOP_TLS,
    ignoreHTTPSErrors: true, // the suite's self-signed certificate
    launchOptions: { ...browserDefaults.launchOptions, args: [...chromiumArgs, `--host-resolver-rules=MAP ${TLS_HOST} 127.0.0.1`] },
  },
  webServer: [
    ...shopServices({
      cwd: "../..",
      storeHost: SHOP_TLS,
      // Rate limits stay on: the suite shows that they count the shopper behind the proxy, not a forged header.
      env: { gateway: { RATE_LIMIT_LOGIN: "8/60" }, web: { WEB_TRUST_PROXY: PROXY_ADDRESS } },
    }),
    {
      command: `node e2e/tls/nginx.mjs ${TLS_PORT} 127.0.0.1:${WEB_PORT} ${TLS_HOST} ${PROXY_ADDRESS}`,
      cwd: "../..",
      url: `https://127.0.0.1:${TLS_PORT}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
