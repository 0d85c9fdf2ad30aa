/**
 * Loyalty card numbers (the platform's rule, platform/src/loyalty/card-number.ts): GS1
 * "restricted circulation" EAN-13 codes, i.e. 13 digits starting with the shop prefix 2800 whose
 * last digit is the GS1 mod-10 check digit. This one function is THE rule: the gateway and the web
 * validate with it, and the platform applies the same rule (a gateway test checks both agree), so a
 * number accepted by a form is never rejected upstream for its format (and the other way round).
 *
 * Spaces and hyphens people type between digit groups ("2800 0000 0001 1") are ignored.
 */
export const LOYALTY_CARD_LENGTH = 13;
export const LOYALTY_CARD_PREFIX = "2800";

/** Removes the separators people type; does not otherwise change the value. */
export function normalizeLoyaltyCardNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** GS1 mod-10 check digit of a digit string (the payload without its check digit). */
export function gs1CheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new Error("gs1CheckDigit expects digits only");
  let sum = 0;
  // Weights 3,1,3,1… starting from the rightmost payload digit.
  for (let i = payload.length - 1, weight = 3; i >= 0; i--, weight = weight === 3 ? 1 : 3) {
    sum += Number(payload[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a 13-digit number with the shop prefix and a correct GS1 check digit (separators allowed). */
export function isValidLoyaltyCardNumber(value: string): boolean {
  const digits = normalizeLoyaltyCardNumber(value);
  if (!new RegExp(`^\\d{${LOYALTY_CARD_LENGTH}}$`).test(digits) || !digits.startsWith(LOYALTY_CARD_PREFIX)) return false;
  return gs1CheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** Appends the check digit to a 12-digit payload (used to issue new card numbers). */
export function withLoyaltyCheckDigit(payload12: string): string {
  if (!new RegExp(`^\\d{${LOYALTY_CARD_LENGTH - 1}}$`).test(payload12)) {
    throw new Error(`A loyalty card payload has ${LOYALTY_CARD_LENGTH - 1} digits`);
  }
  return `${payload12}${gs1CheckDigit(payload12)}`;
}

/** The PIN printed on a card: 4 to 6 digits (older cards have fewer). Spaces people type are ignored. */
export const LOYALTY_PIN_PATTERN = /^\d{4,6}$/;

export function isValidLoyaltyPin(value: string): boolean {
  return LOYALTY_PIN_PATTERN.test(value.replace(/\s/g, ""));
}
