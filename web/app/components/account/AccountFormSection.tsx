/**
 * One form of an account page with several (profile, loyalty card): a titled section whose form
 * posts its `intent` to the page's one action, the form-wide error on top and the submit button
 * below the fields.
 */
import type { FormEvent, ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Form } from "react-router";
import { FormError, SubmitButton } from "~/components/forms/Field";
import type { MessageId } from "~/i18n/messages";

export function AccountFormSection({
  id,
  title,
  intro,
  intent,
  testId,
  formError,
  onSubmit,
  busy,
  submit,
  children,
}: {
  /** Id of the heading (the section is labelled by it). */
  id: string;
  title: MessageId;
  /** Shown between the heading and the form. */
  intro?: ReactNode;
  /** Which mutation the page's action runs. */
  intent: string;
  testId: string;
  formError?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submit: MessageId;
  children: ReactNode;
}) {
  return (
    <section className="account-section" aria-labelledby={id}>
      <h3 id={id}>
        <FormattedMessage id={title} />
      </h3>
      {intro}
      <Form method="post" noValidate className="form" onSubmit={onSubmit} data-testid={testId}>
        <input type="hidden" name="intent" value={intent} />
        <FormError message={formError} />
        {children}
        <div className="form-actions">
          <SubmitButton busy={busy}>
            <FormattedMessage id={submit} />
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
