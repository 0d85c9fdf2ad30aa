import { FormattedMessage, useIntl } from "react-intl";
import { FooterNewsletterSignup } from "./account/FooterNewsletterSignup";
import { FooterColumns, type FooterNavigationEntry } from "./layout/FooterParts";
import { FooterContactLink } from "./contact/FooterContactLink";

/** The footer itself (./SiteFooter.tsx hydrates it on the first interaction). */
export function SiteFooterContent({ navigation = [] }: { navigation?: readonly FooterNavigationEntry[] }) {
  const intl = useIntl();
  const siteName = intl.formatMessage({ id: "site.name" });
  return (
    <footer className="site-footer" aria-label={intl.formatMessage({ id: "footer.label" })}>
      <div className="container">
        <FooterNewsletterSignup />
        <FooterColumns navigation={navigation} />
        <FooterContactLink />
        <ul className="site-footer__facts">
          <li>
            <FormattedMessage id="footer.prices" />
          </li>
          <li>
            <FormattedMessage id="footer.delivery" />
          </li>
        </ul>
        <p className="ai-disclaimer" data-testid="ai-disclaimer" role="note">
          <FormattedMessage id="footer.disclaimer" />
        </p>
        <p className="site-footer__copyright">
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear(), siteName }} />
        </p>
      </div>
    </footer>
  );
}
