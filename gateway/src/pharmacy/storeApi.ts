/**
 * The custom Store API route POST /store-api/customer-pharmacy (not part of the official contract,
 * so it is typed here; request and response documented in docs/ARCHITECTURE.md). It lists partner
 * pharmacies and reads or sets the context's chosen one (`selectPharmacyId`).
 *
 * A real Shopware without the pharmacy plugin answers 404 FRAMEWORK__ROUTE_NOT_FOUND: callers then
 * get `null` ("no pharmacies here") instead of a failed page.
 */
import { isRouteMissing } from "../storeApi/optional-route.js";
import type { GatewayContext } from "../context.js";
import type { OperationKey } from "../storeApi/client.js";
import { StoreApiHttpError } from "../errors/upstream.js";

export interface OpeningIntervalApi {
  opens: string;
  closes: string;
}

export interface PharmacyApi {
  id: string;
  name: string;
  street: string;
  zipcode: string;
  city: string;
  canton: string;
  countryIso: string;
  latitude: number;
  longitude: number;
  phone?: string | null;
  email?: string | null;
  openingHours?: { weekday: number; intervals: OpeningIntervalApi[] }[];
  closures?: { date: string; reason?: string | null }[];
  openNow?: boolean;
  todayHours?: OpeningIntervalApi[];
  distanceKm?: number | null;
}

export interface PharmacyRequestBody {
  search?: string;
  latitude?: number;
  longitude?: number;
  radiusKm?: number;
  openNow?: boolean;
  ids?: string[];
  limit?: number;
  page?: number;
  /** Sets the context's chosen pharmacy (null clears it). */
  selectPharmacyId?: string | null;
}

export interface PharmacyResponse {
  total: number;
  page: number;
  limit: number;
  selectedPharmacyId: string | null;
  selectedPharmacy: PharmacyApi | null;
  elements: PharmacyApi[];
}

/** Operation key in the client's "<name> <method> <path>" form; not one of the official operations. */
const PHARMACY_OPERATION = "readCustomerPharmacy post /customer-pharmacy" as OperationKey;

export const PHARMACY_NOT_FOUND = "PHARMACY__NOT_FOUND";

/** A Store API without the pharmacy route (a Shopware without the plugin): one rule for all custom routes. */
export { isRouteMissing };

export function isPharmacyNotFound(error: unknown): boolean {
  return error instanceof StoreApiHttpError && error.errors.some((e) => e.code === PHARMACY_NOT_FOUND);
}

function normalise(data: unknown): PharmacyResponse {
  const body = (data && typeof data === "object" ? data : {}) as Partial<PharmacyResponse>;
  const elements = Array.isArray(body.elements) ? body.elements : [];
  return {
    total: typeof body.total === "number" ? body.total : elements.length,
    page: typeof body.page === "number" ? body.page : 1,
    limit: typeof body.limit === "number" ? body.limit : elements.length,
    selectedPharmacyId: typeof body.selectedPharmacyId === "string" ? body.selectedPharmacyId : null,
    selectedPharmacy: body.selectedPharmacy && typeof body.selectedPharmacy === "object" ? body.selectedPharmacy : null,
    elements,
  };
}

/**
 * Calls the route; `null` when the upstream has no pharmacy route. Other failures are thrown raw
 * (StoreApiHttpError …) so callers decide between a typed result and a GraphQL error.
 * `session: "session"` for the selection (it creates the session); reads send the token if there is one.
 */
export async function callPharmacies(
  ctx: Pick<GatewayContext, "storeApi">,
  body: PharmacyRequestBody,
  session: "public" | "session" = "public",
): Promise<PharmacyResponse | null> {
  try {
    const result = await ctx.storeApi.send(PHARMACY_OPERATION, { body: body as never, session });
    return normalise(result.data);
  } catch (error) {
    if (isRouteMissing(error)) return null;
    throw error;
  }
}
