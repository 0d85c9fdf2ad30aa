/**
 * The catalogue's request errors (./PageError.tsx): a path that failed route validation ('Page Not Found: {path}',
 * 404) and malformed filters or input refused by the gateway (400). A page part of its own
 * (components/pageParts.tsx): only these error pages load it.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { ErrorSection } from "~/components/ErrorSection";
import type { ErrorPayload } from "./PageError";

export function CatalogRequestError({ status, payload }: { status: 400 | 404; payload: ErrorPayload }) {
  const intl = useIntl();
  const location = useLocation();

  if (status === 404) {
    return (
      <div className="container">
        <ErrorSection
          status={404}
          reason="invalid"
          title={intl.formatMessage({ id: "catalog.error.invalidPath" }, { path: location.pathname })}
          hint={<FormattedMessage id="error.notFound.hint" />}
        />
      </div>
    );
  }

  const messages = payload.reason === "input" ? (payload.messages ?? []) : [];
  return (
    <div className="container">
      <ErrorSection
        status={400}
        reason={payload.reason}
        title={<FormattedMessage id="catalog.error.badInput" />}
        actions={
          <Link to={location.pathname} className="button" data-testid="reset-filters">
            <FormattedMessage id="catalog.filter.reset" />
          </Link>
        }
      >
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
      </ErrorSection>
    </div>
  );
}
