/**
 * The collision dialog: the add would mix click & collect and delivery. "Warenkorb ersetzen"
 * repeats the add with replaceCart; "Abbrechen" closes and nothing changes (nothing was written).
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { FormattedMessage } from "react-intl";
import type { CartConflict } from "~/cart/documents";
import { cartOverlay, useCartOverlay } from "~/cart/overlay";
import { ConflictSummary, ReplaceCartForm, type ConflictView } from "./ConflictSummary";
import { useReturnFocus } from "./useReturnFocus";

export function conflictView(conflict: CartConflict): ConflictView {
  return {
    cartFulfilment: conflict.cartFulfilment,
    requestedFulfilment: conflict.requestedFulfilment,
    cartItems: conflict.cartItems.map((item) => ({ key: item.id, name: item.label, quantity: item.quantity })),
    requestedItems: conflict.requestedItems.map((item) => ({
      productId: item.productId ?? null,
      productNumber: item.productNumber ?? null,
      name: item.product?.name ?? null,
      quantity: item.quantity,
    })),
  };
}

export function CollisionDialog() {
  const { conflict } = useCartOverlay();
  const open = conflict !== null;
  const onCloseAutoFocus = useReturnFocus(open);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : cartOverlay.closeConflict())}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content className="collision-dialog" data-testid="collision-dialog" onCloseAutoFocus={onCloseAutoFocus}
          // First focus on the safe choice: Enter right away must not empty the cart (Radix would pick "Warenkorb ersetzen").
          onOpenAutoFocus={(event) => {
            if (!cancel.current) return;
            event.preventDefault();
            cancel.current.focus();
          }}
        >
          <Dialog.Title className="collision-dialog__title">
            <FormattedMessage id="cart.conflict.title" />
          </Dialog.Title>
          <Dialog.Description className="collision-dialog__text">
            <FormattedMessage id="cart.conflict.text" />
          </Dialog.Description>
          {conflict ? (
            <>
              <ConflictSummary conflict={conflictView(conflict)} />
              <ReplaceCartForm conflict={conflictView(conflict)}>
                <Dialog.Close ref={cancel} type="button" className="button button--secondary" data-testid="conflict-cancel">
                  <FormattedMessage id="cart.conflict.cancel" />
                </Dialog.Close>
              </ReplaceCartForm>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
