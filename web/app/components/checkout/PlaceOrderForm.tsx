/**
 * The order form: shipping and payment method, comment, terms (link to /terms), the waiver of
 * the right of withdrawal when the cart holds digital content, and "Zahlungspflichtig bestellen".
 *
 * Double submits: the loader generates one `idempotencyKey` per page view and the gateway answers
 * the same order for the same key; with JavaScript the button is also disabled while the order is
 * on its way (and while a choice is still being saved).
 *
 * `cartRevision` is the fingerprint of the cart this page shows: a cart changed since (another tab)
 * is refused by the gateway with "Ihr Warenkorb hat sich geändert" and the fresh page, never ordered.
 */
import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link } from "react-router";
import type { CheckoutData } from "~/checkout/documents";
import { isTicked } from "~/checkout/guest";
import { JS_FIELD } from "~/checkout/intents";
import { CheckboxField, TextAreaField } from "~/components/forms/Field";
import { focusStatic } from "~/components/layout/focus";
import { useHydrated } from "~/components/useHydrated";
import { formatMoney } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { MethodChoice } from "./MethodChoice";
import { useChoicesPending, useIntentBusy } from "./useCheckoutBusy";

/** Issues shown above the button (the missing pharmacy is shown with the pharmacy choice). */
const SHOWN_ISSUES = new Set(["NO_SHIPPING_METHOD", "PAYMENT_METHOD_UNAVAILABLE", "NO_SHIPPING_ADDRESS", "CART_INVALID", "EMPTY_CART"]);

export function PlaceOrderForm({
  checkout,
  idempotencyKey,
  fieldErrors,
  posted = {},
}: {
  checkout: CheckoutData;
  idempotencyKey: string;
  fieldErrors?: Record<string, string>;
  /** A refused order's comment and ticks, for the page rendered without JavaScript. */
  posted?: Record<string, string>;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const hydrated = useHydrated();
  const placing = useIntentBusy("place-order");
  const saving = useChoicesPending();
  const issues = checkout.issues.filter((issue) => SHOWN_ISSUES.has(issue.code));
  const disabled = !checkout.canPlaceOrder || placing || saving;
  const formRef = useRef<HTMLFormElement>(null);
  // A refused order (terms not ticked): the button was disabled while the order was on its way, so focus is
  // nowhere — it goes to the first field that blocks the order, the terms box as a rule.
  useEffect(() => {
    if (fieldErrors && Object.keys(fieldErrors).length > 0) focusStatic(formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  }, [fieldErrors]);

  const shipping = checkout.shippingMethods.map((method) => ({
    ...method,
    extra: method.price ? (method.price.amount === 0 ? intl.formatMessage({ id: "cart.totals.free" }) : formatMoney(method.price, locale)) : null,
  }));

  return (
    <Form ref={formRef} method="post" className="checkout-order" data-testid="checkout-order-form" aria-busy={placing || undefined}>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="cartRevision" value={checkout.cartRevision} />
      <input type="hidden" name="current_shippingMethodId" value={checkout.selectedShippingMethodId ?? ""} />
      <input type="hidden" name="current_paymentMethodId" value={checkout.selectedPaymentMethodId ?? ""} />
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      <MethodChoice
        kind="shipping"
        legend={<FormattedMessage id="checkout.shipping.title" />}
        options={shipping}
        selectedId={checkout.selectedShippingMethodId}
        error={fieldErrors?.shippingMethodId}
      />
      <MethodChoice
        kind="payment"
        legend={<FormattedMessage id="checkout.payment.title" />}
        options={checkout.paymentMethods}
        selectedId={checkout.selectedPaymentMethodId}
        error={fieldErrors?.paymentMethodId}
      />
      <TextAreaField
        id="checkout-customerComment"
        name="customerComment"
        label={<FormattedMessage id="checkout.comment" />}
        rows={3}
        maxLength={1000}
        defaultValue={posted.customerComment}
        error={fieldErrors?.customerComment}
      />
      <CheckboxField
        id="checkout-acceptedTerms"
        name="acceptedTerms"
        required
        data-testid="checkout-terms"
        defaultChecked={isTicked(posted.acceptedTerms)}
        label={
          <FormattedMessage
            id="checkout.terms"
            values={{
              link: (
                <Link to={localizePath("/terms", locale)} target="_blank" rel="noopener">
                  <FormattedMessage id="checkout.termsLink" />
                </Link>
              ),
            }}
          />
        }
        error={fieldErrors?.acceptedTerms}
      />
      {checkout.requiresWithdrawalWaiver ? (
        <CheckboxField
          id="checkout-acceptedWithdrawalWaiver"
          name="acceptedWithdrawalWaiver"
          required
          data-testid="checkout-waiver"
          defaultChecked={isTicked(posted.acceptedWithdrawalWaiver)}
          label={<FormattedMessage id="checkout.waiver" />}
          error={fieldErrors?.acceptedWithdrawalWaiver}
        />
      ) : null}
      {issues.length > 0 ? (
        <ul className="cart-messages" data-testid="checkout-issues">
          {issues.map((issue) => (
            <li key={issue.code} className="cart-message cart-message--danger">
              {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="place-order"
        className="button button--cart checkout-order__submit"
        disabled={disabled}
        data-busy={placing ? "true" : undefined}
        data-testid="checkout-place-order"
      >
        <FormattedMessage id={placing ? "checkout.placingOrder" : "checkout.placeOrder"} />
      </button>
    </Form>
  );
}
