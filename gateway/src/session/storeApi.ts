/**
 * The request-scoped view of the Store API client: adds the request's context token and
 * language id, adopts rotated tokens, and turns failures into GraphQL errors.
 */
import type { CallOptions, CallResult, OperationKey, StoreApiClient, StreamResult } from "../storeApi/client.js";
import { toGraphQLError } from "../errors/graphql.js";
import type { LanguageDirectory } from "./languages.js";
import type { Locale } from "./locale.js";
import type { SessionToken } from "./token.js";

/**
 * - "public": catalogue reads. Sends the token if the client has one; a token is never
 *   created for anonymous clients (no cookie for anonymous browsing).
 * - "session": the call needs server state; the token the upstream returns is stored
 *   (cookie or header), creating the session if there was none.
 */
export type SessionMode = "public" | "session";

export type RequestCallOptions<K extends OperationKey> = Omit<CallOptions<K>, "contextToken" | "languageId" | "clientIp"> & {
  session?: SessionMode;
};

/**
 * POST operations that only read (Shopware reads with criteria bodies). Any other non-GET call, and
 * every call that may create a session, can change server state: it ends what `readOnce` remembers.
 */
const READ_ONLY_POSTS = new Set([
  "listAddress", "readCategory", "readCountry", "readCustomer", "readCustomerPharmacy", "readCustomerWishlist",
  "readLandingPage", "readNavigation", "readNewsletterRecipient", "readOrder", "readPaymentMethod", "readProduct",
  "readProductCrossSellings", "readProductDetail", "readProductListing", "readProductReviews", "readSalutation",
  "readSeoUrl", "readShippingMethod", "readShopPoll", "searchPage", "searchSuggest",
]);

function mayWrite(operation: string, session: SessionMode): boolean {
  if (session === "session") return true;
  const [name, method] = operation.split(" ");
  return method !== "get" && !READ_ONLY_POSTS.has(name ?? "");
}

export class RequestStoreApi {
  /** Calls that may have changed server state so far in this request. */
  private writes = 0;
  private readonly remembered = new Map<string, { token: string | null; writes: number; answer: Promise<unknown> }>();

  constructor(
    private readonly client: StoreApiClient,
    readonly token: SessionToken,
    private readonly languages: LanguageDirectory,
    /** Locale of the request; setSessionLocale switches it for the rest of the request. */
    public locale: Locale,
    /** The shopper's address (Fastify's request.ip, which honours x-forwarded-for from trusted proxies). */
    private readonly clientIp: string | null = null,
    /** Told of every call: none of them goes through the response cache, so the answer is not for shared caches. */
    private readonly onCall: () => void = () => undefined,
  ) {}

  async call<K extends OperationKey>(operation: K, options: RequestCallOptions<K> = {}): Promise<CallResult<K>> {
    try {
      return await this.send(operation, options);
    } catch (error) {
      throw toGraphQLError(error, this.locale);
    }
  }

  /**
   * Like `call`, but failures are thrown as the raw upstream errors (StoreApiHttpError with the
   * Store API's error entries, incl. `source.pointer`), for callers that map them to field errors.
   */
  async send<K extends OperationKey>(operation: K, options: RequestCallOptions<K> = {}): Promise<CallResult<K>> {
    const { session = "public", ...rest } = options;
    this.onCall();
    if (mayWrite(operation, session)) this.writes++;
    const languageId = await this.languages.idFor(this.locale);
    const hadToken = this.token.hasToken;
    const result = await this.client.invoke(operation, {
      ...rest,
      contextToken: this.token.token,
      languageId,
      clientIp: this.clientIp,
    } as CallOptions<K>);
    if (session === "session" || hadToken) this.token.adopt(result.contextToken);
    return result;
  }

  /**
   * A read without parameters asked at most once per request for the same token while nothing was
   * written in between: resolvers of one wave (cart and checkout both need GET /checkout/cart) share
   * it, and a read after a write asks again. Failures are not remembered.
   */
  readOnce<K extends OperationKey>(operation: K, options: RequestCallOptions<K> = {}): Promise<CallResult<K>> {
    const token = this.token.token;
    const known = this.remembered.get(operation);
    if (known && known.token === token && known.writes === this.writes) return known.answer as Promise<CallResult<K>>;
    const entry = { token, writes: this.writes, answer: this.send(operation, options) as Promise<unknown> };
    this.remembered.set(operation, entry);
    entry.answer.catch(() => {
      if (this.remembered.get(operation) === entry) this.remembered.delete(operation);
    });
    return entry.answer as Promise<CallResult<K>>;
  }

  /** A file answer streamed with this request's token, language and address; failures thrown raw, as by `send`. */
  async stream<K extends OperationKey>(
    operation: K,
    options: Pick<CallOptions<K>, "pathParams"> & { accept?: string },
  ): Promise<StreamResult> {
    this.onCall();
    // Without a language id the platform answers in its default language: a file is still a file.
    const languageId = await this.languages.idFor(this.locale).catch(() => null);
    return this.client.stream(operation, { ...options, contextToken: this.token.token, languageId, clientIp: this.clientIp } as CallOptions<K>);
  }
}
