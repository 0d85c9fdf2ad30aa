/**
 * The per-request GraphQL context. Created for every operation by the Apollo/Fastify
 * integration; holds request-scoped state only (token holder, locale, loaders).
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { GatewayConfig } from "./config.js";
import type { StoreApiClient } from "./storeApi/client.js";
import { createCatalogLoaders, type CatalogLoaders } from "./catalog/loaders.js";
import type { LanguageDirectory } from "./session/languages.js";
import { resolveLocale, type Locale } from "./session/locale.js";
import { RequestStoreApi } from "./session/storeApi.js";
import { SessionToken } from "./session/token.js";

export interface GatewayContext {
  /** Locale of this request (x-shop-locale, accept-language, de). */
  readonly locale: Locale;
  /** Store API bound to this request's token and language. */
  readonly storeApi: RequestStoreApi;
  /** Context-token holder (cookie or header transport). Never exposed in responses. */
  readonly session: SessionToken;
  /** Cached locale ↔ language id directory (shared across requests). */
  readonly languages: LanguageDirectory;
  readonly loaders: CatalogLoaders;
  readonly logger: FastifyBaseLogger;
}

export interface ContextDependencies {
  config: GatewayConfig;
  client: StoreApiClient;
  languages: LanguageDirectory;
}

export function createContext(deps: ContextDependencies, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  const locale = resolveLocale(request.headers);
  const session = new SessionToken(request, reply, deps.config.cookieSecure);
  const storeApi = new RequestStoreApi(deps.client, session, deps.languages, locale);
  return {
    get locale() {
      return storeApi.locale;
    },
    storeApi,
    session,
    languages: deps.languages,
    loaders: createCatalogLoaders(storeApi),
    logger: request.log,
  };
}
