import type { FastifyInstance } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { clientIp, contextLang, requireCustomer, type AccountServices } from "../account/services.js";
import { bodyOf, Violations } from "../account/violations.js";
import { isValidCardNumber, normalizeCardNumber } from "./card-number.js";
import { issueCard } from "./issue.js";
import { LINK_CUSTOMER_LIMITS, LINK_IP_LIMITS, LINK_RESET_MS } from "./link-limits.js";
import { PIN_PATTERN, verifyPin } from "./pin.js";

interface CardRow {
  id: string;
  card_number: string;
  pin_hash: string | null;
  points: number;
  customer_id: string | null;
}

/** The voucher is worth CHF 5 (SPEC §9); the threshold is configuration (PLATFORM_LOYALTY_VOUCHER_POINTS). */
export function loyaltyCardBody(svc: AccountServices, card: CardRow | undefined) {
  if (!card) return { card: null, apiAlias: "loyalty_card_response" };
  const threshold = svc.config.loyaltyVoucherPoints;
  return {
    card: {
      cardNumber: card.card_number,
      points: card.points,
      pointsNeededForVoucher: Math.max(0, threshold - card.points),
      voucherReached: card.points >= threshold,
      voucherProgress: Math.min(1, Math.round((card.points / threshold) * 1000) / 1000),
      voucherValue: { amount: 5, currencyIsoCode: "CHF" },
      apiAlias: "loyalty_card",
    },
    apiAlias: "loyalty_card_response",
  };
}

const cardInvalid = (value: unknown) => {
  const v = new Violations();
  v.add("/cardNumber", "LOYALTY_CARD_NUMBER_INVALID", "The loyalty card number is invalid.", { "{{ value }}": JSON.stringify(value ?? null) });
  return v;
};

/**
 * One answer for an unknown number, a wrong PIN and a card linked to someone else: anything more
 * would tell a guesser which numbers exist and which are taken.
 */
const notLinkable = () => new ShopwareError(400, "LOYALTY__CARD_NOT_LINKABLE", "The loyalty card number or PIN is not correct.");

/**
 * Custom route POST /store-api/loyalty (documented in ./README.md). Logged-in, non-guest customers
 * only; every action works on the card linked to the context's customer, so no request can read or
 * change another customer's card. Linking an existing card needs the PIN printed on it.
 */
export function loyaltyRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db } = svc;
  const cardOf = (customerId: string) => db.prepare("SELECT * FROM loyalty_card WHERE customer_id = ?").get(customerId) as CardRow | undefined;
  const alreadyHasCard = () => new ShopwareError(400, "LOYALTY__CUSTOMER_HAS_CARD", "A loyalty card is already linked to this customer account.");

  const throttled = (seconds: number) => {
    const err = new ShopwareError(429, "LOYALTY__LINK_THROTTLED", "Too many attempts to link a loyalty card; wait {{ seconds }} seconds.", { seconds });
    err.entries[0]!.title = "Too Many Requests";
    return err;
  };

  app.post("/store-api/loyalty", async (req) => {
    const c = requireCustomer(svc, req);
    const body = bodyOf(req.body);
    const action = body.action ?? "get";
    if (action === "get") return loyaltyCardBody(svc, cardOf(c.id));

    if (action === "link") {
      if (cardOf(c.id)) throw alreadyHasCard();
      const keys = [`loyalty-link-${c.id}`, `loyalty-link-ip-${clientIp(req)}`] as const;
      const wait = Math.max(
        svc.limiter.waitSeconds(keys[0], LINK_CUSTOMER_LIMITS, LINK_RESET_MS),
        svc.limiter.waitSeconds(keys[1], LINK_IP_LIMITS, LINK_RESET_MS),
      );
      if (wait > 0) throw throttled(wait);
      const v = isValidCardNumber(body.cardNumber) ? new Violations() : cardInvalid(body.cardNumber);
      const pin = typeof body.pin === "string" ? body.pin.trim() : "";
      if (!PIN_PATTERN.test(pin)) {
        v.add("/pin", "LOYALTY_CARD_PIN_INVALID", "The PIN has 4 to 6 digits.", { "{{ value }}": JSON.stringify(body.pin ?? null) });
      }
      v.throwIfAny();
      const number = normalizeCardNumber(body.cardNumber as string);
      const card = db.prepare("SELECT * FROM loyalty_card WHERE card_number = ?").get(number) as CardRow | undefined;
      // the PIN is checked (or the time of a check spent) whatever the card: the answer time tells nothing either
      const pinMatches = await verifyPin(pin, card?.pin_hash ?? null);
      if (cardOf(c.id)) throw alreadyHasCard();
      // linked only while nobody holds it, checked in the same statement (no await in between)
      const linked = card && pinMatches ? db.prepare("UPDATE loyalty_card SET customer_id = ? WHERE id = ? AND customer_id IS NULL").run(c.id, card.id).changes : 0;
      if (linked === 0) {
        for (const key of keys) svc.limiter.record(key, LINK_RESET_MS);
        throw notLinkable();
      }
      svc.limiter.reset(keys[0]);
      return loyaltyCardBody(svc, cardOf(c.id));
    }

    if (action === "request") {
      if (cardOf(c.id)) throw alreadyHasCard();
      const v = new Violations();
      const firstName = v.string("/firstName", body.firstName, { required: true });
      const lastName = v.string("/lastName", body.lastName, { required: true });
      const street = v.string("/street", body.street, { required: true });
      const city = v.string("/city", body.city, { required: true, max: 70 });
      const zipcode = v.string("/zipcode", body.zipcode ?? body.zip, { required: true, max: 50 });
      if (zipcode !== undefined && !/^\d{4}$/.test(zipcode.trim())) {
        v.add("/zipcode", "ZIP_CODE_INVALID", "This value is not a valid ZIP code for country {{ iso }}", { "{{ iso }}": '"CH"' });
      }
      const email = v.email("/email", body.email);
      const birthday = v.string("/birthday", body.birthday, { required: true, max: 10 });
      if (birthday !== undefined) {
        const d = new Date(`${birthday}T00:00:00Z`);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== birthday || d > svc.now()) {
          v.add("/birthday", "INVALID_DATE_ERROR", "This value is not a valid date.", { "{{ value }}": JSON.stringify(birthday) });
        }
      }
      v.throwIfAny();
      const holder = { firstName: firstName!, lastName: lastName!, birthday: birthday!, street: street!, zipcode: zipcode!.trim(), city: city!, email: email! };
      // the PIN is printed on the card sent by post, never mailed: the card is this customer's already
      const issued = await issueCard(db, { points: 0, customerId: c.id, origin: "requested", holder, createdAt: svc.now().toISOString() });
      svc.outbox.send(email!, "loyalty_card_request", contextLang(svc, req.sw.languageId), { name: `${firstName} ${lastName}`, cardNumber: issued.cardNumber });
      return loyaltyCardBody(svc, cardOf(c.id));
    }

    const v = new Violations();
    v.choice("/action", action, ["get", "link", "request"]);
    v.throwIfAny();
    return undefined;
  });
}
