/**
 * /checkout/cart (checkout layout): the session's cart, read on the server with the visitor's cookie.
 * Every change is a form posting to the cart action (works without JavaScript; with it, fetchers
 * and optimistic quantities). Messages that came with a redirect (no-JS forms, the add-to-cart deep
 * link) arrive in a one-time flash cookie, read and cleared here.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { data, Link } from "react-router";
import { queryGateway } from "~/account/gateway.server";
import { PRIVATE_HEADERS } from "~/account/guard.server";
import { CartQuery, type CartData } from "~/cart/documents";
import { clearFlashCookie, readFlash, type FlashMessage } from "~/cart/flash.server";
import { noticeType } from "~/cart/format";
import { CartPromise } from "~/components/cart/DeliveryPromise";
import type { PageHead } from "~/catalog/head";
import { CartFulfilmentForm } from "~/components/cart/CartFulfilmentForm";
import { CartLineItem } from "~/components/cart/CartLineItem";
import { CartMessages } from "~/components/cart/CartMessages";
import { CartPharmacy } from "~/components/cart/CartPharmacy";
import { CartTotals } from "~/components/cart/CartTotals";
import { ConflictSummary, ReplaceCartForm, type ConflictView } from "~/components/cart/ConflictSummary";
import { FreeShippingProgress } from "~/components/cart/FreeShippingProgress";
import { PromotionCodeForm } from "~/components/cart/PromotionCodeForm";
import "~/components/cart/cart.css";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { Route } from "./+types/cart";

export async function loader({ request }: Route.LoaderArgs) {
  const { data: result, headers } = await queryGateway(request, CartQuery);
  const flash = readFlash(request) ?? null;
  if (flash) headers.append("set-cookie", clearFlashCookie(request));
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) headers.set(name, value);
  const head: PageHead = { titleId: "cart.heading", descriptionId: "cart.description", noindex: true };
  return data({ cart: result.cart, flash, head }, { headers });
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const intl = useIntl();
  const { cart, flash } = loaderData;
  const here = localizePath("/checkout/cart", locale);
  const lines = cart.lineItems.filter((item) => item.type === "PRODUCT");

  return (
    <section className="section cart-page" aria-labelledby="cart-title" data-testid="cart-page" data-fulfilment={cart.fulfilment}>
      <h1 id="cart-title" className="page-title">
        <FormattedMessage id="cart.heading" />
      </h1>
      <CartMessages messages={flash?.messages ?? []} />
      {flash?.conflict ? <ConflictPanel cart={cart} conflict={flash.conflict} cancelTo={here} /> : null}
      {cart.isEmpty ? (
        <div className="cart-empty" data-testid="cart-empty">
          <p>
            <FormattedMessage id="cart.empty" />
          </p>
          <p>
            <Link to={localizePath("/", locale)} className="button">
              <FormattedMessage id="cart.continueShopping" />
            </Link>
          </p>
        </div>
      ) : (
        <div className="cart-layout">
          <div className="cart-layout__main">
            <h2 className="visually-hidden">{intl.formatMessage({ id: "cart.lines.label" })}</h2>
            <ul className="cart-lines" data-testid="cart-lines" aria-label={intl.formatMessage({ id: "cart.lines.label" })}>
              {lines.map((item) => (
                <CartLineItem key={item.id} item={item} redirectTo={here} />
              ))}
            </ul>
            <PromotionCodeForm codes={cart.promotionCodes} redirectTo={here} />
          </div>
          <aside className="cart-layout__aside" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className="cart-panel__title">
              <FormattedMessage id="cart.summary" />
            </h2>
            <CartFulfilmentForm fulfilment={cart.fulfilment} redirectTo={here} />
            <CartPharmacy cart={cart} returnTo={here} />
            <CartTotals cart={cart} />
            <FreeShippingProgress freeShipping={cart.fulfilment === "DELIVERY" ? cart.freeShipping : null} />
            <CartPromise fulfilment={cart.fulfilment} deliveryEstimate={cart.deliveryEstimate} pickupEstimate={cart.pickupEstimate} />
            <CartIssues cart={cart} />
            <CheckoutButton cart={cart} />
          </aside>
        </div>
      )}
    </section>
  );
}

/** What keeps the cart from checkout, except the missing pharmacy (shown with the pharmacy choice). */
function CartIssues({ cart }: { cart: CartData }) {
  const issues: FlashMessage[] = cart.issues
    .filter((issue) => !(cart.fulfilment === "CLICK_AND_COLLECT" && !cart.pharmacy && issue.key === "no-pharmacy-selected"))
    .map((issue) => ({ type: noticeType(issue.level), text: issue.message }));
  return <CartMessages messages={issues} testId="cart-issues" />;
}

function CheckoutButton({ cart }: { cart: CartData }) {
  const locale = useLocale();
  const blocked = cart.issues.some((issue) => issue.level === "ERROR");
  if (blocked) {
    return (
      <button type="button" className="button button--cart" disabled data-testid="to-checkout">
        <FormattedMessage id="cart.toCheckout" />
      </button>
    );
  }
  return (
    <Link to={localizePath("/checkout", locale)} className="button button--cart" data-testid="to-checkout">
      <FormattedMessage id="cart.toCheckout" />
    </Link>
  );
}

/** The no-JS form of the collision dialog: the flash says what was asked, the cart what is there. */
function ConflictPanel({ cart, conflict, cancelTo }: { cart: CartData; conflict: NonNullable<NonNullable<Route.ComponentProps["loaderData"]["flash"]>["conflict"]>; cancelTo: string }) {
  const view: ConflictView = {
    cartFulfilment: conflict.cartFulfilment,
    requestedFulfilment: conflict.requestedFulfilment,
    cartItems: cart.lineItems.filter((item) => item.type === "PRODUCT").map((item) => ({ key: item.id, name: item.product?.name ?? item.label, quantity: item.quantity })),
    requestedItems: conflict.items,
  };
  return (
    <section className="cart-panel conflict-panel" role="alert" aria-labelledby="conflict-title" data-testid="conflict-panel">
      <h2 id="conflict-title" className="cart-panel__title">
        <FormattedMessage id="cart.conflict.title" />
      </h2>
      <p>
        <FormattedMessage id="cart.conflict.text" />
      </p>
      <ConflictSummary conflict={view} />
      <ReplaceCartForm conflict={view}>
        <Link to={cancelTo} className="button button--secondary" data-testid="conflict-cancel">
          <FormattedMessage id="cart.conflict.cancel" />
        </Link>
      </ReplaceCartForm>
    </section>
  );
}
