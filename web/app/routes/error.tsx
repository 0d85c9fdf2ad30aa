import { FormattedMessage } from "react-intl";
import { ErrorSection } from "~/components/ErrorSection";

/** /error (blank layout): generic error page that other flows can send visitors to. */
export default function ErrorRoute() {
  return (
    <ErrorSection
      title={<FormattedMessage id="error.internal.title" />}
      hint={<FormattedMessage id="error.internal.message" />}
    />
  );
}
