/** Pharmacy rows of the custom route → the contract's Pharmacy shape. */
import type { PickupHours } from "@shop/rules";
import type { Pharmacy } from "../generated/graphql.js";
import type { OpeningIntervalApi, PharmacyApi } from "./storeApi.js";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

function intervals(list: readonly OpeningIntervalApi[] | null | undefined) {
  return (list ?? [])
    .filter((i) => typeof i?.opens === "string" && typeof i?.closes === "string")
    .map((i) => ({ opens: i.opens, closes: i.closes }));
}

const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

export function toPharmacy(row: PharmacyApi, selectedId: string | null): Pharmacy {
  // Seven entries, Monday first, whatever the upstream omits (closed days may be left out).
  const byDay = new Map((row.openingHours ?? []).map((d) => [d.weekday, d.intervals]));
  const countryIso = (str(row.countryIso) ?? "CH").toUpperCase();
  return {
    id: row.id,
    name: row.name ?? "",
    street: row.street ?? "",
    zipcode: String(row.zipcode ?? ""),
    city: row.city ?? "",
    canton: str(row.canton) ?? (countryIso === "LI" ? "FL" : ""),
    countryCode: countryIso,
    latitude: num(row.latitude) ?? 0,
    longitude: num(row.longitude) ?? 0,
    phone: str(row.phone),
    email: str(row.email),
    openNow: row.openNow === true,
    todayHours: intervals(row.todayHours),
    openingHours: WEEKDAYS.map((weekday) => ({ weekday, intervals: intervals(byDay.get(weekday)) })),
    closures: (row.closures ?? [])
      .filter((c) => typeof c?.date === "string")
      .map((c) => ({ date: c.date.slice(0, 10), reason: str(c.reason) })),
    distanceKm: num(row.distanceKm),
    selected: selectedId !== null && row.id === selectedId,
  };
}

/** A pharmacy's hours as `@shop/rules`' pickup promise reads them. */
export function pickupHoursOf(row: PharmacyApi): PickupHours {
  return { weekly: row.openingHours ?? [], closedOn: (row.closures ?? []).map((c) => c.date) };
}
