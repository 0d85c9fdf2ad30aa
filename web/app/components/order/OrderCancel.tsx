/**
 * Cancel an order in two steps: the first button only asks (?cancel=1, so it works without
 * JavaScript), the confirmation posts `cancelOrder`. Shown only when the gateway says the order can
 * still be cancelled (open, not paid, not shipped).
 */
import { FormattedMessage } from "react-intl";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { OrderActionData } from "~/order/intents";
import type { OrderData } from "~/order/documents";

export function OrderCancel({ order, actionData }: { order: OrderData; actionData: OrderActionData | undefined }) {
  const location = useLocation();
  const navigation = useNavigation();
  const cancelResult = actionData?.intent === "cancel" ? actionData : undefined;
  if (cancelResult?.ok) {
    return (
      <p className="inline-notice inline-notice--success" role="status" data-testid="order-cancelled">
        {cancelResult.message}
      </p>
    );
  }
  if (!order.canCancel) return null;
  const asking = new URLSearchParams(location.search).get("cancel") === "1";
  return (
    <section className="order-cancel" aria-labelledby="order-cancel-title">
      <h3 id="order-cancel-title" className="visually-hidden">
        <FormattedMessage id="order.cancel.title" />
      </h3>
      {cancelResult?.message ? (
        <p className="notice notice--danger" role="alert" data-testid="order-cancel-error">
          {cancelResult.message}
        </p>
      ) : null}
      {asking ? (
        <Form method="post" className="order-cancel__confirm" data-testid="order-cancel-dialog">
          <p>
            <FormattedMessage id="order.cancel.question" values={{ number: order.orderNumber }} />
          </p>
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className="button button--danger" disabled={navigation.state === "submitting"} data-testid="order-cancel-confirm">
            <FormattedMessage id="order.cancel.confirm" />
          </button>{" "}
          <Link to={location.pathname} replace preventScrollReset className="button button--secondary" data-testid="order-cancel-keep">
            <FormattedMessage id="order.cancel.keep" />
          </Link>
        </Form>
      ) : (
        <Link to="?cancel=1" replace preventScrollReset className="button button--secondary" data-testid="order-cancel">
          <FormattedMessage id="order.cancel.button" />
        </Link>
      )}
    </section>
  );
}
