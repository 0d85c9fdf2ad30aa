/**
 * Server-side guard of the account pages: the page's query asks the gateway for `customer` with the
 * visitor's cookie; null (the Store API answered 403) means nobody is logged in, and the visitor is
 * sent to /login?redirect=<this page>. The check never happens in the browser.
 */
import { redirect } from "react-router";
import type { PageHead } from "~/catalog/head";
import type { MessageId } from "~/i18n/messages";
import { loginUrlFor } from "./redirect";

export function requireCustomer<T extends { customer?: unknown }>(
  request: Request,
  data: T,
): asserts data is T & { customer: NonNullable<T["customer"]> } {
  if (!data.customer) throw redirect(loginUrlFor(request), { headers: { "cache-control": "no-store" } });
}

/** Personal pages are never cached by shared caches. */
export const PRIVATE_HEADERS = { "cache-control": "private, no-store" } as const;

/** <head> of a personal page: its title, and never indexed. */
export function accountHead(titleId: MessageId): PageHead {
  return { titleId, noindex: true };
}
