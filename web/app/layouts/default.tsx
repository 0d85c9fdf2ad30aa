import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { NavigationQuery } from "~/apollo/documents";
import { apolloLoader } from "~/apollo/loader";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { localeFromPathname } from "~/i18n/locales";
import type { Route } from "./+types/default";
import { dropPlainTypenames } from "~/catalog/typenames";
import { cachedNavigation } from "./navigation.server";

/** Default layout: header with main navigation, content, footer. */
export const loader = apolloLoader<Route.LoaderArgs>()(async ({ request, query, waitForQueries }) => {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const navigation = await cachedNavigation(locale, () => query(NavigationQuery, { depth: 2 }).then((answer) => answer && dropPlainTypenames(answer)));
  await waitForQueries();
  // A shared call that failed for another request fails this one too.
  if (!navigation) throw data({ reason: "gateway" }, { status: 502 });
  return { navigation: navigation.navigation, footerNavigation: navigation.footerNavigation, paymentMethods: navigation.shopPaymentMethods };
});

/** The navigation depends only on the locale, and every locale has its own layout route. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <SiteHeader navigation={loaderData.navigation} />
      <main id="main" tabIndex={-1} className="page__main">
        <Outlet />
      </main>
      <SiteFooter navigation={loaderData.footerNavigation} paymentMethods={loaderData.paymentMethods} />
    </div>
  );
}
