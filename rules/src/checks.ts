/**
 * Pure predicates behind the validation rules (SPEC §5, §9 "Forms and sessions").
 * No zod, no messages: usable anywhere (gateway, web, platform).
 */

/** SPEC §9: postal code length 4, password minimum 8, other minimum length 3. */
export const POSTAL_CODE_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 3;

/** Upper bounds, so over-long input gets a clear message instead of reaching the database. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  password: 1024,
  street: 200,
  city: 70,
  company: 200,
  phone: 30,
  title: 50,
  other: 255,
} as const;

/**
 * Characters that are never legitimate in form text: C0/C1 control characters, bidi embedding,
 * override and isolate marks (used for "Trojan source"-style spoofing), zero-width characters,
 * the BOM, and the angle brackets of markup. Line breaks are not allowed in single-line fields either.
 */
const FORBIDDEN_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB<>]/u;

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTERS.test(value);
}

/** NFC normalisation plus trimming: what every text field is compared and stored as. */
export function normalizeText(value: string): string {
  return value.normalize("NFC").trim();
}

/**
 * Letters of any script, with the separators that occur in names: space, hyphen, apostrophes and a
 * full stop ("Jean-Pierre", "O'Brien", "d’Alembert", "St. Gallen"). Must start with a letter.
 */
export function isLettersOnly(value: string): boolean {
  return /^\p{L}[\p{L}\p{M} '’.-]*$/u.test(value);
}

/** Generic "alpha": ASCII letters only. */
export function isAlpha(value: string): boolean {
  return /^[a-zA-Z]*$/.test(value);
}

/** Generic "alphanumeric": ASCII letters and digits only. */
export function isAlphaNum(value: string): boolean {
  return /^[a-zA-Z0-9]*$/.test(value);
}

/** Digits only (no sign, no decimal separator). */
export function isNumeric(value: string): boolean {
  return /^\d+$/.test(value);
}

export function isInteger(value: string): boolean {
  return /^[-+]?\d+$/.test(value);
}

/** A decimal number with "." or "," as separator. */
export function isDecimal(value: string): boolean {
  return /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(value);
}

export function toNumber(value: string): number {
  return Number(value.replace(",", "."));
}

/** Absolute http(s) URL. */
export function isUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * A pragmatic e-mail check: one @, a local part and a domain with a dot and a 2+ letter TLD,
 * no whitespace, quotes, brackets or other characters mail software chokes on.
 */
export function isEmail(value: string): boolean {
  if (value.length > MAX_LENGTH.email) return false;
  return /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]_]+\.[^\s@"(),:;<>[\\\]_.\d]{2,}$/u.test(value) && !value.includes("..");
}

/** Swiss/Liechtenstein postal code length (the message only speaks of the length). */
export function hasPostalCodeLength(value: string): boolean {
  return [...value].length === POSTAL_CODE_LENGTH;
}

/** The street field must carry the house number too ("Bahnhofstrasse 12", "Via Cantonale 3a"). */
export function hasHouseNumber(value: string): boolean {
  return /\d/.test(value);
}

/** Phone numbers as people type them: optional +, digits, spaces, / ( ) . - ; 7 to 15 digits. */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s/().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

/** Store API ids: 32 lowercase hex characters (Shopware UUIDs without dashes). */
export function isEntityId(value: string): boolean {
  return /^[0-9a-f]{32}$/.test(value);
}

/**
 * A calendar date "YYYY-MM-DD" that exists, optionally required to lie in the past and after 1900.
 * `today` is injectable for tests.
 */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isBirthday(value: string, today: Date = new Date()): boolean {
  const parsed = parseIsoDate(value);
  if (!parsed || parsed.year < 1900) return false;
  const date = Date.UTC(parsed.year, parsed.month - 1, parsed.day);
  return date < Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}
