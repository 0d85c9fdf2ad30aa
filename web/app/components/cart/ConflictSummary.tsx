/**
 * What collides (SPEC §4: click & collect and delivery never mix): the cart's items and their
 * fulfilment next to what was asked, plus the "Warenkorb ersetzen" form that repeats the add with
 * replaceCart. Used by the collision dialog (JavaScript) and the cart page's panel (without).
 */
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { JS_FIELD } from "~/cart/intents";
import { useCartAction } from "~/cart/useCartAction";
import { useHydrated } from "~/components/useHydrated";
import type { Fulfilment } from "~/generated/graphql";
import { FULFILMENT_LABEL } from "./FulfilmentChoice";

export interface ConflictView {
  cartFulfilment: Fulfilment;
  requestedFulfilment: Fulfilment;
  cartItems: readonly { key: string; name: string; quantity: number }[];
  requestedItems: readonly { productId: string | null; productNumber: string | null; name: string | null; quantity: number }[];
}

export function ConflictSummary({ conflict }: { conflict: ConflictView }) {
  return (
    <div className="conflict" data-testid="conflict-summary">
      <div className="conflict__side">
        <h3>
          <FormattedMessage id="cart.conflict.inCart" values={{ fulfilment: <FormattedMessage id={FULFILMENT_LABEL[conflict.cartFulfilment]} /> }} />
        </h3>
        <ul>
          {conflict.cartItems.map((item) => (
            <li key={item.key}>
              <FormattedMessage id="cart.conflict.item" values={{ name: item.name, quantity: item.quantity }} />
            </li>
          ))}
        </ul>
      </div>
      <div className="conflict__side">
        <h3>
          <FormattedMessage id="cart.conflict.requested" values={{ fulfilment: <FormattedMessage id={FULFILMENT_LABEL[conflict.requestedFulfilment]} /> }} />
        </h3>
        <ul>
          {conflict.requestedItems.map((item, index) => (
            <li key={`${item.productId ?? item.productNumber}-${index}`}>
              <FormattedMessage id="cart.conflict.item" values={{ name: item.name ?? item.productNumber ?? "", quantity: item.quantity }} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Repeats the add with replaceCart: ids first, then numbers, each followed by its quantity in the same order. */
export function ReplaceCartForm({ conflict, children }: { conflict: ConflictView; children?: ReactNode }) {
  const hydrated = useHydrated();
  const first = conflict.requestedItems[0];
  const { fetcher, action, busy } = useCartAction({ productName: first?.name ?? undefined, openDrawer: true });
  const byId = conflict.requestedItems.filter((item) => item.productId);
  const byNumber = conflict.requestedItems.filter((item) => !item.productId && item.productNumber);
  return (
    <fetcher.Form method="post" action={action} className="conflict__actions" data-testid="conflict-form">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="replaceCart" value="1" />
      <input type="hidden" name="fulfilment" value={conflict.requestedFulfilment} />
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      {byId.map((item, index) => (
        <input key={`id-${index}`} type="hidden" name="productId" value={item.productId ?? ""} />
      ))}
      {byNumber.map((item, index) => (
        <input key={`nr-${index}`} type="hidden" name="productNumber" value={item.productNumber ?? ""} />
      ))}
      {[...byId, ...byNumber].map((item, index) => (
        <input key={`q-${index}`} type="hidden" name="quantity" value={item.quantity} />
      ))}
      <button type="submit" className="button" aria-disabled={busy || undefined} data-testid="conflict-replace">
        <FormattedMessage id="cart.conflict.replace" />
      </button>
      {children}
    </fetcher.Form>
  );
}
