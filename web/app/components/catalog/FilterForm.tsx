/**
 * The listing's filter form (price, brand, properties, rating, free shipping): a plain GET form that works without
 * JavaScript. It is an interaction part (issue 9): the server renders it whole, the browser hydrates it on the
 * visitor's first interaction, so its code is not part of a listing's first load. Checkboxes and radios apply at once,
 * the price fields on submit; a box ticked while the part was still loading is applied once it is hydrated (its
 * change event reached no handler), a submit meanwhile is held and sent again (HydrateOnInteraction).
 */
import { useEffect, useRef, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form } from "react-router";
import type { Listing as ListingData } from "~/catalog/documents";
import type { ListingState } from "~/catalog/filters";
import { PARAM } from "~/catalog/params";
import { formatPrice } from "~/i18n/format";
import { useLocale } from "~/i18n/useLocale";

/** What the form's fields choose: the prices as typed, the boxes as ticked (one id per box). */
export type FilterChoice = Pick<ListingState, "minPrice" | "maxPrice" | "properties" | "manufacturers" | "minRating" | "shippingFree">;

function readForm(form: HTMLFormElement): FilterChoice {
  const data = new FormData(form);
  const number = (name: string) => {
    const value = data.get(name);
    const text = typeof value === "string" ? value.trim() : "";
    return text !== "" && Number.isFinite(Number(text)) ? Number(text) : undefined;
  };
  return {
    minPrice: number(PARAM.minPrice),
    maxPrice: number(PARAM.maxPrice),
    properties: data.getAll(PARAM.properties).map(String),
    manufacturers: data.getAll(PARAM.manufacturers).map(String),
    minRating: number(PARAM.rating),
    shippingFree: data.get(PARAM.shippingFree) === "1",
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The boxes and radios of `choice` differ from the URL's state (the prices only count once submitted). */
function tickedOtherwise(choice: FilterChoice, state: ListingState): boolean {
  return (
    !sameIds(choice.properties, state.properties) ||
    !sameIds(choice.manufacturers, state.manufacturers) ||
    choice.minRating !== state.minRating ||
    choice.shippingFree !== state.shippingFree
  );
}

export interface FilterFormProps {
  listing: ListingData;
  /** The listing state of the URL. */
  state: ListingState;
  params: URLSearchParams;
  hideManufacturers: boolean;
  /** Navigates to the listing with the form's choice. */
  onApply: (choice: FilterChoice) => void;
}

export function FilterForm({ listing, state, params, hideManufacturers, onApply }: FilterFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const { filters } = listing;
  const priceRange = filters.price;
  const kept: [string, string][] = [];
  for (const name of [PARAM.sort, PARAM.limit, PARAM.search]) {
    const value = params.get(name);
    if (value != null) kept.push([name, value]);
  }
  const ratingMax = filters.maxRating ?? 0;

  // Once hydrated: boxes ticked before (hydration keeps what the visitor did) apply now; typed prices wait for submit.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const choice = readForm(form);
    if (tickedOtherwise(choice, state)) onApply(choice);
    // On mount only (hydration): later changes come through onChange.
  }, []);

  // A URL change (back, "Filter zurücksetzen", a removed chip) ticks the boxes as the URL says. The boxes are kept,
  // not re-created: a re-created box that had the focus would drop it to <body> (issue 24).
  // Only on a change of the URL's state, never on the first render: boxes ticked before hydration stay ticked.
  const stateKey = JSON.stringify(state);
  const shownKey = useRef(stateKey);
  useEffect(() => {
    if (shownKey.current === stateKey) return;
    shownKey.current = stateKey;
    formRef.current
      ?.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')
      .forEach((input) => {
        input.checked = input.defaultChecked;
      });
  }, [stateKey]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === "checkbox" || target.type === "radio") onApply(readForm(event.currentTarget));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(readForm(event.currentTarget));
  };

  return (
    <Form method="get" className="filters__form" onChange={onChange} onSubmit={onSubmit} ref={formRef} aria-label={intl.formatMessage({ id: "catalog.filter.title" })}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="filters__group" data-testid="filter-price">
        <legend>
          <FormattedMessage id="catalog.filter.price" />
        </legend>
        {priceRange ? (
          <p className="filters__hint">
            <FormattedMessage
              id="catalog.filter.priceRange"
              values={{ min: formatPrice(priceRange.min, locale), max: formatPrice(priceRange.max, locale) }}
            />
          </p>
        ) : null}
        <div className="filters__price">
          <label>
            <span>
              <FormattedMessage id="catalog.filter.minPrice" />
            </span>
            <input type="number" name={PARAM.minPrice} min={0} step="0.05" inputMode="decimal" defaultValue={state.minPrice ?? ""} key={`min-${state.minPrice ?? ""}`} />
          </label>
          <label>
            <span>
              <FormattedMessage id="catalog.filter.maxPrice" />
            </span>
            <input type="number" name={PARAM.maxPrice} min={0} step="0.05" inputMode="decimal" defaultValue={state.maxPrice ?? ""} key={`max-${state.maxPrice ?? ""}`} />
          </label>
        </div>
      </fieldset>

      {!hideManufacturers && filters.manufacturers.length > 0 ? (
        <fieldset className="filters__group" data-testid="filter-manufacturer">
          <legend>
            <FormattedMessage id="catalog.filter.brand" />
          </legend>
          <CheckboxOptions name={PARAM.manufacturers} options={filters.manufacturers} checked={state.manufacturers} />
        </fieldset>
      ) : null}

      {filters.properties.map((group) => (
        <fieldset key={group.id} className="filters__group" data-testid="filter-property" data-group={group.name}>
          <legend>{group.name}</legend>
          <CheckboxOptions name={PARAM.properties} options={group.options} checked={state.properties} />
        </fieldset>
      ))}

      {ratingMax > 0 || state.minRating != null ? (
        <fieldset className="filters__group" data-testid="filter-rating">
          <legend>
            <FormattedMessage id="catalog.filter.rating" />
          </legend>
          <ul className="filters__options">
            {Array.from({ length: Math.max(ratingMax, state.minRating ?? 0) }, (_, index) => index + 1)
              .reverse()
              .map((stars) => (
                <li key={stars}>
                  <label>
                    <input type="radio" name={PARAM.rating} value={stars} defaultChecked={state.minRating === stars} />
                    <FormattedMessage id="catalog.filter.ratingFrom" values={{ stars }} />
                  </label>
                </li>
              ))}
          </ul>
        </fieldset>
      ) : null}

      {filters.shippingFreeAvailable || state.shippingFree ? (
        <fieldset className="filters__group" data-testid="filter-shipping-free">
          <legend className="visually-hidden">
            <FormattedMessage id="catalog.filter.shippingFree" />
          </legend>
          <label>
            <input type="checkbox" name={PARAM.shippingFree} value="1" defaultChecked={state.shippingFree} />
            <FormattedMessage id="catalog.filter.shippingFree" />
          </label>
        </fieldset>
      ) : null}

      <button type="submit" className="button button--small">
        <FormattedMessage id="catalog.filter.apply" />
      </button>
    </Form>
  );
}

/** The options of one filter group as checkboxes of a plain GET form (works without JavaScript). */
function CheckboxOptions({
  name,
  options,
  checked,
}: {
  name: string;
  options: readonly { id: string; name: string; colorHexCode?: string | null }[];
  checked: readonly string[];
}) {
  return (
    <ul className="filters__options">
      {options.map((option) => (
        <li key={option.id}>
          <label>
            <input
              type="checkbox"
              name={name}
              value={option.id}
              defaultChecked={checked.includes(option.id)}
            />
            {option.colorHexCode ? <span className="swatch" style={{ background: option.colorHexCode }} aria-hidden="true" /> : null}
            {option.name}
          </label>
        </li>
      ))}
    </ul>
  );
}
