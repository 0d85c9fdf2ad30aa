import { FormattedMessage, useIntl } from "react-intl";
import { isRouteErrorResponse, useLocation } from "react-router";
import type { MessageId } from "~/i18n/messages";
import { BackHome, ErrorSection } from "./ErrorSection";

interface ErrorTexts {
  title: MessageId;
  message: MessageId;
}

const TEXTS: Record<"notFound" | "timeout" | "badGateway" | "unavailable" | "internal", ErrorTexts> = {
  notFound: { title: "error.notFound.message", message: "error.notFound.hint" },
  timeout: { title: "error.timeout.title", message: "error.timeout.message" },
  badGateway: { title: "error.badGateway.title", message: "error.badGateway.message" },
  unavailable: { title: "error.unavailable.title", message: "error.unavailable.message" },
  internal: { title: "error.internal.title", message: "error.internal.message" },
};

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

function textsFor(status: number): ErrorTexts {
  if (status === 404) return TEXTS.notFound;
  if (status === 408) return TEXTS.timeout;
  if (status === 502) return TEXTS.badGateway;
  if (status === 503 || status === 504) return TEXTS.unavailable;
  return TEXTS.internal;
}

/** Localised error page body: 404 'Page not found: {path}', 502/503 gateway trouble, else 500. */
export function ErrorContent({ error }: { error: unknown }) {
  const intl = useIntl();
  const location = useLocation();
  const status = errorStatus(error);
  const texts = textsFor(status);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <ErrorSection
      status={status}
      title={intl.formatMessage({ id: texts.title }, { path: location.pathname })}
      hint={<FormattedMessage id={texts.message} />}
      actions={
        <>
          <BackHome />
          {status >= 500 ? (
            <a href={`${location.pathname}${location.search}`} className="button button--secondary" data-discover="false">
              <FormattedMessage id="error.retry" />
            </a>
          ) : null}
        </>
      }
    >
      {stack ? <pre className="error-page__stack">{stack}</pre> : null}
    </ErrorSection>
  );
}
