import { useIntl } from "react-intl";
import { InternalLink } from "~/components/InternalLink";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { useShopName } from "~/shop/useShop";

export function Logo() {
  const intl = useIntl();
  const locale = useLocale();
  const siteName = useShopName();
  return (
    <InternalLink to={localizePath("/", locale)} className="logo" aria-label={intl.formatMessage({ id: "header.homeLink" }, { siteName })}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className="logo__text">{siteName}</span>
    </InternalLink>
  );
}
