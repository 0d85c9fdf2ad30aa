/** /account: overview of the logged-in customer (checked on the server; anonymous → /login). */
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { data, Link } from "react-router";
import { AccountOverviewQuery } from "~/account/documents";
import { callGateway, queryGateway } from "~/account/gateway.server";
import { accountHead, PRIVATE_HEADERS, requireCustomer } from "~/account/guard.server";
import { AccountPage } from "~/components/account/AccountPage";
import { AddressBlock } from "~/components/account/AddressBlock";
import { localizePath } from "~/i18n/locales";
import type { MessageId } from "~/i18n/messages";
import { useLocale } from "~/i18n/useLocale";
import { LatestOrderQuery } from "~/order/documents";
import { formatOrderDate, orderDetailPath } from "~/order/format";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  // The latest order is read in parallel; when it fails the card just says there is none.
  const [{ data: result }, latest] = await Promise.all([queryGateway(request, AccountOverviewQuery), callGateway(request, LatestOrderQuery)]);
  requireCustomer(request, result);
  const latestOrder = latest.data?.orders.orders[0] ?? null;
  return data({ customer: result.customer, latestOrder, head: accountHead("account.overview") }, { headers: PRIVATE_HEADERS });
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { customer, latestOrder } = loaderData;
  const locale = useLocale();
  const to = (path: string) => localizePath(path, locale);
  return (
    <AccountPage title="account.overview">
      <p data-testid="account-greeting">
        <FormattedMessage
          id="account.greeting"
          values={{ name: `${customer.salutation?.displayName ?? ""} ${customer.firstName} ${customer.lastName}`.trim() }}
        />
      </p>
      <div className="card-list">
        <OverviewCard id="overview-profile" title="account.profile.title" to={to("/account/profile")} link="account.overview.editProfile">
          <p data-testid="overview-email">{customer.email}</p>
          {customer.customerNumber ? (
            <p>
              <FormattedMessage id="account.customerNumber" values={{ number: customer.customerNumber }} />
            </p>
          ) : null}
        </OverviewCard>
        <OverviewCard
          id="overview-billing"
          title="account.address.defaultBilling"
          to={to("/account/address")}
          link="account.overview.manageAddresses"
        >
          {customer.defaultBillingAddress ? <AddressBlock address={customer.defaultBillingAddress} /> : null}
        </OverviewCard>
        <OverviewCard
          id="overview-shipping"
          title="account.address.defaultShipping"
          to={to("/account/address")}
          link="account.overview.manageAddresses"
        >
          {customer.defaultShippingAddress ? <AddressBlock address={customer.defaultShippingAddress} /> : null}
        </OverviewCard>
        <OverviewCard id="overview-payment" title="account.payment.title" to={to("/account/payment")} link="account.overview.changePayment">
          <p>
            {customer.defaultPaymentMethod ? (
              customer.defaultPaymentMethod.name
            ) : (
              <FormattedMessage id="account.payment.none" />
            )}
          </p>
        </OverviewCard>
        <OverviewCard id="overview-latest-order" title="order.latest.title" to={to("/account/order")} link="order.latest.link">
          {latestOrder ? (
            <p data-testid="overview-latest-order">
              <Link to={orderDetailPath(latestOrder.id, locale)}>
                <FormattedMessage
                  id="order.latest.summary"
                  values={{ number: latestOrder.orderNumber, date: formatOrderDate(latestOrder.orderDate, locale) }}
                />
              </Link>
              <br />
              {latestOrder.stateName} · {latestOrder.paymentStateName}
            </p>
          ) : (
            <p>
              <FormattedMessage id="account.order.empty" />
            </p>
          )}
        </OverviewCard>
        <OverviewCard
          id="overview-newsletter"
          title="newsletter.title"
          to={to("/account/profile#newsletter")}
          link="account.overview.manageNewsletter"
        >
          <p data-testid="overview-newsletter">
            <FormattedMessage
              id={
                customer.newsletter.subscribed
                  ? "newsletter.status.subscribed"
                  : customer.newsletter.confirmationPending
                    ? "newsletter.status.pending"
                    : "newsletter.status.notSubscribed"
              }
            />
          </p>
        </OverviewCard>
        <OverviewCard id="overview-loyalty" title="loyalty.title" to={to("/account/loyalty")} link="account.overview.loyalty">
          <p>
            {customer.loyaltyCard ? (
              <FormattedMessage id="loyalty.points" values={{ points: customer.loyaltyCard.points }} />
            ) : (
              <FormattedMessage id="loyalty.none" />
            )}
          </p>
        </OverviewCard>
      </div>
    </AccountPage>
  );
}

/** One card of the overview: a titled section with its content and a link to the page that edits it. */
function OverviewCard({
  id,
  title,
  to,
  link,
  children,
}: {
  id: string;
  title: MessageId;
  to: string;
  link: MessageId;
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h3 id={id}>
        <FormattedMessage id={title} />
      </h3>
      {children}
      <Link to={to}>
        <FormattedMessage id={link} />
      </Link>
    </section>
  );
}
