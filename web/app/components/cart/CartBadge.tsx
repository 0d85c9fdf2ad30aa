/** Header cart link with the number of pieces, rendered on the server from the root loader. */
import { useIntl } from "react-intl";
import { InternalLink } from "~/components/InternalLink";
import { useHeaderCart } from "~/cart/useHeaderCart";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import "./cart.css";

export function CartBadge() {
  const intl = useIntl();
  const locale = useLocale();
  const count = useHeaderCart()?.itemCount ?? 0;
  return (
    <InternalLink
      to={localizePath("/checkout/cart", locale)}
      className="cart-badge"
      data-testid="cart-badge"
      data-count={count}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.6 3H21l-2 8H7.4L4.4 2H1v2h2.7z"
        />
      </svg>
      {/* The name is the visible text ("Warenkorb") plus the count in words, so speech input matches what is shown. */}
      <span className="cart-badge__text">{intl.formatMessage({ id: "cart.heading" })}</span>
      {count > 0 ? (
        <span className="cart-badge__count" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      ) : null}
      <span className="visually-hidden">{intl.formatMessage({ id: "cart.badge.count" }, { count })}</span>
    </InternalLink>
  );
}
