/**
 * /register/{customerGroupId}: registration page of a customer group (SPEC §6: customer groups
 * have their own registration page and pricing). The customer asks to join the group; the shop
 * decides. An unknown group or one without registration answers 404.
 */
import { data } from "react-router";
import { CustomerGroupRegistrationQuery, RegisterPageQuery } from "~/account/documents";
import { queryGateway } from "~/account/gateway.server";
import { registerAction } from "~/account/register.server";
import { StandalonePage } from "~/components/account/AccountPage";
import { RegisterForm } from "~/components/account/RegisterForm";
import type { FormResult } from "~/components/forms/useShopForm";
import type { PageHead } from "~/catalog/head";
import type { Route } from "./+types/register.$group";

const ENTITY_ID = /^[0-9a-f]{32}$/;

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = params.group ?? "";
  if (!ENTITY_ID.test(id)) throw data(null, { status: 404 });
  const [page, group] = await Promise.all([
    queryGateway(request, RegisterPageQuery),
    queryGateway(request, CustomerGroupRegistrationQuery, { id }),
  ]);
  const registration = group.data.customerGroupRegistration;
  if (!registration) throw data(null, { status: 404 });
  const head: PageHead = { title: registration.title ?? registration.name, descriptionId: "auth.register.description" };
  return { countries: page.data.countries, salutations: page.data.salutations, group: registration, head };
}

export function action({ request }: Route.ActionArgs) {
  return registerAction(request);
}

export default function GroupRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { group } = loaderData;
  return (
    <StandalonePage title="auth.register.title" crumbs={[{ label: "breadcrumb.register" }]}>
      <section className="account-section" data-testid="group-registration">
        {/* Texts from the shop's configuration, rendered as plain text. */}
        <h2>{group.title ?? group.name}</h2>
        {group.introduction ? <p>{group.introduction.replace(/<[^>]*>/g, " ")}</p> : null}
      </section>
      <RegisterForm
        countries={loaderData.countries}
        salutations={loaderData.salutations}
        result={(actionData ?? null) as FormResult | null}
        requestedGroupId={group.id}
      />
    </StandalonePage>
  );
}
