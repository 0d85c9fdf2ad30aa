/**
 * Catalogue reads of one GraphQL request, in a given language, through the gateway-wide response
 * cache. The cache policy of each operation (cache/strategies.ts) decides whether the context token
 * is sent and whether the answer may be cached: public data never carries the token, session-dependent
 * data (prices) is cached only for requests without a token.
 *
 * `call` has the signature of RequestStoreApi.call, so loaders work with either.
 */
import type { CallOptions, CallResult, OperationKey, StoreApiClient } from "../storeApi/client.js";
import type { RequestCallOptions } from "../session/storeApi.js";
import type { LanguageDirectory } from "../session/languages.js";
import type { Locale } from "../session/locale.js";
import { toGraphQLError } from "../errors/graphql.js";
import { cacheKey, type ResponseCache } from "../cache/responseCache.js";
import { planCall, policyFor } from "../cache/strategies.js";

/** The token holder as far as catalogue reads need it. */
export interface TokenHolder {
  readonly token: string | null;
  readonly hasToken: boolean;
  adopt(token: string | null | undefined): void;
}

export interface CatalogUpstreamDeps {
  client: StoreApiClient;
  cache: ResponseCache;
  languages: LanguageDirectory;
  session: TokenHolder;
}

export class LocaleUpstream {
  constructor(
    readonly locale: Locale,
    private readonly deps: CatalogUpstreamDeps,
  ) {}

  async call<K extends OperationKey>(operation: K, options: RequestCallOptions<K> = {}): Promise<CallResult<K>> {
    const { session: _mode, ...rest } = options;
    const { client, cache, languages, session } = this.deps;
    const policy = policyFor(operation);
    const plan = planCall(policy, session.hasToken);
    try {
      const languageId = await languages.idFor(this.locale);
      const key = cacheKey(operation, languageId, { p: rest.pathParams, q: rest.query, b: rest.body });
      const { value } = await cache.fetch(key, policy.strategy, plan.cacheable, async () => {
        const result = await client.invoke(operation, {
          ...rest,
          contextToken: plan.sendToken ? session.token : null,
          languageId,
        } as CallOptions<K>);
        if (plan.sendToken) session.adopt(result.contextToken);
        // Never keep a token in a (possibly shared) cached answer.
        return { status: result.status, data: result.data, contextToken: null } as CallResult<K>;
      });
      return value;
    } catch (error) {
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
