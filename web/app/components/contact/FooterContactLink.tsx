/** The footer's link to the contact page (in the page's locale). */
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

export function FooterContactLink() {
  const locale = useLocale();
  return (
    <p className="site-footer__contact">
      <Link to={localizePath("/contact", locale)} data-testid="footer-contact-link">
        <FormattedMessage id="contact.footerLink" />
      </Link>
    </p>
  );
}
