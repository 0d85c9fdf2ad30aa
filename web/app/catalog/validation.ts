/**
 * Route-level validity checks (SPEC §2): a failed check answers 404 'Page Not Found: {path}'
 * (distinct from the catch-all's 'Page not found: {path}').
 */
import { data } from "react-router";
import { splitLocalePath } from "~/i18n/locales";

export const MAX_PATH_LENGTH = 1000;

export function invalidPath(request: Request): never {
  throw data({ reason: "invalid", path: new URL(request.url).pathname }, { status: 404 });
}

/** The rest of /b/…, /t/…, /e/…, /cp/…: non-empty, sane length, no dot segments or control characters. */
export function isValidSplat(splat: string | undefined): splat is string {
  if (!splat || splat.length > MAX_PATH_LENGTH) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(splat)) return false;
  return splat.split("/").every((segment) => segment !== "." && segment !== "..");
}

/**
 * The shop path of a request without locale prefix, decoded, trailing slash kept (React Router's
 * splat drops it, and SEO paths like '/Medikamente/' have one). undefined when it cannot be decoded.
 */
export function shopPathOf(request: Request): string | undefined {
  const { path } = splitLocalePath(new URL(request.url).pathname);
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
