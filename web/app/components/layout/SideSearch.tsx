/**
 * Header search with suggestions (SPEC §2 "side search", "suggest search"). Without JS it is a plain
 * GET form to /search. With JS it suggests products while typing (debounced, ≥ 2 characters) as an
 * ARIA combobox: arrows move, Enter opens the product, Esc closes. It hydrates on the first interaction
 * (SiteHeader.tsx): text typed before that is picked up once it is hydrated.
 */
import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { DISPLAY } from "~/business/display";
import { PARAM } from "~/catalog/params";
import { CatalogImage } from "~/components/catalog/CatalogImage";
import { formatMoney } from "~/i18n/format";
import { navTarget } from "~/i18n/links";
import { localizePath, splitLocalePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { Suggestion } from "./searchSuggest";

const DEBOUNCE_MS = 200;

export function SideSearch() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = splitLocalePath(location.pathname).path === "/search";
  const [term, setTerm] = useState(onSearchPage ? (params.get(PARAM.search) ?? "") : "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const requested = useRef("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setOpen(false);
    if (!onSearchPage) setTerm("");
  }, [location.pathname, onSearchPage]);

  const onInput = (value: string) => {
    setTerm(value);
    setActive(-1);
    if (timer.current) clearTimeout(timer.current);
    const trimmed = value.trim();
    if (trimmed.length < DISPLAY.minSuggestLength || trimmed.length > DISPLAY.maxSearchLength) {
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      // The suggestions' code (with Apollo Client) loads with the first term; a late answer for an older
      // term never replaces the newest one.
      requested.current = trimmed;
      void import("./searchSuggest")
        .then(({ fetchSuggestions }) => fetchSuggestions(trimmed, 6))
        .then((result) => {
          if (result && requested.current === trimmed) setSuggestion(result);
        })
        .catch(() => undefined);
      setOpen(true);
    }, DEBOUNCE_MS);
  };

  // Typed (or pasted) while the form was still the server's HTML: React saw no change event for it.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== term) onInput(typed);
  }, []); // once, right after hydration

  const products = open && suggestion && suggestion.term === term.trim() ? suggestion.products : [];
  const showList = open && term.trim().length >= DISPLAY.minSuggestLength && suggestion != null;
  const searchPath = localizePath("/search", locale);

  const productHref = (url: string) => {
    const target = navTarget(url, false, locale);
    return target.kind === "internal" ? target.to : undefined;
  };

  return (
    <div className="side-search" data-testid="side-search">
      <Form
        method="get"
        action={searchPath}
        role="search"
        aria-label={intl.formatMessage({ id: "search.region" })}
        className="side-search__form"
        onSubmit={(event) => {
          const chosen = active >= 0 ? products[active] : undefined;
          const href = chosen ? productHref(chosen.url) : undefined;
          if (href) {
            event.preventDefault();
            // A chosen product is a new page, not more typing: out of the field, RouteFocus gives its heading the focus.
            input.current?.blur();
            navigate(href);
          }
          setOpen(false);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          <FormattedMessage id="search.label" />
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          name={PARAM.search}
          value={term}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" && products.length > 0) {
              event.preventDefault();
              setOpen(true);
              setActive((active + 1) % products.length);
            } else if (event.key === "ArrowUp" && products.length > 0) {
              event.preventDefault();
              setActive(active <= 0 ? products.length - 1 : active - 1);
            } else if (event.key === "Escape") {
              setOpen(false);
              setActive(-1);
            }
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => term.trim().length >= DISPLAY.minSuggestLength && setOpen(true)}
          required
          maxLength={DISPLAY.maxSearchLength}
          autoComplete="off"
          placeholder={intl.formatMessage({ id: "search.placeholder" })}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          data-testid="search-input"
        />
        <button type="submit" className="side-search__submit" aria-label={intl.formatMessage({ id: "search.submit" })}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Form>
      <div className="side-search__panel" hidden={!showList} data-testid="search-suggest">
        <ul id={listId} role="listbox" aria-label={intl.formatMessage({ id: "search.suggestions" })}>
          {products.map((product, index) => {
            const href = productHref(product.url);
            return (
              <li key={product.id} id={`${listId}-${index}`} role="option" aria-selected={index === active} data-testid="suggest-item">
                {href ? (
                  <Link to={href} onMouseDown={(event) => event.preventDefault()} onClick={() => setOpen(false)} tabIndex={-1}>
                    {product.cover ? <CatalogImage image={product.cover} displayWidth={40} /> : <span className="side-search__noimg" />}
                    <span className="side-search__name">
                      {product.manufacturer ? <small>{product.manufacturer}</small> : null}
                      {product.name}
                    </span>
                    <span className="side-search__price">{formatMoney(product.price.unitPrice, locale)}</span>
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
        {suggestion && suggestion.total === 0 ? (
          <p className="side-search__empty" role="status">
            <FormattedMessage id="search.noResults" values={{ term: suggestion.term }} />
          </p>
        ) : suggestion ? (
          <Link
            to={`${searchPath}?${new URLSearchParams({ [PARAM.search]: term.trim() }).toString()}`}
            className="side-search__all"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen(false)}
          >
            <FormattedMessage id="search.showAll" values={{ total: suggestion.total }} />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
