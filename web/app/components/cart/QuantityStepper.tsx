/**
 * Quantity of a line item: − / number / +, one form per item. Without JavaScript the buttons post
 * `delta` (and "Aktualisieren" posts a typed number); with JavaScript a fetcher posts and the new
 * quantity shows at once (optimistic), before the gateway answers.
 */
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { CartLine } from "~/cart/documents";
import { JS_FIELD, MAX_QUANTITY } from "~/cart/intents";
import { useCartAction } from "~/cart/useCartAction";
import { useHydrated } from "~/components/useHydrated";

interface Props {
  item: Pick<CartLine, "id" | "label" | "quantity" | "minPurchase" | "purchaseSteps" | "maxPurchase" | "stock">;
  redirectTo: string;
}

/**
 * A step that is not possible. With JavaScript the button stays focusable (aria-disabled): a `disabled` button that
 * had the focus — Enter on − at quantity 2 — drops it to <body> (issue 24). Without JavaScript it is disabled.
 */
function blockedStep(blocked: boolean, hydrated: boolean) {
  if (!hydrated) return { disabled: blocked };
  return {
    "aria-disabled": blocked || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (blocked) event.preventDefault();
    },
  };
}

/** The quantity a pending stepper submission asks for (the optimistic value). */
function pendingQuantity(formData: FormData | undefined): number | undefined {
  if (!formData) return undefined;
  const base = Number(formData.get("quantity"));
  const delta = Number(formData.get("delta") ?? 0);
  const value = base + (Number.isFinite(delta) ? delta : 0);
  return Number.isFinite(value) ? Math.max(0, value) : undefined;
}

export function QuantityStepper({ item, redirectTo }: Props) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { fetcher, action } = useCartAction();
  const optimistic = pendingQuantity(fetcher.formData);
  const shown = optimistic ?? item.quantity;
  const [typed, setTyped] = useState(String(shown));
  useEffect(() => setTyped(String(shown)), [shown]);

  const step = Math.max(1, item.purchaseSteps);
  const max = Math.min(item.maxPurchase ?? MAX_QUANTITY, MAX_QUANTITY);
  const inputId = `quantity-${item.id}`;

  const submitTyped = (form: HTMLFormElement | null) => {
    if (!form || typed === String(shown) || !/^\d{1,4}$/.test(typed)) return;
    const data = new FormData(form);
    data.delete("delta");
    fetcher.submit(data, { method: "post", action });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submitTyped(event.currentTarget.form);
  };

  return (
    <fetcher.Form method="post" action={action} className="quantity-stepper" data-testid="quantity-stepper" data-pending={optimistic !== undefined || undefined}>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="lineItemId" value={item.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      {/* First in the form, so Enter in the field (implicit submission) updates instead of decreasing. */}
      {hydrated ? null : (
        <button type="submit" className="quantity-stepper__update button button--secondary button--small">
          <FormattedMessage id="cart.quantity.update" />
        </button>
      )}
      <button
        type="submit"
        name="delta"
        value={-step}
        className="quantity-stepper__button"
        aria-label={intl.formatMessage({ id: "cart.quantity.decrease" }, { name: item.label })}
        {...blockedStep(shown - step < Math.max(1, item.minPurchase), hydrated)}
        data-testid="quantity-decrease"
      >
        −
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        <FormattedMessage id="cart.quantity.label" values={{ name: item.label }} />
      </label>
      <input
        id={inputId}
        type="number"
        name="quantity"
        inputMode="numeric"
        min={Math.max(1, item.minPurchase)}
        max={max}
        step={step}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={(event) => submitTyped(event.currentTarget.form)}
        onKeyDown={onKeyDown}
        className="quantity-stepper__input"
        data-testid="quantity-input"
      />
      <button
        type="submit"
        name="delta"
        value={step}
        className="quantity-stepper__button"
        aria-label={intl.formatMessage({ id: "cart.quantity.increase" }, { name: item.label })}
        {...blockedStep(shown + step > max, hydrated)}
        data-testid="quantity-increase"
      >
        +
      </button>
    </fetcher.Form>
  );
}
