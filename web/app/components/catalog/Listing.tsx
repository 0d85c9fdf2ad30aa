/**
 * Product listing with filters (price, brand, properties, rating, free shipping), sorting and pagination.
 * The state lives only in the URL (SPEC §2/§9, arrays joined with '|'): every change is a navigation,
 * so the loader fetches the new page on the server and back/forward, sharing and reloads just work.
 * Without JavaScript the filter form still submits as a plain GET (repeated parameters are accepted).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { InternalLink } from "~/components/InternalLink";
import type { Listing as ListingData } from "~/catalog/documents";
import {
  clearFilters,
  EMPTY_LISTING_STATE,
  hasActiveFilters,
  listingQueryString,
  PARAM,
  parseListingParams,
  toggleId,
  withChanges,
  type ListingState,
} from "~/catalog/filters";
import { formatPrice } from "~/i18n/format";
import { useLocale } from "~/i18n/useLocale";
import { interactionPart } from "~/components/HydrateOnInteraction";
import { useNotifications } from "~/components/layout/Notifications";
import type { FilterChoice } from "./FilterForm";
import { ProductGrid } from "./ProductCard";

const FilterForm = interactionPart(() => import("./FilterForm").then((module) => module.FilterForm));

function useListingState(): [ListingState, URLSearchParams] {
  const [params] = useSearchParams();
  const parsed = parseListingParams(params);
  return [parsed.ok ? parsed.state : EMPTY_LISTING_STATE, params];
}

interface Props {
  listing: ListingData;
  /** Show the filter column (category, brand and search pages). */
  filters?: boolean;
  /** Hide the manufacturer filter on a brand's own page. */
  hideManufacturers?: boolean;
  emptyMessage?: React.ReactNode;
}

/** URL state of the listing and the navigations that change it. */
function useListingNavigation() {
  const [state, params] = useListingState();
  const navigate = useNavigate();
  const location = useLocation();
  // A filter or sort keeps the scroll position: the box or select that changed stays where the shopper is.
  const go = (next: ListingState) => navigate(`${location.pathname}${listingQueryString(next, params)}`, { preventScrollReset: true });
  const apply = (choice: FilterChoice) => go(withChanges(state, choice));
  return { state, params, go, apply };
}

/** The filter column alone (for CMS sidebar sections that place it next to their own navigation). */
export function ListingFilters({ listing, hideManufacturers = false }: { listing: ListingData; hideManufacturers?: boolean }) {
  const { state, params, apply } = useListingNavigation();
  return (
    <FilterPanel
      listing={listing}
      state={state}
      hideManufacturers={hideManufacturers}
      onApply={apply}
      params={params}
    />
  );
}

export function Listing({ listing, filters = true, hideManufacturers = false, emptyMessage }: Props) {
  const { state, params, go, apply } = useListingNavigation();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === location.pathname;

  return (
    <div className="listing" data-testid="listing" data-with-filters={filters} aria-busy={busy}>
      {filters ? (
        <aside className="listing__filters">
          <FilterPanel
            listing={listing}
            state={state}
            hideManufacturers={hideManufacturers}
            onApply={apply}
            params={params}
          />
        </aside>
      ) : null}
      <div className="listing__main">
        <ListingToolbar listing={listing} state={state} params={params} onSort={(sort) => go(withChanges(state, { sort }))} />
        <ActiveFilters listing={listing} state={state} params={params} />
        {listing.items.length > 0 ? (
          <>
            {/* The cards' names are h3: their section needs a heading after the page's h1 (heading order). */}
            <h2 className="visually-hidden">
              <FormattedMessage id="catalog.listing.total" values={{ total: listing.total }} />
            </h2>
            <ProductGrid products={listing.items} />
          </>
        ) : (
          <div className="empty-state" data-testid="listing-empty">
            {emptyMessage ?? <FormattedMessage id="catalog.listing.empty" />}
            {hasActiveFilters(state) ? (
              <p>
                <InternalLink to={`${location.pathname}${listingQueryString(clearFilters(state), params)}`} className="button button--secondary">
                  <FormattedMessage id="catalog.filter.reset" />
                </InternalLink>
              </p>
            ) : null}
          </div>
        )}
        <Pagination listing={listing} state={state} params={params} />
      </div>
    </div>
  );
}

function ListingToolbar({
  listing,
  state,
  params,
  onSort,
}: {
  listing: ListingData;
  state: ListingState;
  params: URLSearchParams;
  onSort: (sort: string) => void;
}) {
  const id = useId();
  const hidden = [...params.entries()].filter(([name]) => name !== PARAM.sort && name !== PARAM.page);
  const sort = useSortChoice(state.sort ?? listing.sort ?? "", onSort);
  useTotalAnnouncement(listing.total);
  return (
    <div className="listing__toolbar">
      <p className="listing__total" data-testid="listing-total" data-total={listing.total}>
        <FormattedMessage id="catalog.listing.total" values={{ total: listing.total }} />
      </p>
      {listing.sortings.length > 0 ? (
        <Form method="get" className="listing__sort">
          {hidden.map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor={id}>
            <FormattedMessage id="catalog.sort.label" />
          </label>
          <select
            id={id}
            name={PARAM.sort}
            {...sort}
            data-testid="sort-select"
          >
            {listing.sortings.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button--small">
              <FormattedMessage id="catalog.filter.apply" />
            </button>
          </noscript>
        </Form>
      ) : null}
    </div>
  );
}

/** Keys that change a closed select's value in place (Chromium, Firefox on Windows/Linux), one option at a time. */
const BROWSING_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|PageUp|PageDown|.)$/;

/**
 * "Sortieren nach": a pointer choice in the open list applies at once; arrow keys on the closed select only move the
 * choice — applied by Enter or on leaving the field — so each ArrowDown is no page load (WCAG 3.2.2, issue 24).
 */
function useSortChoice(current: string, onSort: (sort: string) => void) {
  const [value, setValue] = useState(current);
  useEffect(() => setValue(current), [current]);
  const browsing = useRef(false);
  const commit = (next: string) => {
    if (next !== current) onSort(next);
  };
  return {
    value,
    onPointerDown: () => {
      browsing.current = false;
    },
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key === "Enter") commit(event.currentTarget.value);
      else browsing.current = BROWSING_KEYS.test(event.key);
    },
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      setValue(event.target.value);
      if (!browsing.current) commit(event.target.value);
      browsing.current = false;
    },
    onBlur: () => commit(value),
  };
}

/** A new result count (filter, sort, search) is read out once, in the page's one live region. */
function useTotalAnnouncement(total: number) {
  const intl = useIntl();
  const { announce } = useNotifications();
  const shown = useRef(total);
  const { search } = useLocation();
  const shownSearch = useRef(search);
  useEffect(() => {
    if (shownSearch.current === search && shown.current === total) return;
    shownSearch.current = search;
    shown.current = total;
    announce(intl.formatMessage({ id: "catalog.listing.total" }, { total }));
  }, [search, total, intl, announce]);
}

/** The filter column: a <details> (folded on small screens) around the filter form, an interaction part. */
function FilterPanel({
  listing,
  state,
  params,
  hideManufacturers,
  onApply,
}: {
  listing: ListingData;
  state: ListingState;
  params: URLSearchParams;
  hideManufacturers: boolean;
  onApply: (choice: FilterChoice) => void;
}) {
  // Rendered open (no JS, desktop); folded away on small screens once hydrated, so products come first.
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // Until then the stylesheet hides the form on small screens (catalog.css, .filters:not([data-folded])), so
  // folding it moves nothing.
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    if (window.matchMedia("(max-width: 63.99rem)").matches) details.open = false;
    details.dataset.folded = "";
  }, []);

  return (
    <details className="filters" open data-testid="filters" ref={detailsRef}>
      <summary className="filters__summary">
        <FormattedMessage id="catalog.filter.title" />
      </summary>
      <FilterForm listing={listing} state={state} params={params} hideManufacturers={hideManufacturers} onApply={onApply} />
    </details>
  );
}

function ActiveFilters({ listing, state, params }: { listing: ListingData; state: ListingState; params: URLSearchParams }) {
  const location = useLocation();
  const locale = useLocale();
  if (!hasActiveFilters(state)) return null;
  const href = (next: ListingState) => `${location.pathname}${listingQueryString(next, params)}`;
  const optionName = new Map<string, string>();
  for (const option of listing.filters.manufacturers) optionName.set(option.id, option.name);
  for (const group of listing.filters.properties) for (const option of group.options) optionName.set(option.id, option.name);

  const chips: { key: string; label: React.ReactNode; to: string }[] = [];
  if (state.minPrice != null || state.maxPrice != null) {
    chips.push({
      key: "price",
      label: (
        <FormattedMessage
          id="catalog.filter.priceChip"
          values={{
            min: state.minPrice != null ? formatPrice(state.minPrice, locale) : "–",
            max: state.maxPrice != null ? formatPrice(state.maxPrice, locale) : "–",
          }}
        />
      ),
      to: href(withChanges(state, { minPrice: undefined, maxPrice: undefined })),
    });
  }
  for (const id of state.manufacturers) chips.push({ key: id, label: optionName.get(id) ?? id, to: href(toggleId(state, "manufacturers", id)) });
  for (const id of state.properties) chips.push({ key: id, label: optionName.get(id) ?? id, to: href(toggleId(state, "properties", id)) });
  if (state.minRating != null) {
    chips.push({
      key: "rating",
      label: <FormattedMessage id="catalog.filter.ratingFrom" values={{ stars: state.minRating }} />,
      to: href(withChanges(state, { minRating: undefined })),
    });
  }
  if (state.shippingFree) {
    chips.push({ key: "shipping", label: <FormattedMessage id="catalog.filter.shippingFree" />, to: href(withChanges(state, { shippingFree: false })) });
  }

  return (
    <ul className="chips" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <InternalLink to={chip.to} className="chip">
            {chip.label}
            <span aria-hidden="true"> ×</span>
            <span className="visually-hidden">
              {" "}
              <FormattedMessage id="catalog.filter.remove" />
            </span>
          </InternalLink>
        </li>
      ))}
      <li>
        <InternalLink to={href(clearFilters(state))} className="chip chip--reset" data-testid="reset-filters">
          <FormattedMessage id="catalog.filter.reset" />
        </InternalLink>
      </li>
    </ul>
  );
}

function Pagination({ listing, state, params }: { listing: ListingData; state: ListingState; params: URLSearchParams }) {
  const intl = useIntl();
  const location = useLocation();
  if (listing.pageCount <= 1) return null;
  const current = listing.page;
  const href = (page: number) => `${location.pathname}${listingQueryString({ ...state, page }, params)}`;
  const pages = new Set<number>([1, listing.pageCount, current - 1, current, current + 1]);
  const list = [...pages].filter((page) => page >= 1 && page <= listing.pageCount).sort((a, b) => a - b);

  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: "catalog.pagination.label" })} data-testid="pagination">
      {current > 1 ? (
        <InternalLink to={href(current - 1)} rel="prev" className="pagination__step">
          <FormattedMessage id="catalog.pagination.previous" />
        </InternalLink>
      ) : null}
      <ul>
        {list.map((page, index) => (
          <li key={page}>
            {index > 0 && page - (list[index - 1] ?? page) > 1 ? <span className="pagination__gap">…</span> : null}
            <InternalLink
              to={href(page)}
              aria-current={page === current ? "page" : undefined}
              aria-label={intl.formatMessage({ id: "catalog.pagination.page" }, { page })}
            >
              {page}
            </InternalLink>
          </li>
        ))}
      </ul>
      {current < listing.pageCount ? (
        <InternalLink to={href(current + 1)} rel="next" className="pagination__step" data-testid="pagination-next">
          <FormattedMessage id="catalog.pagination.next" />
        </InternalLink>
      ) : null}
    </nav>
  );
}
