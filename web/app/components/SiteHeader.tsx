import { FormattedMessage } from "react-intl";
import { useLocation } from "react-router";
import type { NavLinkEntry } from "~/apollo/documents";
import { AccountMenu } from "./account/AccountMenu";
import { CartBadge } from "./cart/CartBadge";
import { CartOverlays } from "./cart/CartOverlays";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { MainNav } from "./MainNav";
import { ServiceBar } from "./layout/ServiceBar";
import { SideMenu, type MenuEntry } from "./layout/SideMenu";
import { NOTICE_PARAM } from "./notifications/noticeParam";
import { FlashNotice } from "./pageParts";
import { interactionPart } from "./HydrateOnInteraction";
import { splitLocalePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

// The header search hydrates on the first interaction (issue 9): until then it is the server's plain GET form to
// /search, which works as it is; its combobox code is not in every page's first load.
const SideSearch = interactionPart(() => import("./layout/SideSearch").then((m) => m.SideSearch));

interface Props {
  /** Top-level navigation entries; left out on error pages and in checkout. */
  navigation?: readonly (NavLinkEntry & { children?: readonly MenuEntry[] })[];
  variant?: "default" | "checkout";
}

export function SiteHeader({ navigation, variant = "default" }: Props) {
  const locale = useLocale();
  const { pathname } = useLocation();
  // The search form shows the page's term on the search page only; elsewhere it is the same per locale, so the
  // server renders it once (./partMemo.ts).
  const searchMemoKey = import.meta.env.SSR && splitLocalePath(pathname).path !== "/search" ? locale : undefined;
  return (
    <header className="site-header" data-variant={variant}>
      {variant !== "checkout" ? <ServiceBar /> : null}
      <div className="site-header__bar container">
        {variant !== "checkout" && navigation ? <SideMenu entries={navigation} /> : null}
        <Logo />
        {variant === "checkout" ? (
          <p className="site-header__secure">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 1 0-4 0z" fill="currentColor" />
            </svg>
            <FormattedMessage id="header.secureCheckout" />
          </p>
        ) : (
          <>
            <p className="site-header__tagline">
              <FormattedMessage id="site.tagline" />
            </p>
            {navigation ? <SideSearch memoKey={searchMemoKey} /> : null}
          </>
        )}
        <AccountMenu />
        <CartBadge />
        <LanguageSwitcher />
      </div>
      <CartOverlays />
      <Notice />
      {navigation ? <MainNav entries={navigation} /> : null}
    </header>
  );
}

/** A page reached with `?notice=` (after a redirect) shows it: only such a page loads the notice's code (a page part). */
function Notice() {
  const { search } = useLocation();
  return new URLSearchParams(search).has(NOTICE_PARAM) ? <FlashNotice /> : null;
}
