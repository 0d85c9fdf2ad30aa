import { use, useContext, type ReactNode } from "react";
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from "react-intl";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import { headerSessionFor } from "./cart/header.server";
import { alternatePath, usePageHead } from "./catalog/head";
import { ErrorContent } from "./components/ErrorContent";
import { ChunkReloadListener } from "./components/layout/ChunkReload";
import { HydrationMarker } from "./components/layout/HydrationMarker";
import { RouteFocus } from "./components/layout/RouteFocus";
import { noticeFor } from "./components/notifications/notice.server";
import { NotificationProvider } from "./components/layout/Notifications";
import { NavigationProgress } from "./components/NavigationProgress";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { SkipLink } from "./components/SkipLink";
import { shopImprintValues } from "./shop/identity.server";
import { useShopName } from "./shop/useShop";
import { localeFromPathname, LOCALES, LOCALE_TAGS, localizePath, type Locale } from "./i18n/locales";
import type { MessageId } from "./i18n/messages";
import type { CompiledMessages } from "./i18n/messages/compile";
import { formatterByMessage } from "./i18n/messages/formatterByMessage";
import { plainText } from "./i18n/messages/plainText";
import { loadedMessages, loadMessages, MESSAGES_HREF } from "./i18n/messages/browser";
import { ServerCatalogues } from "./i18n/messages/serverCatalogues";
import { sameOriginMiddleware } from "./http/origin";
import { localeMiddleware } from "./i18n/middleware";
import { finalizeCacheHeaders } from "./http/cachePolicy";
import { buildAlternates, buildCanonical, DEFAULT_STORE_HOST, normalizeStoreHost } from "./i18n/seo";
import stylesHref from "./styles/app.css?url";
import catalogStylesHref from "./styles/catalog.css?url";
import forcedColorsStylesHref from "./styles/forced-colors.css?url";

// `precedence` makes React emit the two render-blocking stylesheets at the top of <head>, before the script
// modulepreloads it hoists there: on a slow connection the CSS then gets the first connections (issue 9).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref, precedence: "shop" },
  { rel: "stylesheet", href: catalogStylesHref, precedence: "shop" },
  // Only a contrast theme needs it: with `media` the other visitors' browsers fetch it late and never wait for it.
  { rel: "stylesheet", href: forcedColorsStylesHref, precedence: "shop", media: "(forced-colors: active)" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Outermost: the caching headers are decided once the locale middleware has added its cookie. */
const cacheHeadersMiddleware: Route.MiddlewareFunction = async ({ request }, next) => {
  const response = (await next()) as Response;
  try {
    finalizeCacheHeaders(request, response.headers);
  } catch {
    // Immutable headers (a proxied response): nothing of ours to finalise.
  }
  return response;
};

// The origin check runs for resource routes too (/cart-action, /graphql), which React Router's own check skips.
export const middleware: Route.MiddlewareFunction[] = [cacheHeadersMiddleware, sameOriginMiddleware, localeMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  // Session kind (account menu) and cart badge in one gateway request, only with a session cookie.
  const { sessionKind, cart } = await headerSessionFor(request);
  return { storeHost: normalizeStoreHost(process.env.STORE_HOST), sessionKind, cart, notice: noticeFor(request), shop: shopImprintValues() };
}

/** The store host never changes at runtime; the session kind and the cart only change through form submissions. */
export function shouldRevalidate({ formMethod }: ShouldRevalidateFunctionArgs) {
  return !!formMethod && formMethod.toUpperCase() !== "GET";
}

// One intl object per locale for the life of the process: its formatters and parsed messages are
// reused by every page (an IntlProvider per render parsed and built them again each time).
const intlCache = createIntlCache();
const intls = new Map<Locale, IntlShape>();
function intlFor(locale: Locale, messages: CompiledMessages): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = formatterByMessage(createIntl({ locale: LOCALE_TAGS[locale], defaultLocale: "de-CH", messages }, intlCache));
    intls.set(locale, intl);
  }
  return intl;
}

/**
 * The server has every catalogue (i18n/messages/server.ts, provided by entry.server); the browser only the page's
 * (i18n/messages/browser.ts: loaded before hydration, or suspends a navigation into another language); both compiled
 * to FormatJS's AST.
 */
function useMessages(locale: Locale): CompiledMessages {
  const server = useContext(ServerCatalogues);
  if (server) return server(locale);
  return loadedMessages(locale) ?? use(loadMessages(locale));
}

export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const locale = localeFromPathname(location.pathname);
  const rootData = useRouteLoaderData<typeof loader>("root");
  const storeHost = rootData?.storeHost ?? DEFAULT_STORE_HOST;
  const intl = intlFor(locale, useMessages(locale));
  // Formatted, not read from the catalogue: in the browser its entries are compiled messages, not strings.
  const siteName = useShopName();
  const text = (id: MessageId) => plainText(intl, id, { siteName });
  // Pages may name their own title, description, canonical path and per-language paths (catalog/head.ts).
  const head = usePageHead();
  const pageTitle = head?.title ?? (head?.titleId ? text(head.titleId) : undefined);
  const title = pageTitle ? `${pageTitle} | ${siteName}` : siteName;
  const description = head?.description ?? (head?.descriptionId ? text(head.descriptionId) : undefined) ?? text("site.description");
  const canonical = head?.canonicalPath ? `${storeHost}${localizePath(head.canonicalPath, locale)}` : buildCanonical(storeHost, location.pathname);
  const alternates = head?.alternates
    ? [
        ...LOCALES.flatMap((code) => {
          const path = alternatePath(head, code);
          return path ? [{ hrefLang: LOCALE_TAGS[code], href: `${storeHost}${path}` }] : [];
        }),
        ...(head.alternates.de ? [{ hrefLang: "x-default", href: `${storeHost}${localizePath(head.alternates.de, "de")}` }] : []),
      ]
    : buildAlternates(storeHost, location.pathname);

  return (
    <html lang={LOCALE_TAGS[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {head?.noindex ? <meta name="robots" content="noindex, follow" /> : null}
        <meta name="theme-color" content="#1f7a4d" />
        <link rel="canonical" href={canonical} />
        {alternates.map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
        ))}
        <link rel="preload" as="fetch" href={MESSAGES_HREF[locale]} crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body>
        <RawIntlProvider value={intl}>
          <SkipLink />
          <NavigationProgress />
          <NotificationProvider>
            <ChunkReloadListener />
            <HydrationMarker />
            <RouteFocus />
            {children}
          </NotificationProvider>
        </RawIntlProvider>
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
