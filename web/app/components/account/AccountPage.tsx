import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "~/i18n/messages";
import { AccountNav } from "./AccountNav";
import { accountCrumbs, Breadcrumbs } from "./Breadcrumbs";
import "./account.css";

/** Frame of a page inside "my account": breadcrumbs, side navigation, the page's heading. */
export function AccountPage({
  title,
  crumb,
  children,
}: {
  title: MessageId;
  /** Breadcrumb label of the page (none for the overview). */
  crumb?: MessageId;
  children: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs items={accountCrumbs(crumb)} />
      <div className="account-grid">
        <AccountNav />
        <section className="account-grid__main" aria-labelledby="account-page-title">
          <h2 id="account-page-title">
            <FormattedMessage id={title} />
          </h2>
          {children}
        </section>
      </div>
    </>
  );
}

/** Frame of the standalone pages (login, register, password reset, wishlist, newsletter). */
export function StandalonePage({
  title,
  crumbs,
  children,
  wide = false,
}: {
  title: MessageId;
  crumbs: readonly { label: MessageId; to?: string }[];
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`container standalone-page${wide ? " standalone-page--wide" : ""}`}>
      <Breadcrumbs items={crumbs} />
      <h1 className="page-title">
        <FormattedMessage id={title} />
      </h1>
      {children}
    </div>
  );
}
