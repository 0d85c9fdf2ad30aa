/**
 * The web's imprint names the shop identity the platform prints on invoices and in mails: the static
 * route's loader hands the page `shopImprintValues()` (the @shop/rules identity with SHOP_* overrides).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_IDENTITY as SHOP } from "@shop/rules";
import { MESSAGES } from "~/i18n/messages";
import { LOCALE_TAGS, LOCALES, type Locale } from "~/i18n/locales";
import StaticPageView, { loader } from "~/routes/static";

async function renderImprint(locale: Locale): Promise<string> {
  const path = locale === "de" ? "/imprint" : `/${locale}/imprint`;
  const loaded = await loader({ request: new Request(`http://shop.test${path}`), params: {}, context: {} } as never);
  const Stub = createRoutesStub([{ id: "static", path: "*", Component: StaticPageView as never, loader: () => loaded }]);
  return renderToStaticMarkup(
    <IntlProvider locale={LOCALE_TAGS[locale]} messages={MESSAGES[locale]}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { static: loaded } }} />
    </IntlProvider>,
  );
}

describe("imprint", () => {
  it.each(LOCALES)("%s: operator, address, UID, VAT number and contact from the shop identity", async (locale) => {
    const html = await renderImprint(locale);
    for (const value of [SHOP.legalName, `${SHOP.street}, ${SHOP.zip} ${SHOP.city}`, SHOP.uid, SHOP.vatNumber, SHOP.phone, SHOP.email]) expect(html).toContain(value);
    expect(html).not.toContain("3000 Bern");
  });
});
