/** Order date, state and payment state (the names the shop gives them; SPEC §4: nothing beyond the state name). */
import { FormattedMessage } from "react-intl";
import { useLocale } from "~/i18n/useLocale";
import type { DeliveryState } from "~/generated/graphql";
import type { OrderRow } from "~/order/documents";
import { formatOrderDate, orderTone, paymentTone } from "~/order/format";

const DELIVERY_STATE = {
  OPEN: "order.delivery.open",
  SHIPPED: "order.delivery.shipped",
  CANCELLED: "order.delivery.cancelled",
} as const satisfies Record<DeliveryState, string>;

export function OrderStatus({ order, deliveryState }: { order: OrderRow; deliveryState?: DeliveryState | null }) {
  const locale = useLocale();
  return (
    <dl className="order-status">
      <div>
        <dt>
          <FormattedMessage id="order.number" />
        </dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="order.date" />
        </dt>
        <dd>
          <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate, locale)}</time>
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="order.state" />
        </dt>
        <dd>
          <OrderStateBadge order={order} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="order.paymentState" />
        </dt>
        <dd>
          <PaymentStateBadge order={order} />
        </dd>
      </div>
      {deliveryState ? (
        <div>
          <dt>
            <FormattedMessage id="order.deliveryState" />
          </dt>
          <dd data-testid="order-delivery-state" data-state={deliveryState}>
            <FormattedMessage id={DELIVERY_STATE[deliveryState]} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The order's state name as a badge (data-testid order-state, data-state = the technical state). */
export function OrderStateBadge({ order }: { order: Pick<OrderRow, "state" | "stateName"> }) {
  return (
    <span className={`badge order-badge order-badge--${orderTone(order.state)}`} data-testid="order-state" data-state={order.state}>
      {order.stateName}
    </span>
  );
}

export function PaymentStateBadge({ order }: { order: Pick<OrderRow, "paymentState" | "paymentStateName"> }) {
  return (
    <span className={`badge order-badge order-badge--${paymentTone(order.paymentState)}`} data-testid="order-payment-state" data-state={order.paymentState}>
      {order.paymentStateName}
    </span>
  );
}
