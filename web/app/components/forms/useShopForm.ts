/**
 * react-hook-form + the shared zod rules (@shop/rules) on top of a React Router <Form>.
 *
 * - With JavaScript: the rules run in the browser first (same localised messages as the gateway);
 *   only a valid form is submitted, through React Router, to the route's action.
 * - Without JavaScript: the <Form> posts natively; the action validates (the gateway applies the
 *   same rules) and the server-rendered page shows its field errors.
 * - Server field errors (the gateway's typed results) are put on the fields, and the first
 *   invalid field gets the focus.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, type FormEvent } from "react";
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
    mode: "onTouched",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
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
    const names = Object.keys(fieldErrors);
    names.forEach((name, index) => {
      form.setError(name as Path<T>, { type: "server", message: fieldErrors[name] }, { shouldFocus: index === 0 });
    });
  }, [result, form]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void form.handleSubmit(() => {
      void submit(submitter instanceof HTMLButtonElement && submitter.form === element ? submitter : element, submitOptions);
    })(event);
  };

  /** The error to show on a field: the live one, or the server's before hydration (no-JS render). */
  const errorFor = (name: Path<T>): string | undefined => {
    const live = form.formState.errors[name]?.message;
    if (typeof live === "string" && live !== "") return live;
    return hydrated ? undefined : result?.fieldErrors?.[name];
  };

  const busy = navigation.state === "submitting";
  return { form, register: form.register, onSubmit, errorFor, busy };
}
