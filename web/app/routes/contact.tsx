/**
 * /contact (SPEC §7 contact-form): the contact form, prefilled for a logged-in customer (name,
 * e-mail) and, opened from an order ("contact the shop" on an unpaid order, `?orderNumber=10001`),
 * with the order in the subject. The action also takes the CMS form elements' messages and the
 * editorial poll votes (contact/contact.server.ts).
 */
import { FormattedMessage, useIntl } from "react-intl";
import { data } from "react-router";
import { contactAction } from "~/contact/contact.server";
import { ContactPageQuery } from "~/contact/documents";
import { queryGateway } from "~/account/gateway.server";
import { StandalonePage } from "~/components/account/AccountPage";
import { ContactForm, type ContactFormResult } from "~/components/contact/ContactForm";
import type { PageHead } from "~/catalog/head";
import type { Route } from "./+types/contact";

/** An order number as the shop prints them (digits, maybe a prefix): anything else is ignored. */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

export async function loader({ request }: Route.LoaderArgs) {
  const { data: page, headers } = await queryGateway(request, ContactPageQuery);
  const orderNumber = new URL(request.url).searchParams.get("orderNumber")?.trim() ?? "";
  const customer = page.customer;
  const head: PageHead = { titleId: "contact.title", descriptionId: "contact.description" };
  return data(
    {
      head,
      salutations: page.salutations,
      orderNumber: ORDER_NUMBER.test(orderNumber) ? orderNumber : null,
      defaults: customer
        ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, salutationId: customer.salutation?.id ?? "" }
        : {},
    },
    { headers },
  );
}

export function action({ request }: Route.ActionArgs) {
  return contactAction(request);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { orderNumber, salutations } = loaderData;
  const subject = orderNumber ? intl.formatMessage({ id: "contact.orderSubject" }, { orderNumber }) : "";
  const result = (actionData && "intent" in actionData && actionData.intent === "contact" ? actionData : null) as ContactFormResult | null;
  return (
    <StandalonePage title="contact.title" crumbs={[{ label: "contact.title" }]}>
      <p>
        <FormattedMessage id="contact.intro" />
      </p>
      <ContactForm idPrefix="contact" salutations={salutations} defaults={{ ...loaderData.defaults, ...(subject ? { subject } : {}) }} result={result} />
    </StandalonePage>
  );
}
