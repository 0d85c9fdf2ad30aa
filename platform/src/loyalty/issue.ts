import type { Db } from "../db/connection.js";
import { idFor, randomToken } from "../ids.js";
import { randomCardNumber } from "./card-number.js";
import { hashPin, randomPin } from "./pin.js";

export interface CardHolder {
  firstName: string;
  lastName: string;
  birthday: string;
  street: string;
  zipcode: string;
  city: string;
  email: string;
}

export interface NewCard {
  cardNumber: string;
  pinHash: string;
  points: number;
  customerId: string | null;
  /** 'existing' (issued in a pharmacy) or 'requested' (ordered online) */
  origin: "existing" | "requested";
  holder?: CardHolder;
  createdAt: string;
}

/** A random number no card has yet (random bodies collide rarely; the loop makes "rarely" "never"). */
export function unusedCardNumber(db: Db, random?: () => number): string {
  const taken = db.prepare("SELECT 1 FROM loyalty_card WHERE card_number = ?");
  for (;;) {
    const number = randomCardNumber(random);
    if (!taken.get(number)) return number;
  }
}

export function insertCard(db: Db, card: NewCard): void {
  const h = card.holder;
  db.prepare(
    `INSERT INTO loyalty_card (id, card_number, pin_hash, points, customer_id, holder_first_name, holder_last_name, holder_birthday, holder_street,
       holder_zipcode, holder_city, holder_email, origin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    idFor(`loyalty:${card.cardNumber}:${randomToken()}`), card.cardNumber, card.pinHash, card.points, card.customerId,
    h?.firstName ?? null, h?.lastName ?? null, h?.birthday ?? null, h?.street ?? null, h?.zipcode ?? null, h?.city ?? null, h?.email ?? null,
    card.origin, card.createdAt,
  );
}

/** Issues a card with a fresh number and PIN; the PIN is returned once (to print or mail) and kept only hashed. */
export async function issueCard(
  db: Db,
  card: Omit<NewCard, "cardNumber" | "pinHash">,
): Promise<{ cardNumber: string; pin: string }> {
  const pin = randomPin();
  const pinHash = await hashPin(pin);
  // number picked after the (slow) hash: no await between the check and the insert
  const cardNumber = unusedCardNumber(db);
  insertCard(db, { ...card, cardNumber, pinHash });
  return { cardNumber, pin };
}
