import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { isUuid, LIVE_VERSION_ID } from "../ids.js";
import type { ContextPayload, RequestContext } from "./context-service.js";
import { criteriaFromQuery, parseCriteria, requestResponseFields } from "../criteria/parse.js";
import { search } from "../criteria/search.js";
import { applyIncludes, entitySearchResult } from "../criteria/output.js";
import { contextCustomer } from "../account/services.js";

export function contextRoutes(app: FastifyInstance, deps: Deps): void {
  app.get("/store-api/context", async (req) => {
    const fields = requestResponseFields(req.body, (req.query ?? {}) as Record<string, unknown>);
    return applyIncludes(salesChannelContext(deps, req.sw), fields.includes, fields.excludes);
  });

  app.patch("/store-api/context", async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const ctx = req.sw;
    const sc = ctx.salesChannel;
    const next: ContextPayload = { ...ctx.payload };
    const check = (field: string, allowed: string[], code: string, entity: string): string | undefined => {
      const value = body[field];
      if (value === undefined || value === null) return undefined;
      if (!isUuid(value) || !allowed.includes(value)) {
        throw new ShopwareError(400, code, `Could not find ${entity} with id "${String(value)}"`, {}, { pointer: `/${field}` });
      }
      return value;
    };
    const languageId = check("languageId", deps.system.salesChannelLanguageIds(sc.id), "SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION", "language");
    const currencyId = check("currencyId", deps.system.assignedIds("sales_channel_currency", "currency_id", sc.id), "SYSTEM__CURRENCY_DOES_NOT_EXISTS_EXCEPTION", "currency");
    const countryId = check("countryId", deps.system.assignedIds("sales_channel_country", "country_id", sc.id), "SYSTEM__COUNTRY_DOES_NOT_EXISTS_EXCEPTION", "country");
    const paymentMethodId = check("paymentMethodId", deps.system.assignedIds("sales_channel_payment_method", "payment_method_id", sc.id), "CHECKOUT__UNKNOWN_PAYMENT_METHOD", "payment method");
    const shippingMethodId = check("shippingMethodId", deps.system.assignedIds("sales_channel_shipping_method", "shipping_method_id", sc.id), "SYSTEM__SHIPPING_METHOD_DOES_NOT_EXISTS_EXCEPTION", "shipping method");
    if (body.countryStateId !== undefined && body.countryStateId !== null) {
      const states = deps.system.states(countryId ?? ctx.countryId, ctx.languageIdChain).map((s) => s.id as string);
      next.countryStateId = check("countryStateId", states, "SYSTEM__COUNTRY_STATE_DOES_NOT_EXISTS_EXCEPTION", "country state");
    }
    if ((body.billingAddressId || body.shippingAddressId) && !ctx.customerId) {
      throw new ShopwareError(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", "Customer is not logged in.");
    }
    // only the customer's own addresses; they become the active addresses of GET /context's customer
    const ownAddresses = ctx.customerId ? addressIdsOf(deps, ctx.customerId) : [];
    const billingAddressId = check("billingAddressId", ownAddresses, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", "customer address");
    const shippingAddressId = check("shippingAddressId", ownAddresses, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", "customer address");
    if (billingAddressId) next.billingAddressId = billingAddressId;
    if (shippingAddressId) next.shippingAddressId = shippingAddressId;
    if (languageId) next.languageId = languageId;
    if (currencyId) next.currencyId = currencyId;
    if (countryId) {
      next.countryId = countryId;
      if (countryId !== ctx.countryId && body.countryStateId === undefined) next.countryStateId = null;
    }
    if (paymentMethodId) next.paymentMethodId = paymentMethodId;
    // A logged-in customer's payment choice becomes their default (/account/payment), restored on login.
    if (paymentMethodId && ctx.customerId) {
      deps.db.prepare("UPDATE customer SET default_payment_method_id = ? WHERE id = ?").run(paymentMethodId, ctx.customerId);
    }
    if (shippingMethodId) next.shippingMethodId = shippingMethodId;
    // This is the one endpoint that needs session state, so the context row is written here.
    deps.contexts.save(ctx.token, sc.id, next);
    return { contextToken: ctx.token, redirectUrl: null, apiAlias: "context_token" };
  });

  const languages = async (req: FastifyRequest) => {
    const criteria = parseCriteria(req.method === "GET" ? criteriaFromQuery(req.query as Record<string, unknown>) : req.body);
    const ids = deps.system.salesChannelLanguageIds(req.sw.salesChannel.id);
    const items = deps.system.languages(ids).map((entity) => ({ entity }));
    const result = search("language", items, criteria, ["name"]);
    return applyIncludes(entitySearchResult("language", result, criteria.page, criteria.limit), criteria.includes, criteria.excludes);
  };
  app.get("/store-api/language", languages);
  app.post("/store-api/language", languages);

  // Payment and shipping methods assigned to the sales channel (Shopware: `onlyAvailable` also applies
  // availability rules; this channel has none, so every active method is available).
  const methodRoute =
    (entity: "payment_method" | "shipping_method", table: string, column: string, load: (ids: string[], chain: string[]) => Record<string, unknown>[]) =>
    async (req: FastifyRequest) => {
      const query = req.query as Record<string, unknown>;
      const criteria = parseCriteria(req.method === "GET" ? criteriaFromQuery(query) : req.body);
      const ids = deps.system.assignedIds(table, column, req.sw.salesChannel.id);
      const onlyAvailable = [true, "true", "1", 1].includes((query.onlyAvailable ?? (req.body as Record<string, unknown> | undefined)?.onlyAvailable) as never);
      const items = load(ids, req.sw.languageIdChain)
        .filter((m) => !onlyAvailable || m.active)
        .map((entity) => ({ entity }));
      const result = search(entity, items, criteria, ["name"]);
      return applyIncludes(entitySearchResult(entity, result, criteria.page, criteria.limit), criteria.includes, criteria.excludes);
    };
  const paymentMethods = methodRoute("payment_method", "sales_channel_payment_method", "payment_method_id", (ids, chain) => deps.system.paymentMethods(ids, chain));
  const shippingMethods = methodRoute("shipping_method", "sales_channel_shipping_method", "shipping_method_id", (ids, chain) => deps.system.shippingMethods(ids, chain));
  app.get("/store-api/payment-method", paymentMethods);
  app.post("/store-api/payment-method", paymentMethods);
  app.get("/store-api/shipping-method", shippingMethods);
  app.post("/store-api/shipping-method", shippingMethods);
}

function addressIdsOf(deps: Deps, customerId: string): string[] {
  return (deps.db.prepare("SELECT id FROM customer_address WHERE customer_id = ?").all(customerId) as { id: string }[]).map((r) => r.id);
}

/** Shopware's SalesChannelContext as returned by GET /store-api/context. */
export function salesChannelContext(deps: Deps, ctx: RequestContext): Record<string, unknown> {
  const { system } = deps;
  const chain = ctx.languageIdChain;
  const sc = ctx.salesChannel;
  const currency = system.currency(ctx.currencyId, chain)!;
  const country = system.countries([ctx.countryId], chain, false)[0] ?? null;
  const state = ctx.countryStateId ? (system.states(ctx.countryId, chain).find((s) => s.id === ctx.countryStateId) ?? null) : null;
  const locale = system.localeCode(ctx.languageId);
  const customerGroup = {
    id: sc.customer_group_id,
    name: "Standard-Kundengruppe",
    displayGross: true,
    registrationActive: false,
    customFields: null,
    translated: { name: "Standard-Kundengruppe", customFields: [] },
    apiAlias: "customer_group",
  };
  // The logged-in customer (with default/active addresses) and its group, once a login attached it to the token.
  const customerRow = contextCustomer(deps.accounts, ctx);
  const customer = customerRow ? deps.accounts.customers.entity(customerRow, chain, ctx.payload) : null;
  const currentGroup = (customerRow && deps.accounts.reference.customerGroup(customerRow.group_id, chain)) || customerGroup;
  return {
    token: ctx.token,
    currentCustomerGroup: currentGroup,
    fallbackCustomerGroup: customerGroup,
    currency,
    salesChannel: system.salesChannel(sc, chain),
    measurementSystem: { system: "metric", units: { length: "mm", weight: "kg" } },
    taxRules: system.taxes(),
    customer,
    paymentMethod: system.paymentMethods([ctx.paymentMethodId], chain)[0] ?? null,
    shippingMethod: system.shippingMethods([ctx.shippingMethodId], chain)[0] ?? null,
    shippingLocation: { country, state, address: (customer?.activeShippingAddress as Record<string, unknown> | null | undefined) ?? null, apiAlias: "cart_delivery_shipping_location" },
    context: {
      versionId: LIVE_VERSION_ID,
      currencyId: ctx.currencyId,
      currencyFactor: currency.factor,
      currencyPrecision: (currency.itemRounding as { decimals: number }).decimals,
      languageIdChain: chain,
      scope: "user",
      source: { type: "sales-channel", salesChannelId: sc.id, apiAlias: "sales_channel_api_source" },
      considerInheritance: false,
      taxState: "gross",
      rounding: currency.itemRounding,
      useCache: true,
      apiAlias: "context",
    },
    itemRounding: currency.itemRounding,
    totalRounding: currency.totalRounding,
    languageInfo: { name: locale?.name ?? "", localeCode: locale?.code ?? "" },
    permissions: [],
    apiAlias: "sales_channel_context",
  };
}
