/**
 * Where the order goes and how it is paid: billing address, the delivery address or the partner
 * pharmacy for click & collect, shipping and payment method.
 */
import { FormattedMessage } from "react-intl";
import { AddressBlock } from "~/components/account/AddressBlock";
import type { OrderData } from "~/order/documents";

export function OrderDetails({ order }: { order: OrderData }) {
  const pickup = order.fulfilment === "CLICK_AND_COLLECT";
  return (
    <div className="order-details" data-testid="order-details" data-fulfilment={order.fulfilment}>
      {order.billingAddress ? (
        <section className="order-details__block" aria-labelledby="order-billing-title">
          <h3 id="order-billing-title">
            <FormattedMessage id="order.billingAddress" />
          </h3>
          <AddressBlock address={order.billingAddress} />
        </section>
      ) : null}
      {pickup ? (
        <section className="order-details__block" aria-labelledby="order-pharmacy-title" data-testid="order-pharmacy">
          <h3 id="order-pharmacy-title">
            <FormattedMessage id="order.pickupPharmacy" />
          </h3>
          {order.pharmacy ? (
            <address>
              <strong>{order.pharmacy.name}</strong>
              <br />
              {order.pharmacy.street}
              <br />
              {order.pharmacy.zipcode} {order.pharmacy.city}
              {order.pharmacy.phone ? (
                <>
                  <br />
                  {order.pharmacy.phone}
                </>
              ) : null}
            </address>
          ) : order.shippingAddress ? (
            <AddressBlock address={order.shippingAddress} />
          ) : null}
        </section>
      ) : order.shippingAddress ? (
        <section className="order-details__block" aria-labelledby="order-shipping-title">
          <h3 id="order-shipping-title">
            <FormattedMessage id="order.shippingAddress" />
          </h3>
          <AddressBlock address={order.shippingAddress} />
        </section>
      ) : null}
      <section className="order-details__block" aria-labelledby="order-methods-title">
        <h3 id="order-methods-title">
          <FormattedMessage id="order.methods" />
        </h3>
        <dl className="order-methods">
          {order.shippingMethod ? (
            <div>
              <dt>
                <FormattedMessage id="order.shippingMethod" />
              </dt>
              <dd data-testid="order-shipping-method">{order.shippingMethod.name}</dd>
            </div>
          ) : null}
          {order.paymentMethod ? (
            <div>
              <dt>
                <FormattedMessage id="order.paymentMethod" />
              </dt>
              <dd data-testid="order-payment-method">{order.paymentMethod.name}</dd>
            </div>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
