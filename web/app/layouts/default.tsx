import { useReadQuery, type QueryRef } from "@apollo/client/react";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { NavigationQuery } from "~/apollo/documents";
import { apolloLoader } from "~/apollo/loader";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import type { NavigationQuery as NavigationQueryData } from "~/generated/graphql";
import type { Route } from "./+types/default";

/** Default layout: header with main navigation, content, footer. */
export const loader = apolloLoader<Route.LoaderArgs>()(async ({ preloadQuery, waitForQueries }) => {
  const navigationRef = preloadQuery(NavigationQuery, { variables: { depth: 2 } });
  await waitForQueries();
  return { navigationRef };
});

/** The navigation depends only on the locale, and every locale has its own layout route. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export interface DefaultLayoutContext {
  navigationRef: QueryRef<NavigationQueryData>;
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const { navigationRef } = loaderData;
  const { data } = useReadQuery(navigationRef);
  const context: DefaultLayoutContext = { navigationRef };
  return (
    <div className="page">
      <SiteHeader navigation={data.navigation} />
      <main id="main" tabIndex={-1} className="page__main">
        <Outlet context={context} />
      </main>
      <SiteFooter navigation={data.footerNavigation} />
    </div>
  );
}
