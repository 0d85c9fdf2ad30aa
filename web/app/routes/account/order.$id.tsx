/**
 * /account/order/{id}: one of the customer's orders — items with images, addresses or the pharmacy,
 * delivery and payment state, documents and downloads, and what the order still allows (cancel,
 * retry payment, another payment method) and 'Nochmals bestellen'. Another customer's order is a 404 (the gateway answers null).
 */
import { FormattedMessage } from "react-intl";
import { data, Link } from "react-router";
import { queryGateway } from "~/account/gateway.server";
import { accountHead, PRIVATE_HEADERS, requireCustomer } from "~/account/guard.server";
import { AccountPage } from "~/components/account/AccountPage";
import "~/components/cart/cart.css";
import { OrderCancel } from "~/components/order/OrderCancel";
import { OrderDetails } from "~/components/order/OrderDetails";
import { OrderFiles } from "~/components/order/OrderFiles";
import { OrderLines } from "~/components/order/OrderLines";
import { OrderPaymentActions } from "~/components/order/OrderPaymentActions";
import { OrderReorder } from "~/components/order/OrderReorder";
import { OrderStatus } from "~/components/order/OrderStatus";
import { OrderTotals } from "~/components/order/OrderTotals";
import "~/components/order/order.css";
import { useLocale } from "~/i18n/useLocale";
import { runOrderAction } from "~/order/actions.server";
import { AccountOrderQuery } from "~/order/documents";
import { orderListPath } from "~/order/format";
import type { OrderActionData } from "~/order/intents";
import { changeableMethods } from "~/order/methods.server";
import type { Route } from "./+types/order.$id";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { data: result } = await queryGateway(request, AccountOrderQuery, { id: params.id });
  requireCustomer(request, result);
  if (!result.order) throw data({ path: new URL(request.url).pathname }, { status: 404, headers: PRIVATE_HEADERS });
  const methods = await changeableMethods(request, result.order);
  return data({ order: result.order, methods, head: accountHead("order.detail.title") }, { headers: PRIVATE_HEADERS });
}

export function action({ request, params }: Route.ActionArgs) {
  return runOrderAction(request, params.id);
}

export default function OrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, methods } = loaderData;
  const locale = useLocale();
  const result = actionData as OrderActionData | undefined;
  return (
    <AccountPage title="order.detail.title" crumb="breadcrumb.order">
      <article className="order-detail" data-testid="order-detail" data-order-id={order.id}>
        <OrderStatus order={order} deliveryState={order.deliveryState} />
        <OrderPaymentActions order={order} methods={methods} actionData={result} />
        <OrderCancel order={order} actionData={result} />
        <section aria-labelledby="order-items-title">
          <h3 id="order-items-title">
            <FormattedMessage id="order.items" />
          </h3>
          <OrderLines lines={order.lineItems} />
          <OrderTotals order={order} />
          <OrderReorder orderId={order.id} />
        </section>
        <OrderDetails order={order} />
        <OrderFiles order={order} />
        <p>
          <Link to={orderListPath(1, locale)} data-testid="order-back">
            <FormattedMessage id="order.back" />
          </Link>
        </p>
      </article>
    </AccountPage>
  );
}
