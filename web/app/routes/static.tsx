/**
 * Static pages /shipping, /returns, /guarantee, /terms, /privacy, /imprint (SPEC §2, §9). One module
 * for all six (the page is the last path segment); every number comes from `@shop/rules` (shipping, invoice terms) or app/business/constants.ts
 * and is formatted with Intl, so the three languages can never disagree on a fee or a deadline.
 */
import type { ReactNode } from "react";
import { createIntl, FormattedMessage, useIntl } from "react-intl";
import { data, useLoaderData } from "react-router";
import { INVOICE_TERMS, parcelCost, SHIPPING } from "@shop/rules";
import { COLLECTION_COSTS, RETENTION, RETURNS } from "~/business/constants";
import { formatChf, formatNumber, formatPercent, formatTimeOfDay } from "~/business/format";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { LOCALE_TAGS, splitLocalePath, type Locale } from "~/i18n/locales";
import { MESSAGES, type MessageId } from "~/i18n/messages";
import { useLocale } from "~/i18n/useLocale";
import { useShopPaymentMethods } from "~/layouts/shopPaymentMethods";
import { shopImprintValues } from "~/shop/identity.server";
import type { Route } from "./+types/static";

export const STATIC_PAGES = ["shipping", "returns", "guarantee", "terms", "privacy", "imprint"] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

function isStaticPage(value: string): value is StaticPage {
  return (STATIC_PAGES as readonly string[]).includes(value);
}

export function loader({ request }: Route.LoaderArgs) {
  const { locale, path } = splitLocalePath(new URL(request.url).pathname);
  const page = path.replace(/^\/+|\/+$/g, "");
  if (!isStaticPage(page)) throw data({ path }, { status: 404 });
  // The descriptions quote the shop's figures ("ab {basePrice}"): formatted here with the same values as the page.
  const intl = createIntl({ locale: LOCALE_TAGS[locale], messages: MESSAGES[locale] });
  // the imprint prints the shop identity the platform's invoices and mails print (SHOP_* overrides included)
  const shop = shopImprintValues();
  return {
    page,
    shop,
    head: {
      titleId: `static.${page}.title` as MessageId,
      description: intl.formatMessage({ id: `static.${page}.description` }, { ...values(locale), ...shop }),
      canonicalPath: `/${page}`,
      alternates: { de: `/${page}`, it: `/${page}`, fr: `/${page}` },
    },
  };
}

function values(locale: Locale) {
  const chf = (amount: number) => formatChf(amount, locale);
  return {
    basePrice: chf(SHIPPING.parcel.baseCost),
    baseWeight: formatNumber(SHIPPING.parcel.includedKg, locale),
    extraPrice: chf(SHIPPING.parcel.perStartedKg),
    exampleWeight: formatNumber(6, locale),
    exampleCost: chf(parcelCost(6)),
    cutOff: formatTimeOfDay(SHIPPING.cutOff, locale),
    nextDayShare: formatPercent(SHIPPING.nextDayShare, locale),
    minDays: SHIPPING.arrivalWorkingDays.earliest,
    maxDays: SHIPPING.arrivalWorkingDays.latest,
    dueDays: INVOICE_TERMS.dueDays,
    lateInterest: formatPercent(INVOICE_TERMS.lateInterestPercent / 100, locale),
    reminderFee: chf(INVOICE_TERMS.reminderFeeChf),
    returnDays: RETURNS.days,
    refundMin: RETURNS.refundMinWorkingDays,
    refundMax: RETURNS.refundMaxWorkingDays,
    guestYears: RETENTION.guestDataYears,
    inactiveYears: RETENTION.inactiveAccountYears,
    accountingYears: RETENTION.accountingYears,
    analyticsMonths: RETENTION.analyticsMonths,
    adsCookieDays: RETENTION.adsCookieDays,
    noticeDays: RETENTION.privacyNoticeDays,
  };
}

/** Sections per page: a heading and paragraphs (message ids), optional extra content. */
const SECTIONS: Record<StaticPage, { heading: MessageId; paragraphs: MessageId[]; extra?: "collection" | "payments" }[]> = {
  shipping: [
    { heading: "static.shipping.area.h", paragraphs: ["static.shipping.area.p"] },
    { heading: "static.shipping.cost.h", paragraphs: ["static.shipping.cost.p", "static.shipping.cost.example", "static.shipping.free.p"] },
    { heading: "static.shipping.time.h", paragraphs: ["static.shipping.time.p"] },
    { heading: "static.shipping.payment.h", paragraphs: ["static.shipping.payment.p"], extra: "payments" },
  ],
  returns: [
    { heading: "static.returns.period.h", paragraphs: ["static.returns.period.p"] },
    { heading: "static.returns.refund.h", paragraphs: ["static.returns.refund.p"] },
    { heading: "static.returns.cost.h", paragraphs: ["static.returns.cost.p"] },
    { heading: "static.returns.excluded.h", paragraphs: ["static.returns.excluded.p"] },
  ],
  guarantee: [
    { heading: "static.guarantee.original.h", paragraphs: ["static.guarantee.original.p"] },
    { heading: "static.guarantee.advice.h", paragraphs: ["static.guarantee.advice.p"] },
    { heading: "static.guarantee.return.h", paragraphs: ["static.guarantee.return.p"] },
  ],
  terms: [
    { heading: "static.terms.scope.h", paragraphs: ["static.terms.scope.p"] },
    { heading: "static.terms.prices.h", paragraphs: ["static.terms.prices.p"] },
    { heading: "static.terms.delivery.h", paragraphs: ["static.terms.delivery.p"] },
    { heading: "static.terms.invoice.h", paragraphs: ["static.terms.invoice.p"] },
    { heading: "static.terms.collection.h", paragraphs: ["static.terms.collection.p"], extra: "collection" },
    { heading: "static.terms.returns.h", paragraphs: ["static.terms.returns.p"] },
  ],
  privacy: [
    { heading: "static.privacy.data.h", paragraphs: ["static.privacy.data.p"] },
    { heading: "static.privacy.retention.h", paragraphs: ["static.privacy.retention.p"] },
    { heading: "static.privacy.cookies.h", paragraphs: ["static.privacy.cookies.p"] },
    { heading: "static.privacy.changes.h", paragraphs: ["static.privacy.changes.p"] },
  ],
  imprint: [
    { heading: "static.imprint.company.h", paragraphs: ["static.imprint.company.p"] },
    { heading: "static.imprint.contact.h", paragraphs: ["static.imprint.contact.p"] },
    { heading: "static.imprint.responsible.h", paragraphs: ["static.imprint.responsible.p"] },
  ],
};

function CollectionTable({ locale }: { locale: Locale }) {
  const intl = useIntl();
  return (
    <table className="static-table" data-testid="collection-costs">
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="static.terms.collection.claim" />
          </th>
          <th scope="col">
            <FormattedMessage id="static.terms.collection.max" />
          </th>
        </tr>
      </thead>
      <tbody>
        {COLLECTION_COSTS.map((row) => (
          <tr key={row.from}>
            <td>
              {row.to == null
                ? intl.formatMessage({ id: "static.terms.collection.above" }, { amount: formatChf(row.from, locale) })
                : `${formatChf(row.from, locale)} – ${formatChf(row.to, locale)}`}
            </td>
            <td>
              {row.maxCost != null
                ? formatChf(row.maxCost, locale)
                : intl.formatMessage({ id: "static.terms.collection.percent" }, { percent: formatPercent(row.percentage ?? 0, locale) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function StaticPageView() {
  const { page, shop } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const locale = useLocale();
  const vals = { ...values(locale), ...shop };
  const paymentMethods = useShopPaymentMethods();
  const title = intl.formatMessage({ id: `static.${page}.title` as MessageId });
  const extra = (kind: "collection" | "payments" | undefined): ReactNode => {
    if (kind === "collection") return <CollectionTable locale={locale} />;
    if (kind === "payments")
      return (
        <ul data-testid="static-payment-methods">
          {paymentMethods.map((method) => (
            <li key={method.id}>{method.name}</li>
          ))}
        </ul>
      );
    return null;
  };
  return (
    <div className="static-page" data-testid="static-page" data-page={page}>
      <Breadcrumbs items={[{ name: title }]} />
      <article className="container static-page__body">
        <h1 className="page-header__title">{title}</h1>
        <p className="page-header__intro">
          <FormattedMessage id={`static.${page}.description` as MessageId} values={vals} />
        </p>
        {SECTIONS[page].map((section) => (
          <section key={section.heading}>
            <h2>
              <FormattedMessage id={section.heading} />
            </h2>
            {section.paragraphs.map((id) => (
              <p key={id}>
                <FormattedMessage id={id} values={vals} />
              </p>
            ))}
            {extra(section.extra)}
          </section>
        ))}
      </article>
    </div>
  );
}
