import { FormattedMessage, useIntl } from "react-intl";
import { InternalLink } from "~/components/InternalLink";
import { navTarget } from "~/i18n/links";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

export interface Crumb {
  name: string;
  /** Shop path without locale prefix; the last crumb (the page itself) is not a link. */
  url?: string;
}

/** Breadcrumb trail starting at home; the current page is marked with aria-current. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs container" aria-label={intl.formatMessage({ id: "catalog.breadcrumbs" })} data-testid="breadcrumbs">
      <ol>
        <li>
          <InternalLink to={localizePath("/", locale)}>
            <FormattedMessage id="catalog.home" />
          </InternalLink>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const target = item.url && !last ? navTarget(item.url, false, locale) : undefined;
          return (
            <li key={`${item.name}-${index}`}>
              {target?.kind === "internal" ? (
                <InternalLink to={target.to}>{item.name}</InternalLink>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
