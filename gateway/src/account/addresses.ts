/**
 * Address book of the session customer: create, update, delete, default billing/shipping.
 *
 * Ids sent by the client are checked against the session customer's own address list BEFORE any
 * write: another customer's address id is answered exactly like an unknown id (NOT_FOUND), whatever
 * the upstream would do with it.
 */
import { isEntityId, validateForm } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { MutationResolvers } from "../generated/graphql.js";
import type { OperationBody } from "../storeApi/client.js";
import { failureResult } from "./failures.js";
import { failed, invalidInput, succeeded, type ResultBase } from "./results.js";
import type { AddressRow } from "./rows.js";
import { sessionContextChanged } from "../session/sessionContext.js";

export interface AddressResultRow extends ResultBase {
  address: AddressRow | null;
}

function addressResult(result: ResultBase, address: AddressRow | null = null): AddressResultRow {
  return { ...result, address };
}

/**
 * Resolves the common preconditions of the id-taking mutations: a logged-in customer and an id of
 * one of their own addresses. Returns a failure result, or null when the id may be used.
 */
async function checkOwnAddress(ctx: GatewayContext, id: string): Promise<ResultBase | null> {
  const customer = await ctx.account.customer();
  if (!customer) return failed(ctx.locale, "NOT_LOGGED_IN", "account.notLoggedIn");
  if (!isEntityId(id) || !(await ctx.account.ownsAddress(id))) {
    return failed(ctx.locale, "NOT_FOUND", "account.addressNotFound");
  }
  return null;
}

function addressBody(data: Record<string, string | undefined>): OperationBody<"createCustomerAddress post /account/address"> {
  const body: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(data)) body[key] = value ?? null;
  // An address without state is sent without the key (Shopware: null clears, absent keeps).
  if (body.countryStateId === null) delete body.countryStateId;
  return body as unknown as OperationBody<"createCustomerAddress post /account/address">;
}

export const addressMutations: Pick<
  MutationResolvers<GatewayContext>,
  "createAddress" | "updateAddress" | "deleteAddress" | "setDefaultBillingAddress" | "setDefaultShippingAddress"
> = {
  createAddress: async (_parent, { input }, ctx) => {
    const valid = validateForm("address", input, ctx.locale);
    if (!valid.ok) return addressResult(invalidInput(ctx.locale, valid.fieldErrors));
    try {
      const result = await ctx.storeApi.send("createCustomerAddress post /account/address", { body: addressBody(valid.data) });
      ctx.account.invalidate();
      return addressResult(succeeded(ctx.locale, "account.addressSaved"), (result.data as AddressRow) ?? null);
    } catch (error) {
      return addressResult(failureResult(error, ctx.locale, { logger: ctx.logger, operation: "createAddress" }));
    }
  },

  updateAddress: async (_parent, { id, input }, ctx) => {
    const valid = validateForm("address", input, ctx.locale);
    if (!valid.ok) return addressResult(invalidInput(ctx.locale, valid.fieldErrors));
    const refused = await checkOwnAddress(ctx, id);
    if (refused) return addressResult(refused);
    try {
      const result = await ctx.storeApi.send("updateCustomerAddress patch /account/address/{addressId}", {
        pathParams: { addressId: id },
        body: addressBody(valid.data),
      });
      ctx.account.invalidate();
      // The default shipping address decides the context's country (a price-relevant part).
      sessionContextChanged(ctx);
      return addressResult(succeeded(ctx.locale, "account.addressSaved"), (result.data as AddressRow) ?? null);
    } catch (error) {
      return addressResult(failureResult(error, ctx.locale, { logger: ctx.logger, operation: "updateAddress" }));
    }
  },

  deleteAddress: async (_parent, { id }, ctx) => {
    const refused = await checkOwnAddress(ctx, id);
    if (refused) return addressResult(refused);
    try {
      await ctx.storeApi.send("deleteCustomerAddress delete /account/address/{addressId}", { pathParams: { addressId: id } });
      ctx.account.invalidate();
      return addressResult(succeeded(ctx.locale, "account.addressDeleted"));
    } catch (error) {
      return addressResult(
        failureResult(error, ctx.locale, { fallback: "account.addressDeleteFailed", logger: ctx.logger, operation: "deleteAddress" }),
      );
    }
  },

  setDefaultBillingAddress: async (_parent, { id }, ctx) => {
    const refused = await checkOwnAddress(ctx, id);
    if (refused) return refused;
    try {
      await ctx.storeApi.send("defaultBillingAddress patch /account/address/default-billing/{addressId}", {
        pathParams: { addressId: id },
      });
      ctx.account.invalidate();
      sessionContextChanged(ctx);
      return succeeded(ctx.locale, "account.defaultBillingSet");
    } catch (error) {
      return failureResult(error, ctx.locale, {
        fallback: "account.defaultBillingFailed",
        codes: { CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: { errorCode: "NOT_FOUND", message: "account.defaultBillingFailed" } },
        logger: ctx.logger,
        operation: "setDefaultBillingAddress",
      });
    }
  },

  setDefaultShippingAddress: async (_parent, { id }, ctx) => {
    const refused = await checkOwnAddress(ctx, id);
    if (refused) return refused;
    try {
      await ctx.storeApi.send("defaultShippingAddress patch /account/address/default-shipping/{addressId}", {
        pathParams: { addressId: id },
      });
      ctx.account.invalidate();
      sessionContextChanged(ctx);
      return succeeded(ctx.locale, "account.defaultShippingSet");
    } catch (error) {
      return failureResult(error, ctx.locale, {
        fallback: "account.defaultShippingFailed",
        codes: { CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: { errorCode: "NOT_FOUND", message: "account.defaultShippingFailed" } },
        logger: ctx.logger,
        operation: "setDefaultShippingAddress",
      });
    }
  },
};
