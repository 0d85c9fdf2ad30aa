/**
 * The shipping and terms figures the web shows (static pages, footer) are `@shop/rules`' values, the
 * same the platform charges and prints: rendered as the server sends them, compared with the rules.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { formatChf, INVOICE_TERMS, parcelCost, SHIPPING } from "@shop/rules";
import { MESSAGES } from "~/i18n/messages";
import { LOCALE_TAGS, LOCALES, type Locale } from "~/i18n/locales";
import StaticPageView from "~/routes/static";

function renderStatic(page: "shipping" | "terms", locale: Locale): string {
  const path = locale === "de" ? `/${page}` : `/${locale}/${page}`;
  const Stub = createRoutesStub([{ id: "static", path: "*", Component: StaticPageView as never, loader: () => ({ page }) }]);
  const html = renderToStaticMarkup(
    <IntlProvider locale={LOCALE_TAGS[locale]} messages={MESSAGES[locale]}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { static: { page } } }} />
    </IntlProvider>,
  );
  // Intl separates "CHF" and the amount with a no-break space; compare text, not entities
  return html.replace(/&nbsp;|\u00a0|\u202f/g, " ");
}

const text = (s: string) => s.replace(/\u00a0|\u202f/g, " ");

describe("shipping and invoice figures shown by the web come from @shop/rules", () => {
  it.each(LOCALES)("%s: /shipping states the parcel price, per-kg price, example and cut-off", (locale) => {
    const html = renderStatic("shipping", locale);
    expect(html).toContain('data-page="shipping"');
    expect(html).toContain(text(formatChf(SHIPPING.parcel.baseCost, locale)));
    expect(html).toContain(text(formatChf(SHIPPING.parcel.perStartedKg, locale)));
    expect(html).toContain(text(formatChf(parcelCost(6), locale)));
    expect(html).toContain(SHIPPING.cutOff.slice(0, 2));
  });

  it.each(LOCALES)("%s: /terms states the due days and the reminder fee", (locale) => {
    const html = renderStatic("terms", locale);
    expect(html).toContain(String(INVOICE_TERMS.dueDays));
    expect(html).toContain(text(formatChf(INVOICE_TERMS.reminderFeeChf, locale)));
  });
});
