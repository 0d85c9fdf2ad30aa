/**
 * Accessible form fields: a visible <label>, `aria-invalid` on error, and the hint and error
 * message linked to the control through `aria-describedby` (screen readers read them with it).
 * Values and messages are rendered as text (React escapes them): user input stays inert.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import "./forms.css";

interface CommonProps {
  label: ReactNode;
  /** The field's error message (client or server), already localised. */
  error?: string;
  hint?: ReactNode;
  /** Marks the label and sets aria-required. */
  required?: boolean;
  registration?: UseFormRegisterReturn;
  className?: string;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
}

/** How a control announces its state: invalid, required, and which hint and error describe it. */
function ariaProps({
  hint,
  hintId,
  error,
  errorId,
  required,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  required?: boolean;
}) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-required": required ? true : undefined,
    "aria-describedby": describedBy(hint ? hintId : undefined, error ? errorId : undefined),
  };
}

function useFieldIds(name: string, id?: string) {
  const generated = useId();
  const base = id ?? `${generated.replace(/[^a-zA-Z0-9_-]/g, "")}-${name}`;
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label className="form-field__label" htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className="form-field__required" aria-hidden="true">
          {" *"}
        </span>
      ) : null}
    </label>
  );
}

function Messages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={errorId} data-testid="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

type InputProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "required"> & { name: string };

/** The frame of a field: label, the control (rendered by `control` with its id and aria attributes), hint and error. */
function FieldFrame({
  label,
  error,
  hint,
  required,
  className,
  name,
  id,
  control,
}: Omit<CommonProps, "registration"> & { name: string; id?: string; control: (props: { id: string } & ReturnType<typeof ariaProps>) => ReactNode }) {
  const { inputId, hintId, errorId } = useFieldIds(name, id);
  return (
    <div className={`form-field ${className ?? ""}`} data-invalid={error ? "true" : undefined}>
      <Label htmlFor={inputId} label={label} required={required} />
      {control({ id: inputId, ...ariaProps({ hint, hintId, error, errorId, required }) })}
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextField({ label, error, hint, required, registration, className, name, id, ...input }: InputProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, required, className, name, id }}
      control={(props) => <input {...props} name={name} className="form-field__control" {...input} {...registration} />}
    />
  );
}

type TextAreaProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "required"> & { name: string };

/** A multi-line text (e.g. the contact form's message). */
export function TextAreaField({ label, error, hint, required, registration, className, name, id, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, required, className, name, id }}
      control={(props) => <textarea {...props} name={name} className="form-field__control" {...textarea} {...registration} />}
    />
  );
}

type SelectProps = CommonProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "required"> & {
    name: string;
    options: readonly { value: string; label: string }[];
    /** Text of an empty first option ("please choose"). */
    placeholder?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  required,
  registration,
  className,
  name,
  id,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const { inputId, hintId, errorId } = useFieldIds(name, id);
  return (
    <div className={`form-field ${className ?? ""}`} data-invalid={error ? "true" : undefined}>
      <Label htmlFor={inputId} label={label} required={required} />
      <select
        id={inputId}
        name={name}
        className="form-field__control"
        {...ariaProps({ hint, hintId, error, errorId, required })}
        {...select}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function CheckboxField({ label, error, hint, required, registration, className, name, id, ...input }: InputProps) {
  const { inputId, hintId, errorId } = useFieldIds(name, id);
  return (
    <div className={`form-field form-field--checkbox ${className ?? ""}`} data-invalid={error ? "true" : undefined}>
      <input
        id={inputId}
        type="checkbox"
        name={name}
        {...ariaProps({ hint, hintId, error, errorId, required })}
        {...input}
        {...registration}
      />
      <Label htmlFor={inputId} label={label} required={required} />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A form-wide message (e.g. 'Ungültiger Benutzername oder Passwort'), announced when it appears. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {message}
    </p>
  );
}

export function SubmitButton({
  children,
  busy,
  name,
  value,
  variant = "primary",
}: {
  children: ReactNode;
  busy?: boolean;
  name?: string;
  value?: string;
  variant?: "primary" | "secondary";
}) {
  return (
    <button
      type="submit"
      className={variant === "primary" ? "button" : "button button--secondary"}
      name={name}
      value={value}
      aria-disabled={busy ? true : undefined}
      data-busy={busy ? "true" : undefined}
    >
      {children}
    </button>
  );
}
