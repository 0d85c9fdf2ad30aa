/** /account: overview of the logged-in customer (checked on the server; anonymous → /login). */
import { FormattedMessage } from "react-intl";
import { data, Link } from "react-router";
import { AccountOverviewQuery } from "~/account/documents";
import { queryGateway } from "~/account/gateway.server";
import { accountHead, PRIVATE_HEADERS, requireCustomer } from "~/account/guard.server";
import { AccountPage } from "~/components/account/AccountPage";
import { AddressBlock } from "~/components/account/AddressBlock";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  const { data: result } = await queryGateway(request, AccountOverviewQuery);
  requireCustomer(request, result);
  return data({ customer: result.customer, head: accountHead("account.overview") }, { headers: PRIVATE_HEADERS });
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData;
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
        <section className="card" aria-labelledby="overview-profile">
          <h3 id="overview-profile">
            <FormattedMessage id="account.profile.title" />
          </h3>
          <p data-testid="overview-email">{customer.email}</p>
          {customer.customerNumber ? (
            <p>
              <FormattedMessage id="account.customerNumber" values={{ number: customer.customerNumber }} />
            </p>
          ) : null}
          <Link to={to("/account/profile")}>
            <FormattedMessage id="account.overview.editProfile" />
          </Link>
        </section>
        <section className="card" aria-labelledby="overview-billing">
          <h3 id="overview-billing">
            <FormattedMessage id="account.address.defaultBilling" />
          </h3>
          {customer.defaultBillingAddress ? <AddressBlock address={customer.defaultBillingAddress} /> : null}
          <Link to={to("/account/address")}>
            <FormattedMessage id="account.overview.manageAddresses" />
          </Link>
        </section>
        <section className="card" aria-labelledby="overview-shipping">
          <h3 id="overview-shipping">
            <FormattedMessage id="account.address.defaultShipping" />
          </h3>
          {customer.defaultShippingAddress ? <AddressBlock address={customer.defaultShippingAddress} /> : null}
          <Link to={to("/account/address")}>
            <FormattedMessage id="account.overview.manageAddresses" />
          </Link>
        </section>
        <section className="card" aria-labelledby="overview-payment">
          <h3 id="overview-payment">
            <FormattedMessage id="account.payment.title" />
          </h3>
          <p>
            {customer.defaultPaymentMethod ? (
              customer.defaultPaymentMethod.name
            ) : (
              <FormattedMessage id="account.payment.none" />
            )}
          </p>
          <Link to={to("/account/payment")}>
            <FormattedMessage id="account.overview.changePayment" />
          </Link>
        </section>
        <section className="card" aria-labelledby="overview-newsletter">
          <h3 id="overview-newsletter">
            <FormattedMessage id="newsletter.title" />
          </h3>
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
          <Link to={to("/account/profile#newsletter")}>
            <FormattedMessage id="account.overview.manageNewsletter" />
          </Link>
        </section>
        <section className="card" aria-labelledby="overview-loyalty">
          <h3 id="overview-loyalty">
            <FormattedMessage id="loyalty.title" />
          </h3>
          <p>
            {customer.loyaltyCard ? (
              <FormattedMessage id="loyalty.points" values={{ points: customer.loyaltyCard.points }} />
            ) : (
              <FormattedMessage id="loyalty.none" />
            )}
          </p>
          <Link to={to("/account/loyalty")}>
            <FormattedMessage id="account.overview.loyalty" />
          </Link>
        </section>
      </div>
    </AccountPage>
  );
}
