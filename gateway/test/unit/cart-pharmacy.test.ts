/** A Store API without the pharmacy route (a real Shopware without the plugin) never fails a page. */
import { describe, expect, it } from "vitest";
import { StoreApiHttpError } from "../../src/errors/upstream.js";
import { callPharmacies, isPharmacyNotFound, isRouteMissing } from "../../src/pharmacy/storeApi.js";
import { toPharmacy } from "../../src/pharmacy/mapping.js";
import type { GatewayContext } from "../../src/context.js";

const failing = (error: unknown) => ({ storeApi: { send: async () => Promise.reject(error) } }) as unknown as Pick<GatewayContext, "storeApi">;

describe("pharmacy route", () => {
  it("404 FRAMEWORK__ROUTE_NOT_FOUND → null (empty list / no pharmacy), other failures are thrown", async () => {
    const missing = new StoreApiHttpError(404, [{ code: "FRAMEWORK__ROUTE_NOT_FOUND", status: "404" }]);
    expect(isRouteMissing(missing)).toBe(true);
    await expect(callPharmacies(failing(missing), { limit: 1 })).resolves.toBeNull();
    const unknown = new StoreApiHttpError(404, [{ code: "PHARMACY__NOT_FOUND", status: "404" }]);
    expect(isRouteMissing(unknown)).toBe(false);
    expect(isPharmacyNotFound(unknown)).toBe(true);
    await expect(callPharmacies(failing(unknown), { selectPharmacyId: "x" })).rejects.toBe(unknown);
  });

  it("maps a row to the contract: seven weekdays, FL canton for Liechtenstein, selection flag", () => {
    const pharmacy = toPharmacy(
      {
        id: "p1", name: "Apotheke Vaduz", street: "Städtle 1", zipcode: "9490", city: "Vaduz", canton: "", countryIso: "li",
        latitude: 47.14, longitude: 9.52, openingHours: [{ weekday: 1, intervals: [{ opens: "08:00", closes: "12:00" }] }],
        closures: [{ date: "2025-08-15T00:00:00Z", reason: "Mariä Himmelfahrt" }], openNow: true, todayHours: [], distanceKm: null,
      },
      "p1",
    );
    expect(pharmacy).toMatchObject({ canton: "FL", countryCode: "LI", selected: true, openNow: true, closures: [{ date: "2025-08-15" }] });
    expect(pharmacy.openingHours).toHaveLength(7);
    expect(pharmacy.openingHours[6]).toEqual({ weekday: 7, intervals: [] });
  });
});
