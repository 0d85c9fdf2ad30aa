import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { InternalLink } from "~/components/InternalLink";
import { alternatePath, usePageHead } from "~/catalog/head";
import { serializeLocaleCookie } from "~/i18n/detect";
import { safeRedirect } from "~/http/redirect";
import { LOCALES, LOCALE_TAGS, localizePath, switchLocalePath, type Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

/** The page's own path decides the link: a crafted one (`/it//evil.test`) gets the locale's home instead. */
function languageLink(target: string, locale: Locale): string {
  return safeRedirect(target, localizePath("/", locale));
}

/** Links to the same page in the other languages; choosing one stores the cookie. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const current = useLocale();
  const location = useLocation();
  // Pages resolved by the gateway know their own path in each language (same product/category).
  const head = usePageHead();

  const remember = (locale: Locale) => {
    document.cookie = serializeLocaleCookie(locale, { secure: window.location.protocol === "https:" });
  };

  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: "language.switcher" })} data-testid="language-switcher">
      <ul>
        {LOCALES.map((locale) => {
          const name = intl.formatMessage({ id: `language.${locale}` });
          const isCurrent = locale === current;
          return (
            <li key={locale}>
              <InternalLink
                to={languageLink(`${alternatePath(head, locale) ?? switchLocalePath(location.pathname, locale)}${location.search}${location.hash}`, locale)}
                hrefLang={LOCALE_TAGS[locale]}
                lang={LOCALE_TAGS[locale]}
                aria-current={isCurrent ? "true" : undefined}
                title={isCurrent ? name : intl.formatMessage({ id: "language.switchTo" }, { language: name })}
                data-locale={locale}
                onClick={() => remember(locale)}
              >
                <span aria-hidden="true">{locale.toUpperCase()}</span>
                <span className="visually-hidden">{name}</span>
              </InternalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
