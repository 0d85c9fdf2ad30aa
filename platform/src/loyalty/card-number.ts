/**
 * Loyalty card numbers are GS1 "restricted circulation" EAN-13 codes (prefix 20-29 is reserved for
 * in-store use, so they never collide with product GTINs): "2800" (shop prefix) + 8-digit serial +
 * the EAN-13 mod-10 check digit (weights 1,3,1,3,... from the left over the first 12 digits).
 * Example: 2800000000015.
 */
export const CARD_PREFIX = "2800";

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

export function cardNumberFor(serial: number): string {
  const first12 = `${CARD_PREFIX}${String(serial).padStart(8, "0")}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
