/** Footer parts (SPEC §2): links, rating, payments, delivery, socials (the newsletter form is the accounts issue's). */
import type { ShopPaymentMethod } from "~/apollo/documents";
import { FormattedMessage } from "react-intl";
import { InternalLink } from "~/components/InternalLink";
import { SHIPPING } from "@shop/rules";
import { formatChf, formatTimeOfDay } from "~/business/format";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { NavItemLink } from "../NavItemLink";

/** A column of the footer navigation (SPEC §2 navigation entries: category, product, landing page or external link). */
export interface FooterNavigationEntry {
  name: string;
  url: string;
  external: boolean;
  children: readonly { name: string; url: string; external: boolean }[];
}

const SERVICE_LINKS = [
  { path: "/shipping", id: "static.shipping.title" },
  { path: "/returns", id: "static.returns.title" },
  { path: "/guarantee", id: "static.guarantee.title" },
  { path: "/brands", id: "catalog.brands.title" },
  { path: "/search", id: "search.title" },
] as const;

const LEGAL_LINKS = [
  { path: "/terms", id: "static.terms.title" },
  { path: "/privacy", id: "static.privacy.title" },
  { path: "/imprint", id: "static.imprint.title" },
] as const;

const SOCIALS = [
  { name: "Instagram", url: "https://www.instagram.com/" },
  { name: "Facebook", url: "https://www.facebook.com/" },
  { name: "LinkedIn", url: "https://www.linkedin.com/" },
];

/** `paymentMethods`: the methods the shop offers (the layout's public read), named as the checkout names them. */
export function FooterColumns({ navigation = [], paymentMethods = [] }: { navigation?: readonly FooterNavigationEntry[]; paymentMethods?: readonly ShopPaymentMethod[] }) {
  const locale = useLocale();
  return (
    <div className="footer-columns">
      {navigation.map((column) => (
        <section key={column.url} data-testid="footer-navigation">
          <h2 className="site-footer__heading">{column.name}</h2>
          <ul className="footer-links">
            {column.children.map((entry) => (
              <li key={entry.url}>
                <NavItemLink url={entry.url} external={entry.external}>
                  {entry.name}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section>
        <h2 className="site-footer__heading">
          <FormattedMessage id={navigation.length > 0 ? "content.footer.info" : "content.footer.service"} />
        </h2>
        <ul className="footer-links" data-testid="footer-links">
          {[...SERVICE_LINKS, ...LEGAL_LINKS].map((link) => (
            <li key={link.path}>
              <InternalLink to={localizePath(link.path, locale)}>
                <FormattedMessage id={link.id} />
              </InternalLink>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="site-footer__heading">
          <FormattedMessage id="content.footer.delivery" />
        </h2>
        <p>
          <FormattedMessage
            id="content.footer.deliveryText"
            values={{ price: formatChf(SHIPPING.parcel.baseCost, locale), cutOff: formatTimeOfDay(SHIPPING.cutOff, locale) }}
          />
        </p>
      </section>
      {/* the checkout's methods, not a list of our own that drifts from it; a layout without them shows no heading */}
      {paymentMethods.length > 0 ? (
        <section>
          <h2 className="site-footer__heading">
            <FormattedMessage id="content.footer.payments" />
          </h2>
          <ul className="footer-payments" data-testid="footer-payments">
            {paymentMethods.map((method) => (
              <li key={method.id}>{method.name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h2 className="site-footer__heading">
          <FormattedMessage id="content.footer.socials" />
        </h2>
        <ul className="footer-socials">
          {SOCIALS.map((social) => (
            <li key={social.name}>
              <NavItemLink url={social.url} external>
                {social.name}
              </NavItemLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
