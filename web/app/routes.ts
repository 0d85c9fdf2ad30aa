/**
 * Routes are defined once and generated for every locale (SPEC §2): German without
 * prefix, Italian under /it, French under /fr. Route ids get the locale appended
 * after a triple underscore (SPEC §9), e.g. home___de, home___it, home___fr.
 */
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { LOCALES, type Locale } from "./i18n/locales";

function localizedRoutes(locale: Locale): RouteConfigEntry[] {
  const path = (p: string) => (locale === "de" ? p : p === "" ? locale : `${locale}/${p}`);
  const id = (name: string) => `${name}___${locale}`;
  const home =
    locale === "de"
      ? index("routes/home.tsx", { id: id("home") })
      : route(path(""), "routes/home.tsx", { id: id("home") });

  return [
    layout("layouts/default.tsx", { id: id("layout-default") }, [
      home,
      layout("layouts/account.tsx", { id: id("layout-account") }, [
        route(path("account"), "routes/account/index.tsx", { id: id("account") }),
      ]),
      // Final catch-all: unknown paths answer 404 'Page not found: {path}'.
      route(path("*"), "routes/$.tsx", { id: id("all") }),
    ]),
    layout("layouts/checkout.tsx", { id: id("layout-checkout") }, [
      route(path("checkout/cart"), "routes/checkout/cart.tsx", { id: id("checkout-cart") }),
    ]),
    layout("layouts/blank.tsx", { id: id("layout-blank") }, [
      route(path("error"), "routes/error.tsx", { id: id("error") }),
    ]),
  ];
}

export default [
  // Same-origin GraphQL endpoint for the browser, proxied to the gateway.
  route("graphql", "routes/graphql.ts", { id: "graphql" }),
  ...LOCALES.flatMap(localizedRoutes),
] satisfies RouteConfig;
