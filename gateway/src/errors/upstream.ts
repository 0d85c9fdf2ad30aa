/**
 * Upstream (Store API) failures and their normalisation (SPEC §8 "Request failures"):
 * every failure becomes `{ status, messages[] }`.
 */

/** One entry of a Shopware error response (`{ errors: [...] }`). */
export interface StoreApiErrorEntry {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  meta?: unknown;
}

/** The Store API answered with a non-2xx status. */
export class StoreApiHttpError extends Error {
  override name = "StoreApiHttpError";
  constructor(
    readonly status: number,
    readonly errors: StoreApiErrorEntry[],
    message = `Store API request failed with status ${status}`,
  ) {
    super(message);
  }
}

/** The Store API did not answer in time. The message starts with 'timeout of' (SPEC §8). */
export class StoreApiTimeoutError extends Error {
  override name = "StoreApiTimeoutError";
  constructor(readonly timeoutMs: number) {
    super(`timeout of ${timeoutMs}ms exceeded`);
  }
}

/** No HTTP answer at all (connection refused, DNS, reset...). */
export class StoreApiNetworkError extends Error {
  override name = "StoreApiNetworkError";
  readonly isNetworkError = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export interface NormalizedError {
  /** HTTP status of the failure; 0 = network error, 408 = time-out. */
  status: number;
  messages: string[];
  /** Shopware error codes, in the order of `messages` (only for server error lists). */
  codes: string[];
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function isNetworkError(error: unknown): boolean {
  if (error instanceof StoreApiNetworkError) return true;
  return typeof error === "object" && error !== null && (error as { isNetworkError?: unknown }).isNetworkError === true;
}

/**
 * SPEC §8:
 * - 4xx except 408, and 500: the server's errors list (detail, else title) is used;
 * - a timeout (message starting 'timeout of') maps to 408;
 * - a network error maps to 0;
 * - anything else maps to 500 with one message built from the error text.
 */
export function normalizeError(error: unknown): NormalizedError {
  if (error instanceof StoreApiHttpError) {
    const { status } = error;
    if ((status >= 400 && status < 500 && status !== 408) || status === 500) {
      const entries = error.errors.filter((e) => e && typeof e === "object");
      const messages = entries
        .map((e) => e.detail || e.title || "")
        .filter((m): m is string => typeof m === "string" && m !== "");
      return {
        status,
        messages: messages.length > 0 ? messages : [error.message],
        codes: entries.map((e) => e.code).filter((c): c is string => typeof c === "string" && c !== ""),
      };
    }
  }
  const text = errorText(error);
  if (text.startsWith("timeout of")) return { status: 408, messages: [text], codes: [] };
  if (isNetworkError(error)) return { status: 0, messages: [text], codes: [] };
  return { status: 500, messages: [text], codes: [] };
}
