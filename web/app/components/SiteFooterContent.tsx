import { FormattedMessage, useIntl } from "react-intl";
import type { ShopPaymentMethod } from "~/apollo/documents";
import { useShop, useShopName } from "~/shop/useShop";
import { FooterNewsletterSignup } from "./account/FooterNewsletterSignup";
import { FooterColumns, type FooterNavigationEntry } from "./layout/FooterParts";
import { FooterContactLink } from "./contact/FooterContactLink";

/** The footer itself (./SiteFooter.tsx hydrates it on the first interaction). */
export function SiteFooterContent({ navigation = [], paymentMethods = [] }: { navigation?: readonly FooterNavigationEntry[]; paymentMethods?: readonly ShopPaymentMethod[] }) {
  const intl = useIntl();
  const siteName = useShopName();
  // the operator as the imprint names it (root loader: the shop identity with its SHOP_* overrides)
  const shop = useShop();
  return (
    <footer className="site-footer" aria-label={intl.formatMessage({ id: "footer.label" })}>
      <div className="container">
        <FooterNewsletterSignup />
        <FooterColumns navigation={navigation} paymentMethods={paymentMethods} />
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
        {shop ? (
          <>
            {/* what a Swiss mail-order pharmacy must let shoppers check: its cantonal licence and who answers for it */}
            <p className="site-footer__operator" data-testid="footer-licence">
              <FormattedMessage id="footer.licence" values={shop} />
              <br />
              <FormattedMessage id="footer.pharmacist" values={shop} />
            </p>
            <p className="site-footer__operator" data-testid="footer-operator">
              <FormattedMessage id="footer.operator" values={shop} />
            </p>
          </>
        ) : null}
      </div>
    </footer>
  );
}
