/** The footer's newsletter block (SPEC §2 footer: newsletter): heading, text and the sign-up form. */
import { FormattedMessage } from "react-intl";
import { interactionPart } from "~/components/HydrateOnInteraction";

// The form's validation (react-hook-form, zod, @shop/rules) loads on the visitor's first interaction.
const NewsletterForm = interactionPart(() => import("./NewsletterForm").then((m) => m.NewsletterForm));

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
