/** /register: create a customer account (SPEC §4 Registration; may be inactive, with a message). */
import { redirect } from "react-router";
import { RegisterPageQuery } from "~/account/documents";
import { queryGateway, requestLocale } from "~/account/gateway.server";
import { registerAction } from "~/account/register.server";
import { StandalonePage } from "~/components/account/AccountPage";
import { RegisterForm } from "~/components/account/RegisterForm";
import type { FormResult } from "~/components/forms/useShopForm";
import { localizePath } from "~/i18n/locales";
import type { PageHead } from "~/catalog/head";
import type { Route } from "./+types/register";

export async function loader({ request }: Route.LoaderArgs) {
  const { data } = await queryGateway(request, RegisterPageQuery);
  if (data.session.kind === "LOGGED_IN") throw redirect(localizePath("/account", requestLocale(request)));
  const head: PageHead = { titleId: "auth.register.title", descriptionId: "auth.register.description" };
  return { countries: data.countries, salutations: data.salutations, head };
}

export function action({ request }: Route.ActionArgs) {
  return registerAction(request);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StandalonePage title="auth.register.title" crumbs={[{ label: "breadcrumb.register" }]}>
      <RegisterForm
        countries={loaderData.countries}
        salutations={loaderData.salutations}
        result={(actionData ?? null) as FormResult | null}
      />
    </StandalonePage>
  );
}
