/**
 * What the pharmacy finder shows and the URL parameters it is driven by, shared by the route
 * (/pharmacy-map), the picker dialog and the server calls. The search state lives in the URL (a
 * GET form), so a result can be bookmarked and works without JavaScript.
 */
import type { MessageId } from "~/i18n/messages";
import { localizePath, type Locale } from "~/i18n/locales";
import type { Interval } from "./hours";

export const PHARMACY_MAP_PATH = "/pharmacy-map";

export const FINDER_PARAM = {
  search: "q",
  openNow: "open",
  latitude: "lat",
  longitude: "lng",
  /** Same-origin path to go back to after choosing (e.g. the cart). */
  returnTo: "returnTo",
  /** Set on the redirect after a choice: shows the success notice once. */
  notice: "pharmacySelected",
} as const;

/** Longer input is refused with a localised message (names and cities are far shorter). */
export const MAX_SEARCH_LENGTH = 100;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface FinderQuery {
  search: string;
  openNow: boolean;
  near: GeoPoint | null;
}

export interface FinderPharmacy {
  id: string;
  name: string;
  street: string;
  zipcode: string;
  city: string;
  canton: string;
  phone: string | null;
  openNow: boolean;
  todayHours: Interval[];
  distanceKm: number | null;
  selected: boolean;
  /** Position on the map (null when the coordinate lies outside it). */
  x: number | null;
  y: number | null;
}

export interface SelectedPharmacy extends FinderPharmacy {
  openingHours: { weekday: number; intervals: Interval[] }[];
}

export interface FinderData {
  query: FinderQuery;
  /** Localised problems with the input (the rest of the input still applies). */
  errors: MessageId[];
  pharmacies: FinderPharmacy[];
  total: number;
  selected: SelectedPharmacy | null;
  returnTo: string | null;
}

/** The finder's input from a URL; invalid parts are dropped and reported, never thrown. */
export function parseFinderQuery(params: URLSearchParams): { query: FinderQuery; errors: MessageId[] } {
  const errors: MessageId[] = [];
  let search = (params.get(FINDER_PARAM.search) ?? "").normalize("NFC").replace(/\s+/g, " ").trim();
  if (search.length > MAX_SEARCH_LENGTH) {
    errors.push("pharmacy.error.searchTooLong");
    search = "";
  }
  const openNow = ["1", "on", "true"].includes(params.get(FINDER_PARAM.openNow) ?? "");
  let near: GeoPoint | null = null;
  const lat = params.get(FINDER_PARAM.latitude);
  const lng = params.get(FINDER_PARAM.longitude);
  if (lat || lng) {
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (lat && lng && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      // Four decimals (~10 m) are plenty and keep the shopper's exact position out of logs and URLs.
      near = { latitude: round(latitude, 4), longitude: round(longitude, 4) };
    } else {
      errors.push("pharmacy.error.location");
    }
  }
  return { query: { search, openNow, near }, errors };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The finder's URL for a query (and an optional return path), in `locale`. */
export function finderHref(locale: Locale, query: Partial<FinderQuery> = {}, returnTo?: string | null): string {
  const params = new URLSearchParams();
  if (query.search) params.set(FINDER_PARAM.search, query.search);
  if (query.openNow) params.set(FINDER_PARAM.openNow, "1");
  if (query.near) {
    params.set(FINDER_PARAM.latitude, String(query.near.latitude));
    params.set(FINDER_PARAM.longitude, String(query.near.longitude));
  }
  if (returnTo) params.set(FINDER_PARAM.returnTo, returnTo);
  const search = params.toString();
  return `${localizePath(PHARMACY_MAP_PATH, locale)}${search ? `?${search}` : ""}`;
}

/** Adds the one-time success notice to a same-origin path. */
export function withPharmacyNotice(path: string): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.set(FINDER_PARAM.notice, "1");
  return `${url.pathname}${url.search}${url.hash}`;
}
