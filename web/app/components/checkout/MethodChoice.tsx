/**
 * Shipping or payment methods as a radio group. Unavailable methods stay visible but disabled,
 * with the gateway's localised reason next to them (aria-describedby). With JavaScript a change
 * is saved at once (fetcher, intent shipping-method / payment-method); without it the
 * "Übernehmen" button of the group posts the surrounding order form with that intent.
 */
import { useEffect, useId, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useFetcher } from "react-router";
import { JS_FIELD } from "~/checkout/intents";
import { useHydrated } from "~/components/useHydrated";

export interface MethodOption {
  id: string;
  name: string;
  description?: string | null;
  technicalName?: string | null;
  available: boolean;
  unavailableReason?: string | null;
  /** Extra text after the name (e.g. the shipping price). */
  extra?: ReactNode;
}

interface Props {
  kind: "shipping" | "payment";
  legend: ReactNode;
  options: readonly MethodOption[];
  selectedId: string | null | undefined;
  error?: string;
}

const FIELD = { shipping: "shippingMethodId", payment: "paymentMethodId" } as const;
const INTENT = { shipping: "shipping-method", payment: "payment-method" } as const;

export function MethodChoice({ kind, legend, options, selectedId, error }: Props) {
  const intl = useIntl();
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: `checkout-${kind}` });
  const field = FIELD[kind];
  // The click shows at once; once the save (and the page's reload) is done, the server's choice counts.
  const [clicked, setClicked] = useState<string | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle") setClicked(null);
  }, [fetcher.state]);
  const pendingId = fetcher.formData?.get(field);
  const shown = clicked ?? (typeof pendingId === "string" ? pendingId : selectedId);
  const errorId = `${base}-error`;

  return (
    <fieldset
      className="checkout-methods"
      aria-busy={fetcher.state !== "idle" || undefined}
      aria-describedby={error ? errorId : undefined}
      data-testid={`checkout-${kind}-methods`}
    >
      <legend className="checkout-panel__title">{legend}</legend>
      {options.length === 0 ? (
        <p>
          <FormattedMessage id="checkout.methods.none" />
        </p>
      ) : null}
      {options.map((option) => {
        const inputId = `${base}-${option.id}`;
        const reasonId = `${inputId}-reason`;
        const descriptionId = `${inputId}-description`;
        const described = [option.description ? descriptionId : null, option.available ? null : reasonId].filter(Boolean).join(" ");
        return (
          <div
            key={option.id}
            className="checkout-method"
            data-unavailable={option.available ? undefined : "true"}
            data-testid={`checkout-${kind}-method-${option.technicalName ?? option.id}`}
          >
            <input
              id={inputId}
              type="radio"
              name={field}
              value={option.id}
              disabled={!option.available}
              aria-describedby={described || undefined}
              {...(hydrated
                ? {
                    checked: shown === option.id,
                    onChange: () => {
                      setClicked(option.id);
                      void fetcher.submit({ intent: INTENT[kind], [field]: option.id, [JS_FIELD]: "1" }, { method: "post" });
                    },
                  }
                : { defaultChecked: selectedId === option.id })}
            />
            <label htmlFor={inputId} className="checkout-method__label">
              <span className="checkout-method__name">{option.name}</span>
              {option.extra ? <span className="checkout-method__extra">{option.extra}</span> : null}
            </label>
            {option.description ? (
              <p id={descriptionId} className="checkout-method__description">
                {option.description}
              </p>
            ) : null}
            {option.available ? null : (
              <p id={reasonId} className="checkout-method__reason">
                {option.unavailableReason ?? intl.formatMessage({ id: "checkout.methods.unavailable" })}
              </p>
            )}
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className="form-field__error" data-testid="field-error">
          {error}
        </p>
      ) : null}
      {hydrated || options.length === 0 ? null : (
        <button type="submit" name="intent" value={INTENT[kind]} className="button button--secondary button--small">
          <FormattedMessage id="cart.fulfilment.apply" />
        </button>
      )}
    </fieldset>
  );
}
