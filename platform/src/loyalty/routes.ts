import type { FastifyInstance } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { idFor, randomToken } from "../ids.js";
import { contextLang, requireCustomer, type AccountServices } from "../account/services.js";
import { bodyOf, Violations } from "../account/violations.js";
import { cardNumberFor, isValidCardNumber, normalizeCardNumber } from "./card-number.js";

interface CardRow {
  id: string;
  card_number: string;
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
 * Custom route POST /store-api/loyalty (documented in ./README.md). Logged-in, non-guest customers
 * only; every action works on the card linked to the context's customer, so no request can read or
 * change another customer's card.
 */
export function loyaltyRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db } = svc;
  const cardOf = (customerId: string) => db.prepare("SELECT * FROM loyalty_card WHERE customer_id = ?").get(customerId) as CardRow | undefined;
  const alreadyHasCard = () => new ShopwareError(400, "LOYALTY__CUSTOMER_HAS_CARD", "A loyalty card is already linked to this customer account.");

  app.post("/store-api/loyalty", async (req) => {
    const c = requireCustomer(svc, req);
    const body = bodyOf(req.body);
    const action = body.action ?? "get";
    if (action === "get") return loyaltyCardBody(svc, cardOf(c.id));

    if (action === "link") {
      if (cardOf(c.id)) throw alreadyHasCard();
      if (!isValidCardNumber(body.cardNumber)) cardInvalid(body.cardNumber).throwIfAny();
      const number = normalizeCardNumber(body.cardNumber as string);
      const card = db.prepare("SELECT * FROM loyalty_card WHERE card_number = ?").get(number) as CardRow | undefined;
      // An unknown number is reported like a wrong check digit: the card does not exist.
      if (!card) cardInvalid(body.cardNumber).throwIfAny();
      if (card!.customer_id && card!.customer_id !== c.id) {
        throw new ShopwareError(400, "LOYALTY__CARD_ALREADY_LINKED", "This loyalty card is already linked to another customer account.");
      }
      db.prepare("UPDATE loyalty_card SET customer_id = ? WHERE id = ?").run(c.id, card!.id);
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
      const serialRow = db.prepare("SELECT COUNT(*) AS n FROM loyalty_card").get() as { n: number };
      let serial = 50_000_000 + serialRow.n + 1;
      while (db.prepare("SELECT 1 FROM loyalty_card WHERE card_number = ?").get(cardNumberFor(serial))) serial++;
      const number = cardNumberFor(serial);
      db.prepare(
        `INSERT INTO loyalty_card (id, card_number, points, customer_id, holder_first_name, holder_last_name, holder_birthday, holder_street,
           holder_zipcode, holder_city, holder_email, origin, created_at) VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, 'requested', ?)`,
      ).run(idFor(`loyalty:${randomToken()}`), number, c.id, firstName, lastName, birthday, street, zipcode!.trim(), city, email, svc.now().toISOString());
      svc.outbox.send(email!, "loyalty_card_request", contextLang(svc, req.sw.languageId), { name: `${firstName} ${lastName}`, cardNumber: number });
      return loyaltyCardBody(svc, cardOf(c.id));
    }

    const v = new Violations();
    v.choice("/action", action, ["get", "link", "request"]);
    v.throwIfAny();
    return undefined;
  });
}
