/**
 * Loyalty card numbers are GS1 "restricted circulation" EAN-13 codes (prefix 20-29 is reserved for
 * in-store use, so they never collide with product GTINs): "2800" (shop prefix) + an 8-digit random
 * body + the EAN-13 mod-10 check digit (weights 1,3,1,3,... from the left over the first 12 digits).
 * The body is random, never a serial: knowing one card must not tell anyone the next one.
 */
import { randomInt } from "node:crypto";

export const CARD_PREFIX = "2800";
const BODY_DIGITS = 8;
const BODY_RANGE = 10 ** BODY_DIGITS;

export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Spaces and dashes (as printed on the card) are ignored. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, "");
}

export function isValidCardNumber(input: unknown): input is string {
  if (typeof input !== "string") return false;
  const n = normalizeCardNumber(input);
  return /^\d{13}$/.test(n) && n.startsWith(CARD_PREFIX) && ean13CheckDigit(n.slice(0, 12)) === Number(n[12]);
}

/** The card number with this 8-digit body (0 … 99 999 999). */
export function cardNumberFor(body: number): string {
  const first12 = `${CARD_PREFIX}${String(body).padStart(BODY_DIGITS, "0")}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/** A card number with a random body; `random` in [0, 1) for the deterministic seed, else the system's CSPRNG. */
export function randomCardNumber(random?: () => number): string {
  return cardNumberFor(random ? Math.floor(random() * BODY_RANGE) : randomInt(BODY_RANGE));
}
