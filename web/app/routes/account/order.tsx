/**
 * /account/order: the customer's orders, newest first, 10 per page (?page=). Each row: number, date,
 * state, payment state, total and the link to the detail. No orders: the empty state.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { data, Link } from "react-router";
import { queryGateway } from "~/account/gateway.server";
import { accountHead, PRIVATE_HEADERS, requireCustomer } from "~/account/guard.server";
import { AccountPage } from "~/components/account/AccountPage";
import { OrderStateBadge, PaymentStateBadge } from "~/components/order/OrderStatus";
import "~/components/order/order.css";
import { formatMoney } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { AccountOrdersQuery } from "~/order/documents";
import { formatOrderDate, ORDERS_PER_PAGE, orderDetailPath, orderListPath, pageCount, pageParam } from "~/order/format";
import type { Route } from "./+types/order";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url).searchParams);
  const { data: result } = await queryGateway(request, AccountOrdersQuery, { page, limit: ORDERS_PER_PAGE });
  requireCustomer(request, result);
  const { orders, total, limit } = result.orders;
  return data({ orders, total, page, limit, head: accountHead("account.order.title") }, { headers: PRIVATE_HEADERS });
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders, total, page, limit } = loaderData;
  const locale = useLocale();
  const intl = useIntl();
  return (
    <AccountPage title="account.order.title" crumb="breadcrumb.order">
      {orders.length === 0 ? (
        <div className="empty-state" data-testid="orders-empty">
          <p>
            <FormattedMessage id="account.order.empty" />
          </p>
          <Link className="button" to={localizePath("/", locale)}>
            <FormattedMessage id="account.order.shop" />
          </Link>
        </div>
      ) : (
        <>
          <table className="order-table" data-testid="orders-list">
            <caption className="visually-hidden">{intl.formatMessage({ id: "account.order.title" })}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="order.number" />
                </th>
                <th scope="col">
                  <FormattedMessage id="order.date" />
                </th>
                <th scope="col">
                  <FormattedMessage id="order.state" />
                </th>
                <th scope="col">
                  <FormattedMessage id="order.paymentState" />
                </th>
                <th scope="col" className="order-table__amount">
                  <FormattedMessage id="order.total" />
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <FormattedMessage id="order.details" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} data-testid="order-row" data-order-id={order.id} data-order-number={order.orderNumber}>
                  <th scope="row" data-testid="order-number">
                    {order.orderNumber}
                  </th>
                  <td>
                    <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate, locale)}</time>
                  </td>
                  <td>
                    <OrderStateBadge order={order} />
                  </td>
                  <td>
                    <PaymentStateBadge order={order} />
                  </td>
                  <td className="order-table__amount">{formatMoney(order.total, locale)}</td>
                  <td>
                    <Link to={orderDetailPath(order.id, locale)} data-testid="order-detail-link">
                      <FormattedMessage id="order.details" />
                      <span className="visually-hidden"> {order.orderNumber}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} pages={pageCount(total, limit)} />
        </>
      )}
    </AccountPage>
  );
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const locale = useLocale();
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav className="order-pagination" aria-label={intl.formatMessage({ id: "order.pagination" })} data-testid="orders-pagination">
      {page > 1 ? (
        <Link to={orderListPath(page - 1, locale)} rel="prev" data-testid="orders-prev">
          <FormattedMessage id="order.pagination.prev" />
        </Link>
      ) : null}
      <span>
        <FormattedMessage id="order.pagination.page" values={{ page, pages }} />
      </span>
      {page < pages ? (
        <Link to={orderListPath(page + 1, locale)} rel="next" data-testid="orders-next">
          <FormattedMessage id="order.pagination.next" />
        </Link>
      ) : null}
    </nav>
  );
}
