/**
 * Password recovery (SPEC §4 Password reset): /reset-password and /account/recover ask for the
 * e-mail address and send the link; the link from the mail (/account/recover/password?hash=…)
 * opens the form for the new password. Afterwards the customer logs in with it.
 */
import { accountSchemas } from "@shop/rules";
import { FormattedMessage } from "react-intl";
import { Form, Link, useLocation } from "react-router";
import { RequestPasswordRecoveryMutation, ResetPasswordMutation } from "~/account/documents";
import { formAnswer, text } from "~/account/forms.server";
import { callGateway, redirectWithCookies, requestLocale } from "~/account/gateway.server";
import { StandalonePage } from "~/components/account/AccountPage";
import { NewPasswordFields } from "~/components/forms/CredentialFields";
import { FormError, SubmitButton, TextField } from "~/components/forms/Field";
import { useFieldLabel } from "~/components/forms/labels";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { InlineNotice } from "~/components/notifications/InlineNotice";
import { withNotice } from "~/components/notifications/notices";
import type { MessageId } from "~/i18n/messages";
import { localizePath, splitLocalePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { PageHead } from "~/catalog/head";
import type { Route } from "./+types/reset-password";

export function loader({ request }: Route.LoaderArgs) {
  const hash = new URL(request.url).searchParams.has("hash");
  const head: PageHead = { titleId: hash ? "auth.reset.newTitle" : "auth.reset.title", noindex: true };
  return { head };
}

export async function action({ request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  if (intent === "reset") {
    const call = await callGateway(request, ResetPasswordMutation, {
      input: {
        hash: text(form, "hash"),
        newPassword: text(form, "newPassword"),
        newPasswordConfirmation: text(form, "newPasswordConfirmation"),
      },
    });
    const result = call.data?.resetPassword;
    if (result?.ok) return redirectWithCookies(withNotice(localizePath("/login", locale), "passwordReset"), call.headers);
    return formAnswer(request, intent, result, call);
  }
  const call = await callGateway(request, RequestPasswordRecoveryMutation, { email: text(form, "email") });
  return formAnswer(request, "request", call.data?.requestPasswordRecovery, call);
}

type ActionResult = (FormResult & { message?: string }) | null;

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const location = useLocation();
  const hash = new URLSearchParams(location.search).get("hash");
  const { path } = splitLocalePath(location.pathname);
  // SPEC §2 breadcrumb labels: 'recover password' under /account/recover, 'password reset' otherwise.
  const crumb: MessageId = path.startsWith("/account/recover") ? "breadcrumb.recoverPassword" : "breadcrumb.passwordReset";
  const result = (actionData ?? null) as ActionResult;
  return (
    <StandalonePage
      title={hash ? "auth.reset.newTitle" : "auth.reset.title"}
      crumbs={[{ label: "breadcrumb.login", to: "/login" }, { label: crumb }]}
    >
      {hash ? <NewPasswordForm hash={hash} result={result} /> : <RequestForm result={result} />}
    </StandalonePage>
  );
}

function RequestForm({ result }: { result: ActionResult }) {
  const locale = useLocale();
  const label = useFieldLabel();
  const { register, onSubmit, errorFor, busy } = useShopForm<{ email: string }>({
    schema: accountSchemas(locale).passwordRecovery,
    result,
  });
  if (result?.ok) {
    return (
      <InlineNotice>
        <span data-testid="recovery-sent">{result.message}</span>
      </InlineNotice>
    );
  }
  return (
    <Form method="post" noValidate className="form" onSubmit={onSubmit} data-testid="recovery-form">
      <input type="hidden" name="intent" value="request" />
      <p>
        <FormattedMessage id="auth.reset.intro" />
      </p>
      <FormError message={result?.fieldErrors ? null : result?.formError} />
      <TextField
        id="recovery-email"
        name="email"
        type="email"
        label={label("email")}
        autoComplete="email"
        required
        error={errorFor("email")}
        registration={register("email")}
      />
      <div className="form-actions">
        <SubmitButton busy={busy}>
          <FormattedMessage id="auth.reset.submit" />
        </SubmitButton>
        <Link to={localizePath("/login", locale)}>
          <FormattedMessage id="auth.reset.backToLogin" />
        </Link>
      </div>
    </Form>
  );
}

function NewPasswordForm({ hash, result }: { hash: string; result: ActionResult }) {
  const locale = useLocale();
  const { register, onSubmit, errorFor, busy } = useShopForm<{
    hash: string;
    newPassword: string;
    newPasswordConfirmation: string;
  }>({ schema: accountSchemas(locale).passwordReset, defaultValues: { hash }, result });
  return (
    <Form method="post" noValidate className="form" onSubmit={onSubmit} data-testid="reset-form">
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" {...register("hash")} value={hash} />
      {/* The hash travels hidden; a broken or expired link is reported here. */}
      <FormError message={errorFor("hash") ?? result?.formError} />
      <NewPasswordFields idPrefix="reset" name="newPassword" register={register} errorFor={errorFor} />
      <div className="form-actions">
        <SubmitButton busy={busy}>
          <FormattedMessage id="auth.reset.save" />
        </SubmitButton>
      </div>
    </Form>
  );
}
