import type { Db } from "../db/connection.js";
import { isUuid, randomToken, SYSTEM_LANGUAGE_ID } from "../ids.js";
import { ShopwareError } from "../http/errors.js";
import type { SalesChannelRow, SystemRepository } from "./system-repository.js";

/** The mutable session state persisted per context token (Shopware's sales_channel_api_context.payload). */
export interface ContextPayload {
  languageId?: string;
  currencyId?: string;
  countryId?: string;
  countryStateId?: string | null;
  paymentMethodId?: string;
  shippingMethodId?: string;
  customerId?: string | null;
  billingAddressId?: string | null;
  shippingAddressId?: string | null;
  /** the shopper's chosen partner pharmacy for click & collect (POST /store-api/customer-pharmacy) */
  pharmacyId?: string | null;
}

/** Everything a Store API handler needs about the caller, resolved once per request. */
export interface RequestContext {
  token: string;
  /** true when the token was minted for this request (nothing persisted yet) */
  isNewToken: boolean;
  salesChannel: SalesChannelRow;
  languageId: string;
  /** [current, ...fallbacks, system]; translations resolve along it */
  languageIdChain: string[];
  currencyId: string;
  countryId: string;
  countryStateId: string | null;
  paymentMethodId: string;
  shippingMethodId: string;
  customerId: string | null;
  includeSeoUrls: boolean;
  payload: ContextPayload;
}

export class ContextService {
  constructor(
    private readonly db: Db,
    private readonly system: SystemRepository,
  ) {}

  load(token: string, salesChannelId: string): ContextPayload | undefined {
    const row = this.db
      .prepare("SELECT payload FROM sales_channel_api_context WHERE token = ? AND sales_channel_id = ?")
      .get(token, salesChannelId) as { payload: string } | undefined;
    return row ? (JSON.parse(row.payload) as ContextPayload) : undefined;
  }

  save(token: string, salesChannelId: string, payload: ContextPayload): void {
    this.db
      .prepare(
        `INSERT INTO sales_channel_api_context (token, sales_channel_id, customer_id, payload, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(token) DO UPDATE SET payload = excluded.payload, customer_id = excluded.customer_id, updated_at = excluded.updated_at`,
      )
      .run(token, salesChannelId, payload.customerId ?? null, JSON.stringify(payload), new Date().toISOString());
  }

  /**
   * Like Shopware's SalesChannelRequestContextResolver: reuse a known token, otherwise mint a new
   * random one (not persisted until something is stored in it); the sw-language-id header wins over
   * the language stored in the context.
   */
  resolve(sc: SalesChannelRow, headers: Record<string, string | string[] | undefined>): RequestContext {
    const header = (name: string) => {
      const v = headers[name];
      return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
    };
    const sentToken = header("sw-context-token");
    const stored = sentToken ? this.load(sentToken, sc.id) : undefined;
    // Unknown tokens are replaced, so a client can never choose (or guess into) a session id.
    const token = stored && sentToken ? sentToken : randomToken();
    const payload: ContextPayload = stored ?? {};

    const available = this.system.salesChannelLanguageIds(sc.id);
    const languageId = header("sw-language-id") ?? payload.languageId ?? sc.language_id;
    this.assertLanguage(languageId, available);

    return {
      token,
      isNewToken: !stored,
      salesChannel: sc,
      languageId,
      languageIdChain: languageChain(languageId),
      currencyId: payload.currencyId ?? sc.currency_id,
      countryId: payload.countryId ?? sc.country_id,
      countryStateId: payload.countryStateId ?? null,
      paymentMethodId: payload.paymentMethodId ?? sc.payment_method_id,
      shippingMethodId: payload.shippingMethodId ?? sc.shipping_method_id,
      customerId: payload.customerId ?? null,
      includeSeoUrls: header("sw-include-seo-urls") === "true" || header("sw-include-seo-urls") === "1",
      payload,
    };
  }

  assertLanguage(languageId: string, available: string[]): void {
    if (!isUuid(languageId)) {
      throw new ShopwareError(412, "SYSTEM__LANGUAGE_INVALID_EXCEPTION", "Provided language ID is not a valid UUID");
    }
    if (!available.includes(languageId)) {
      throw new ShopwareError(
        412,
        "SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION",
        `Provided language "${languageId}" is not in list of available languages: ${available.join(", ")}`,
      );
    }
  }
}

/** it-CH/fr-CH inherit from the system language (de-CH); the chain ends there. */
function languageChain(languageId: string): string[] {
  return languageId === SYSTEM_LANGUAGE_ID ? [languageId] : [languageId, SYSTEM_LANGUAGE_ID];
}
