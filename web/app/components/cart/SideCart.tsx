/**
 * The side cart (SPEC §2 page parts): opens after adding with JavaScript. A Radix dialog, so focus
 * stays inside, Escape closes and focus goes back; a live region announces what was added. It lists
 * the items, the subtotal and the free-shipping progress, and links to the cart.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { noticeType } from "~/cart/format";
import { cartOverlay, useCartOverlay } from "~/cart/overlay";
import { CatalogImage } from "~/components/catalog/CatalogImage";
import { formatMoney } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { FreeShippingProgress } from "./FreeShippingProgress";
import { useReturnFocus } from "./useReturnFocus";

export function SideCart() {
  const intl = useIntl();
  const locale = useLocale();
  const { drawerOpen, cart, announcement, messages } = useCartOverlay();
  const onCloseAutoFocus = useReturnFocus(drawerOpen);
  // Text that is present when a live region appears is often not read: set it a moment later.
  const [spoken, setSpoken] = useState("");
  useEffect(() => {
    setSpoken("");
    if (!drawerOpen || !announcement) return;
    const timer = setTimeout(() => setSpoken(announcement), 150);
    return () => clearTimeout(timer);
  }, [drawerOpen, announcement]);

  const lines = cart?.lineItems.filter((item) => item.type === "PRODUCT") ?? [];
  return (
    <Dialog.Root open={drawerOpen} onOpenChange={(open) => (open ? undefined : cartOverlay.closeDrawer())}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content className="side-cart" data-testid="side-cart" onCloseAutoFocus={onCloseAutoFocus} aria-describedby={undefined}>
          <div className="side-cart__head">
            <Dialog.Title className="side-cart__title">
              <FormattedMessage id="cart.heading" />
            </Dialog.Title>
            <Dialog.Close className="side-cart__close" aria-label={intl.formatMessage({ id: "cart.drawer.close" })} data-testid="side-cart-close">
              ×
            </Dialog.Close>
          </div>
          <p className="side-cart__announcement" role="status" aria-live="polite" data-testid="side-cart-status">
            {spoken}
          </p>
          {messages.length > 0 ? (
            <ul className="side-cart__messages">
              {messages.map((m) => (
                <li key={`${m.key}-${m.lineItemId ?? ""}`} className={`cart-message cart-message--${noticeType(m.level)}`}>
                  {m.message}
                </li>
              ))}
            </ul>
          ) : null}
          {cart ? (
            <>
              <ul className="side-cart__items" data-testid="side-cart-items">
                {lines.map((item) => (
                  <li key={item.id} className="side-cart__item" data-testid="side-cart-item">
                    {item.product?.cover ? <CatalogImage image={item.product.cover} displayWidth={56} alt="" /> : <span className="cart-line__placeholder" aria-hidden="true" />}
                    <span className="side-cart__name">{item.product?.name ?? item.label}</span>
                    <span className="side-cart__qty">
                      <FormattedMessage id="cart.drawer.quantity" values={{ quantity: item.quantity }} />
                    </span>
                    <span className="side-cart__price">{formatMoney(item.totalPrice, locale)}</span>
                  </li>
                ))}
              </ul>
              <p className="side-cart__subtotal">
                <span>
                  <FormattedMessage id="cart.totals.subtotal" />
                </span>
                <strong data-testid="side-cart-subtotal">{formatMoney(cart.subtotal, locale)}</strong>
              </p>
              <FreeShippingProgress freeShipping={cart.freeShipping} />
            </>
          ) : null}
          <div className="side-cart__actions">
            <Link to={localizePath("/checkout/cart", locale)} className="button" onClick={() => cartOverlay.closeDrawer()} data-testid="side-cart-to-cart">
              <FormattedMessage id="cart.drawer.toCart" />
            </Link>
            <Dialog.Close className="button button--secondary">
              <FormattedMessage id="cart.continueShopping" />
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
