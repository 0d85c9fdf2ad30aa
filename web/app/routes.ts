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
      // Accounts, wishlist, newsletter and loyalty card (issue 4).
      ...accountRoutes(path, id),
      // Catalogue, content and search (issue 3).
      ...catalogueRoutes(path, id),
      // Partner pharmacies: map, list and the choice for click & collect (issue 7).
      route(path("pharmacy-map"), "routes/pharmacy-map.tsx", { id: id("pharmacy-map") }),
      route(path("contact"), "routes/contact.tsx", { id: id("contact") }),
      // Final catch-all: unknown paths answer 404 'Page not found: {path}'.
      route(path("*"), "routes/$.tsx", { id: id("all") }),
    ]),
    // Sign out: POST only, no page (issue 4).
    route(path("account/logout"), "routes/account/logout.tsx", { id: id("account-logout") }),
    layout("layouts/checkout.tsx", { id: id("layout-checkout") }, [
      route(path("checkout/cart"), "routes/checkout/cart.tsx", { id: id("checkout-cart") }),
      route(path("checkout"), "routes/checkout/index.tsx", { id: id("checkout") }),
    ]),
    // Cart deep link (no layout, SPEC §2) and the cart forms' endpoint (issue 7).
    route(path("checkout/add-to-cart"), "routes/checkout/add-to-cart.tsx", { id: id("checkout-add-to-cart") }),
    route(path("cart-action"), "routes/cart-action.ts", { id: id("cart-action") }),
    // A product page's cross-selling cards, fetched when the shopper nears them (CrossSellings.tsx; issue 26).
    route(path("cross-selling/:productId"), "routes/cross-selling.$productId.ts", { id: id("cross-selling") }),
    // After the order, without layout (SPEC §2): placed, paid and unpaid (issue 8).
    route(path("checkout/success/:id"), "routes/checkout/success.tsx", { id: id("checkout-success") }),
    route(path("checkout/success/:id/paid"), "routes/checkout/success.tsx", { id: id("checkout-success-paid") }),
    route(path("checkout/success/:id/unpaid"), "routes/checkout/success.tsx", { id: id("checkout-success-unpaid") }),
    layout("layouts/blank.tsx", { id: id("layout-blank") }, [
      route(path("error"), "routes/error.tsx", { id: id("error") }),
    ]),
  ];
}

/** Account pages of SPEC §2 (account layout) and the login, wishlist and newsletter pages (issue 4). */
function accountRoutes(path: (p: string) => string, id: (name: string) => string): RouteConfigEntry[] {
  return [
    layout("layouts/account.tsx", { id: id("layout-account") }, [
      route(path("account"), "routes/account/index.tsx", { id: id("account") }),
      route(path("account/profile"), "routes/account/profile.tsx", { id: id("account-profile") }),
      route(path("account/address"), "routes/account/address.tsx", { id: id("account-address") }),
      route(path("account/payment"), "routes/account/payment.tsx", { id: id("account-payment") }),
      route(path("account/order"), "routes/account/order.tsx", { id: id("account-order") }),
      route(path("account/order/:id"), "routes/account/order.$id.tsx", { id: id("account-order-detail") }),
      route(path("account/loyalty"), "routes/account/loyalty.tsx", { id: id("account-loyalty") }),
    ]),
    // Invoices and downloads of an order, streamed from the gateway (resource routes, issue 8).
    route(path("account/order/:id/document/:documentId"), "routes/account/order.$id.document.$documentId.ts", {
      id: id("account-order-document"),
    }),
    route(path("account/order/:id/reorder"), "routes/account/order.$id.reorder.ts", { id: id("account-order-reorder") }),
    route(path("account/order/:id/download/:downloadId"), "routes/account/order.$id.download.$downloadId.ts", {
      id: id("account-order-download"),
    }),
    // Without the account layout (SPEC §2).
    route(path("account/recover"), "routes/reset-password.tsx", { id: id("account-recover") }),
    // The path of the recovery link in the mail (Shopware's default /account/recover/password?hash=).
    route(path("account/recover/password"), "routes/reset-password.tsx", { id: id("account-recover-password") }),
    route(path("login"), "routes/login.tsx", { id: id("login") }),
    route(path("register"), "routes/register.tsx", { id: id("register") }),
    route(path("register/:group"), "routes/register.$group.tsx", { id: id("register-group") }),
    // The link in the registration confirmation mail (double opt-in).
    route(path("registration/confirm"), "routes/account/confirm.tsx", { id: id("registration-confirm") }),
    route(path("reset-password"), "routes/reset-password.tsx", { id: id("reset-password") }),
    route(path("wishlist"), "routes/wishlist.tsx", { id: id("wishlist") }),
    route(path("newsletter-subscribe"), "routes/newsletter-subscribe.tsx", { id: id("newsletter-subscribe") }),
    route(path("newsletter-unsubscribe/:hash"), "routes/newsletter-unsubscribe.$hash.tsx", {
      id: id("newsletter-unsubscribe"),
    }),
  ];
}

/** Catalogue pages of SPEC §2 inside the default layout (issue 3). */
function catalogueRoutes(path: (p: string) => string, id: (name: string) => string): RouteConfigEntry[] {
  const staticPages = ["shipping", "returns", "guarantee", "terms", "privacy", "imprint"];
  return [
    route(path("navigation/:id"), "routes/navigation.$id.tsx", { id: id("navigation") }),
    route(path("detail/:id"), "routes/detail.$id.tsx", { id: id("detail") }),
    route(path("landingPage/:id"), "routes/landingPage.$id.tsx", { id: id("landing-page") }),
    route(path("brands"), "routes/brands.tsx", { id: id("brands") }),
    route(path("b/*"), "routes/catalogPrefix.$.tsx", { id: id("brand") }),
    route(path("t/*"), "routes/catalogPrefix.$.tsx", { id: id("topic") }),
    route(path("e/*"), "routes/catalogPrefix.$.tsx", { id: id("editorial") }),
    route(path("cp/*"), "routes/catalogPrefix.$.tsx", { id: id("cms-page") }),
    route(path("search"), "routes/search.tsx", { id: id("search") }),
    ...staticPages.map((page) => route(path(page), "routes/static.tsx", { id: id(`static-${page}`) })),
  ];
}

export default [
  // Same-origin GraphQL endpoint for the browser, proxied to the gateway.
  route("graphql", "routes/graphql.ts", { id: "graphql" }),
  ...LOCALES.flatMap(localizedRoutes),
] satisfies RouteConfig;
