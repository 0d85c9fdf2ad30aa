import { ApolloHydrationHelper } from "@apollo/client-integration-react-router";
import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { ErrorContent } from "./components/ErrorContent";
import { NavigationProgress } from "./components/NavigationProgress";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { SkipLink } from "./components/SkipLink";
import { localeFromPathname, LOCALE_TAGS } from "./i18n/locales";
import { MESSAGES } from "./i18n/messages";
import { localeMiddleware } from "./i18n/middleware";
import { buildAlternates, buildCanonical, DEFAULT_STORE_HOST, normalizeStoreHost } from "./i18n/seo";
import stylesHref from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const middleware: Route.MiddlewareFunction[] = [localeMiddleware];

export function loader() {
  return { storeHost: normalizeStoreHost(process.env.STORE_HOST) };
}

/** The store host never changes at runtime. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const locale = localeFromPathname(location.pathname);
  const rootData = useRouteLoaderData<typeof loader>("root");
  const storeHost = rootData?.storeHost ?? DEFAULT_STORE_HOST;
  const messages = MESSAGES[locale];

  return (
    <html lang={LOCALE_TAGS[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{messages["site.name"]}</title>
        <meta name="description" content={messages["site.description"]} />
        <meta name="theme-color" content="#1f7a4d" />
        <link rel="canonical" href={buildCanonical(storeHost, location.pathname)} />
        {buildAlternates(storeHost, location.pathname).map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
        ))}
        <Meta />
        <Links />
      </head>
      <body>
        <IntlProvider locale={LOCALE_TAGS[locale]} defaultLocale="de-CH" messages={messages}>
          <SkipLink />
          <NavigationProgress />
          <ApolloHydrationHelper>{children}</ApolloHydrationHelper>
        </IntlProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort: errors above the layouts (e.g. the gateway is down). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="page">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="page__main container">
        <ErrorContent error={error} />
      </main>
      <SiteFooter />
    </div>
  );
}
