/**
 * GraphQL documents of the pharmacy finder (schema/pharmacy.graphql) and the pharmacy choice
 * (schema/cart.graphql `selectPharmacy`), typed by `pnpm codegen`. Called on the server only
 * (pharmacy/server.ts): the list depends on the session (`selected`), so it is personal.
 */
import { graphql } from "~/generated";

export const PharmacyMapFields = graphql(`
  fragment PharmacyMapFields on Pharmacy {
    id
    name
    street
    zipcode
    city
    canton
    countryCode
    latitude
    longitude
    phone
    openNow
    todayHours {
      opens
      closes
    }
    distanceKm
    selected
  }
`);

export const PharmacyMapListQuery = graphql(`
  query PharmacyMapList($search: String, $near: GeoPointInput, $openNow: Boolean, $limit: Int) {
    pharmacies(search: $search, near: $near, openNow: $openNow, limit: $limit) {
      total
      selectedPharmacyId
      pharmacies {
        ...PharmacyMapFields
      }
    }
  }
`);

/** The chosen pharmacy when the filtered list does not contain it (shown as "Meine Apotheke"). */
export const PharmacyMapDetailQuery = graphql(`
  query PharmacyMapDetail($id: ID!) {
    pharmacy(id: $id) {
      ...PharmacyMapFields
      openingHours {
        weekday
        intervals {
          opens
          closes
        }
      }
    }
  }
`);

export const PharmacyMapSelectMutation = graphql(`
  mutation PharmacyMapSelect($pharmacyId: ID!) {
    selectPharmacy(pharmacyId: $pharmacyId) {
      ok
      errorCode
      message
      cart {
        pharmacy {
          id
          name
          city
        }
      }
    }
  }
`);
