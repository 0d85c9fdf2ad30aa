/**
 * /account/order: the customer's orders. Ordering arrives with the checkout; until then the page
 * shows a clear empty state (the route, guard and breadcrumb are already in place).
 */
import { FormattedMessage } from "react-intl";
import { data, Link } from "react-router";
import { AccountGuardQuery } from "~/account/documents";
import { queryGateway } from "~/account/gateway.server";
import { accountHead, PRIVATE_HEADERS, requireCustomer } from "~/account/guard.server";
import { AccountPage } from "~/components/account/AccountPage";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { Route } from "./+types/order";

export async function loader({ request }: Route.LoaderArgs) {
  const { data: result } = await queryGateway(request, AccountGuardQuery);
  requireCustomer(request, result);
  return data({ orders: [] as const, head: accountHead("account.order.title") }, { headers: PRIVATE_HEADERS });
}

export default function Orders() {
  const locale = useLocale();
  return (
    <AccountPage title="account.order.title" crumb="breadcrumb.order">
      <div className="empty-state" data-testid="orders-empty">
        <p>
          <FormattedMessage id="account.order.empty" />
        </p>
        <Link className="button" to={localizePath("/", locale)}>
          <FormattedMessage id="account.order.shop" />
        </Link>
      </div>
    </AccountPage>
  );
}
