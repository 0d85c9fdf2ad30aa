/**
 * The markup of every error page (the root's error boundary, the catalogue's 400/404, /error): status line,
 * heading, hint, what went wrong in detail, and the ways on. One place, so they look and read alike.
 */
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

interface Props {
  /** The HTTP status shown above the heading (none on /error). */
  status?: number;
  title: ReactNode;
  hint?: ReactNode;
  /** Details between the hint and the actions (lists of refused input, a stack trace in development). */
  children?: ReactNode;
  /** The ways on; by default back to the home page. */
  actions?: ReactNode;
  /** Why (data-reason, next to data-status), for tests and monitoring. */
  reason?: string;
}

export function ErrorSection({ status, title, hint, children, actions, reason }: Props) {
  return (
    <section
      className="error-page"
      aria-labelledby="error-title"
      data-testid="error-page"
      data-status={status}
      data-reason={reason}
    >
      {status ? (
        <p className="error-page__status">
          <FormattedMessage id="error.status" values={{ status }} />
        </p>
      ) : null}
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      {hint ? <p className="error-page__message">{hint}</p> : null}
      {children}
      <p className="error-page__actions">{actions ?? <BackHome />}</p>
    </section>
  );
}

/** "Zur Startseite" in the page's language. */
export function BackHome() {
  const locale = useLocale();
  return (
    <Link to={localizePath("/", locale)} className="button">
      <FormattedMessage id="error.backHome" />
    </Link>
  );
}
