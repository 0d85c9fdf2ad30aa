import { describe, expect, it } from "vitest";
import { creditorReference, DEFAULT_SHOP_IDENTITY, groupReference, isQrIban, isValidIban, isValidUid, qrReference, shopIdentityFromEnv } from "../src/index.js";

describe("shop identity", () => {
  it("the seeded identity is valid: IBAN, QR-IBAN (IID 30000–31999) and UID check digits", () => {
    expect(isValidIban(DEFAULT_SHOP_IDENTITY.iban)).toBe(true);
    expect(isQrIban(DEFAULT_SHOP_IDENTITY.iban)).toBe(false);
    expect(isQrIban(DEFAULT_SHOP_IDENTITY.qrIban)).toBe(true);
    expect(isValidUid(DEFAULT_SHOP_IDENTITY.uid)).toBe(true);
    expect(DEFAULT_SHOP_IDENTITY.vatNumber).toBe(`${DEFAULT_SHOP_IDENTITY.uid} MWST`);
  });

  it("known public examples: SIX's QR-IBAN, the federal administration's UID", () => {
    expect(isQrIban("CH44 3199 9123 0008 8901 2")).toBe(true);
    expect(isValidUid("CHE-116.281.710")).toBe(true);
    expect(isValidUid("CHE-116.281.711")).toBe(false);
  });

  it("SHOP_* override the defaults; a mistyped IBAN, QR-IBAN or UID stops the start", () => {
    expect(shopIdentityFromEnv({ SHOP_NAME: "Apotheke Test", SHOP_IBAN: "CH44 3199 9123 0008 8901 2" })).toMatchObject({ name: "Apotheke Test", iban: "CH4431999123000889012" });
    expect(() => shopIdentityFromEnv({ SHOP_IBAN: "CH13 0700 0110 0045 6789 0" })).toThrow(/SHOP_IBAN/);
    expect(() => shopIdentityFromEnv({ SHOP_QR_IBAN: DEFAULT_SHOP_IDENTITY.iban })).toThrow(/SHOP_QR_IBAN/);
    expect(() => shopIdentityFromEnv({ SHOP_UID: "CHE-108.543.292" })).toThrow(/SHOP_UID/);
  });
});

describe("payment references from the order number", () => {
  it("QR reference: 27 digits, mod-10 recursive check digit (SIX's example 21 00000 00003 13947 14300 09017)", () => {
    expect(qrReference("10001")).toMatch(/^0{21}10001\d$/);
    // the check digit of SIX's published example body
    expect(qrReference("21000000000313947143000901")).toBe("210000000003139471430009017");
    expect(groupReference("210000000003139471430009017")).toBe("21 00000 00003 13947 14300 09017");
  });

  it("creditor reference: RF + ISO 7064 mod 97-10 check digits (ISO 11649's example RF18 5390 0754 7034)", () => {
    expect(creditorReference("539007547034")).toBe("RF18539007547034");
    expect(creditorReference("10001")).toMatch(/^RF\d{2}10001$/);
  });
});
