/**
 * Switches the whole cart between delivery and click & collect. Without JavaScript the radios
 * post with "Übernehmen"; with JavaScript a change posts at once.
 */
import { FormattedMessage } from "react-intl";
import type { Fulfilment } from "~/generated/graphql";
import { JS_FIELD } from "~/cart/intents";
import { useCartAction } from "~/cart/useCartAction";
import { useHydrated } from "~/components/useHydrated";
import { FulfilmentChoice } from "./FulfilmentChoice";

export function CartFulfilmentForm({ fulfilment, redirectTo }: { fulfilment: Fulfilment; redirectTo: string }) {
  const hydrated = useHydrated();
  const { fetcher, action } = useCartAction();
  const pending = fetcher.formData?.get("fulfilment");
  const shown: Fulfilment = pending === "DELIVERY" || pending === "CLICK_AND_COLLECT" ? pending : fulfilment;
  return (
    <fetcher.Form method="post" action={action} className="cart-panel cart-fulfilment" data-testid="cart-fulfilment">
      <input type="hidden" name="intent" value="fulfilment" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      <FulfilmentChoice
        name="fulfilment"
        {...(hydrated
          ? { value: shown, onChange: (value: Fulfilment) => fetcher.submit({ intent: "fulfilment", fulfilment: value, redirectTo, [JS_FIELD]: "1" }, { method: "post", action }) }
          : { defaultValue: fulfilment })}
      />
      {hydrated ? null : (
        <button type="submit" className="button button--secondary button--small">
          <FormattedMessage id="cart.fulfilment.apply" />
        </button>
      )}
    </fetcher.Form>
  );
}
