/**
 * Breadcrumbs of the account, login and wishlist pages with the labels of SPEC §2 (account
 * overview, address, order, payment, my account, recover password, register, password reset,
 * wishlist), drawn by the shop's breadcrumb trail (components/layout/Breadcrumbs).
 */
import { useIntl } from "react-intl";
import { Breadcrumbs as Trail } from "~/components/layout/Breadcrumbs";
import type { MessageId } from "~/i18n/messages";

export interface Crumb {
  label: MessageId;
  /** Unprefixed shop path; the last crumb (the page itself) has none. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  return <Trail items={items.map((crumb) => ({ name: intl.formatMessage({ id: crumb.label }), url: crumb.to }))} />;
}

/** Crumbs of a page inside "my account". */
export function accountCrumbs(label?: MessageId): Crumb[] {
  return [{ label: "breadcrumb.myAccount", to: "/account" }, { label: label ?? "breadcrumb.accountOverview" }];
}
