/**
 * Integration: partner pharmacies through the gateway against the REAL platform's custom route
 * POST /store-api/customer-pharmacy — list and filters, one pharmacy, choosing one for click & collect.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient } from "../helpers/client.js";

const PHARMACY_FIELDS = /* GraphQL */ `
  id name street zipcode city canton countryCode latitude longitude phone email openNow selected distanceKm
  todayHours { opens closes } openingHours { weekday intervals { opens closes } } closures { date reason }
`;
const LIST = `query ($search: String, $near: GeoPointInput, $radiusKm: Float, $openNow: Boolean, $limit: Int) {
  pharmacies(search: $search, near: $near, radiusKm: $radiusKm, openNow: $openNow, limit: $limit) {
    total selectedPharmacyId pharmacies { ${PHARMACY_FIELDS} } } }`;
const SELECT = `mutation ($id: ID!) { selectPharmacy(pharmacyId: $id) {
  ok errorCode message cart { fulfilment pharmacy { id name selected } issues { key } } } }`;

describe("pharmacies (gateway ↔ real platform)", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey);
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it("lists all partner pharmacies (CH and FL) with weekly hours, Monday first", async () => {
    const client = new GatewayClient(gateway.url);
    const { pharmacies } = await client.data(LIST, { limit: 200 });
    expect(pharmacies.total).toBeGreaterThanOrEqual(80);
    expect(pharmacies.pharmacies).toHaveLength(pharmacies.total);
    expect(pharmacies.selectedPharmacyId).toBeNull();
    expect(new Set(pharmacies.pharmacies.map((p: { countryCode: string }) => p.countryCode))).toEqual(new Set(["CH", "LI"]));
    const first = pharmacies.pharmacies[0];
    expect(first.openingHours.map((d: { weekday: number }) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(first.distanceKm).toBeNull();
    expect(first.selected).toBe(false);
    expect(typeof first.openNow).toBe("boolean");
    // Listing pharmacies creates no session.
    expect(client.lastSetCookies).toEqual([]);
  });

  it("search by city, near a coordinate (sorted by distance), open now", async () => {
    const client = new GatewayClient(gateway.url);
    const { pharmacies: zurich } = await client.data(LIST, { search: "Zürich" });
    expect(zurich.total).toBeGreaterThan(0);
    for (const p of zurich.pharmacies) expect(`${p.name} ${p.street} ${p.zipcode} ${p.city}`).toMatch(/Zürich/i);

    const { pharmacies: near } = await client.data(LIST, { near: { latitude: 46.948, longitude: 7.4474 }, radiusKm: 30, limit: 10 });
    const distances = near.pharmacies.map((p: { distanceKm: number }) => p.distanceKm);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30);

    const { pharmacies: open } = await client.data(LIST, { openNow: true });
    expect(open.pharmacies.every((p: { openNow: boolean }) => p.openNow)).toBe(true);
  });

  it("limit above 200 is refused with a clear error", async () => {
    const client = new GatewayClient(gateway.url);
    const body = await client.gql(LIST, { limit: 500 });
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(client.lastText).not.toMatch(/\bat\s+\S+\.ts:\d+/);
  });

  it("pharmacy(id) answers one pharmacy, null for an unknown id", async () => {
    const client = new GatewayClient(gateway.url);
    const { pharmacies } = await client.data(LIST, { limit: 1 });
    const id = pharmacies.pharmacies[0].id;
    const { pharmacy } = await client.data(`query ($id: ID!) { pharmacy(id: $id) { id name } }`, { id });
    expect(pharmacy).toEqual({ id, name: pharmacies.pharmacies[0].name });
    const { pharmacy: none } = await client.data(`query { pharmacy(id: "${"0".repeat(32)}") { id } }`);
    expect(none).toBeNull();
  });

  it("choosing a pharmacy: click & collect loses its no-pharmacy issue, the list marks the choice", async () => {
    const client = new GatewayClient(gateway.url, "it");
    await client.data(`mutation { setFulfilment(fulfilment: CLICK_AND_COLLECT) { ok } }`);
    const before = await client.data(`query { cart { fulfilment pharmacy { id } issues { key message } } }`);
    expect(before.cart).toEqual({
      fulfilment: "CLICK_AND_COLLECT",
      pharmacy: null,
      issues: [{ key: "no-pharmacy-selected", message: "Non è stata selezionata alcuna farmacia." }],
    });

    const { pharmacies } = await client.data(LIST, { search: "Lugano", limit: 5 });
    const chosen = pharmacies.pharmacies[0] ?? (await client.data(LIST, { limit: 1 })).pharmacies.pharmacies[0];
    const result = (await client.data(SELECT, { id: chosen.id })).selectPharmacy;
    expect(result).toMatchObject({ ok: true, errorCode: null, cart: { fulfilment: "CLICK_AND_COLLECT", pharmacy: { id: chosen.id }, issues: [] } });

    const after = await client.data(LIST, { limit: 200 });
    expect(after.pharmacies.selectedPharmacyId).toBe(chosen.id);
    expect(after.pharmacies.pharmacies.filter((p: { selected: boolean }) => p.selected).map((p: { id: string }) => p.id)).toEqual([chosen.id]);
    const { cart } = await client.data(`query { cart { pharmacy { id name } issues { key } } }`);
    expect(cart).toEqual({ pharmacy: { id: chosen.id, name: chosen.name }, issues: [] });

    const unknown = (await client.data(SELECT, { id: "0".repeat(32) })).selectPharmacy;
    expect(unknown).toMatchObject({ ok: false, errorCode: "NOT_FOUND", message: "La farmacia non è stata trovata.", cart: { pharmacy: { id: chosen.id } } });
  });
});
