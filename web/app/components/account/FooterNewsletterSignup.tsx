/** The footer's newsletter block (SPEC §2 footer: newsletter): heading, text and the sign-up form. */
import { FormattedMessage } from "react-intl";
import { NewsletterForm } from "./NewsletterForm";

export function FooterNewsletterSignup() {
  return (
    <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
      <h2 className="site-footer__heading" id="footer-newsletter-title">
        <FormattedMessage id="content.footer.newsletter" />
      </h2>
      <p>
        <FormattedMessage id="content.footer.newsletterText" />
      </p>
      <NewsletterForm idPrefix="newsletter" />
    </section>
  );
}
