/** /account/payment: the customer's default payment method. */
import { FormattedMessage, useIntl } from "react-intl";
import { data, Form } from "react-router";
import { PaymentMethodsQuery, PaymentPageQuery, SetDefaultPaymentMethodMutation } from "~/account/documents";
import { formAnswer, text } from "~/account/forms.server";
import { callGateway, queryGateway, redirectWithCookies, requestLocale } from "~/account/gateway.server";
import { accountHead, PRIVATE_HEADERS, requireCustomer } from "~/account/guard.server";
import { AccountPage } from "~/components/account/AccountPage";
import { FormError, SubmitButton } from "~/components/forms/Field";
import type { FormResult } from "~/components/forms/useShopForm";
import { withNotice } from "~/components/notifications/notices";
import { localizePath } from "~/i18n/locales";
import type { Route } from "./+types/payment";

export async function loader({ request }: Route.LoaderArgs) {
  const { data: result } = await queryGateway(request, PaymentPageQuery);
  requireCustomer(request, result);
  const methods = await callGateway(request, PaymentMethodsQuery);
  return data(
    {
      head: accountHead("account.payment.title"),
      selectedId: result.customer.defaultPaymentMethod?.id ?? null,
      // null: the shop could not list its payment methods right now (the page says so).
      paymentMethods: methods.data?.paymentMethods ?? null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const call = await callGateway(request, SetDefaultPaymentMethodMutation, { id: text(form, "paymentMethodId") });
  const result = call.data?.setDefaultPaymentMethod;
  if (result?.ok) {
    return redirectWithCookies(withNotice(localizePath("/account/payment", requestLocale(request)), "payment"), call.headers);
  }
  return formAnswer(request, "payment", result, call);
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const result = (actionData ?? null) as FormResult | null;
  const { paymentMethods } = loaderData;
  if (!paymentMethods || paymentMethods.length === 0) {
    return (
      <AccountPage title="account.payment.title" crumb="breadcrumb.payment">
        <p className="empty-state" data-testid="payment-unavailable">
          <FormattedMessage id="account.payment.unavailable" />
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="account.payment.title" crumb="breadcrumb.payment">
      <Form method="post" className="form" data-testid="payment-form">
        <FormError message={result?.formError} />
        <fieldset>
          <legend>
            <FormattedMessage id="account.payment.choose" />
          </legend>
          <ul className="radio-list">
            {paymentMethods.map((method) => (
              <li key={method.id}>
                <label>
                  <input
                    type="radio"
                    name="paymentMethodId"
                    value={method.id}
                    defaultChecked={method.id === loaderData.selectedId}
                    required
                  />
                  <span>
                    <strong>{method.name}</strong>
                    {method.description ? (
                      <>
                        <br />
                        <small>{method.description}</small>
                      </>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="form-actions">
          <SubmitButton>{intl.formatMessage({ id: "form.save" })}</SubmitButton>
        </div>
      </Form>
    </AccountPage>
  );
}
