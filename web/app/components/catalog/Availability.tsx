import { FormattedMessage } from "react-intl";
import { availabilityMessageId, availabilityTone } from "~/catalog/availability";

/** SPEC §4 availability text with a coloured dot (CSS `::before`); the upstream delivery text is added when present. */
export function AvailabilityText({ state, deliveryText }: { state: string; deliveryText?: string | null }) {
  return (
    <p className="availability" data-tone={availabilityTone(state)} data-testid="availability" data-state={state}>
      <FormattedMessage id={availabilityMessageId(state)} />
      {deliveryText ? <span className="availability__delivery">{` · ${deliveryText}`}</span> : null}
    </p>
  );
}
