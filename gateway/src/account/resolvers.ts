/**
 * Account domain (schema/account.graphql): customer, addresses, reference data, default payment
 * method, and the field resolvers of the account types. Mutations live in auth.ts / addresses.ts.
 */
import { isEntityId } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { Resolvers } from "../generated/graphql.js";
import { loadSession } from "../session/resolvers.js";
import { sessionContextChanged } from "../session/sessionContext.js";
import { loadNewsletterState, newsletterState } from "../newsletter/resolvers.js";
import { loadLoyaltyCard } from "../loyalty/resolvers.js";
import { toGraphQLError } from "../errors/graphql.js";
import { addressMutations } from "./addresses.js";
import { authMutations } from "./auth.js";
import { failureResult, upstreamFailure } from "./failures.js";
import { failed, succeeded } from "./results.js";
import { pick, type AddressRow, type CountryRow, type CustomerGroupRow, type CustomerRow, type PaymentMethodRow } from "./rows.js";

async function salutationById(ctx: GatewayContext, id: string | null | undefined) {
  if (!id) return null;
  return (await ctx.account.salutations()).find((s) => s.id === id) ?? null;
}

async function countryById(ctx: GatewayContext, id: string | null | undefined): Promise<CountryRow | null> {
  if (!id) return null;
  return (await ctx.account.countries()).find((c) => c.id === id) ?? null;
}

/** The session's payment method (Shopware 6.7 keeps the customer's choice in the context). */
async function contextPaymentMethod(ctx: GatewayContext): Promise<PaymentMethodRow | null> {
  const session = await loadSession(ctx, "public");
  return (session.context.paymentMethod as PaymentMethodRow | undefined) ?? null;
}

export const accountResolvers: Resolvers = {
  Query: {
    customer: (_parent, _args, ctx) => ctx.account.customer(),
    addresses: (_parent, _args, ctx) => ctx.account.addresses(),
    countries: (_parent, _args, ctx) => ctx.account.countries(),
    salutations: (_parent, _args, ctx) => ctx.account.salutations(),
    paymentMethods: (_parent, _args, ctx) => ctx.account.paymentMethods(),
    customerGroupRegistration: async (_parent, { id }, ctx) => {
      if (!isEntityId(id)) return null;
      try {
        const result = await ctx.storeApi.send(
          "getCustomerGroupRegistrationInfo get /customer-group-registration/config/{customerGroupId}",
          { pathParams: { customerGroupId: id } },
        );
        return (result.data as CustomerGroupRow | undefined) ?? null;
      } catch (error) {
        // Unknown group or a group without registration page: nothing to show.
        if (upstreamFailure(error).status === 404) return null;
        throw toGraphQLError(error, ctx.locale);
      }
    },
  },

  Mutation: {
    ...authMutations,
    ...addressMutations,
    setDefaultPaymentMethod: async (_parent, { id }, ctx) => {
      if (!(await ctx.account.registeredCustomer())) return failed(ctx.locale, "NOT_LOGGED_IN", "account.notLoggedIn");
      if (!isEntityId(id) || !(await ctx.account.paymentMethods()).some((p) => p.id === id)) {
        return failed(ctx.locale, "NOT_FOUND", "account.paymentMethodFailed");
      }
      try {
        await ctx.storeApi.send("updateContext patch /context", { body: { paymentMethodId: id }, session: "session" });
        sessionContextChanged(ctx);
        return succeeded(ctx.locale, "account.paymentMethodSaved");
      } catch (error) {
        return failureResult(error, ctx.locale, { fallback: "account.paymentMethodFailed", logger: ctx.logger, operation: "setDefaultPaymentMethod" });
      }
    },
  },

  AccountResult: {
    customer: (_row, _args, ctx) => ctx.account.customer(),
    session: (_row, _args, ctx) => loadSession(ctx, "public"),
  },
  RegisterResult: {
    customer: (_row, _args, ctx) => ctx.account.customer(),
    session: (_row, _args, ctx) => loadSession(ctx, "public"),
  },
  AddressResult: {
    addresses: (_row, _args, ctx) => ctx.account.addresses(),
  },

  Customer: {
    id: (row) => row.id,
    customerNumber: (row) => row.customerNumber ?? null,
    email: (row) => row.email,
    salutation: (row, _args, ctx) => row.salutation ?? salutationById(ctx, row.salutationId),
    title: (row) => row.title || null,
    firstName: (row) => row.firstName,
    lastName: (row) => row.lastName,
    birthday: (row) => (row.birthday ? row.birthday.slice(0, 10) : null),
    company: (row: CustomerRow) => row.company || null,
    active: (row) => row.active !== false,
    guest: (row) => row.guest === true,
    groupId: (row) => row.groupId ?? null,
    requestedGroupId: (row) => row.requestedGroupId ?? null,
    defaultBillingAddressId: (row) => row.defaultBillingAddressId ?? null,
    defaultShippingAddressId: (row) => row.defaultShippingAddressId ?? null,
    defaultBillingAddress: async (row, _args, ctx) =>
      (await ctx.account.addresses()).find((a) => a.id === row.defaultBillingAddressId) ?? null,
    defaultShippingAddress: async (row, _args, ctx) =>
      (await ctx.account.addresses()).find((a) => a.id === row.defaultShippingAddressId) ?? null,
    defaultPaymentMethod: async (row, _args, ctx) => {
      const fromContext = await contextPaymentMethod(ctx);
      if (fromContext) return fromContext;
      const id = row.defaultPaymentMethodId ?? row.lastPaymentMethodId;
      return id ? ((await ctx.account.paymentMethods()).find((p) => p.id === id) ?? null) : null;
    },
    addresses: (_row, _args, ctx) => ctx.account.addresses(),
    newsletter: async (_row, _args, ctx) => (await loadNewsletterState(ctx)) ?? newsletterState("UNDEFINED"),
    loyaltyCard: (_row, _args, ctx) => loadLoyaltyCard(ctx),
  },

  CustomerAddress: {
    id: (row) => row.id,
    salutation: (row, _args, ctx) => row.salutation ?? salutationById(ctx, row.salutationId),
    firstName: (row) => row.firstName,
    lastName: (row) => row.lastName,
    company: (row) => row.company || null,
    street: (row) => row.street,
    additionalAddressLine1: (row) => row.additionalAddressLine1 || null,
    zipcode: (row) => row.zipcode ?? null,
    city: (row) => row.city,
    country: (row, _args, ctx) => row.country ?? countryById(ctx, row.countryId),
    countryId: (row) => row.countryId,
    countryState: async (row: AddressRow, _args, ctx) => {
      if (row.countryState) return row.countryState;
      if (!row.countryStateId) return null;
      const country = await countryById(ctx, row.countryId);
      return country?.states?.find((s) => s.id === row.countryStateId) ?? null;
    },
    countryStateId: (row) => row.countryStateId ?? null,
    phoneNumber: (row) => row.phoneNumber || null,
    isDefaultBilling: async (row, _args, ctx) =>
      row.isDefaultBillingAddress ?? (await ctx.account.customer())?.defaultBillingAddressId === row.id,
    isDefaultShipping: async (row, _args, ctx) =>
      row.isDefaultShippingAddress ?? (await ctx.account.customer())?.defaultShippingAddressId === row.id,
  },

  Country: {
    id: (row) => row.id,
    iso: (row) => pick(row.iso, row.translated?.iso),
    name: (row) => pick(row.name, row.translated?.name) ?? "",
    states: (row) =>
      [...(row.states ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.name.localeCompare(b.name)),
  },
  CountryState: {
    id: (row) => row.id,
    name: (row) => pick(row.name, row.translated?.name) ?? "",
    shortCode: (row) => pick(row.shortCode, row.translated?.shortCode),
  },
  Salutation: {
    id: (row) => row.id,
    key: (row) => row.salutationKey,
    displayName: (row) => pick(row.displayName, row.translated?.displayName) ?? "",
    letterName: (row) => pick(row.letterName, row.translated?.letterName) ?? "",
  },
  PaymentMethod: {
    id: (row) => row.id,
    name: (row) => pick(row.name, row.translated?.name) ?? "",
    description: (row) => pick(row.description, row.translated?.description),
  },
  CustomerGroupRegistration: {
    id: (row) => row.id,
    name: (row) => pick(row.name, row.translated?.name) ?? "",
    title: (row) => pick(row.registrationTitle, row.translated?.registrationTitle),
    introduction: (row) => pick(row.registrationIntroduction, row.translated?.registrationIntroduction),
    seoMetaDescription: (row) => pick(row.registrationSeoMetaDescription, row.translated?.registrationSeoMetaDescription),
    onlyCompanyRegistration: (row) => row.registrationOnlyCompanyRegistration === true,
  },
};
