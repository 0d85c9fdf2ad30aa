import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import type { Db } from "./db/connection.js";
import { SystemRepository } from "./context/system-repository.js";
import { ContextService } from "./context/context-service.js";
import { contextRoutes } from "./context/routes.js";
import { ProductRepository } from "./catalog/product-repository.js";
import { CategoryRepository } from "./catalog/category-repository.js";
import { SeoUrlRepository } from "./catalog/seo-repository.js";
import { catalogRoutes } from "./catalog/routes.js";
import { CatalogueService } from "./catalog/catalogue-service.js";
import { catalogueRoutes } from "./catalog/catalogue-routes.js";
import { breadcrumbRoutes } from "./catalog/breadcrumb-routes.js";
import { cmsRoutes } from "./cms/routes.js";
import { searchRoutes } from "./search/routes.js";
import { mediaRoutes } from "./media/routes.js";
import { installErrorHandlers } from "./http/errors.js";
import { installStoreApiHooks } from "./http/store-api.js";
import { installReadCache } from "./http/read-cache.js";
import { keepRawBody } from "./http/raw-body.js";
import { installStoreApiCors } from "./http/cors.js";
import { installDevTools } from "./http/dev-tools.js";
import type { Deps } from "./http/deps.js";
import { DEFAULT_ACCESS_KEY, readEnv } from "./config.js";
import { createAccountServices } from "./account/services.js";
import type { AccountConfig } from "./account/config.js";
import { accountRoutes } from "./account/routes.js";
import { addressRoutes } from "./account/address-routes.js";
import { accountReferenceRoutes } from "./account/reference-routes.js";
import { newsletterRoutes } from "./newsletter/routes.js";
import { wishlistRoutes } from "./wishlist/routes.js";
import { loyaltyRoutes } from "./loyalty/routes.js";
import { pharmacyRoutes } from "./pharmacy/routes.js";
import { contactRoutes } from "./contact/routes.js";
import { CartService, type CheckoutConfig } from "./checkout/cart-service.js";
import { cartRoutes } from "./checkout/routes.js";
import { syncShippingMethods } from "./checkout/shipping-sync.js";
import { ensureCheckoutSeed } from "./seed/checkout.js";
import { OrderService } from "./order/order-service.js";
import { orderRoutes } from "./order/routes.js";
import { createPayments, paymentRoutes, paymentSimulatorRoutes } from "./payment/routes.js";
import { documentRoutes, installDocuments } from "./document/routes.js";
import { installPagePurge, type PagePurgeTarget } from "./http/page-purge.js";
import { scheduleRetention, type RetentionSchedule } from "./retention/schedule.js";

export interface BuildOptions {
  /** migrated (and normally seeded) database */
  db: Db;
  /** access key of the sales channel; written to the seeded channel so env changes take effect */
  accessKey?: string;
  /** pino logger options, or false to stay quiet; default: the PLATFORM_LOG level (warn: 5xx and failed mails) */
  logger?: boolean | Record<string, unknown>;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: { write(line: string): void };
  /** absolute origin for media URLs; default: derived from each request's Host header */
  publicUrl?: string;
  /** how many store-api requests the benchmark log keeps */
  requestLogSize?: number;
  /** account settings (defaults from env: PLATFORM_REGISTRATION_ACTIVE, PLATFORM_LOYALTY_VOUCHER_POINTS, ...) */
  accounts?: Partial<AccountConfig>;
  /** clock for expiry/rate-limit/retention decisions; tests move it */
  now?: () => Date;
  /** cart settings (default free-shipping threshold from env PLATFORM_FREE_SHIPPING_FROM, else 50.00) */
  checkout?: Partial<CheckoutConfig>;
  /** origins allowed to call /store-api from a browser: "*" (default, env PLATFORM_CORS_ORIGINS) or a list */
  corsOrigins?: "*" | string[];
  /**
   * proxies whose X-Forwarded-For/-Proto/-Host are believed, for the client address of per-IP limits and
   * request-derived URLs (proxy-addr syntax; default env PLATFORM_TRUST_PROXY, else nobody)
   */
  trustProxy?: string[];
  /** /__platform mailbox, mails, requests and settings (default env PLATFORM_DEV_TOOLS, else on unless NODE_ENV=production) */
  devTools?: boolean;
  /** scheduled retention runs; default none (the server CLI passes PLATFORM_RETENTION_INTERVAL_HOURS) */
  retention?: RetentionSchedule;
  /** the web's page cache to tell about catalogue and stock writes (http/page-purge.ts); default none */
  pagePurge?: PagePurgeTarget;
}

/** Builds the Store-API-compatible platform as a Fastify instance (not yet listening). */
export function buildPlatform(opts: BuildOptions): FastifyInstance {
  const { db } = opts;
  const accessKey = opts.accessKey ?? DEFAULT_ACCESS_KEY;
  // Single-channel setup: keep the channel's stored key in sync with the configured one.
  const channels = db.prepare("SELECT id FROM sales_channel").all() as { id: string }[];
  if (channels.length === 1) db.prepare("UPDATE sales_channel SET access_key = ? WHERE id = ?").run(accessKey, channels[0]!.id);

  const env = readEnv();
  const trustProxy = opts.trustProxy ?? env.trustProxy;
  const logger = opts.logger ?? { level: env.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) };
  const app = Fastify({ logger, trustProxy: trustProxy.length > 0 ? trustProxy : false });
  const system = new SystemRepository(db);
  const products = new ProductRepository(db);
  const checkout: CheckoutConfig = { freeShippingFrom: env.freeShippingFrom, ...opts.checkout };
  ensureCheckoutSeed(db);
  syncShippingMethods(db, checkout.freeShippingFrom);
  const contexts = new ContextService(db, system);
  const accounts = createAccountServices(db, system, { config: opts.accounts, now: opts.now });
  const cart = new CartService(db, system, contexts, accounts, checkout, opts.now ?? (() => new Date()));
  const deps: Deps = {
    db,
    system,
    contexts,
    products,
    catalogue: new CatalogueService(db, products),
    categories: new CategoryRepository(db),
    seoUrls: new SeoUrlRepository(db),
    accounts,
    cart,
    orders: new OrderService(db, system, accounts, cart, opts.now ?? (() => new Date()), (err, msg) => app.log.error({ err }, msg)),
    baseUrl: (req: FastifyRequest) => opts.publicUrl?.replace(/\/$/, "") ?? `${req.protocol}://${req.host}`,
  };

  // Shopware accepts an empty body with a JSON content type (e.g. POST /store-api/product with no criteria).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    keepRawBody(req, text);
    if (text.trim() === "") return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error("The JSON payload is malformed."), { statusCode: 400 }), undefined);
    }
  });
  installErrorHandlers(app);
  // before the store-api plugin: preflights are answered without an access key
  installStoreApiCors(app, opts.corsOrigins ?? env.corsOrigins);
  if (opts.devTools ?? env.devTools) {
    installDevTools(app, { db, outbox: deps.accounts.outbox, accountConfig: deps.accounts.config, now: deps.accounts.now, requestLogSize: opts.requestLogSize ?? 5000 });
  }
  mediaRoutes(app, db);
  const payments = createPayments(deps);
  paymentSimulatorRoutes(app, deps, payments);
  installDocuments(app, deps);
  // mails committed with their order but not rendered when the last process stopped (mail/outbox.ts sendLater)
  accounts.outbox.deliver();
  app.addHook("onClose", async () => accounts.outbox.stop());

  // Store API routes live in an encapsulated plugin so the access-key/context hooks only apply to them.
  app.register(async (storeApi) => {
    installStoreApiHooks(storeApi, system, deps.contexts);
    installReadCache(storeApi, db, deps.baseUrl);
    contextRoutes(storeApi, deps);
    catalogRoutes(storeApi, deps);
    catalogueRoutes(storeApi, deps);
    breadcrumbRoutes(storeApi, deps);
    cmsRoutes(storeApi, deps);
    searchRoutes(storeApi, deps);
    accountRoutes(storeApi, deps);
    addressRoutes(storeApi, deps);
    newsletterRoutes(storeApi, deps);
    wishlistRoutes(storeApi, deps);
    loyaltyRoutes(storeApi, deps);
    pharmacyRoutes(storeApi, deps);
    contactRoutes(storeApi, deps);
    cartRoutes(storeApi, deps);
    orderRoutes(storeApi, deps);
    paymentRoutes(storeApi, deps, payments);
    documentRoutes(storeApi, deps);
    // last: only fills in reference routes (salutation, country) nobody else registered
    accountReferenceRoutes(storeApi, deps);
  });
  if (opts.retention) scheduleRetention(app, db, opts.retention, opts.now ?? (() => new Date()));
  if (opts.pagePurge) installPagePurge(app, db, opts.pagePurge);
  return app;
}
