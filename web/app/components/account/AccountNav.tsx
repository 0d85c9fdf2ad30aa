import { FormattedMessage, useIntl } from "react-intl";
import { Form, NavLink } from "react-router";
import type { MessageId } from "~/i18n/messages";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

const LINKS: readonly { path: string; label: MessageId; end?: boolean }[] = [
  { path: "/account", label: "account.nav.overview", end: true },
  { path: "/account/profile", label: "account.nav.profile" },
  { path: "/account/address", label: "account.nav.address" },
  { path: "/account/payment", label: "account.nav.payment" },
  { path: "/account/order", label: "account.nav.order" },
  { path: "/account/loyalty", label: "account.nav.loyalty" },
  { path: "/wishlist", label: "account.nav.wishlist" },
];

/** Side navigation of "my account", with the sign-out button. */
export function AccountNav() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <nav className="account-nav" aria-label={intl.formatMessage({ id: "account.nav.label" })}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.path}>
            <NavLink to={localizePath(link.path, locale)} end={link.end} className="account-nav__link">
              <FormattedMessage id={link.label} />
            </NavLink>
          </li>
        ))}
      </ul>
      <LogoutButton className="account-nav__logout" />
    </nav>
  );
}

/** Sign out: a POST (never a link, so prefetching or crawlers cannot log anybody out). */
export function LogoutButton({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <Form method="post" action={localizePath("/account/logout", locale)} className={className}>
      <button type="submit" className="link-button" data-testid="logout">
        <FormattedMessage id="account.menu.logout" />
      </button>
    </Form>
  );
}
