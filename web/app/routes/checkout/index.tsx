/**
 * /checkout (checkout layout, SPEC §2): log in or continue as guest, addresses, delivery or click
 * & collect with the pharmacy, shipping and payment method, summary, terms (and the waiver for
 * digital content), place the order. Every form posts to this route's action and works without
 * JavaScript; with it, choices are saved by fetchers and the order button waits for them.
 * The page is personal and carries a one-time idempotency key: private, no-store.
 */
import { translate } from "@shop/rules";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { queryGateway, requestLocale } from "~/account/gateway.server";
import { PRIVATE_HEADERS } from "~/account/guard.server";
import { cartPath } from "~/cart/actions.server";
import type { PageHead } from "~/catalog/head";
import { handleCheckoutAction, orderPlacedContext } from "~/checkout/actions.server";
import { CheckoutPageQuery, type CheckoutData } from "~/checkout/documents";
import type { CheckoutActionData } from "~/checkout/intents";
import { CartFulfilmentForm } from "~/components/cart/CartFulfilmentForm";
import { CartPharmacy } from "~/components/cart/CartPharmacy";
import "~/components/cart/cart.css";
import { CheckoutAddresses } from "~/components/checkout/CheckoutAddresses";
import { CheckoutLogin } from "~/components/checkout/CheckoutLogin";
import { CheckoutSummary } from "~/components/checkout/CheckoutSummary";
import { GuestCheckoutForm } from "~/components/checkout/GuestCheckoutForm";
import { PaymentRedirectNotice } from "~/components/checkout/PaymentRedirectNotice";
import { PlaceOrderForm } from "~/components/checkout/PlaceOrderForm";
import "~/components/checkout/checkout.css";
import { useRefocusOnChange } from "~/components/layout/useRefocus";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: page, headers } = await queryGateway(request, CheckoutPageQuery);
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) headers.set(name, value);
  // Nothing to order: back to the cart — unless this request just placed the order (the payment notice shows).
  if (page.checkout.cart.isEmpty && !context.get(orderPlacedContext)) throw redirect(cartPath(requestLocale(request)), { headers });
  const head: PageHead = { titleId: "checkout.heading", descriptionId: "checkout.description", noindex: true };
  // One key per page view: a double submit of this page can only ever answer one order.
  return data({ ...page, idempotencyKey: crypto.randomUUID(), head }, { headers });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleCheckoutAction(request, context);
}

/** After the order (payment notice) the cart is empty: do not reload the page's data. A changed cart (CART_CHANGED) is reloaded although the answer is a 400. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Already ordered elsewhere: the loader would send the (now empty) cart to the cart page, hiding the link to the order.
  if ((actionResult as CheckoutActionData | undefined)?.paymentRedirect || (actionResult as CheckoutActionData | undefined)?.alreadyOrdered) return false;
  if ((actionResult as CheckoutActionData | undefined)?.refresh) return true;
  return defaultShouldRevalidate;
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  // One key per page view: revalidations (a saved method choice, a refused submit) bring a new key
  // from the loader, but the form keeps the first one, so its ticked boxes and the key survive them.
  const [idempotencyKey] = useState(loaderData.idempotencyKey);
  const answer = (actionData ?? null) as CheckoutActionData | null;
  // "Weiter als Gast" (or logging in here) replaces the focused form by the addresses: focus follows to that step.
  useRefocusOnChange(!loaderData.checkout.customer, () => document.getElementById("checkout-address-title"));
  if (answer?.paymentRedirect) return <PaymentRedirectNotice redirect={answer.paymentRedirect} />;
  if (answer?.alreadyOrdered) return <AlreadyOrdered message={answer.formError} orderPath={answer.alreadyOrdered} />;
  const { checkout, countries, salutations } = loaderData;
  const anonymous = !checkout.customer;
  return (
    <section className="section checkout-page" aria-labelledby="checkout-title" data-testid="checkout-page" data-fulfilment={checkout.cart.fulfilment}>
      <h1 id="checkout-title" className="page-title">
        <FormattedMessage id="checkout.heading" />
      </h1>
      {answer && !answer.ok && answer.formError ? (
        <p className="form-error checkout-error" role="alert" data-testid="checkout-error">
          {answer.formError}
        </p>
      ) : null}
      <div className="cart-layout">
        <div className="cart-layout__main checkout-steps">
          {anonymous ? (
            <AnonymousCheckout countries={countries} salutations={salutations} answer={answer} />
          ) : (
            <>
              <CheckoutAddresses checkout={checkout} />
              <FulfilmentPanel checkout={checkout} />
              <PlaceOrderForm
                checkout={checkout}
                idempotencyKey={idempotencyKey}
                fieldErrors={answer?.intent === "place-order" ? answer.fieldErrors : undefined}
                posted={answer?.intent === "place-order" ? answer.values : undefined}
              />
            </>
          )}
        </div>
        <CheckoutSummary cart={checkout.cart} />
      </div>
    </section>
  );
}

/** SPEC §6: 'Sie müssen angemeldet sein, um eine Bestellung aufzugeben' (the rules' text) — log in, or continue as guest. */
function AnonymousCheckout({
  countries,
  salutations,
  answer,
}: {
  countries: Route.ComponentProps["loaderData"]["countries"];
  salutations: Route.ComponentProps["loaderData"]["salutations"];
  answer: CheckoutActionData | null;
}) {
  const locale = useLocale();
  return (
    <>
      <p className="cart-message checkout-login-required" data-testid="checkout-login-required">
        {translate(locale, "checkout.notLoggedIn")}
      </p>
      <div className="checkout-choice">
        <CheckoutLogin result={answer?.intent === "login" ? answer : null} />
        <GuestCheckoutForm countries={countries} salutations={salutations} result={answer?.intent === "guest" ? answer : null} />
      </div>
    </>
  );
}

/** Delivery or click & collect (the cart's own switch and pharmacy choice, coming back here). */
function FulfilmentPanel({ checkout }: { checkout: CheckoutData }) {
  const locale = useLocale();
  const here = localizePath("/checkout", locale);
  return (
    <section className="checkout-panel" aria-labelledby="checkout-fulfilment-title" data-testid="checkout-fulfilment">
      <h2 id="checkout-fulfilment-title" className="checkout-panel__title">
        <FormattedMessage id="checkout.fulfilment.title" />
      </h2>
      <CartFulfilmentForm fulfilment={checkout.cart.fulfilment} redirectTo={here} />
      <CartPharmacy cart={checkout.cart} returnTo={here} />
    </section>
  );
}

/** The cart this page showed was ordered in another tab: say so and lead to that order — no stale summary. */
function AlreadyOrdered({ message, orderPath }: { message: string | undefined; orderPath: string }) {
  return (
    <section className="section checkout-page" aria-labelledby="checkout-title" data-testid="checkout-already-ordered">
      <h1 id="checkout-title" className="page-title">
        <FormattedMessage id="checkout.heading" />
      </h1>
      <p className="cart-message" role="alert" data-testid="checkout-error">
        {message}
      </p>
      <p>
        <a className="button" href={orderPath} data-testid="checkout-already-ordered-link">
          <FormattedMessage id="checkout.alreadyOrdered.link" />
        </a>
      </p>
    </section>
  );
}
