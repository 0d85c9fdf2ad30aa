/**
 * "Lieferung" / "Click & Collect in einer Partnerapotheke" as a radio group. On the product page it
 * is part of the add form; on the cart page it switches the whole cart (its own form, see CartPage).
 */
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import type { Fulfilment } from "~/generated/graphql";

export const FULFILMENT_LABEL = {
  DELIVERY: "cart.fulfilment.delivery",
  CLICK_AND_COLLECT: "cart.fulfilment.clickAndCollect",
} as const satisfies Record<Fulfilment, string>;

interface Props {
  name: string;
  defaultValue?: Fulfilment;
  value?: Fulfilment;
  onChange?: (value: Fulfilment) => void;
  disabled?: boolean;
}

export function FulfilmentChoice({ name, defaultValue, value, onChange, disabled }: Props) {
  const legendId = useId();
  return (
    <fieldset className="fulfilment-choice" aria-labelledby={legendId} data-testid="fulfilment-choice" disabled={disabled}>
      <legend id={legendId} className="fulfilment-choice__legend">
        <FormattedMessage id="cart.fulfilment.legend" />
      </legend>
      {(["DELIVERY", "CLICK_AND_COLLECT"] as const).map((option) => (
        <label key={option} className="fulfilment-choice__option">
          <input
            type="radio"
            name={name}
            value={option}
            {...(value !== undefined ? { checked: value === option, onChange: () => onChange?.(option) } : { defaultChecked: (defaultValue ?? "DELIVERY") === option })}
            data-testid={`fulfilment-${option}`}
          />
          <span>
            <FormattedMessage id={FULFILMENT_LABEL[option]} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
