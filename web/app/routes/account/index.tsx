import { useReadQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { SessionQuery } from "~/apollo/documents";
import { apolloLoader } from "~/apollo/loader";
import type { MessageId } from "~/i18n/messages";
import type { Route } from "./+types/index";

/** Account overview; the session comes from the gateway using the visitor's cookie. */
export const loader = apolloLoader<Route.LoaderArgs>()(async ({ preloadQuery, waitForQueries }) => {
  const sessionRef = preloadQuery(SessionQuery);
  await waitForQueries();
  return { sessionRef };
});

const KIND_TEXT: Record<string, MessageId> = {
  LOGGED_IN: "account.loggedIn",
  CUSTOMER: "account.loggedIn",
  GUEST: "account.guest",
  ANONYMOUS: "account.anonymous",
};

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { session } = useReadQuery(loaderData.sessionRef).data;
  return (
    <section aria-labelledby="account-overview">
      <h2 id="account-overview">
        <FormattedMessage id="account.overview" />
      </h2>
      <p data-testid="session-kind" data-kind={session.kind}>
        <FormattedMessage id={KIND_TEXT[session.kind] ?? "account.anonymous"} />
      </p>
    </section>
  );
}
