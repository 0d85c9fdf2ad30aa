/**
 * Search form, map and list of the pharmacy finder, shared by the page (/pharmacy-map) and the
 * picker dialog. The search is a GET form to /pharmacy-map: without JavaScript the browser submits
 * it; with JavaScript `onSearch` runs instead (debounced while typing) and the owner decides how
 * to load (the page navigates, the picker uses a fetcher). "In meiner Nähe" appears only when the
 * browser offers geolocation, and the position is only read when the shopper asks for it.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useHydrated } from "~/components/useHydrated";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { FINDER_PARAM, finderHref, MAX_SEARCH_LENGTH, PHARMACY_MAP_PATH, type FinderData, type FinderPharmacy, type GeoPoint } from "~/pharmacy/finder";
import { documentAllowsGeolocation, locateInNewDocument, takeNearMeRequest } from "./geolocationPolicy";
import { OpeningHours } from "./OpeningHours";
import { PharmacyList } from "./PharmacyList";
import { SwissMap } from "./SwissMap";
import "./pharmacy.css";

/** Typing pauses this long before the results update. */
const SEARCH_DEBOUNCE_MS = 300;
const GEOLOCATION_TIMEOUT_MS = 10_000;

interface PharmacyFinderProps {
  data: FinderData;
  /** Called with the search form instead of a native submit (JavaScript only). */
  onSearch: (form: HTMLFormElement) => void;
  renderChoose: (pharmacy: FinderPharmacy) => ReactNode;
  /** True while new results load. */
  busy?: boolean;
  compact?: boolean;
  /** Keeps element ids unique when the picker and the page are on one page. */
  idPrefix?: string;
}

type LocateState = "idle" | "locating" | "unavailable";

export function PharmacyFinder({ data, onSearch, renderChoose, busy = false, compact = false, idPrefix = "" }: PharmacyFinderProps) {
  const intl = useIntl();
  const locale = useLocale();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [near, setNear] = useState<GeoPoint | null>(data.query.near);
  const [locate, setLocate] = useState<LocateState>("idle");
  const [canLocate, setCanLocate] = useState(false);
  const listId = `${idPrefix}pharmacy-list`;

  useEffect(() => {
    const available = typeof navigator !== "undefined" && "geolocation" in navigator;
    setCanLocate(available);
    // Once, on mount: the request comes with the document (geolocationPolicy.ts); never again a new document.
    if (available && takeNearMeRequest() && documentAllowsGeolocation()) locateMe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => setNear(data.query.near), [data.query.near]);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const searchNow = () => {
    clearTimeout(debounce.current);
    if (formRef.current) onSearch(formRef.current);
  };
  const searchSoon = () => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(searchNow, SEARCH_DEBOUNCE_MS);
  };
  // Hidden inputs are written by React on the next render; search once they hold the new position.
  const pendingSearch = useRef(false);
  useEffect(() => {
    if (!pendingSearch.current) return;
    pendingSearch.current = false;
    searchNow();
  });

  const locateMe = () => {
    if (!documentAllowsGeolocation()) {
      locateInNewDocument(finderHref(locale, data.query, data.returnTo));
      return;
    }
    setLocate("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocate("idle");
        pendingSearch.current = true;
        setNear({ latitude: round4(position.coords.latitude), longitude: round4(position.coords.longitude) });
      },
      () => setLocate("unavailable"),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
    );
  };
  const forgetLocation = () => {
    pendingSearch.current = true;
    setNear(null);
  };

  const selected = data.selected;
  return (
    <div className={`pharmacy-finder${compact ? " pharmacy-finder--compact" : ""}`} aria-busy={busy || undefined}>
      <form
        ref={formRef}
        method="get"
        action={localizePath(PHARMACY_MAP_PATH, locale)}
        role="search"
        aria-label={intl.formatMessage({ id: "pharmacy.search.region" })}
        className="pharmacy-search"
        data-testid="pharmacy-search"
        onSubmit={(event) => {
          event.preventDefault();
          searchNow();
        }}
      >
        <div className="pharmacy-search__field">
          <label htmlFor={`${idPrefix}pharmacy-search-input`}>
            <FormattedMessage id="pharmacy.search.label" />
          </label>
          <div className="pharmacy-search__row">
            <input
              id={`${idPrefix}pharmacy-search-input`}
              type="search"
              name={FINDER_PARAM.search}
              defaultValue={data.query.search}
              maxLength={MAX_SEARCH_LENGTH}
              autoComplete="off"
              placeholder={intl.formatMessage({ id: "pharmacy.search.placeholder" })}
              onChange={searchSoon}
              data-testid="pharmacy-search-input"
            />
            <button type="submit" className="button">
              <FormattedMessage id="pharmacy.search.submit" />
            </button>
          </div>
        </div>
        <div className="pharmacy-search__options">
          <label className="pharmacy-search__check">
            <input
              type="checkbox"
              name={FINDER_PARAM.openNow}
              value="1"
              defaultChecked={data.query.openNow}
              onChange={searchNow}
              data-testid="pharmacy-open-now"
            />{" "}
            <FormattedMessage id="pharmacy.filter.openNow" />
          </label>
          {hydrated && canLocate ? (
            <button
              type="button"
              className="button button--secondary pharmacy-search__near"
              onClick={locateMe}
              disabled={locate === "locating"}
              data-testid="pharmacy-near-me"
            >
              <FormattedMessage id={locate === "locating" ? "pharmacy.near.locating" : "pharmacy.near.button"} />
            </button>
          ) : null}
        </div>
        {near ? (
          <p className="pharmacy-search__near-active" data-testid="pharmacy-near-active">
            <input type="hidden" name={FINDER_PARAM.latitude} value={near.latitude} />
            <input type="hidden" name={FINDER_PARAM.longitude} value={near.longitude} />
            <FormattedMessage id="pharmacy.near.active" />{" "}
            {hydrated ? (
              <button type="button" className="link-button" onClick={forgetLocation}>
                <FormattedMessage id="pharmacy.near.clear" />
              </button>
            ) : null}
          </p>
        ) : null}
        {data.returnTo ? <input type="hidden" name={FINDER_PARAM.returnTo} value={data.returnTo} /> : null}
        {locate === "unavailable" ? (
          <p className="pharmacy-search__error" role="alert">
            <FormattedMessage id="pharmacy.near.unavailable" />
          </p>
        ) : null}
        {data.errors.map((id) => (
          <p key={id} className="pharmacy-search__error" role="alert" data-testid="pharmacy-error">
            <FormattedMessage id={id} />
          </p>
        ))}
      </form>

      {selected && !compact ? (
        <section className="pharmacy-mine" aria-labelledby={`${idPrefix}pharmacy-mine-title`} data-testid="pharmacy-mine-summary">
          <h2 id={`${idPrefix}pharmacy-mine-title`} className="pharmacy-mine__title">
            <FormattedMessage id="pharmacy.mine" />
          </h2>
          <p className="pharmacy-mine__name">
            <strong>{selected.name}</strong>, {selected.street}, {selected.zipcode} {selected.city}
          </p>
          <OpeningHours openNow={selected.openNow} todayHours={selected.todayHours} week={selected.openingHours} />
        </section>
      ) : null}

      <div className="pharmacy-finder__body">
        <div className="pharmacy-finder__map">
          <a className="pharmacy-finder__skip" href={`#${listId}`}>
            <FormattedMessage id="pharmacy.map.skip" />
          </a>
          <SwissMap pharmacies={data.pharmacies} activeId={activeId} onActivate={setActiveId} idPrefix={idPrefix} compact={compact} />
        </div>
        <PharmacyList
          id={listId}
          pharmacies={data.pharmacies}
          activeId={activeId}
          onActivate={setActiveId}
          renderChoose={renderChoose}
          idPrefix={idPrefix}
          empty={
            <p className="pharmacy-list__empty" data-testid="pharmacy-empty">
              <FormattedMessage id="pharmacy.empty" />
            </p>
          }
        />
      </div>
    </div>
  );
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
