/**
 * /registration/confirm?em=…&hash=… — the link in the registration confirmation mail (double
 * opt-in). Confirms through the gateway and continues to the account (logged in) or the login;
 * an invalid or expired link gets the localised message.
 */
import { FormattedMessage } from "react-intl";
import { data, Link } from "react-router";
import { ConfirmRegistrationMutation } from "~/account/documents";
import { callGateway, redirectWithCookies, requestLocale } from "~/account/gateway.server";
import { StandalonePage } from "~/components/account/AccountPage";
import { FormError } from "~/components/forms/Field";
import { withNotice } from "~/components/notifications/notices";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { translate } from "@shop/rules";
import type { PageHead } from "~/catalog/head";
import type { Route } from "./+types/confirm";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const call = await callGateway(request, ConfirmRegistrationMutation, {
    hash: url.searchParams.get("hash") ?? "",
    em: url.searchParams.get("em") ?? "",
  });
  const result = call.data?.confirmRegistration;
  if (result?.ok) {
    const next = result.session?.kind === "LOGGED_IN" ? "/account" : "/login";
    throw redirectWithCookies(withNotice(localizePath(next, locale), "registrationConfirmed"), call.headers);
  }
  return data(
    {
      message: result?.message ?? translate(locale, "account.linkInvalid"),
      head: { titleId: "auth.confirm.title", noindex: true } satisfies PageHead,
    },
    { status: 400, headers: call.headers },
  );
}

export default function ConfirmRegistration({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <StandalonePage title="auth.confirm.title" crumbs={[{ label: "breadcrumb.register" }]}>
      <FormError message={loaderData.message} />
      <p className="form-actions">
        <Link className="button" to={localizePath("/login", locale)}>
          <FormattedMessage id="auth.login.submit" />
        </Link>
        <Link className="button button--secondary" to={localizePath("/register", locale)}>
          <FormattedMessage id="auth.login.registerLink" />
        </Link>
      </p>
    </StandalonePage>
  );
}
