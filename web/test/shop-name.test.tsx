/**
 * One shop name: the logo, page titles, home heading and footer print the trading name of the shop
 * identity (root loader, `SHOP_NAME`), not a copy in the message catalogues that a deployment forgets.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_IDENTITY } from "@shop/rules";
import { MESSAGES } from "~/i18n/messages";
import { LOCALE_TAGS, LOCALES } from "~/i18n/locales";
import { Logo } from "~/components/Logo";
import { plainText } from "~/i18n/messages/plainText";
import { createIntl, IntlProvider } from "react-intl";

function renderLogo(locale: (typeof LOCALES)[number], rootData: unknown): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, loader: () => rootData, children: [{ index: true, Component: Logo }] }]);
  return renderToStaticMarkup(
    <IntlProvider locale={LOCALE_TAGS[locale]} messages={MESSAGES[locale]}>
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: rootData } }} />
    </IntlProvider>,
  );
}

describe("shop name", () => {
  it.each(LOCALES)("%s: the logo names the configured shop", (locale) => {
    const html = renderLogo(locale, { shop: { name: "Bergapotheke Testdorf" } });
    expect(html).toContain(">Bergapotheke Testdorf</span>");
    expect(html).not.toContain(DEFAULT_SHOP_IDENTITY.name);
  });

  it.each(LOCALES)("%s: page descriptions that name the shop get the configured name", (locale) => {
    const intl = createIntl({ locale: LOCALE_TAGS[locale], messages: MESSAGES[locale] });
    for (const id of ["wishlist.description", "auth.register.description", "static.imprint.description"] as const) {
      expect(plainText(intl, id, { siteName: "Bergapotheke Testdorf" })).toContain("Bergapotheke Testdorf");
    }
  });

  it("no catalogue carries the name", () => {
    for (const locale of LOCALES) expect(Object.values(MESSAGES[locale]).join("\n")).not.toContain(DEFAULT_SHOP_IDENTITY.name);
  });
});
