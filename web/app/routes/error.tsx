import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

/** /error (blank layout): generic error page that other flows can send visitors to. */
export default function ErrorRoute() {
  const locale = useLocale();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title" className="error-page__title">
        <FormattedMessage id="error.internal.title" />
      </h1>
      <p className="error-page__message">
        <FormattedMessage id="error.internal.message" />
      </p>
      <p className="error-page__actions">
        <Link to={localizePath("/", locale)} className="button">
          <FormattedMessage id="error.backHome" />
        </Link>
      </p>
    </section>
  );
}
