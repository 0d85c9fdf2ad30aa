import type { AccountServices } from "./services.js";
import type { Violations } from "./violations.js";

/** Profile fields several account routes read: storefront URL, birthday, new password. */

/** A storefrontUrl that is not one of the shop's: Shopware's NO_SUCH_CHOICE_ERROR (no reset hash to a foreign host). */
export const storefrontViolation = (v: Violations, value: unknown) =>
  v.add("/storefrontUrl", "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.", { "{{ value }}": JSON.stringify(value ?? null) });

/** birthdayDay/Month/Year (official shape) or a "YYYY-MM-DD" birthday; must be a real date in the past. */
export function readBirthday(v: Violations, body: Record<string, unknown>, now: Date): string | null | undefined {
  const { birthdayDay: d, birthdayMonth: m, birthdayYear: y, birthday } = body;
  let parts: [number, number, number] | undefined;
  if (typeof birthday === "string" && birthday !== "") {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
    parts = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  } else if ([d, m, y].some((x) => x !== undefined && x !== null && x !== "")) {
    parts = [Number(y), Number(m), Number(d)];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) && year >= 1900 &&
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getTime() <= now.getTime();
  if (!valid) {
    v.add("/birthday", "INVALID_DATE_ERROR", "This value is not a valid date.", { "{{ value }}": JSON.stringify(birthday ?? `${y}-${m}-${d}`) });
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

/** A new password within the configured minimum length. */
export function readNewPassword(svc: AccountServices, v: Violations, pointer: string, value: unknown): string | undefined {
  return v.string(pointer, value, { required: true, min: svc.config.passwordMinLength, max: 4096 });
}
