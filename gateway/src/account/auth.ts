/**
 * Registration, login/logout, profile, e-mail, password and password recovery.
 *
 * Every mutation validates its input with @shop/rules BEFORE any upstream call and answers with a
 * typed result. Login and logout rotate the session token: the Store API hands out a new context
 * token on both (session fixation protection) and the gateway rewrites the cookie/header to it.
 */
import { validateForm } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { MutationResolvers } from "../generated/graphql.js";
import type { OperationBody } from "../storeApi/client.js";
import { failureResult, upstreamFailure } from "./failures.js";
import { invalidInput, succeeded, type RegisterResultRow } from "./results.js";
import type { CustomerRow } from "./rows.js";
import { sanitizeProductIds } from "../wishlist/ids.js";
import { sessionContextChanged } from "../session/sessionContext.js";

/** "1990-04-01" → Shopware's birthdayDay/Month/Year. */
export function birthdayParts(birthday: string | undefined): { birthdayDay?: number; birthdayMonth?: number; birthdayYear?: number } {
  if (!birthday) return {};
  const [year, month, day] = birthday.split("-").map(Number);
  return { birthdayDay: day, birthdayMonth: month, birthdayYear: year };
}

/** The Store API may also return the new token in the body (older Shopware); the header wins. */
function adoptBodyToken(ctx: GatewayContext, headerToken: string | null, data: unknown): void {
  const bodyToken = (data as { contextToken?: unknown } | null | undefined)?.contextToken;
  if (!headerToken && typeof bodyToken === "string") ctx.session.adopt(bodyToken);
}

/** Undefined-valued keys are left out of request bodies (Shopware treats null and absent differently). */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export const authMutations: Pick<
  MutationResolvers<GatewayContext>,
  | "register"
  | "confirmRegistration"
  | "login"
  | "logout"
  | "updateProfile"
  | "changeEmail"
  | "changePassword"
  | "requestPasswordRecovery"
  | "resetPassword"
> = {
  register: async (_parent, { input, wishlistProductIds }, ctx) => {
    const valid = validateForm("registration", input, ctx.locale);
    if (!valid.ok) return { ...invalidInput(ctx.locale, valid.fieldErrors), confirmationRequired: false };
    const d = valid.data;
    const body = compact({
      salutationId: d.salutationId,
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      password: d.password,
      acceptedDataProtection: true,
      storefrontUrl: ctx.storeHost,
      requestedGroupId: d.requestedGroupId,
      ...birthdayParts(d.birthday),
      billingAddress: compact({
        salutationId: d.salutationId,
        firstName: d.firstName,
        lastName: d.lastName,
        company: d.company,
        street: d.street,
        additionalAddressLine1: d.additionalAddressLine1,
        zipcode: d.zipcode,
        city: d.city,
        countryId: d.countryId,
        countryStateId: d.countryStateId,
        phoneNumber: d.phoneNumber,
      }),
    }) as unknown as OperationBody<"register post /account/register">;
    try {
      const result = await ctx.storeApi.send("register post /account/register", { body, session: "session" });
      adoptBodyToken(ctx, result.contextToken, result.data);
      ctx.account.invalidate();
      sessionContextChanged(ctx);
      const customer = result.data as CustomerRow | undefined;
      // Double opt-in registration: the account stays inactive until the mail's link is followed.
      const confirmationRequired = customer?.active === false || customer?.doubleOptInRegistration === true;
      // Registration logs the new customer in (unless it must be confirmed first): keep what they collected.
      if (!confirmationRequired) await mergeAnonymousWishlist(ctx, wishlistProductIds, "registration");
      const row: RegisterResultRow = {
        ...succeeded(ctx.locale, confirmationRequired ? "account.registrationMailSent" : "account.registrationSuccess"),
        confirmationRequired,
      };
      return row;
    } catch (error) {
      return {
        ...failureResult(error, ctx.locale, { email: d.email, logger: ctx.logger, operation: "register" }),
        confirmationRequired: false,
      };
    }
  },

  confirmRegistration: async (_parent, args, ctx) => {
    const valid = validateForm("registrationConfirm", args, ctx.locale);
    if (!valid.ok) return invalidInput(ctx.locale, valid.fieldErrors);
    try {
      const result = await ctx.storeApi.send("registerConfirm post /account/register-confirm", {
        body: { hash: valid.data.hash, em: valid.data.em },
        session: "session",
      });
      adoptBodyToken(ctx, result.contextToken, result.data);
      ctx.account.invalidate();
      sessionContextChanged(ctx);
      return succeeded(ctx.locale, "account.registrationConfirmed");
    } catch (error) {
      return failureResult(error, ctx.locale, {
        fallback: "account.linkInvalid",
        codes: { CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND: { errorCode: "LINK_INVALID", message: "account.linkInvalid" } },
        logger: ctx.logger,
        operation: "confirmRegistration",
      });
    }
  },

  login: async (_parent, args, ctx) => {
    const valid = validateForm("login", { email: args.email, password: args.password }, ctx.locale);
    if (!valid.ok) return invalidInput(ctx.locale, valid.fieldErrors);
    try {
      const result = await ctx.storeApi.send("loginCustomer post /account/login", {
        body: { username: valid.data.email, password: valid.data.password },
        // The response carries the new token: adopting it rotates the cookie.
        session: "session",
      });
      adoptBodyToken(ctx, result.contextToken, result.data);
    } catch (error) {
      return failureResult(error, ctx.locale, { email: valid.data.email, logger: ctx.logger, operation: "login" });
    }
    ctx.account.invalidate();
    // The customer's group (and so the catalogue prices) came with the login.
    sessionContextChanged(ctx);
    await mergeAnonymousWishlist(ctx, args.wishlistProductIds, "login");
    return succeeded(ctx.locale, "account.loginSuccess");
  },

  logout: async (_parent, _args, ctx) => {
    const before = ctx.session.token;
    if (before) {
      try {
        const result = await ctx.storeApi.send("logoutCustomer post /account/logout", { session: "session" });
        adoptBodyToken(ctx, result.contextToken, result.data);
        // The token must never outlive a logout: if the upstream kept it, the client drops it.
        if (ctx.session.token === before) ctx.session.clear();
      } catch (error) {
        // Nobody logged in (403): nothing to log out, and the session (e.g. a cart) stays as it is.
        const failure = failureResult(error, ctx.locale, { logger: ctx.logger, operation: "logout" });
        if (failure.errorCode !== "NOT_LOGGED_IN") return failure;
      }
    }
    ctx.account.invalidate();
    sessionContextChanged(ctx);
    return succeeded(ctx.locale, "account.logoutSuccess");
  },

  updateProfile: async (_parent, { input }, ctx) => {
    const valid = validateForm("profile", input, ctx.locale);
    if (!valid.ok) return invalidInput(ctx.locale, valid.fieldErrors);
    const d = valid.data;
    try {
      await ctx.storeApi.send("changeProfile post /account/change-profile", {
        body: compact({
          salutationId: d.salutationId,
          title: d.title,
          firstName: d.firstName,
          lastName: d.lastName,
          ...birthdayParts(d.birthday),
        }) as OperationBody<"changeProfile post /account/change-profile">,
      });
      ctx.account.invalidate();
      return succeeded(ctx.locale, "account.profileUpdated");
    } catch (error) {
      return failureResult(error, ctx.locale, { logger: ctx.logger, operation: "updateProfile" });
    }
  },

  changeEmail: async (_parent, { input }, ctx) => {
    const valid = validateForm("changeEmail", input, ctx.locale);
    if (!valid.ok) return invalidInput(ctx.locale, valid.fieldErrors);
    try {
      await ctx.storeApi.send("changeEmail post /account/change-email", { body: valid.data });
      ctx.account.invalidate();
      return succeeded(ctx.locale, "account.emailUpdated");
    } catch (error) {
      return failureResult(error, ctx.locale, { email: valid.data.email, logger: ctx.logger, operation: "changeEmail" });
    }
  },

  changePassword: async (_parent, { input }, ctx) => {
    const valid = validateForm("changePassword", input, ctx.locale);
    if (!valid.ok) return invalidInput(ctx.locale, valid.fieldErrors);
    try {
      const result = await ctx.storeApi.send("changePassword post /account/change-password", {
        body: {
          password: valid.data.password,
          newPassword: valid.data.newPassword,
          newPasswordConfirm: valid.data.newPasswordConfirmation,
        },
      });
      adoptBodyToken(ctx, result.contextToken, result.data);
      return succeeded(ctx.locale, "account.passwordUpdated");
    } catch (error) {
      return failureResult(error, ctx.locale, { logger: ctx.logger, operation: "changePassword" });
    }
  },

  requestPasswordRecovery: async (_parent, args, ctx) => {
    const valid = validateForm("passwordRecovery", { email: args.email }, ctx.locale);
    if (!valid.ok) return invalidInput(ctx.locale, valid.fieldErrors);
    try {
      await ctx.storeApi.send("sendRecoveryMail post /account/recovery-password", {
        body: { email: valid.data.email, storefrontUrl: ctx.storeHost },
      });
      return succeeded(ctx.locale, "account.recoveryMailSent");
    } catch (error) {
      // Shopware before 6.5.8.18 (and a plugin decorating the route) answer an unknown address with
      // CUSTOMER_NOT_FOUND: the shopper hears the same as for a known one, so nobody learns who is a customer
      if (upstreamFailure(error).codes.includes("CHECKOUT__CUSTOMER_NOT_FOUND")) return succeeded(ctx.locale, "account.recoveryMailSent");
      return failureResult(error, ctx.locale, { email: valid.data.email, logger: ctx.logger, operation: "requestPasswordRecovery" });
    }
  },

  resetPassword: async (_parent, { input }, ctx) => {
    const valid = validateForm("passwordReset", input, ctx.locale);
    if (!valid.ok) return invalidInput(ctx.locale, valid.fieldErrors);
    try {
      await ctx.storeApi.send("recoveryPassword post /account/recovery-password-confirm", {
        body: {
          hash: valid.data.hash,
          newPassword: valid.data.newPassword,
          newPasswordConfirm: valid.data.newPasswordConfirmation,
        },
      });
      return succeeded(ctx.locale, "account.passwordReset");
    } catch (error) {
      return failureResult(error, ctx.locale, { fallback: "account.linkInvalid", logger: ctx.logger, operation: "resetPassword" });
    }
  },
};

/**
 * SPEC §4 Wishlist: the anonymous (browser) wishlist is merged into the server wishlist when the
 * visitor becomes a logged-in customer (login, or a registration that logs in).
 */
async function mergeAnonymousWishlist(
  ctx: GatewayContext,
  ids: readonly string[] | null | undefined,
  reason: "login" | "registration",
): Promise<void> {
  const productIds = sanitizeProductIds(ids);
  if (productIds.length === 0) return;
  try {
    await ctx.storeApi.send("mergeProductOnWishlist post /customer/wishlist/merge", { body: { productIds }, session: "session" });
  } catch (error) {
    // The login itself succeeded; a failed merge must not undo it (the client keeps its local list).
    ctx.logger.warn({ err: error }, `wishlist merge on ${reason} failed`);
  }
}
