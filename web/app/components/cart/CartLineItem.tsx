/**
 * One line of the cart page: image, name linking to the product, options, quantity stepper, unit
 * price with the tier hint, line total and remove. Promotions show their code and discount.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { CartLine } from "~/cart/documents";
import { JS_FIELD } from "~/cart/intents";
import { useCartAction } from "~/cart/useCartAction";
import { CatalogImage } from "~/components/catalog/CatalogImage";
import { focusBeforeRemoval } from "~/components/layout/focus";
import { useHydrated } from "~/components/useHydrated";
import { formatMoney } from "~/i18n/format";
import { navTarget } from "~/i18n/links";
import { useLocale } from "~/i18n/useLocale";
import { LinePromise } from "./DeliveryPromise";
import { QuantityStepper } from "./QuantityStepper";

export function productLink(url: string | undefined | null, locale: ReturnType<typeof useLocale>): string | undefined {
  if (!url) return undefined;
  const target = navTarget(url, false, locale);
  return target.kind === "internal" ? target.to : undefined;
}

export function CartLineItem({ item, redirectTo }: { item: CartLine; redirectTo: string }) {
  const locale = useLocale();
  const remove = useCartAction();
  // Optimistic removal: the line disappears as soon as the shopper asks.
  if (remove.fetcher.formData) return null;
  const to = productLink(item.product?.url, locale);
  const name = item.product?.name ?? item.label;
  return (
    <li className="cart-line" data-testid="cart-line" data-line-id={item.id} data-product-number={item.productNumber ?? undefined}>
      <div className="cart-line__media">
        {item.product?.cover ? <CatalogImage image={item.product.cover} displayWidth={88} alt="" /> : <span className="cart-line__placeholder" aria-hidden="true" />}
      </div>
      <div className="cart-line__body">
        <h3 className="cart-line__name">
          {to ? (
            <Link to={to} data-testid="cart-line-name">
              {name}
            </Link>
          ) : (
            <span data-testid="cart-line-name">{name}</span>
          )}
        </h3>
        {item.options.length > 0 ? (
          <ul className="cart-line__options">
            {item.options.map((option) => (
              <li key={`${option.group}-${option.option}`}>
                {option.group}: {option.option}
              </li>
            ))}
          </ul>
        ) : null}
        {/* The article number as the product page shows it (sku, else the product number). */}
        {(item.product?.sku ?? item.productNumber) ? (
          <p className="cart-line__meta">
            <FormattedMessage id="cart.line.productNumber" values={{ number: item.product?.sku ?? item.productNumber }} />
          </p>
        ) : null}
        <LinePromise estimate={item.deliveryEstimate} />
        <UnitPrice item={item} />
      </div>
      <div className="cart-line__actions">
        <QuantityStepper item={item} redirectTo={redirectTo} />
        <RemoveButton item={item} name={name} redirectTo={redirectTo} remove={remove} />
      </div>
      <p className="cart-line__total" data-testid="cart-line-total">
        {formatMoney(item.totalPrice, locale)}
      </p>
    </li>
  );
}

function UnitPrice({ item }: { item: CartLine }) {
  const locale = useLocale();
  return (
    <div className="cart-line__unit">
      <span>
        <FormattedMessage id="cart.line.unitPrice" values={{ price: formatMoney(item.unitPrice, locale) }} />
      </span>
      {item.listPrice && item.listPrice.amount > item.unitPrice.amount ? (
        <del className="cart-line__list-price">{formatMoney(item.listPrice, locale)}</del>
      ) : null}
      {item.nextTier ? (
        <p className="cart-line__tier" data-testid="cart-line-tier">
          <FormattedMessage id="cart.line.tierHint" values={{ quantity: item.nextTier.fromQuantity, price: formatMoney(item.nextTier.unitPrice, locale) }} />
        </p>
      ) : null}
    </div>
  );
}

function RemoveButton({ item, name, redirectTo, remove }: { item: CartLine; name: string; redirectTo: string; remove: ReturnType<typeof useCartAction> }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  if (!item.removable) return null;
  return (
    <remove.fetcher.Form
      method="post"
      action={remove.action}
      className="cart-line__remove"
      // The line goes at once (optimistic): focus moves on first, to the next line or the cart's heading.
      onSubmit={(event) => focusBeforeRemoval(event.currentTarget, ".cart-line", () => document.getElementById("cart-title"))}
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="lineItemId" value={item.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      <button type="submit" className="link-button" aria-label={intl.formatMessage({ id: "cart.line.removeNamed" }, { name })} data-testid="cart-line-remove">
        <FormattedMessage id="cart.line.remove" />
      </button>
    </remove.fetcher.Form>
  );
}
