/**
 * Catalogue reads of one GraphQL request, in a given language, through the gateway-wide response
 * cache. The cache policy of each operation (cache/strategies.ts) decides whether the context token
 * is sent and under which key the answer is cached: public data never carries the token;
 * session-dependent data (prices) is keyed by the session's price context, so a session in the
 * default price context shares the anonymous entries and is read without its token.
 *
 * `call` has the signature of RequestStoreApi.call, so loaders work with either.
 */
import type { CallOptions, CallResult, OperationKey, StoreApiClient } from "../storeApi/client.js";
import type { RequestCallOptions } from "../session/storeApi.js";
import type { LanguageDirectory } from "../session/languages.js";
import type { Locale } from "../session/locale.js";
import { toGraphQLError } from "../errors/graphql.js";
import { cacheKey, type ResponseCache } from "../cache/responseCache.js";
import { needsPriceVariant, planCall, policyFor } from "../cache/strategies.js";
import { lifetimeOf } from "../cache/notFound.js";
import type { PriceVariant } from "../cache/priceContextCache.js";
import type { HttpCacheability } from "../cache/httpCache.js";

/** The token holder as far as catalogue reads need it. */
export interface TokenHolder {
  readonly token: string | null;
  readonly hasToken: boolean;
  adopt(token: string | null | undefined): void;
}

/** The session's price variant (session/sessionContext.ts): null = default, undefined = unknown. */
export interface PriceVariantSource {
  priceVariant(): Promise<PriceVariant | undefined>;
}

export interface CatalogUpstreamDeps {
  client: StoreApiClient;
  cache: ResponseCache;
  languages: LanguageDirectory;
  session: TokenHolder;
  /** Without one, reads with a token are sent with it and never cached. */
  prices?: PriceVariantSource;
  /** Told whether each read is the anonymous cached answer (HTTP cache headers of the request's answer). */
  httpCache?: HttpCacheability;
}

export class LocaleUpstream {
  constructor(
    readonly locale: Locale,
    private readonly deps: CatalogUpstreamDeps,
  ) {}

  async call<K extends OperationKey>(operation: K, options: RequestCallOptions<K> = {}): Promise<CallResult<K>> {
    const { session: _mode, ...rest } = options;
    const { client, cache, languages, session, prices } = this.deps;
    const policy = policyFor(operation);
    const priced = cache.enabled && session.hasToken && prices !== undefined;
    // Started with the request's first catalogue read (usually public: SEO URL, navigation), so the
    // session's price context is known by the time a price-dependent read needs it — no extra wave.
    const variant = priced ? prices.priceVariant() : Promise.resolve(undefined);
    try {
      const plan = planCall(policy, session.hasToken, needsPriceVariant(policy, session.hasToken) ? await variant : undefined);
      const languageId = await languages.idFor(this.locale);
      const key = cacheKey(operation, languageId, { p: rest.pathParams, q: rest.query, b: rest.body }, plan.variant);
      const sentToken = plan.sendToken ? session.token : null;
      let foreignAnswer = false;
      const { value, kept } = await cache.fetch(
        key,
        policy.strategy,
        plan.cacheable,
        async () => {
          const result = await client.invoke(operation, { ...rest, contextToken: sentToken, languageId } as CallOptions<K>);
          if (plan.sendToken) session.adopt(result.contextToken);
          // The upstream did not know the token (expired, logged out elsewhere): it answered for a new
          // context, whose prices need not be the variant's, so the answer is not kept under it.
          foreignAnswer = plan.variant !== null && !!result.contextToken && result.contextToken !== sentToken;
          // Never keep a token in a (possibly shared) cached answer.
          return { status: result.status, data: result.data, contextToken: null } as CallResult<K>;
        },
        (answer) => (foreignAnswer ? null : lifetimeOf(policy.strategy, answer.data)),
      );
      // After the read: a not-found lets shared HTTP caches keep the answer no longer than this cache does.
      const shared = plan.cacheable && !plan.sendToken && plan.variant === null && cache.enabled;
      // The answer used is the held one: a cache of whole GraphQL answers may keep what was built from it.
      const held = plan.cacheable && kept ? { answer: kept, variant: policy.session === "varies" ? plan.variant : undefined } : null;
      this.deps.httpCache?.recordCatalogRead(shared ? lifetimeOf(policy.strategy, value.data) : null, held);
      return value;
    } catch (error) {
      // A resolver may answer without the failed read (no error in the answer): that answer is not kept whole.
      this.deps.httpCache?.recordFailedRead();
      throw toGraphQLError(error, this.locale);
    }
  }
}

/** Per-request entry point: one LocaleUpstream per language asked for. */
export class CatalogUpstream {
  private readonly byLocale = new Map<Locale, LocaleUpstream>();

  constructor(private readonly deps: CatalogUpstreamDeps) {}

  in(locale: Locale): LocaleUpstream {
    let api = this.byLocale.get(locale);
    if (!api) {
      api = new LocaleUpstream(locale, this.deps);
      this.byLocale.set(locale, api);
    }
    return api;
  }
}
