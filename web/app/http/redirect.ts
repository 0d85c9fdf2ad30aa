/**
 * The one redirect rule of the shop: every target that comes from a request or from data (login
 * `redirect`, `returnTo`, `redirectTo`, the language switch, the pharmacy back link, canonical
 * redirects) becomes a path on the shop's own origin, or the caller's fallback.
 *
 * Checking the value as sent is not enough: `/..//evil.test` looks like a path, but once a URL
 * parser resolves its dot segments it is `//evil.test`, another site. So the value is decoded and
 * resolved first, and the RESULT is checked and returned — what is checked is what the browser gets.
 * Pure: runs on the server and in the browser (links).
 */

/** Longer targets are not links anyone clicked: a shop path with its query fits easily. */
export const MAX_REDIRECT_LENGTH = 2000;

/**
 * Whitespace and control characters: browsers strip tabs and newlines inside URLs (`/\t/evil` is
 * `//evil`), backslashes count as slashes in http(s) URLs (`/\evil` is `//evil`).
 */
const UNSAFE_CHARACTERS = /[\\\s\u0000-\u001F\u007F-\u009F]/;

/** Percent-encoding may be nested (`%252e` → `%2e` → `.`); deeper than this is refused, not unwrapped. */
const MAX_DECODE_ROUNDS = 3;

const BASE = "http://shop.invalid";

/** `value` fully percent-decoded, or null when it cannot be (malformed escapes, nested too deeply). */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** True for a resolved path no browser can read as another origin. */
function isPlainPath(path: string): boolean {
  return path.startsWith("/") && !path.includes("//") && !UNSAFE_CHARACTERS.test(path);
}

/**
 * `target` as a same-origin path (path + query + hash, dot segments resolved, percent-encoded as a
 * URL serialises it), or `fallback`. Refused: anything not a string or empty or longer than
 * MAX_REDIRECT_LENGTH, absolute and protocol-relative URLs, schemes (`javascript:`), backslashes,
 * whitespace and control characters (also percent-encoded), and every path that decodes or resolves
 * to one starting with `//` or containing an empty segment.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string" || target === "" || target.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!target.startsWith("/") || UNSAFE_CHARACTERS.test(target)) return fallback;

  const end = target.search(/[?#]/);
  const rawPath = end === -1 ? target : target.slice(0, end);
  const decodedPath = fullyDecoded(rawPath);
  if (decodedPath === null || !isPlainPath(decodedPath)) return fallback;

  let path: string;
  let rest: URL;
  try {
    path = new URL(decodedPath, BASE).pathname;
    rest = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (rest.origin !== BASE || !isPlainPath(path)) return fallback;
  return `${path}${rest.search}${rest.hash}`;
}
