/**
 * react-hook-form + the shared zod rules (@shop/rules) on top of a React Router <Form>.
 *
 * - With JavaScript: the rules run in the browser first (same localised messages as the gateway);
 *   only a valid form is submitted, through React Router, to the route's action.
 * - Without JavaScript: the <Form> posts natively; the action validates (the gateway applies the
 *   same rules) and the server-rendered page shows its field errors.
 * - Server field errors (the gateway's typed results) are put on the fields.
 * - A refused submit focuses the form's ErrorSummary (`summary` props), or without one the first invalid field in
 *   the order the form shows them. Fields are checked on submit — never when Tab merely passes a field (issue 24) —
 *   and after a submit again on every change. (A blur-after-change check on top of react-hook-form's onBlur kept
 *   valid forms from submitting a second time: the loyalty-link and password-recovery e2e journeys.)
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldValues, type Path, type Resolver, type DefaultValues } from "react-hook-form";
import { useActionData, useLocation, useNavigation, useSubmit, type SubmitFunction, type SubmitOptions } from "react-router";
import { NOTICE_PARAM } from "~/components/notifications/notices";
import { useHydrated } from "~/components/useHydrated";
import { config as zodConfig, type z } from "zod";

// Without zod's probe for `new Function` (its faster object parsers): the pages' Content-Security-Policy forbids
// eval, and the browser reports the probe as a violation although zod catches the error. Every form's schema is
// built when the form renders, after this module ran (zod reads the flag when an object schema is built).
zodConfig({ jitless: true });

/** What an action of a form answers (also used for no-JS page renders). */
export interface FormResult {
  ok: boolean;
  /** Which form of the page answered (pages with several forms). */
  intent?: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
}

interface Options<T extends FieldValues> {
  /** A schema of @shop/rules, built for the page's locale. */
  schema: z.ZodType;
  defaultValues?: DefaultValues<T>;
  /** The action's answer, when it belongs to this form. */
  result?: FormResult | null;
  /** Submits through a fetcher instead of a navigation (forms embedded in every page). */
  submit?: (target: HTMLFormElement | HTMLButtonElement, options?: SubmitOptions) => Promise<void>;
  submitOptions?: SubmitOptions;
}

export function useShopForm<T extends FieldValues>({ schema, defaultValues, result, submit: customSubmit, submitOptions }: Options<T>) {
  const form = useForm<T>({
    // The rules normalise values (trim, NFC); the form still posts what was typed and the gateway
    // normalises again, so the resolver's output type is not used here.
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    // Focus is placed below, in the order the shopper sees the fields (react-hook-form's is the registration order).
    shouldFocusError: false,
  });
  const formElement = useRef<HTMLFormElement | null>(null);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // The summary focuses itself once its entries are rendered; without one, the first invalid field.
    if (attempt === 0 || summaryRef.current) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const routerSubmit: SubmitFunction = useSubmit();
  const submit = customSubmit ?? routerSubmit;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const location = useLocation();
  const defaultsRef = useRef(defaultValues);
  defaultsRef.current = defaultValues;

  // A successful save redirects back with ?notice=…: start the forms afresh from the saved data
  // (and never leave a typed password in a field). A refused submit keeps the URL (and its old
  // notice) but answers with action data: then nothing the shopper typed may be cleared.
  const actionData = useActionData();
  const savedKey = new URLSearchParams(location.search).has(NOTICE_PARAM) && actionData === undefined ? location.key : null;
  useEffect(() => {
    if (savedKey) form.reset(defaultsRef.current);
  }, [savedKey, form]);

  // Server answers: field errors onto the fields, focus on the first one.
  useEffect(() => {
    const fieldErrors = result?.fieldErrors;
    if (!fieldErrors) return;
    for (const name of Object.keys(fieldErrors)) form.setError(name as Path<T>, { type: "server", message: fieldErrors[name] });
    if (Object.keys(fieldErrors).length > 0) setAttempt((count) => count + 1);
  }, [result, form]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    formElement.current = element;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void form.handleSubmit(
      () => {
        void submit(submitter instanceof HTMLButtonElement && submitter.form === element ? submitter : element, submitOptions);
      },
      () => setAttempt((count) => count + 1),
    )(event);
  };

  /** The error to show on a field: the live one, or the server's before hydration (no-JS render). */
  const errorFor = (name: Path<T>): string | undefined => {
    const live = form.formState.errors[name]?.message;
    if (typeof live === "string" && live !== "") return live;
    return hydrated ? undefined : result?.fieldErrors?.[name];
  };

  const busy = navigation.state === "submitting";
  const errors: Record<string, string> = {};
  for (const [name, error] of Object.entries(form.formState.errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === "string" && message !== "") errors[name] = message;
  }
  const summary = { errors, summaryRef, attempt };
  return { form, register: form.register, onSubmit, errorFor, busy, summary };
}
