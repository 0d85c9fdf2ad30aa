import { useIntl } from "react-intl";
import type { NavLinkEntry } from "~/apollo/documents";
import { NavItemLink } from "./NavItemLink";

export function MainNav({ entries }: { entries: readonly NavLinkEntry[] }) {
  const intl = useIntl();
  if (entries.length === 0) return null;
  return (
    <nav className="main-nav" aria-label={intl.formatMessage({ id: "nav.main" })} data-testid="main-navigation">
      <ul className="main-nav__list container">
        {entries.map((entry) => (
          <li key={entry.url}>
            <NavItemLink url={entry.url} external={entry.external} className="main-nav__link">
              {entry.name}
            </NavItemLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
