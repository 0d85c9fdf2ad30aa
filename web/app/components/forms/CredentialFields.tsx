/**
 * The e-mail and password fields of registration, the profile (change e-mail, change password)
 * and the password reset: one definition, so ids, autocomplete hints and the password rules
 * hint stay the same on every form. Field names are the gateway's input names.
 */
import { FormattedMessage } from "react-intl";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Link } from "react-router";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { SubmitButton, TextField } from "./Field";
import { useFieldLabel } from "./labels";

interface Props<T extends FieldValues> {
  /** Prefix of the control ids (several forms can share a page): `${idPrefix}-${name}`. */
  idPrefix: string;
  register: UseFormRegister<T>;
  errorFor: (name: Path<T>) => string | undefined;
}

/** The props every credential field shares: id, name, label, error and registration. */
function useBind<T extends FieldValues>({ idPrefix, register, errorFor }: Props<T>) {
  const label = useFieldLabel();
  return (name: string) => ({
    id: `${idPrefix}-${name}`,
    name,
    label: label(name),
    required: true,
    error: errorFor(name as Path<T>),
    registration: register(name as Path<T>),
  });
}

/** `email` and `emailConfirmation`. */
export function EmailFields<T extends FieldValues>(props: Props<T>) {
  const bind = useBind(props);
  return (
    <>
      <TextField {...bind("email")} type="email" autoComplete="email" />
      <TextField {...bind("emailConfirmation")} type="email" autoComplete="email" />
    </>
  );
}

/** The customer's current `password`, confirming a change of e-mail or password. */
export function CurrentPasswordField<T extends FieldValues>(props: Props<T>) {
  const bind = useBind(props);
  return <TextField {...bind("password")} type="password" autoComplete="current-password" />;
}

/** A new password (with the rules hint) and its confirmation: `name` and `${name}Confirmation`. */
export function NewPasswordFields<T extends FieldValues>({ name, ...props }: Props<T> & { name: "password" | "newPassword" }) {
  const bind = useBind(props);
  return (
    <>
      <TextField
        {...bind(name)}
        type="password"
        autoComplete="new-password"
        hint={<FormattedMessage id="form.passwordHint" />}
      />
      <TextField {...bind(`${name}Confirmation`)} type="password" autoComplete="new-password" />
    </>
  );
}

/** A login: `email` and the current `password`, the submit button and 'forgot password' (login page, checkout). */
export function LoginFields<T extends FieldValues>({ busy, ...props }: Props<T> & { busy: boolean }) {
  const locale = useLocale();
  const bind = useBind(props);
  return (
    <>
      <TextField {...bind("email")} type="email" autoComplete="username" />
      <TextField {...bind("password")} type="password" autoComplete="current-password" />
      <div className="form-actions">
        <SubmitButton busy={busy}>
          <FormattedMessage id="auth.login.submit" />
        </SubmitButton>
        <Link to={localizePath("/reset-password", locale)}>
          <FormattedMessage id="auth.login.forgotPassword" />
        </Link>
      </div>
    </>
  );
}
