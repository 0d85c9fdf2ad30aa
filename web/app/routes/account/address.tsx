/**
 * /account/address: address book — list, add (?new), edit (?edit=<id>), delete, set default
 * billing and shipping address. Which address is meant travels as an id the gateway only ever
 * looks up within the logged-in customer's own addresses.
 */
import { accountSchemas } from "@shop/rules";
import { FormattedMessage, useIntl } from "react-intl";
import { data, Form, Link, useLocation } from "react-router";
import {
  AddressPageQuery,
  CreateAddressMutation,
  DeleteAddressMutation,
  SetDefaultBillingAddressMutation,
  SetDefaultShippingAddressMutation,
  UpdateAddressMutation,
} from "~/account/documents";
import { formAnswer, optionalText, text } from "~/account/forms.server";
import {
  callGateway,
  queryGateway,
  redirectWithCookies,
  requestLocale,
  type GatewayResult,
} from "~/account/gateway.server";
import { accountHead, PRIVATE_HEADERS, requireCustomer } from "~/account/guard.server";
import { AccountPage } from "~/components/account/AccountPage";
import { AddressBlock } from "~/components/account/AddressBlock";
import { AddressFields } from "~/components/account/AddressFields";
import { FormError, SubmitButton } from "~/components/forms/Field";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { withNotice, type NoticeKey } from "~/components/notifications/notices";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { ADDRESS_FIELDS } from "~/account/addressFields";
import type { Route } from "./+types/address";


type GatewayCall = Pick<GatewayResult<unknown>, "errors" | "headers">;

export async function loader({ request }: Route.LoaderArgs) {
  const { data: result } = await queryGateway(request, AddressPageQuery);
  requireCustomer(request, result);
  return data(
    {
      addresses: result.addresses,
      countries: result.countries,
      salutations: result.salutations,
      head: accountHead("account.address.title"),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const id = text(form, "id");
  const self = localizePath("/account/address", locale);
  // Every intent answers alike: back to the list with a notice, or the form with its errors.
  const answer = (result: Parameters<typeof formAnswer>[2], call: GatewayCall, notice: NoticeKey) =>
    result?.ok
      ? redirectWithCookies(withNotice(self, notice), call.headers)
      : formAnswer(request, intent, result, call, { id });

  if (intent === "create" || intent === "update") {
    const input: Record<string, string | null> = {};
    for (const name of ADDRESS_FIELDS) input[name] = optionalText(form, name);
    const call =
      intent === "create"
        ? await callGateway(request, CreateAddressMutation, { input })
        : await callGateway(request, UpdateAddressMutation, { id, input });
    const result = call.data ? ("createAddress" in call.data ? call.data.createAddress : call.data.updateAddress) : null;
    return answer(result, call, "addressSaved");
  }
  if (intent === "delete") {
    const call = await callGateway(request, DeleteAddressMutation, { id });
    return answer(call.data?.deleteAddress, call, "addressDeleted");
  }
  if (intent === "default-billing") {
    const call = await callGateway(request, SetDefaultBillingAddressMutation, { id });
    return answer(call.data?.setDefaultBillingAddress, call, "defaultBilling");
  }
  if (intent === "default-shipping") {
    const call = await callGateway(request, SetDefaultShippingAddressMutation, { id });
    return answer(call.data?.setDefaultShippingAddress, call, "defaultShipping");
  }
  throw data(null, { status: 400 });
}

type LoaderData = Route.ComponentProps["loaderData"];
type Address = LoaderData["addresses"][number];
type ActionResult = (FormResult & { id?: string }) | null;

export default function AddressBook({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, countries, salutations } = loaderData;
  const locale = useLocale();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const result = (actionData ?? null) as ActionResult;
  const editId = params.get("edit") ?? (result?.intent === "update" && !result.ok ? result.id : null);
  const editing = editId ? addresses.find((a) => a.id === editId) : undefined;
  const creating = params.has("new") || (result?.intent === "create" && !result.ok) || addresses.length === 0;
  const listError = result && !result.ok && result.intent !== "create" && result.intent !== "update" ? result : null;

  return (
    <AccountPage title="account.address.title" crumb="breadcrumb.address">
      <FormError message={listError?.formError} />
      {addresses.length > 0 ? (
        <ul className="card-list" data-testid="address-list">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      ) : (
        <p className="empty-state">
          <FormattedMessage id="account.address.empty" />
        </p>
      )}

      {editing ? (
        <AddressForm
          key={`edit-${editing.id}-${location.key}`}
          intent="update"
          address={editing}
          countries={countries}
          salutations={salutations}
          result={result?.intent === "update" ? result : null}
        />
      ) : creating ? (
        <AddressForm
          key={`new-${location.key}`}
          intent="create"
          countries={countries}
          salutations={salutations}
          result={result?.intent === "create" ? result : null}
        />
      ) : (
        <p>
          <Link className="button" to={`${localizePath("/account/address", locale)}?new`} data-testid="address-add">
            <FormattedMessage id="account.address.add" />
          </Link>
        </p>
      )}
    </AccountPage>
  );
}

function AddressCard({ address }: { address: Address }) {
  const intl = useIntl();
  const locale = useLocale();
  const name = `${address.firstName} ${address.lastName}`;
  return (
    <li className="card" data-testid="address-card" data-address-id={address.id}>
      <p>
        {address.isDefaultBilling ? (
          <span className="badge" data-testid="default-billing">
            <FormattedMessage id="account.address.defaultBilling" />
          </span>
        ) : null}
        {address.isDefaultShipping ? (
          <span className="badge" data-testid="default-shipping">
            <FormattedMessage id="account.address.defaultShipping" />
          </span>
        ) : null}
      </p>
      <AddressBlock address={address} />
      <div className="card__actions">
        <Link
          to={`${localizePath("/account/address", locale)}?edit=${address.id}`}
          aria-label={intl.formatMessage({ id: "account.address.editNamed" }, { name })}
        >
          <FormattedMessage id="account.address.edit" />
        </Link>
        {address.isDefaultBilling ? null : (
          <Form method="post">
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" name="intent" value="default-billing" className="link-button">
              <FormattedMessage id="account.address.makeDefaultBilling" />
            </button>
          </Form>
        )}
        {address.isDefaultShipping ? null : (
          <Form method="post">
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" name="intent" value="default-shipping" className="link-button">
              <FormattedMessage id="account.address.makeDefaultShipping" />
            </button>
          </Form>
        )}
        {/* A default address cannot be deleted (the gateway refuses it too). */}
        {address.isDefaultBilling || address.isDefaultShipping ? null : (
          <Form method="post">
            <input type="hidden" name="id" value={address.id} />
            <button
              type="submit"
              name="intent"
              value="delete"
              className="link-button"
              aria-label={intl.formatMessage({ id: "account.address.deleteNamed" }, { name })}
            >
              <FormattedMessage id="account.address.delete" />
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

function AddressForm({
  intent,
  address,
  countries,
  salutations,
  result,
}: {
  intent: "create" | "update";
  address?: Address;
  countries: LoaderData["countries"];
  salutations: LoaderData["salutations"];
  result: ActionResult;
}) {
  const locale = useLocale();
  const defaults: Record<string, string> = address
    ? {
        salutationId: address.salutation?.id ?? "",
        firstName: address.firstName,
        lastName: address.lastName,
        company: address.company ?? "",
        street: address.street,
        additionalAddressLine1: address.additionalAddressLine1 ?? "",
        zipcode: address.zipcode ?? "",
        city: address.city,
        countryId: address.countryId,
        countryStateId: address.countryStateId ?? "",
        phoneNumber: address.phoneNumber ?? "",
      }
    : { countryId: countries[0]?.id ?? "" };
  const { form, register, onSubmit, errorFor, busy } = useShopForm<Record<string, string>>({
    schema: accountSchemas(locale).address,
    defaultValues: defaults,
    result,
  });
  return (
    <section className="account-section" aria-labelledby="address-form-title">
      <h3 id="address-form-title">
        <FormattedMessage id={intent === "create" ? "account.address.add" : "account.address.edit"} />
      </h3>
      <Form method="post" noValidate className="form" onSubmit={onSubmit} data-testid="address-form">
        <input type="hidden" name="intent" value={intent} />
        {address ? <input type="hidden" name="id" value={address.id} /> : null}
        <FormError message={result?.formError} />
        <AddressFields
          idPrefix="address"
          register={register}
          watch={form.watch}
          errorFor={errorFor}
          countries={countries}
          salutations={salutations}
          defaults={defaults}
        />
        <div className="form-actions">
          <SubmitButton busy={busy}>
            <FormattedMessage id="form.save" />
          </SubmitButton>
          <Link to={localizePath("/account/address", locale)}>
            <FormattedMessage id="form.cancel" />
          </Link>
        </div>
      </Form>
    </section>
  );
}
