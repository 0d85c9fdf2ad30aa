import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

export default function Cart() {
  const locale = useLocale();
  return (
    <section className="section" aria-labelledby="cart-title">
      <h1 id="cart-title" className="page-title">
        <FormattedMessage id="cart.heading" />
      </h1>
      <p data-testid="cart-empty">
        <FormattedMessage id="cart.empty" />
      </p>
      <p>
        <Link to={localizePath("/", locale)} className="button">
          <FormattedMessage id="cart.continueShopping" />
        </Link>
      </p>
    </section>
  );
}
