import { describe, expect, it } from "vitest";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SessionToken } from "../../src/session/token.js";
import { isValidLoyaltyCardNumber, normalizeLoyaltyCardNumber } from "@shop/rules";
import { storefrontUrl } from "../../src/account/storefront.js";
import { birthdayParts } from "../../src/account/auth.js";
import { sanitizeProductIds, MAX_WISHLIST_MERGE } from "../../src/wishlist/ids.js";
import { loyaltyCard } from "../../src/loyalty/resolvers.js";
import { newsletterState, newsletterStatus } from "../../src/newsletter/resolvers.js";
// The platform's own implementation of the card number rule: both sides must agree.
import { cardNumberFor, isValidCardNumber } from "../../../platform/src/loyalty/card-number.js";

describe("loyalty card number rule: @shop/rules and the platform agree", () => {
  it("on issued numbers, every single-digit change and random input", () => {
    const samples: string[] = [];
    for (let serial = 1; serial < 300; serial += 7) {
      const valid = cardNumberFor(serial);
      samples.push(valid, `${valid.slice(0, 4)} ${valid.slice(4, 8)}-${valid.slice(8)}`);
      for (let i = 0; i < 13; i++) {
        samples.push(`${valid.slice(0, i)}${(Number(valid[i]) + 1) % 10}${valid.slice(i + 1)}`);
      }
    }
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 500; i++) samples.push(`2800${String(Math.floor(random() * 1e9)).padStart(9, "0")}`);
    samples.push("", "abc", "28000000000", "2800000000011x");
    for (const sample of samples) {
      expect(isValidLoyaltyCardNumber(sample), sample).toBe(isValidCardNumber(sample));
    }
    expect(normalizeLoyaltyCardNumber("2800 0000-0001 1")).toBe("2800000000011");
  });
});

describe("account helpers", () => {
  it("storefront URL is the web's public origin (STORE_HOST)", () => {
    expect(storefrontUrl(undefined)).toBe("http://localhost:3000");
    expect(storefrontUrl("https://shop.example.ch/")).toBe("https://shop.example.ch");
  });

  it("birthday → Shopware's day/month/year", () => {
    expect(birthdayParts("1985-04-12")).toEqual({ birthdayDay: 12, birthdayMonth: 4, birthdayYear: 1985 });
    expect(birthdayParts(undefined)).toEqual({});
  });

  it("wishlist ids from the browser: only Store API ids, de-duplicated, capped", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(sanitizeProductIds([id, id.toUpperCase(), "x", 5, null, "../etc"])).toEqual([id]);
    const many = Array.from({ length: 500 }, (_, i) => i.toString(16).padStart(32, "0"));
    expect(sanitizeProductIds(many)).toHaveLength(MAX_WISHLIST_MERGE);
    expect(sanitizeProductIds(undefined)).toEqual([]);
  });

  it("loyalty card mapping hides the threshold and clamps the progress", () => {
    expect(
      loyaltyCard({ cardNumber: "2800000000011", points: 120, pointsNeededForVoucher: 380, voucherReached: false, voucherProgress: 0.24 }),
    ).toEqual({
      cardNumber: "2800000000011",
      points: 120,
      pointsNeeded: 380,
      progress: 0.24,
      voucherReached: false,
      voucherValue: { amount: 5, currency: "CHF" },
    });
    expect(loyaltyCard({ cardNumber: "x", points: 900, pointsNeededForVoucher: 0, voucherReached: true, voucherProgress: 1.8 }).progress).toBe(1);
  });

  it("newsletter status (SPEC §4): optOut/undefined = not subscribed, notSet = confirmation pending", () => {
    expect(newsletterState(newsletterStatus("optOut"))).toEqual({ status: "OPT_OUT", subscribed: false, confirmationPending: false });
    expect(newsletterState(newsletterStatus("undefined"))).toMatchObject({ subscribed: false });
    expect(newsletterState(newsletterStatus("notSet"))).toEqual({ status: "NOT_SET", subscribed: true, confirmationPending: true });
    expect(newsletterState(newsletterStatus("optIn"))).toMatchObject({ subscribed: true });
    expect(newsletterStatus("garbage")).toBe("UNDEFINED");
  });
});

describe("SessionToken.clear (logout fallback when the upstream keeps the token)", () => {
  function fake(headers: Record<string, string>, cookies: Record<string, string> = {}) {
    const sent: { headers: Record<string, string>; cookies: { name: string; value: string; options: Record<string, unknown> }[] } = { headers: {}, cookies: [] };
    const reply = {
      header(name: string, value: string) {
        sent.headers[name] = value;
        return reply;
      },
      setCookie(name: string, value: string, options: Record<string, unknown>) {
        sent.cookies.push({ name, value, options });
        return reply;
      },
    };
    const request = { headers, cookies, protocol: "http" } as unknown as FastifyRequest;
    return { token: new SessionToken(request, reply as unknown as FastifyReply, "auto"), sent };
  }

  it("expires the httpOnly cookie of browser clients", () => {
    const { token, sent } = fake({}, { "sw-context-token": "abc" });
    token.clear();
    expect(token.hasToken).toBe(false);
    expect(sent.cookies).toEqual([
      { name: "sw-context-token", value: "", options: expect.objectContaining({ httpOnly: true, maxAge: 0, path: "/" }) },
    ]);
    token.clear();
    expect(sent.cookies).toHaveLength(1);
  });

  it("sends an empty header to header clients", () => {
    const { token, sent } = fake({ "sw-context-token": "abc" });
    token.clear();
    expect(sent.headers["sw-context-token"]).toBe("");
    expect(sent.cookies).toEqual([]);
  });
});
