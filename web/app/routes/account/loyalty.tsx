/**
 * /account/loyalty: the loyalty card (SPEC §3): card number, points and the progress towards the
 * CHF 5 voucher — shown as a bar, never as the threshold number (SPEC §1) — or, without a card,
 * link an existing card (13 digits, check digit, and the PIN printed on it) or request a new one.
 */
import { accountSchemas } from "@shop/rules";
import { FormattedMessage } from "react-intl";
import { data } from "react-router";
import { LinkLoyaltyCardMutation, LoyaltyPageQuery, RequestLoyaltyCardMutation } from "~/account/documents";
import { formAnswer, text } from "~/account/forms.server";
import { callGateway, queryGateway, redirectWithCookies, requestLocale } from "~/account/gateway.server";
import { accountHead, PRIVATE_HEADERS, requireCustomer } from "~/account/guard.server";
import { AccountFormSection } from "~/components/account/AccountFormSection";
import { AccountPage } from "~/components/account/AccountPage";
import { LoyaltyCardView } from "~/components/account/LoyaltyCardView";
import { TextField } from "~/components/forms/Field";
import { useFieldLabel } from "~/components/forms/labels";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { InlineNotice } from "~/components/notifications/InlineNotice";
import { withNotice } from "~/components/notifications/notices";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { Route } from "./+types/loyalty";

export async function loader({ request }: Route.LoaderArgs) {
  const { data: result } = await queryGateway(request, LoyaltyPageQuery);
  requireCustomer(request, result);
  return data(
    { customer: result.customer, card: result.loyaltyCard, head: accountHead("loyalty.title") },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const self = localizePath("/account/loyalty", locale);
  if (intent === "link") {
    const call = await callGateway(request, LinkLoyaltyCardMutation, { cardNumber: text(form, "cardNumber"), pin: text(form, "pin") });
    const result = call.data?.linkLoyaltyCard;
    if (result?.ok) return redirectWithCookies(withNotice(self, "loyaltyLinked"), call.headers);
    return formAnswer(request, intent, result, call);
  }
  if (intent === "request") {
    const call = await callGateway(request, RequestLoyaltyCardMutation, {
      input: {
        firstName: text(form, "firstName"),
        lastName: text(form, "lastName"),
        birthday: text(form, "birthday"),
        street: text(form, "street"),
        zipcode: text(form, "zipcode"),
        city: text(form, "city"),
        email: text(form, "email"),
      },
    });
    // The request is confirmed on the page: a new card may take a while to be issued.
    return formAnswer(request, intent, call.data?.requestLoyaltyCard, call);
  }
  throw data(null, { status: 400 });
}

type ActionResult = (FormResult & { message?: string }) | null;
type Customer = Route.ComponentProps["loaderData"]["customer"];

export default function Loyalty({ loaderData, actionData }: Route.ComponentProps) {
  const { card, customer } = loaderData;
  const result = (actionData ?? null) as ActionResult;
  const requested = result?.intent === "request" && result.ok ? result : null;
  return (
    <AccountPage title="loyalty.title" crumb="breadcrumb.loyalty">
      {requested ? (
        <InlineNotice>
          <span data-testid="loyalty-requested">{requested.message ?? <FormattedMessage id="loyalty.request.done" />}</span>
        </InlineNotice>
      ) : null}
      {card ? (
        // The platform may issue a requested card right away.
        <LoyaltyCardView card={card} />
      ) : requested ? null : (
        <>
          <p>
            <FormattedMessage id="loyalty.intro" />
          </p>
          <LinkCardForm result={result?.intent === "link" ? result : null} />
          <RequestCardForm customer={customer} result={result?.intent === "request" ? result : null} />
        </>
      )}
    </AccountPage>
  );
}

function LinkCardForm({ result }: { result: ActionResult }) {
  const locale = useLocale();
  const label = useFieldLabel();
  const { register, onSubmit, errorFor, busy } = useShopForm<{ cardNumber: string; pin: string }>({
    schema: accountSchemas(locale).loyaltyCardLink,
    result,
  });
  return (
    <AccountFormSection
      id="loyalty-link"
      title="loyalty.link.title"
      intent="link"
      testId="loyalty-link-form"
      formError={result?.formError}
      onSubmit={onSubmit}
      busy={busy}
      submit="loyalty.link.submit"
    >
      <TextField
        id="loyalty-cardNumber"
        name="cardNumber"
        label={label("cardNumber")}
        inputMode="numeric"
        autoComplete="off"
        required
        hint={<FormattedMessage id="loyalty.link.hint" />}
        error={errorFor("cardNumber")}
        registration={register("cardNumber")}
      />
      <TextField
        id="loyalty-pin"
        name="pin"
        label={label("pin")}
        inputMode="numeric"
        autoComplete="off"
        required
        hint={<FormattedMessage id="loyalty.link.pinHint" />}
        error={errorFor("pin")}
        registration={register("pin")}
      />
    </AccountFormSection>
  );
}

function RequestCardForm({ customer, result }: { customer: Customer; result: ActionResult }) {
  const locale = useLocale();
  const label = useFieldLabel();
  const defaults = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthday: customer.birthday ?? "",
    street: customer.defaultBillingAddress?.street ?? "",
    zipcode: customer.defaultBillingAddress?.zipcode ?? "",
    city: customer.defaultBillingAddress?.city ?? "",
    email: customer.email,
  };
  const { register, onSubmit, errorFor, busy } = useShopForm<typeof defaults>({
    schema: accountSchemas(locale).loyaltyCardRequest,
    defaultValues: defaults,
    result,
  });
  const field = (name: keyof typeof defaults, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`loyalty-request-${name}`}
      name={name}
      label={label(name === "zipcode" ? "zipcode" : name)}
      required
      defaultValue={defaults[name]}
      error={errorFor(name)}
      registration={register(name)}
      {...extra}
    />
  );
  return (
    <AccountFormSection
      id="loyalty-request"
      title="loyalty.request.title"
      intent="request"
      testId="loyalty-request-form"
      formError={result?.formError}
      onSubmit={onSubmit}
      busy={busy}
      submit="loyalty.request.submit"
    >
      <div className="form-grid">
        {field("firstName", { autoComplete: "given-name" })}
        {field("lastName", { autoComplete: "family-name" })}
      </div>
      {field("birthday", { type: "date", autoComplete: "bday" })}
      {field("street", { autoComplete: "street-address" })}
      <div className="form-grid">
        {field("zipcode", { autoComplete: "postal-code", inputMode: "numeric" })}
        {field("city", { autoComplete: "address-level2" })}
      </div>
      {field("email", { type: "email", autoComplete: "email" })}
    </AccountFormSection>
  );
}
