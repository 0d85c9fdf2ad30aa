/** The registration action shared by /register and the customer-group registration pages. */
import { ADDRESS_FIELDS } from "./addressFields";
import { RegisterMutation } from "./documents";
import { formAnswer, optionalText, text, wishlistIds } from "./forms.server";
import { callGateway, redirectWithCookies, requestLocale } from "./gateway.server";
import { withNotice } from "~/components/notifications/notices";
import { localizePath } from "~/i18n/locales";

const FIELDS = [...ADDRESS_FIELDS, "birthday", "email", "emailConfirmation", "requestedGroupId"] as const;

export async function registerAction(request: Request) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const input: Record<string, string | boolean | null> = {};
  for (const name of FIELDS) input[name] = optionalText(form, name);
  // Passwords are taken exactly as typed.
  input.password = text(form, "password");
  input.passwordConfirmation = text(form, "passwordConfirmation");
  // A checkbox posts its value only when ticked.
  input.acceptedDataProtection = form.get("acceptedDataProtection") !== null;

  // A registration that logs in keeps the visitor's anonymous wishlist (merged by the gateway).
  const call = await callGateway(request, RegisterMutation, { input, wishlistProductIds: wishlistIds(form) });
  const result = call.data?.register;
  if (result?.ok) {
    // Double opt-in: the account is usable once the link in the mail is followed.
    if (result.confirmationRequired) {
      return redirectWithCookies(withNotice(localizePath("/login", locale), "registered"), call.headers);
    }
    return redirectWithCookies(withNotice(localizePath("/account", locale), "registeredActive"), call.headers);
  }
  return formAnswer(request, "register", result, call);
}
