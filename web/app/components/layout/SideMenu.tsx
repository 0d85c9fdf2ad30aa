/** Side menu (SPEC §2 page parts): the navigation tree in a drawer; a native <dialog> gives focus trap and Esc. */
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { InternalLink } from "~/components/InternalLink";
import { NavItemLink } from "~/components/NavItemLink";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

export interface MenuEntry {
  name: string;
  url: string;
  external: boolean;
  children?: readonly MenuEntry[];
}

const SERVICE_LINKS = [
  { path: "/brands", id: "catalog.brands.title" },
  { path: "/t/bestseller", id: "content.menu.bestseller" },
  { path: "/shipping", id: "static.shipping.title" },
  { path: "/returns", id: "static.returns.title" },
] as const;

export function SideMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  // The drawer only opens with JavaScript (showModal), so its tree is rendered on the first opening, not into
  // every page's HTML (the header's main navigation already carries the same links for crawlers and no-JS visitors).
  const [rendered, setRendered] = useState(false);

  // Close after a navigation.
  useEffect(() => {
    dialog.current?.close();
  }, [location.pathname, location.search]);

  return (
    <>
      <button
        type="button"
        className="icon-button side-menu__toggle"
        onClick={() => {
          // Rendered synchronously so that showModal finds the close button to focus.
          if (!rendered) flushSync(() => setRendered(true));
          dialog.current?.showModal();
        }}
        aria-haspopup="dialog"
        data-testid="side-menu-toggle"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="icon-button__label">
          <FormattedMessage id="content.menu.open" />
        </span>
      </button>
      <dialog
        ref={dialog}
        className="side-menu"
        aria-label={intl.formatMessage({ id: "content.menu.title" })}
        data-testid="side-menu"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        {rendered ? (
          <div className="side-menu__panel">
            <div className="side-menu__head">
              <p className="side-menu__title">
                <FormattedMessage id="content.menu.title" />
              </p>
              <button type="button" className="icon-button" onClick={() => dialog.current?.close()} aria-label={intl.formatMessage({ id: "content.menu.close" })}>
                ×
              </button>
            </div>
            <nav aria-label={intl.formatMessage({ id: "nav.main" })}>
              <ul className="side-menu__list">
                {entries.map((entry) => (
                  <li key={entry.url}>
                    {entry.children && entry.children.length > 0 ? (
                      <details>
                        <summary>{entry.name}</summary>
                        <ul>
                          <li>
                            <NavItemLink url={entry.url} external={entry.external}>
                              <FormattedMessage id="content.menu.all" values={{ name: entry.name }} />
                            </NavItemLink>
                          </li>
                          {entry.children.map((child) => (
                            <li key={child.url}>
                              <NavItemLink url={child.url} external={child.external}>
                                {child.name}
                              </NavItemLink>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : (
                      <NavItemLink url={entry.url} external={entry.external}>
                        {entry.name}
                      </NavItemLink>
                    )}
                  </li>
                ))}
              </ul>
              <ul className="side-menu__service">
                {SERVICE_LINKS.map((link) => (
                  <li key={link.path}>
                    <InternalLink to={localizePath(link.path, locale)}>
                      <FormattedMessage id={link.id} />
                    </InternalLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
