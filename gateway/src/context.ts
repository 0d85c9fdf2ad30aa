/**
 * The per-request GraphQL context. Created for every operation by the Apollo/Fastify
 * integration; holds request-scoped state only (token holder, locale, loaders).
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { GatewayConfig } from "./config.js";
import type { StoreApiClient } from "./storeApi/client.js";
import type { CatalogLoaders } from "./catalog/loaders.js";
import { RequestCatalog } from "./catalog/requestCatalog.js";
import { ResponseCache } from "./cache/responseCache.js";
import { PriceContextCache } from "./cache/priceContextCache.js";
import { AccountData } from "./account/data.js";
import type { LanguageDirectory } from "./session/languages.js";
import { resolveLocale, type Locale } from "./session/locale.js";
import { RequestStoreApi } from "./session/storeApi.js";
import { SessionToken } from "./session/token.js";
import { SessionContext } from "./session/sessionContext.js";
import { HttpCacheability } from "./cache/httpCache.js";
import type { MediaUrlRule } from "./media/publicUrl.js";
import { storefrontUrl } from "./account/storefront.js";

export interface GatewayContext {
  /** Locale of this request (x-shop-locale, accept-language, de). */
  readonly locale: Locale;
  /** Store API bound to this request's token and language. */
  readonly storeApi: RequestStoreApi;
  /** Context-token holder (cookie or header transport). Never exposed in responses. */
  readonly session: SessionToken;
  /** Cached locale ↔ language id directory (shared across requests). */
  readonly languages: LanguageDirectory;
  /** Catalogue DataLoaders of the request's language (cached public reads, see catalog/upstream.ts). */
  readonly loaders: CatalogLoaders;
  /** Catalogue access per language: cached upstream calls, loaders, request memo. */
  readonly catalog: RequestCatalog;
  /** The session customer's data and account reference data, read at most once per request. */
  readonly account: AccountData;
  /** GET /context at most once per token and request; feeds the price variants of cached catalogue reads. */
  readonly sessionContext: SessionContext;
  readonly logger: FastifyBaseLogger;
  /** What this request's Store API reads allow shared HTTP caches to do with the answer (cache/httpCache.ts). */
  readonly httpCache: HttpCacheability;
  /** The request came without a session cookie or header. */
  readonly anonymous: boolean;
  /** How the Store API's media URLs reach clients (the same for every request: media/publicUrl.ts). */
  readonly mediaUrls: MediaUrlRule;
  /** The shop's public origin (config STORE_HOST): the storefrontUrl of mails and payment return URLs. */
  readonly storeHost: string;
}

export interface ContextDependencies {
  config: GatewayConfig;
  client: StoreApiClient;
  languages: LanguageDirectory;
  /** Gateway-wide cache of public catalogue reads; without one, nothing is cached. */
  cache?: ResponseCache;
  /** Gateway-wide price variant per context token (keys session-dependent catalogue reads). */
  priceContexts?: PriceContextCache;
  /** The gateway's media URL rule (mediaUrlRule(config)). */
  mediaUrls: MediaUrlRule;
}

/** Used when no cache is configured: every catalogue read goes upstream. */
const NO_CACHE = new ResponseCache({ enabled: false });

export function createContext(deps: ContextDependencies, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  const locale = resolveLocale(request.headers);
  const session = new SessionToken(request, reply, deps.config.cookieSecure);
  const anonymous = !session.hasToken;
  const httpCache = new HttpCacheability();
  const storeApi = new RequestStoreApi(deps.client, session, deps.languages, locale, request.ip, () => httpCache.recordPrivateCall());
  const sessionContext = new SessionContext(storeApi, deps.priceContexts ?? new PriceContextCache());
  const catalog = new RequestCatalog(
    { client: deps.client, cache: deps.cache ?? NO_CACHE, languages: deps.languages, session, prices: sessionContext, httpCache },
    () => storeApi.locale,
  );
  return {
    get locale() {
      return storeApi.locale;
    },
    storeApi,
    session,
    languages: deps.languages,
    get loaders() {
      return catalog.loaders(storeApi.locale);
    },
    catalog,
    account: new AccountData(storeApi, () => sessionContext.knownWithoutCustomer()),
    sessionContext,
    logger: request.log,
    httpCache,
    anonymous,
    mediaUrls: deps.mediaUrls,
    storeHost: storefrontUrl(deps.config.storeHost),
  };
}
