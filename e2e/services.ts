/**
 * The real chain both end-to-end suites start from the built packages (`pnpm build` first): platform (fresh
 * in-memory SQLite, seeded) → gateway → web SSR, each running its compiled output under NODE_ENV=production, as
 * `npm start` runs them. `storeHost` is the public origin the shop is opened by; `env` adds per-service settings.
 */
import { randomBytes } from "node:crypto";
import { GATEWAY_PORT, PLATFORM_ACCESS_KEY, PLATFORM_PORT, WEB_PORT } from "./ports";

/** The page cache's purge secret (web/server/pageCache.mjs), one per run, shared by the three services. */
const PAGE_CACHE_PURGE_SECRET = randomBytes(24).toString("hex");

const service = { cwd: "..", reuseExistingServer: false, timeout: 120_000, stdout: "ignore", stderr: "pipe" } as const;

export interface StackOptions {
  /** working directory of the commands relative to the config file's folder */
  cwd?: string;
  storeHost: string;
  env?: { platform?: Record<string, string>; gateway?: Record<string, string>; web?: Record<string, string> };
}

export function shopServices({ cwd = "..", storeHost, env = {} }: StackOptions) {
  return [
    {
      ...service,
      cwd,
      command: "pnpm -s --filter @shop/platform start",
      url: `http://127.0.0.1:${PLATFORM_PORT}/__platform/requests`,
      // As `npm start` sets them: PLATFORM_TRUST_PROXY, because the gateway on this machine forwards the shopper's
      // address; PLATFORM_DEV_TOOLS, because the tests read mails and the readiness URL above is the request log.
      env: {
        PLATFORM_PORT: String(PLATFORM_PORT),
        PLATFORM_DB: ":memory:",
        // the one storefront origin it accepts for payment return URLs and mail links
        STORE_HOST: storeHost,
        // the payment simulator's links lead through the shop (web → gateway → platform), as in production
        PLATFORM_PAYMENT_PUBLIC_URL: storeHost,
        NODE_ENV: "production",
        PLATFORM_TRUST_PROXY: "loopback",
        PLATFORM_DEV_TOOLS: "1",
        PLATFORM_ACCESS_KEY,
        // catalogue and stock writes purge the web's page cache at once
        PAGE_CACHE_PURGE_URL: `http://127.0.0.1:${WEB_PORT}/__page-cache/purge`,
        PAGE_CACHE_PURGE_SECRET,
        ...env.platform,
      },
    },
    {
      ...service,
      cwd,
      command: "pnpm -s --filter @shop/gateway start",
      url: `http://127.0.0.1:${GATEWAY_PORT}/health`,
      // STORE_HOST: payment finish/error URLs, mail links and media URLs lead back to the shop under test.
      // PERSISTED_DOCUMENTS=require-for-web: the suites prove that the browser and the web server send only the
      // build's document hashes (a full document marked as the storefront's is refused). Test helpers are API
      // clients like a mobile app: they post full GraphQL to the gateway directly (e2e/helpers.ts).
      env: {
        GATEWAY_PORT: String(GATEWAY_PORT),
        STORE_API_URL: `http://127.0.0.1:${PLATFORM_PORT}`,
        STORE_API_ACCESS_KEY: PLATFORM_ACCESS_KEY,
        STORE_HOST: storeHost,
        NODE_ENV: "production",
        PERSISTED_DOCUMENTS: "require-for-web",
        PAGE_CACHE_PURGE_SECRET,
        ...env.gateway,
      },
    },
    {
      ...service,
      cwd,
      command: "pnpm -s --filter @shop/web start",
      url: `http://127.0.0.1:${WEB_PORT}/`,
      env: {
        PORT: String(WEB_PORT),
        GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
        STORE_HOST: storeHost,
        NODE_ENV: "production",
        PAGE_CACHE_PURGE_SECRET,
        ...env.web,
      },
    },
  ];
}
