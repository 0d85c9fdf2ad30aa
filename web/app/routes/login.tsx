/**
 * /login: e-mail + password. The action calls the gateway's login mutation on the server with the
 * visitor's cookie, sends the anonymous wishlist along (merged server-side) and passes the rotated
 * session cookie back; the token never reaches page JavaScript. Afterwards the visitor goes back
 * to `?redirect=` (same-origin paths only) or to the account overview.
 */
import { accountSchemas } from "@shop/rules";
import { FormattedMessage } from "react-intl";
import { Form, Link, redirect, useSearchParams } from "react-router";
import { AccountSessionQuery, LoginMutation } from "~/account/documents";
import { formAnswer, text, wishlistIds } from "~/account/forms.server";
import { callGateway, queryGateway, redirectWithCookies, requestLocale } from "~/account/gateway.server";
import { accountHome, afterLoginTarget } from "~/account/redirect";
import { StandalonePage } from "~/components/account/AccountPage";
import { LoginFields } from "~/components/forms/CredentialFields";
import { FormError } from "~/components/forms/Field";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { withNotice } from "~/components/notifications/notices";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { pendingMerge } from "~/wishlist/store";
import { useLocalWishlist } from "~/wishlist/useLocalWishlist";
import type { PageHead } from "~/catalog/head";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const target = afterLoginTarget(new URL(request.url).searchParams.get("redirect"), accountHome(locale));
  const { data } = await queryGateway(request, AccountSessionQuery);
  // Already logged in: nothing to do here.
  if (data.session.kind === "LOGGED_IN") throw redirect(target);
  return { head: { titleId: "auth.login.title", noindex: true } satisfies PageHead };
}

export async function action({ request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const target = afterLoginTarget(text(form, "redirect"), accountHome(locale));
  const call = await callGateway(request, LoginMutation, {
    email: text(form, "email"),
    password: text(form, "password"),
    wishlistProductIds: wishlistIds(form),
  });
  const result = call.data?.login;
  if (result?.ok) return redirectWithCookies(withNotice(target, "login"), call.headers);
  return formAnswer(request, "login", result, call);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const [params] = useSearchParams();
  const localIds = useLocalWishlist();
  const result = (actionData ?? null) as FormResult | null;
  const { register, onSubmit, errorFor, busy, summary } = useShopForm<{ email: string; password: string }>({
    schema: accountSchemas(locale).login,
    result,
  });

  return (
    <StandalonePage title="auth.login.title" crumbs={[{ label: "breadcrumb.login" }]}>
      <Form
        method="post"
        noValidate
        className="form"
        data-testid="login-form"
        onSubmit={(event) => {
          pendingMerge.set(localIds);
          onSubmit(event);
        }}
      >
        <FormError message={result?.formError} />
        <ErrorSummary {...summary} />
        <input type="hidden" name="redirect" value={params.get("redirect") ?? ""} />
        {localIds.map((id) => (
          <input key={id} type="hidden" name="wishlistProductIds" value={id} />
        ))}
        <LoginFields idPrefix="login" register={register} errorFor={errorFor} busy={busy} />
      </Form>
      <section className="account-section" aria-labelledby="login-register">
        <h2 id="login-register">
          <FormattedMessage id="auth.login.newCustomer" />
        </h2>
        <p>
          <FormattedMessage id="auth.login.newCustomerText" />
        </p>
        <Link className="button button--secondary" to={localizePath("/register", locale)}>
          <FormattedMessage id="auth.login.registerLink" />
        </Link>
      </section>
    </StandalonePage>
  );
}
