/**
 * Error states of catalogue routes: malformed filters (400), input refused by the gateway (400),
 * failed route validation ('Page Not Found: {path}', 404); everything else goes to the shared
 * ErrorContent (unknown path 404, 408, 500, 502, 503). Never a stack trace.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { ErrorContent } from "~/components/ErrorContent";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { ChunkReloadOnError } from "~/components/layout/ChunkReload";

interface ErrorPayload {
  reason?: string;
  messages?: string[];
  errors?: { param: string; code: string }[];
}

export function CatalogPageError({ error }: { error: unknown }) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const payload: ErrorPayload = isRouteErrorResponse(error) && error.data && typeof error.data === "object" ? (error.data as ErrorPayload) : {};
  const status = isRouteErrorResponse(error) ? error.status : 500;

  if (status === 404 && payload.reason === "invalid") {
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

  if (status === 400) {
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

  return (
    <div className="container">
      <ChunkReloadOnError error={error} />
      <ErrorContent error={error} />
    </div>
  );
}
