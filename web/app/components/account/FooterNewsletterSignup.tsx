/** The footer's newsletter block (SPEC §2 footer: newsletter): heading, text and the sign-up form. */
import { lazy } from "react";
import { FormattedMessage } from "react-intl";
import { HydrateOnInteraction } from "~/components/HydrateOnInteraction";

// The form's validation (react-hook-form, zod, @shop/rules) loads on the visitor's first interaction.
const NewsletterForm = lazy(() => import("./NewsletterForm").then((m) => ({ default: m.NewsletterForm })));

export function FooterNewsletterSignup() {
  return (
    <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
      <h2 className="site-footer__heading" id="footer-newsletter-title">
        <FormattedMessage id="content.footer.newsletter" />
      </h2>
      <p>
        <FormattedMessage id="content.footer.newsletterText" />
      </p>
      <HydrateOnInteraction>
        <NewsletterForm idPrefix="newsletter" />
      </HydrateOnInteraction>
    </section>
  );
}
