/**
 * What an unpaid order offers (SPEC §4): retry the payment, pay with another method (the methods that
 * allow a change after ordering), and — on the unpaid page — back to the cart and contact the shop.
 * Plain forms posting to the page's own action, so they work without JavaScript.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { PaymentRedirectNotice } from "~/components/checkout/PaymentRedirectNotice";
import type { OrderData } from "~/order/documents";
import { pendingPaymentRedirect, type OrderActionData } from "~/order/intents";

export interface ChangeableMethod {
  id: string;
  name: string;
  afterOrderEnabled: boolean;
}

export function OrderPaymentActions({
  order,
  methods,
  actionData,
  heading: Heading = "h3",
}: {
  order: OrderData;
  methods: readonly ChangeableMethod[];
  actionData: OrderActionData | undefined;
  /** Level of the section's heading in the page's outline. */
  heading?: "h2" | "h3";
}) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const choices = methods.filter((method) => method.afterOrderEnabled && method.id !== order.paymentMethod?.id);
  const paymentIntent = actionData?.intent === "retry-payment" || actionData?.intent === "change-payment";
  // The same notice as after placing the order (SPEC §4: 5 s, then the provider; a link goes at once).
  const redirectUrl = pendingPaymentRedirect(actionData);
  if (redirectUrl) return <PaymentRedirectNotice redirect={{ url: redirectUrl, nextPath: null, orderNumber: null }} />;
  if (!order.canRetryPayment && !(order.canChangePaymentMethod && choices.length > 0)) return null;
  return (
    <section className="order-payment-actions" aria-labelledby="order-payment-actions-title" data-testid="order-payment-actions">
      <Heading id="order-payment-actions-title">
        <FormattedMessage id="order.payment.title" />
      </Heading>
      {paymentIntent && !actionData?.ok && actionData?.message ? (
        <p className="notice notice--danger" role="alert" data-testid="order-payment-error">
          {actionData.message}
        </p>
      ) : null}
      {order.canRetryPayment ? (
        <Form method="post" className="order-payment-actions__retry">
          <input type="hidden" name="intent" value="retry-payment" />
          <button type="submit" className="button" disabled={busy} data-testid="retry-payment">
            <FormattedMessage id="order.payment.retry" />
          </button>
        </Form>
      ) : null}
      {order.canChangePaymentMethod && choices.length > 0 ? (
        <Form method="post" className="order-payment-actions__change" data-testid="change-payment-method">
          <input type="hidden" name="intent" value="change-payment" />
          <label htmlFor="order-payment-method">
            <FormattedMessage id="order.payment.other" />
          </label>
          <select id="order-payment-method" name="paymentMethodId" required defaultValue="" data-testid="change-payment-method-select">
            <option value="" disabled>
              {intl.formatMessage({ id: "order.payment.choose" })}
            </option>
            {choices.map((method) => (
              <option key={method.id} value={method.id}>
                {method.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--secondary" disabled={busy} data-testid="change-payment-method-submit">
            <FormattedMessage id="order.payment.change" />
          </button>
        </Form>
      ) : null}
    </section>
  );
}
