/**
 * /account/profile: personal data, change e-mail, change password, newsletter setting.
 * One action, the form's `intent` says which mutation to run.
 */
import { accountSchemas } from "@shop/rules";
import { FormattedMessage } from "react-intl";
import { data, Form } from "react-router";
import {
  ChangeEmailMutation,
  ChangePasswordMutation,
  ProfilePageQuery,
  SubscribeNewsletterMutation,
  UnsubscribeNewsletterMutation,
  UpdateProfileMutation,
} from "~/account/documents";
import { formAnswer, optionalText, text } from "~/account/forms.server";
import { callGateway, queryGateway, redirectWithCookies, requestLocale } from "~/account/gateway.server";
import { accountHead, PRIVATE_HEADERS, requireCustomer } from "~/account/guard.server";
import { AccountFormSection } from "~/components/account/AccountFormSection";
import { AccountPage } from "~/components/account/AccountPage";
import { CurrentPasswordField, EmailFields, NewPasswordFields } from "~/components/forms/CredentialFields";
import { FormError, SelectField, TextField } from "~/components/forms/Field";
import { useFieldLabel } from "~/components/forms/labels";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { withNotice } from "~/components/notifications/notices";
import { InlineNotice } from "~/components/notifications/InlineNotice";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { Route } from "./+types/profile";

export async function loader({ request }: Route.LoaderArgs) {
  const { data: result } = await queryGateway(request, ProfilePageQuery);
  requireCustomer(request, result);
  return data(
    { customer: result.customer, salutations: result.salutations, head: accountHead("account.profile.title") },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const self = localizePath("/account/profile", locale);

  if (intent === "profile") {
    const call = await callGateway(request, UpdateProfileMutation, {
      input: {
        salutationId: optionalText(form, "salutationId"),
        title: optionalText(form, "title"),
        firstName: text(form, "firstName"),
        lastName: text(form, "lastName"),
        birthday: optionalText(form, "birthday"),
      },
    });
    const result = call.data?.updateProfile;
    if (result?.ok) return redirectWithCookies(withNotice(self, "profile"), call.headers);
    return formAnswer(request, intent, result, call);
  }
  if (intent === "email") {
    const call = await callGateway(request, ChangeEmailMutation, {
      input: {
        email: text(form, "email"),
        emailConfirmation: text(form, "emailConfirmation"),
        password: text(form, "password"),
      },
    });
    const result = call.data?.changeEmail;
    if (result?.ok) return redirectWithCookies(withNotice(self, "email"), call.headers);
    return formAnswer(request, intent, result, call);
  }
  if (intent === "password") {
    const call = await callGateway(request, ChangePasswordMutation, {
      input: {
        password: text(form, "password"),
        newPassword: text(form, "newPassword"),
        newPasswordConfirmation: text(form, "newPasswordConfirmation"),
      },
    });
    const result = call.data?.changePassword;
    if (result?.ok) return redirectWithCookies(withNotice(self, "password"), call.headers);
    return formAnswer(request, intent, result, call);
  }
  if (intent === "newsletter-subscribe") {
    const call = await callGateway(request, SubscribeNewsletterMutation, { input: { email: text(form, "email") } });
    return formAnswer(request, intent, call.data?.subscribeNewsletter, call);
  }
  if (intent === "newsletter-unsubscribe") {
    const call = await callGateway(request, UnsubscribeNewsletterMutation, { email: text(form, "email") });
    return formAnswer(request, intent, call.data?.unsubscribeNewsletter, call);
  }
  throw data(null, { status: 400 });
}

type ActionResult = (FormResult & { message?: string }) | null;

function resultFor(actionData: unknown, intent: string): ActionResult {
  const result = actionData as ActionResult;
  return result?.intent === intent ? result : null;
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, salutations } = loaderData;
  return (
    <AccountPage title="account.profile.title" crumb="breadcrumb.profile">
      <PersonalDataForm customer={customer} salutations={salutations} result={resultFor(actionData, "profile")} />
      <EmailForm email={customer.email} result={resultFor(actionData, "email")} />
      <PasswordForm result={resultFor(actionData, "password")} />
      <NewsletterSetting
        email={customer.email}
        newsletter={customer.newsletter}
        result={resultFor(actionData, "newsletter-subscribe") ?? resultFor(actionData, "newsletter-unsubscribe")}
      />
    </AccountPage>
  );
}

type Customer = Route.ComponentProps["loaderData"]["customer"];

function PersonalDataForm({
  customer,
  salutations,
  result,
}: {
  customer: Customer;
  salutations: Route.ComponentProps["loaderData"]["salutations"];
  result: ActionResult;
}) {
  const locale = useLocale();
  const label = useFieldLabel();
  const defaults = {
    salutationId: customer.salutation?.id ?? "",
    title: customer.title ?? "",
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthday: customer.birthday ?? "",
  };
  const { register, onSubmit, errorFor, busy } = useShopForm<typeof defaults>({
    schema: accountSchemas(locale).profile,
    defaultValues: defaults,
    result,
  });
  return (
    <AccountFormSection
      id="profile-personal"
      title="account.profile.personal"
      intent="profile"
      testId="profile-form"
      formError={result?.formError}
      onSubmit={onSubmit}
      busy={busy}
      submit="form.save"
    >
      <div className="form-grid">
        <SelectField
          id="profile-salutationId"
          name="salutationId"
          label={label("salutationId")}
          placeholder={label("salutationId")}
          options={salutations.map((s) => ({ value: s.id, label: s.displayName }))}
          defaultValue={defaults.salutationId}
          error={errorFor("salutationId")}
          registration={register("salutationId")}
        />
        <TextField
          id="profile-title"
          name="title"
          label={label("title")}
          defaultValue={defaults.title}
          error={errorFor("title")}
          registration={register("title")}
        />
      </div>
      <div className="form-grid">
        <TextField
          id="profile-firstName"
          name="firstName"
          label={label("firstName")}
          autoComplete="given-name"
          required
          defaultValue={defaults.firstName}
          error={errorFor("firstName")}
          registration={register("firstName")}
        />
        <TextField
          id="profile-lastName"
          name="lastName"
          label={label("lastName")}
          autoComplete="family-name"
          required
          defaultValue={defaults.lastName}
          error={errorFor("lastName")}
          registration={register("lastName")}
        />
      </div>
      <TextField
        id="profile-birthday"
        name="birthday"
        type="date"
        label={label("birthday")}
        autoComplete="bday"
        defaultValue={defaults.birthday}
        error={errorFor("birthday")}
        registration={register("birthday")}
      />
    </AccountFormSection>
  );
}

function EmailForm({ email, result }: { email: string; result: ActionResult }) {
  const locale = useLocale();
  const { register, onSubmit, errorFor, busy } = useShopForm<{ email: string; emailConfirmation: string; password: string }>({
    schema: accountSchemas(locale).changeEmail,
    result,
  });
  return (
    <AccountFormSection
      id="profile-email"
      title="account.profile.changeEmail"
      intro={
        <p>
          <FormattedMessage id="account.profile.currentEmail" values={{ email }} />
        </p>
      }
      intent="email"
      testId="email-form"
      formError={result?.formError}
      onSubmit={onSubmit}
      busy={busy}
      submit="account.profile.changeEmailSubmit"
    >
      <EmailFields idPrefix="email" register={register} errorFor={errorFor} />
      <CurrentPasswordField idPrefix="email" register={register} errorFor={errorFor} />
    </AccountFormSection>
  );
}

function PasswordForm({ result }: { result: ActionResult }) {
  const locale = useLocale();
  const { register, onSubmit, errorFor, busy } = useShopForm<{
    password: string;
    newPassword: string;
    newPasswordConfirmation: string;
  }>({ schema: accountSchemas(locale).changePassword, result });
  return (
    <AccountFormSection
      id="profile-password"
      title="account.profile.changePassword"
      intent="password"
      testId="password-form"
      formError={result?.formError}
      onSubmit={onSubmit}
      busy={busy}
      submit="account.profile.changePasswordSubmit"
    >
      <CurrentPasswordField idPrefix="password" register={register} errorFor={errorFor} />
      <NewPasswordFields idPrefix="password" name="newPassword" register={register} errorFor={errorFor} />
    </AccountFormSection>
  );
}

function NewsletterSetting({
  email,
  newsletter,
  result,
}: {
  email: string;
  newsletter: Customer["newsletter"];
  result: ActionResult;
}) {
  const subscribedOrPending = newsletter.subscribed || newsletter.confirmationPending;
  return (
    <section className="account-section" id="newsletter" aria-labelledby="profile-newsletter">
      <h3 id="profile-newsletter">
        <FormattedMessage id="newsletter.title" />
      </h3>
      {result?.ok && result.message ? (
        <InlineNotice>
          {result.message}
        </InlineNotice>
      ) : null}
      <FormError message={result && !result.ok ? result.formError : null} />
      <p data-testid="newsletter-status" data-status={newsletter.status}>
        <FormattedMessage
          id={
            newsletter.subscribed
              ? "newsletter.status.subscribed"
              : newsletter.confirmationPending
                ? "newsletter.status.pending"
                : "newsletter.status.notSubscribed"
          }
        />
      </p>
      <Form method="post">
        <input type="hidden" name="email" value={email} />
        <input
          type="hidden"
          name="intent"
          value={subscribedOrPending ? "newsletter-unsubscribe" : "newsletter-subscribe"}
        />
        <button type="submit" className="button button--secondary">
          <FormattedMessage id={subscribedOrPending ? "newsletter.unsubscribe" : "newsletter.subscribe"} />
        </button>
      </Form>
    </section>
  );
}
