import { bodyOf, Violations } from "../account/violations.js";

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 200;

/** The validated body of POST /store-api/customer-pharmacy (contract in ./README.md). */
export interface PharmacyQuery {
  search?: string;
  near?: { latitude: number; longitude: number };
  radiusKm?: number;
  openNow?: boolean;
  ids?: string[];
  limit: number;
  page: number;
  /** undefined: keep the session's choice; null: clear it */
  selectPharmacyId?: string | null;
}

const shown = (value: unknown) => (typeof value === "string" ? JSON.stringify(value) : Array.isArray(value) ? "array" : String(value));

function typeError(v: Violations, pointer: string, value: unknown, type: string): undefined {
  v.add(pointer, "INVALID_TYPE_ERROR", "This value should be of type {{ type }}.", { "{{ value }}": shown(value), "{{ type }}": type });
  return undefined;
}

function number(v: Violations, pointer: string, value: unknown, min: number, max: number, integer = false): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    return typeError(v, pointer, value, integer ? "int" : "numeric");
  }
  if (value < min || value > max) {
    v.add(pointer, "NOT_IN_RANGE_ERROR", "This value should be between {{ min }} and {{ max }}.", {
      "{{ value }}": String(value),
      "{{ min }}": min,
      "{{ max }}": max,
    });
    return undefined;
  }
  return value;
}

/** Checks every field and reports all problems at once (400, one entry per field with source.pointer). */
export function parsePharmacyQuery(raw: unknown): PharmacyQuery {
  const body = bodyOf(raw);
  const v = new Violations();

  const search = v.string("/search", body.search, { max: 255 })?.trim() || undefined;
  const latitude = number(v, "/latitude", body.latitude, -90, 90);
  const longitude = number(v, "/longitude", body.longitude, -180, 180);
  const radiusKm = number(v, "/radiusKm", body.radiusKm, 0, 1000);
  // a coordinate needs its partner, and a radius needs a centre
  const wantsNear = body.latitude != null || body.longitude != null || body.radiusKm != null;
  if (wantsNear && body.latitude == null) v.blank("/latitude", body.latitude);
  if (wantsNear && body.longitude == null) v.blank("/longitude", body.longitude);

  let openNow: boolean | undefined;
  if (body.openNow !== undefined && body.openNow !== null) {
    if (typeof body.openNow === "boolean") openNow = body.openNow;
    else typeError(v, "/openNow", body.openNow, "bool");
  }

  let ids: string[] | undefined;
  if (body.ids !== undefined && body.ids !== null) {
    if (!Array.isArray(body.ids)) typeError(v, "/ids", body.ids, "array");
    else {
      body.ids.forEach((id, i) => typeof id !== "string" && typeError(v, `/ids/${i}`, id, "string"));
      ids = body.ids.filter((id): id is string => typeof id === "string");
    }
  }

  const limit = number(v, "/limit", body.limit, 1, MAX_LIMIT, true) ?? DEFAULT_LIMIT;
  const page = number(v, "/page", body.page, 1, Number.MAX_SAFE_INTEGER, true) ?? 1;

  let selectPharmacyId: string | null | undefined;
  if (body.selectPharmacyId === null) selectPharmacyId = null;
  else if (body.selectPharmacyId !== undefined) {
    if (typeof body.selectPharmacyId === "string" && body.selectPharmacyId !== "") selectPharmacyId = body.selectPharmacyId;
    else typeError(v, "/selectPharmacyId", body.selectPharmacyId, "string");
  }

  v.throwIfAny();
  return {
    search,
    near: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined,
    radiusKm,
    openNow,
    ids,
    limit,
    page,
    selectPharmacyId,
  };
}
