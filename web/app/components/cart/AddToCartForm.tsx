/**
 * "In den Warenkorb": a real form posting to the cart action. Without JavaScript the browser posts
 * it and lands on the cart page; with JavaScript a fetcher posts it (no reload) and the side cart
 * opens. The product page adds quantity and, for products that may be collected, the fulfilment
 * choice; tiles post one piece (quick add).
 */
import { useId, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { JS_FIELD } from "~/cart/intents";
import { useCartAction } from "~/cart/useCartAction";
import { useHeaderCart } from "~/cart/useHeaderCart";
import { fetcherPostForm } from "~/components/forms/FetcherPostForm";
import { useHydrated } from "~/components/useHydrated";
import type { Fulfilment } from "~/generated/graphql";
import { FulfilmentChoice } from "./FulfilmentChoice";
import "./cart.css";

export interface AddableProduct {
  id: string;
  name: string;
  clickAndCollect?: boolean;
  orderable?: boolean;
  minPurchase?: number;
  maxPurchase?: number | null;
  purchaseSteps?: number;
}

interface Props {
  product: AddableProduct;
  variant: "detail" | "tile";
  /** The form's id, so a button elsewhere (the sticky bar) can submit it. */
  formId?: string;
  /** Rendered after the button (e.g. the wishlist button). */
  children?: ReactNode;
  describedBy?: string;
}

export function AddToCartForm({ product, variant, formId, children, describedBy }: Props) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const headerCart = useHeaderCart();
  const quantityId = useId();
  const { fetcher, action, busy } = useCartAction({ productName: product.name, openDrawer: true });
  const orderable = product.orderable ?? true;
  const min = Math.max(1, product.minPurchase ?? 1);
  const step = Math.max(1, product.purchaseSteps ?? 1);
  // A product that cannot be collected always asks for delivery, so a pickup cart answers a conflict.
  const Form = fetcherPostForm(fetcher);
  const defaultFulfilment: Fulfilment = product.clickAndCollect ? (headerCart?.fulfilment ?? "DELIVERY") : "DELIVERY";

  return (
    <Form
      method="post"
      action={action}
      id={formId}
      className={`add-to-cart-form add-to-cart-form--${variant}`}
      data-testid={variant === "tile" ? "quick-add-form" : "add-to-cart-form"}
      aria-busy={busy || undefined}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      {variant === "detail" ? (
        <>
          {product.clickAndCollect ? <FulfilmentChoice name="fulfilment" defaultValue={defaultFulfilment} /> : <input type="hidden" name="fulfilment" value="DELIVERY" />}
          <div className="add-to-cart-form__row">
            <label className="add-to-cart-form__quantity" htmlFor={quantityId}>
              <span>
                <FormattedMessage id="cart.quantity" />
              </span>
              <input
                id={quantityId}
                type="number"
                name="quantity"
                inputMode="numeric"
                min={min}
                step={step}
                max={product.maxPurchase ?? undefined}
                defaultValue={min}
                required
                data-testid="add-to-cart-quantity"
              />
            </label>
            <button
              type="submit"
              className="button button--cart"
              disabled={!orderable}
              aria-describedby={describedBy}
              aria-disabled={busy || undefined}
              data-busy={busy || undefined}
              data-testid="add-to-cart"
            >
              <FormattedMessage id="catalog.cart.add" />
            </button>
            {children}
          </div>
        </>
      ) : (
        <>
          {/* A form without a quantity adds one piece (cart/intents.ts): a tile only says so when it means more. */}
          {min > 1 ? <input type="hidden" name="quantity" value={min} /> : null}
          <button
            type="submit"
            className="button button--small quick-add"
            aria-label={intl.formatMessage({ id: "cart.quickAdd" }, { name: product.name })}
            aria-disabled={busy || undefined}
            data-busy={busy || undefined}
            data-testid="quick-add"
          >
            <FormattedMessage id="catalog.cart.add" />
          </button>
        </>
      )}
    </Form>
  );
}
