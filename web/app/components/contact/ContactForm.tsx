/**
 * The contact form (SPEC §7 contact-form): on the contact page and in CMS form slots. It posts
 * through a fetcher to the locale's /contact action, so a CMS page stays where it is; without
 * JavaScript the form posts natively and /contact shows the answer. The @shop/rules schema runs in
 * the browser first and again in the gateway.
 */
import { contactSchemas, CONTACT_COMMENT_MAX_LENGTH } from "@shop/rules";
import { FormattedMessage, useIntl } from "react-intl";
import { useFetcher } from "react-router";
import { FormError, SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { useFieldLabel } from "~/components/forms/labels";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { InlineNotice } from "~/components/notifications/InlineNotice";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

const NOT_SPECIFIED = "not_specified";

export interface ContactFormValues {
  salutationId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  comment: string;
}

export type ContactFormResult = FormResult & { message?: string; slotId?: string | null };

interface Props {
  /** Ids of the form's controls start with this (several forms on one page stay unique). */
  idPrefix?: string;
  defaults?: Partial<ContactFormValues>;
  /** The platform's salutations; `not_specified` ("Keine Angabe") is the empty choice, listed once. */
  salutations?: readonly { id: string; key?: string; displayName: string }[];
  /** The CMS form slot it renders (its confirmation text and receivers apply). */
  slotId?: string | null;
  /** The action's answer of a page render without JavaScript (the /contact page, also for CMS forms). */
  result?: ContactFormResult | null;
}

export function ContactForm({ idPrefix = "contact", defaults = {}, salutations = [], slotId = null, result: pageResult = null }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const label = useFieldLabel();
  const fetcher = useFetcher<ContactFormResult>();
  const action = localizePath("/contact", locale);
  const result = fetcher.data ?? pageResult;
  // The empty choice says what the platform's `not_specified` says, in its words (no second wording).
  const unspecified = salutations.find((s) => s.key === NOT_SPECIFIED);
  const initial: ContactFormValues = { salutationId: "", firstName: "", lastName: "", email: "", phone: "", subject: "", comment: "", ...defaults };
  if (unspecified && initial.salutationId === unspecified.id) initial.salutationId = "";
  const { register, onSubmit, errorFor } = useShopForm<ContactFormValues>({
    schema: contactSchemas(locale).contactForm,
    defaultValues: initial,
    result,
    submit: fetcher.submit,
    submitOptions: { method: "post", action, preventScrollReset: true },
  });

  if (result?.ok) {
    return (
      <InlineNotice>
        <span data-testid="contact-success">{result.message}</span>
      </InlineNotice>
    );
  }
  // defaultValue too: the server-rendered form (no JavaScript yet) shows the prefilled values
  const field = (name: keyof ContactFormValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    defaultValue: initial[name],
    error: errorFor(name),
    registration: register(name),
  });
  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      className="contact-form form-grid"
      onSubmit={onSubmit}
      data-testid="contact-form"
      aria-label={intl.formatMessage({ id: "contact.title" })}
      preventScrollReset
    >
      {slotId ? <input type="hidden" name="slotId" value={slotId} /> : null}
      <FormError message={result?.fieldErrors ? null : result?.formError} />
      {salutations.length > 0 ? (
        <SelectField
          {...field("salutationId")}
          label={label("salutationId")}
          placeholder={unspecified?.displayName ?? intl.formatMessage({ id: "contact.salutationNone" })}
          options={salutations.filter((s) => s !== unspecified).map((s) => ({ value: s.id, label: s.displayName }))}
        />
      ) : null}
      <TextField {...field("firstName")} label={label("firstName")} autoComplete="given-name" />
      <TextField {...field("lastName")} label={label("lastName")} autoComplete="family-name" />
      <TextField {...field("email")} label={label("email")} type="email" autoComplete="email" required />
      <TextField {...field("phone")} label={label("phone")} type="tel" autoComplete="tel" />
      <TextField {...field("subject")} label={label("subject")} required />
      <TextAreaField {...field("comment")} label={label("comment")} rows={6} maxLength={CONTACT_COMMENT_MAX_LENGTH} required />
      <p className="form-field__hint">
        <FormattedMessage id="contact.privacy" />
      </p>
      <button type="submit" className="button" data-testid="contact-submit" aria-disabled={fetcher.state !== "idle" ? true : undefined}>
        <FormattedMessage id="contact.submit" />
      </button>
    </fetcher.Form>
  );
}
