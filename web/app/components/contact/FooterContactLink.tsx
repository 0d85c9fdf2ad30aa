/** The footer's link to the contact page (in the page's locale). */
import { FormattedMessage } from "react-intl";
import { InternalLink } from "~/components/InternalLink";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

export function FooterContactLink() {
  const locale = useLocale();
  return (
    <p className="site-footer__contact">
      <InternalLink to={localizePath("/contact", locale)} data-testid="footer-contact-link">
        <FormattedMessage id="contact.footerLink" />
      </InternalLink>
    </p>
  );
}
