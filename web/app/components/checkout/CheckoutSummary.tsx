/**
 * The order summary beside the checkout: the line items with their images, then the cart's own
 * totals (subtotal, discount, shipping, total, VAT) and delivery or pickup promise (per line and for the order) — the same components
 * and the same gateway figures as the cart page.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { CartData } from "~/cart/documents";
import { CatalogImage } from "~/components/catalog/CatalogImage";
import { CartTotals } from "~/components/cart/CartTotals";
import { CartPromise, LinePromise } from "~/components/cart/DeliveryPromise";
import { formatMoney } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

export function CheckoutSummary({ cart }: { cart: CartData }) {
  const intl = useIntl();
  const locale = useLocale();
  const lines = cart.lineItems.filter((item) => item.type === "PRODUCT");
  return (
    <aside className="cart-layout__aside checkout-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title" className="cart-panel__title">
        <FormattedMessage id="checkout.summary.title" />
      </h2>
      <ul className="checkout-summary__lines" aria-label={intl.formatMessage({ id: "cart.lines.label" })}>
        {lines.map((item) => (
          <li key={item.id} className="checkout-summary__line" data-testid="checkout-line">
            {item.product?.cover ? (
              <CatalogImage image={item.product.cover} displayWidth={56} alt="" />
            ) : (
              <span className="cart-line__placeholder" aria-hidden="true" />
            )}
            <span className="checkout-summary__name">{item.product?.name ?? item.label}</span>
            <span className="checkout-summary__qty">
              <FormattedMessage id="checkout.summary.quantity" values={{ quantity: item.quantity }} />
            </span>
            <span className="checkout-summary__price">{formatMoney(item.totalPrice, locale)}</span>
            {cart.fulfilment === "DELIVERY" ? <LinePromise estimate={item.deliveryEstimate} /> : null}
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
      <CartPromise fulfilment={cart.fulfilment} deliveryEstimate={cart.deliveryEstimate} pickupEstimate={cart.pickupEstimate} />
      <p className="checkout-summary__edit">
        <Link to={localizePath("/checkout/cart", locale)}>
          <FormattedMessage id="checkout.summary.editCart" />
        </Link>
      </p>
    </aside>
  );
}
