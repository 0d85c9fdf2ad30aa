/**
 * Pharmacy domain: `pharmacies` (finder and map) and `pharmacy(id)`. Choosing one is a cart mutation
 * (`selectPharmacy`, cart/resolvers.ts) because it answers with the cart.
 */
import type { Resolvers } from "../generated/graphql.js";
import { badUserInput, toGraphQLError } from "../errors/graphql.js";
import { callPharmacies, type PharmacyRequestBody } from "./storeApi.js";
import { toPharmacy } from "./mapping.js";

export const PHARMACY_LIMIT_MAX = 200;
const SEARCH_MAX = 100;

export const pharmacyResolvers: Resolvers = {
  Query: {
    pharmacies: async (_parent, args, ctx) => {
      const limit = args.limit ?? 100;
      if (!Number.isInteger(limit) || limit < 1 || limit > PHARMACY_LIMIT_MAX) {
        throw badUserInput(`limit must be between 1 and ${PHARMACY_LIMIT_MAX}`, "limit");
      }
      const search = args.search?.trim() ?? "";
      if (search.length > SEARCH_MAX) throw badUserInput(`search must be at most ${SEARCH_MAX} characters`, "search");
      const body: PharmacyRequestBody = { limit };
      if (search) body.search = search;
      if (args.near) {
        const { latitude, longitude } = args.near;
        if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw badUserInput("near is not a valid coordinate", "near");
        body.latitude = latitude;
        body.longitude = longitude;
        if (typeof args.radiusKm === "number") {
          if (!(args.radiusKm > 0)) throw badUserInput("radiusKm must be positive", "radiusKm");
          body.radiusKm = args.radiusKm;
        }
      }
      if (args.openNow === true) body.openNow = true;
      try {
        const answer = await callPharmacies(ctx, body);
        if (!answer) return { pharmacies: [], total: 0, selectedPharmacyId: null };
        return {
          pharmacies: answer.elements.map((row) => toPharmacy(row, answer.selectedPharmacyId)),
          total: answer.total,
          selectedPharmacyId: answer.selectedPharmacyId,
        };
      } catch (error) {
        throw toGraphQLError(error, ctx.locale);
      }
    },
    pharmacy: async (_parent, { id }, ctx) => {
      try {
        const answer = await callPharmacies(ctx, { ids: [id], limit: 1 });
        const row = answer?.elements.find((p) => p.id === id);
        return row ? toPharmacy(row, answer!.selectedPharmacyId) : null;
      } catch (error) {
        throw toGraphQLError(error, ctx.locale);
      }
    },
  },
};
