/**
 * The catalogue's request errors (./PageError.tsx): a path that failed route validation ('Page Not Found: {path}',
 * 404) and malformed filters or input refused by the gateway (400). A page part of its own
 * (components/pageParts.tsx): only these error pages load it.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { ErrorPayload } from "./PageError";

export function CatalogRequestError({ status, payload }: { status: 400 | 404; payload: ErrorPayload }) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();

  if (status === 404) {
    return (
      <div className="container">
        <section className="error-page" aria-labelledby="error-title" data-testid="error-page" data-status={404} data-reason="invalid">
          <p className="error-page__status">
            <FormattedMessage id="error.status" values={{ status }} />
          </p>
          <h1 id="error-title" className="error-page__title">
            {intl.formatMessage({ id: "catalog.error.invalidPath" }, { path: location.pathname })}
          </h1>
          <p className="error-page__message">
            <FormattedMessage id="error.notFound.hint" />
          </p>
          <p className="error-page__actions">
            <Link to={localizePath("/", locale)} className="button">
              <FormattedMessage id="error.backHome" />
            </Link>
          </p>
        </section>
      </div>
    );
  }

  const messages = payload.reason === "input" ? (payload.messages ?? []) : [];
  return (
    <div className="container">
      <section className="error-page" aria-labelledby="error-title" data-testid="error-page" data-status={400} data-reason={payload.reason}>
        <p className="error-page__status">
          <FormattedMessage id="error.status" values={{ status }} />
        </p>
        <h1 id="error-title" className="error-page__title">
          <FormattedMessage id="catalog.error.badInput" />
        </h1>
        {payload.reason === "filters" && payload.errors ? (
          <ul className="error-page__list" data-testid="filter-errors">
            {payload.errors.map((entry) => (
              <li key={`${entry.param}-${entry.code}`}>
                {intl.formatMessage({ id: `catalog.error.param.${entry.code}` as "catalog.error.param.integer" }, { param: entry.param })}
              </li>
            ))}
          </ul>
        ) : null}
        {messages.length > 0 ? (
          <ul className="error-page__list" data-testid="input-errors">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <p className="error-page__actions">
          <Link to={location.pathname} className="button" data-testid="reset-filters">
            <FormattedMessage id="catalog.filter.reset" />
          </Link>
        </p>
      </section>
    </div>
  );
}
