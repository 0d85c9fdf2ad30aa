/**
 * Success notices that survive a redirect (SPEC §8: address changes, login, profile, password
 * update and reset, registration confirmation mail). An action redirects to `…?notice=<key>`;
 * only the keys listed here are shown, so a link can never inject text into the page.
 * The texts are the shared account messages of @shop/rules (the same the gateway answers with).
 */
import type { MessageId } from "@shop/rules";
import { NOTICE_PARAM } from "./noticeParam";

export { NOTICE_PARAM };

export const NOTICES = {
  login: "account.loginSuccess",
  logout: "account.logoutSuccess",
  registered: "account.registrationMailSent",
  registeredActive: "account.registrationSuccess",
  profile: "account.profileUpdated",
  email: "account.emailUpdated",
  password: "account.passwordUpdated",
  passwordReset: "account.passwordReset",
  recoverySent: "account.recoveryMailSent",
  addressSaved: "account.addressSaved",
  registrationConfirmed: "account.registrationConfirmed",
  addressDeleted: "account.addressDeleted",
  defaultBilling: "account.defaultBillingSet",
  defaultShipping: "account.defaultShippingSet",
  payment: "account.paymentMethodSaved",
  newsletterConfirmed: "account.newsletterConfirmed",
  loyaltyLinked: "account.loyaltyLinked",
  loyaltyRequested: "account.loyaltyRequested",
} as const satisfies Record<string, MessageId>;

export type NoticeKey = keyof typeof NOTICES;

export function isNoticeKey(value: unknown): value is NoticeKey {
  return typeof value === "string" && Object.hasOwn(NOTICES, value);
}

/** Adds `notice=<key>` to a same-origin path. */
export function withNotice(path: string, key: NoticeKey): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.set(NOTICE_PARAM, key);
  return `${url.pathname}${url.search}${url.hash}`;
}
