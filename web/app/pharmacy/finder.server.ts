/**
 * Server side of the pharmacy finder: reads the list from the gateway with the shopper's cookie
 * (which pharmacy is "mine" is personal, so nothing goes through the shared Apollo cache) and
 * chooses a pharmacy, passing the gateway's Set-Cookie back so the session token stays httpOnly.
 */
import { createIntl } from "react-intl";
import { data } from "react-router";
import { callGateway, queryGateway, redirectWithCookies, requestLocale } from "~/account/gateway.server";
import { safeRedirect } from "~/http/redirect";
import type { PharmacyMapFieldsFragment } from "~/generated/graphql";
import { MESSAGES } from "~/i18n/messages";
import { LOCALE_TAGS, localizePath } from "~/i18n/locales";
import { PharmacyMapDetailQuery, PharmacyMapListQuery, PharmacyMapSelectMutation } from "./documents";
import {
  FINDER_PARAM,
  parseFinderQuery,
  PHARMACY_MAP_PATH,
  withPharmacyNotice,
  type FinderData,
  type FinderPharmacy,
} from "./finder";
import { projectToMap } from "./projection";

/** All partner pharmacies fit into one answer (the schema's maximum is 200). */
const LIST_LIMIT = 200;
const MAX_ID_LENGTH = 64;

function toFinderPharmacy(row: PharmacyMapFieldsFragment): FinderPharmacy {
  const point = projectToMap(row.longitude, row.latitude);
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    zipcode: row.zipcode,
    city: row.city,
    canton: row.canton,
    phone: row.phone ?? null,
    openNow: row.openNow,
    todayHours: row.todayHours.map(({ opens, closes }) => ({ opens, closes })),
    distanceKm: row.distanceKm ?? null,
    selected: row.selected,
    x: point?.x ?? null,
    y: point?.y ?? null,
  };
}

/** The return path of `?returnTo=` (same origin only), or null. */
export function returnToOf(value: string | null | undefined): string | null {
  const target = safeRedirect(value, "");
  return target === "" ? null : target;
}

export async function loadFinder(request: Request): Promise<FinderData> {
  const url = new URL(request.url);
  const { query, errors } = parseFinderQuery(url.searchParams);
  const { data: list } = await queryGateway(request, PharmacyMapListQuery, {
    search: query.search || null,
    near: query.near,
    openNow: query.openNow || null,
    limit: LIST_LIMIT,
  });
  const pharmacies = list.pharmacies.pharmacies.map(toFinderPharmacy);
  const selectedId = list.pharmacies.selectedPharmacyId ?? null;
  // "Meine Apotheke" is shown with its weekly hours even when the filter hides it from the list.
  let selected: FinderData["selected"] = null;
  if (selectedId) {
    const { data: detail } = await queryGateway(request, PharmacyMapDetailQuery, { id: selectedId });
    if (detail.pharmacy) {
      selected = {
        ...toFinderPharmacy(detail.pharmacy),
        selected: true,
        openingHours: detail.pharmacy.openingHours.map((day) => ({
          weekday: day.weekday,
          intervals: day.intervals.map(({ opens, closes }) => ({ opens, closes })),
        })),
      };
    }
  }
  return {
    query,
    errors,
    pharmacies,
    total: list.pharmacies.total,
    selected,
    returnTo: returnToOf(url.searchParams.get(FINDER_PARAM.returnTo)),
  };
}

export interface ChooseAnswer {
  ok: boolean;
  pharmacyId: string;
  /** Localised text for the notification. */
  message: string;
}

/**
 * Chooses a pharmacy. A plain form post (no JavaScript) is redirected to `returnTo` or back to the
 * finder with the success notice; the picker's fetcher (field `respond=data`) gets the answer as data.
 */
export async function choosePharmacy(request: Request): Promise<Response | ReturnType<typeof data<ChooseAnswer>>> {
  const locale = requestLocale(request);
  const messages = MESSAGES[locale];
  const intl = createIntl({ locale: LOCALE_TAGS[locale], messages });
  const url = new URL(request.url);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const pharmacyId = field("pharmacyId").slice(0, MAX_ID_LENGTH + 1);
  const wantsData = field("respond") === "data";
  if (pharmacyId === "" || pharmacyId.length > MAX_ID_LENGTH) {
    return data<ChooseAnswer>({ ok: false, pharmacyId, message: messages["pharmacy.error.unknown"] }, { status: 400 });
  }

  const call = await callGateway(request, PharmacyMapSelectMutation, { pharmacyId });
  const result = call.data?.selectPharmacy;
  if (!result?.ok) {
    const message =
      result?.errorCode === "NOT_FOUND" ? messages["pharmacy.error.unknown"] : (result?.message ?? messages["pharmacy.error.selectFailed"]);
    const status = result?.errorCode === "NOT_FOUND" ? 404 : result ? 400 : 502;
    return data<ChooseAnswer>({ ok: false, pharmacyId, message }, { status, headers: call.headers });
  }
  const name = result.cart.pharmacy?.name;
  const message = name ? intl.formatMessage({ id: "pharmacy.chosen" }, { name }) : messages["pharmacy.chosenGeneric"];
  if (wantsData) return data<ChooseAnswer>({ ok: true, pharmacyId, message }, { headers: call.headers });

  // Back to where the shopper came from, else to the same finder view (search kept).
  const returnTo = returnToOf(field(FINDER_PARAM.returnTo) || url.searchParams.get(FINDER_PARAM.returnTo));
  const finderView = new URL(url);
  finderView.pathname = finderView.pathname.replace(/\.data$/, "");
  finderView.searchParams.delete("index");
  finderView.searchParams.delete("_routes");
  finderView.searchParams.delete(FINDER_PARAM.notice);
  const fallback = `${finderView.pathname}${finderView.search}` || localizePath(PHARMACY_MAP_PATH, locale);
  return redirectWithCookies(withPharmacyNotice(returnTo ?? fallback), call.headers);
}
