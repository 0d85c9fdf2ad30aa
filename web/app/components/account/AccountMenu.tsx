/**
 * Header account menu (SPEC §2): sign in, my account, sign out, plus the wishlist link.
 * The session kind comes from the root loader (server-rendered, revalidated after form submissions);
 * when the gateway could not tell, "my account" is shown, whose server-side guard sends anonymous
 * visitors to the login.
 */
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { InternalLink } from "~/components/InternalLink";
import { isLoggedIn, useSessionKind } from "~/account/useSessionKind";
import { localizePath, splitLocalePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { localWishlist, pendingMerge } from "~/wishlist/store";
import { useLocalWishlist } from "~/wishlist/useLocalWishlist";
import { LogoutButton } from "./AccountNav";
import "./account.css";

export function AccountMenu() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const kind = useSessionKind();
  const localIds = useLocalWishlist();
  const loggedIn = isLoggedIn(kind);

  // After a successful login the ids it carried are on the server: drop them locally.
  useEffect(() => {
    if (kind !== "LOGGED_IN") return;
    const merged = pendingMerge.take();
    if (merged.length > 0) localWishlist.removeMany(merged);
  }, [kind]);

  const { path } = splitLocalePath(location.pathname);
  const here = `${location.pathname}${location.search}`;
  const loginTo =
    path === "/login" || path === "/register"
      ? localizePath("/login", locale)
      : `${localizePath("/login", locale)}?redirect=${encodeURIComponent(here)}`;

  return (
    <nav className="account-menu" aria-label={intl.formatMessage({ id: "account.menu.label" })} data-testid="account-menu">
      <InternalLink to={localizePath("/wishlist", locale)} data-testid="wishlist-link">
        <FormattedMessage id="account.menu.wishlist" />
        {!loggedIn && localIds.length > 0 ? (
          <>
            {" "}
            <span className="badge" data-testid="wishlist-count">
              {localIds.length}
            </span>
          </>
        ) : null}
      </InternalLink>
      {loggedIn ? (
        <>
          <InternalLink to={localizePath("/account", locale)} data-testid="my-account">
            <FormattedMessage id="account.menu.myAccount" />
          </InternalLink>
          <LogoutButton />
        </>
      ) : kind ? (
        <InternalLink to={loginTo} data-testid="login-link">
          <FormattedMessage id="account.menu.login" />
        </InternalLink>
      ) : (
        <InternalLink to={localizePath("/account", locale)} data-testid="my-account">
          <FormattedMessage id="account.menu.myAccount" />
        </InternalLink>
      )}
    </nav>
  );
}
