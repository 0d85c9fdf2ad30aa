/**
 * The PIN printed on a card next to its number: the proof that whoever links the card holds it.
 * Stored only as a salted scrypt hash (the password scheme of ../account/password.ts). Six digits are
 * only 10^6 guesses, so the hash slows an offline attack at best; what protects a card online is the
 * link limiter (./link-limits.ts).
 */
import { randomInt } from "node:crypto";
import { hashPassword, hashPasswordSyncWithSalt, verifyPassword } from "../account/password.js";

export const PIN_DIGITS = 6;
/** Older cards carry 4 or 5 digits; the form takes any of them. */
export const PIN_PATTERN = /^\d{4,6}$/;

export function randomPin(random?: () => number): string {
  const n = random ? Math.floor(random() * 10 ** PIN_DIGITS) : randomInt(10 ** PIN_DIGITS);
  return String(n).padStart(PIN_DIGITS, "0");
}

export const hashPin = (pin: string): Promise<string> => hashPassword(pin);

/** For the deterministic seed only (a salt derived from the card). */
export const hashPinSyncWithSalt = (pin: string, salt: Buffer): string => hashPasswordSyncWithSalt(pin, salt);

/** Constant time; a card without a PIN (or no card at all) costs the same and never matches. */
export const verifyPin = (pin: string, stored: string | null): Promise<boolean> => verifyPassword(pin, stored);
