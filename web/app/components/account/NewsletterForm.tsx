/**
 * Newsletter sign-up (SPEC §4 Newsletter: double opt-in). In the footer it submits through a
 * fetcher, so the visitor stays on the page; without JavaScript it posts to /newsletter-subscribe,
 * which shows the result. Only the e-mail address is asked for.
 */
import { accountSchemas } from "@shop/rules";
import { FormattedMessage, useIntl } from "react-intl";
import { useFetcher } from "react-router";
import { FormError, SubmitButton, TextField } from "~/components/forms/Field";
import { useFieldLabel } from "~/components/forms/labels";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { InlineNotice } from "~/components/notifications/InlineNotice";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import "./account.css";

export function NewsletterForm({ idPrefix = "newsletter" }: { idPrefix?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const label = useFieldLabel();
  const fetcher = useFetcher<FormResult & { message?: string }>();
  const action = localizePath("/newsletter-subscribe", locale);
  const result = fetcher.data ?? null;
  const { register, onSubmit, errorFor } = useShopForm<{ email: string }>({
    schema: accountSchemas(locale).newsletterSubscribe,
    result,
    submit: fetcher.submit,
    submitOptions: { method: "post", action },
  });

  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      className="newsletter-form"
      onSubmit={onSubmit}
      data-testid={`${idPrefix}-form`}
      aria-label={intl.formatMessage({ id: "newsletter.title" })}
    >
      <input type="hidden" name="intent" value="subscribe" />
      {result?.ok ? (
        <InlineNotice>
          <span data-testid="newsletter-result">{result.message}</span>
        </InlineNotice>
      ) : (
        <FormError message={result?.fieldErrors ? null : result?.formError} />
      )}
      <div className="newsletter-form__row">
        <TextField
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="email"
          label={label("email")}
          required
          error={errorFor("email")}
          registration={register("email")}
        />
        <SubmitButton busy={fetcher.state !== "idle"}>
          <FormattedMessage id="newsletter.subscribe" />
        </SubmitButton>
      </div>
      <p className="form-field__hint">
        <FormattedMessage id="newsletter.hint" />
      </p>
    </fetcher.Form>
  );
}
