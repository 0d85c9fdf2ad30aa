/**
 * /search?search={term}: relevance-ranked results with the listing filters (state in the URL).
 * An empty term shows the search form; an over-long one a localised 400; no hits the no-results state.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { data, Form } from "react-router";
import { apolloLoader } from "~/apollo/loader";
import { DISPLAY } from "~/business/display";
import { SearchQuery } from "~/catalog/documents";
import { parseListingParams, parseSearchTerm, toListingInput } from "~/catalog/filters";
import { compactPageData } from "~/catalog/pageData";
import { PARAM } from "~/catalog/params";
import { CatalogPageError } from "~/components/catalog/PageError";
// The listing is a page part (loaded like on category pages, preloaded by the server).
import { Listing } from "~/components/pageParts";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { Route } from "./+types/search";

export const loader = apolloLoader<Route.LoaderArgs>()(async ({ request, query, waitForQueries }) => {
  const url = new URL(request.url);
  const head = { titleId: "search.title" as const, canonicalPath: "/search", alternates: { de: "/search", it: "/search", fr: "/search" }, noindex: true };
  const raw = url.searchParams.get(PARAM.search);
  const term = parseSearchTerm(raw);
  if (!term.ok) {
    if (term.code === "tooLong") throw data({ reason: "filters", errors: [{ param: PARAM.search, code: "tooLong" }] }, { status: 400 });
    return { term: null, search: null, head };
  }
  const listing = parseListingParams(url.searchParams);
  if (!listing.ok) throw data({ reason: "filters", errors: listing.errors }, { status: 400 });
  const search$ = query(SearchQuery, { term: term.term, listing: toListingInput(listing.state) });
  await waitForQueries();
  const search = await search$;
  if (!search) throw data({ reason: "gateway" }, { status: 502 });
  return { term: term.term, search: compactPageData(search), head };
});

function SearchForm({ term }: { term: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Form method="get" action={localizePath("/search", locale)} className="search-page__form" role="search">
      <label htmlFor="search-page-input" className="visually-hidden">
        <FormattedMessage id="search.label" />
      </label>
      <input
        id="search-page-input"
        type="search"
        name={PARAM.search}
        defaultValue={term ?? ""}
        key={term ?? ""}
        maxLength={DISPLAY.maxSearchLength}
        required
        placeholder={intl.formatMessage({ id: "search.placeholder" })}
      />
      <button type="submit" className="button">
        <FormattedMessage id="search.submit" />
      </button>
    </Form>
  );
}

function Results({ result, term }: { result: NonNullable<Route.ComponentProps["loaderData"]["search"]>; term: string }) {
  const listing = result.search.listing;
  return (
    <>
      <h1 className="page-header__title" data-testid="page-title">
        <FormattedMessage id="search.resultsFor" values={{ term }} />
      </h1>
      <Listing
        listing={listing}
        emptyMessage={
          <div data-testid="search-no-results">
            <p>
              <FormattedMessage id="search.noResults" values={{ term }} />
            </p>
            <p>
              <FormattedMessage id="search.noResultsHint" />
            </p>
          </div>
        }
      />
    </>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <div className="search-page" data-testid="search-page">
      <Breadcrumbs items={[{ name: intl.formatMessage({ id: "search.title" }) }]} />
      <div className="container">
        <SearchForm term={loaderData.term} />
        {loaderData.search && loaderData.term ? (
          <Results result={loaderData.search} term={loaderData.term} />
        ) : (
          <>
            <h1 className="page-header__title">
              <FormattedMessage id="search.title" />
            </h1>
            <p className="empty-state">
              <FormattedMessage id="search.prompt" />
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogPageError error={error} />;
}
