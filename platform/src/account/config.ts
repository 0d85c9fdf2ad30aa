import type { Db } from "../db/connection.js";

/** Time-backoff steps like Shopware's rate_limiter.yaml: after `limit` attempts, wait `intervalSeconds` between tries. */
export interface BackoffStep {
  limit: number;
  intervalSeconds: number;
}

/** Account/newsletter/loyalty settings; env-driven, overridable per platform instance (tests). */
export interface AccountConfig {
  /** PLATFORM_REGISTRATION_ACTIVE=0 switches registration off (a platform_setting row overrides it at runtime) */
  registrationActive: boolean;
  /**
   * PLATFORM_REQUIRE_DATA_PROTECTION_CHECKBOX=1: Shopware's core.loginRegistration.requireDataProtectionCheckbox
   * (default off; a platform_setting row overrides it at runtime). The shop's own forms require consent regardless.
   */
  requireDataProtectionCheckbox: boolean;
  /**
   * PLATFORM_DOUBLE_OPT_IN_REGISTRATION=1 / PLATFORM_DOUBLE_OPT_IN_GUEST_ORDER=1: Shopware's
   * core.loginRegistration.doubleOptInRegistration / doubleOptInGuestOrder (default off; runtime switches too).
   */
  doubleOptInRegistration: boolean;
  doubleOptInGuestOrder: boolean;
  /** PLATFORM_LOYALTY_VOUCHER_POINTS: points needed for the CHF 5 voucher */
  loyaltyVoucherPoints: number;
  /** PLATFORM_STOREFRONT_URLS (comma separated) and STORE_HOST: the storefront origins; neither set = the shop's default http://localhost:3000 */
  storefrontUrls: string[];
  /** PLATFORM_SMTP_URL: documented as not implemented; mails stay in the outbox */
  smtpUrl: string | undefined;
  /** Shopware: a password recovery hash is valid for 2 hours */
  recoveryHashTtlMs: number;
  /** newsletter double opt-in links expire after 7 days (Shopware purges unconfirmed recipients) */
  newsletterConfirmTtlMs: number;
  /** Shopware's login limiter (per email): 10 -> 10 s, 15 -> 30 s, 20 -> 60 s, reset after 24 h */
  loginLimits: BackoffStep[];
  /** per client IP: failures of all accounts behind one address, so the steps are 10x wider */
  loginIpLimits: BackoffStep[];
  loginResetMs: number;
  passwordMinLength: number;
}

/** The web's own default origin (its PORT 3000, the gateway's default STORE_HOST): a shop started without configuration. */
export const DEFAULT_STOREFRONT_URL = "http://localhost:3000";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const flag = (value: string | undefined) => value === "1" || value === "true";

export function readAccountConfig(env: NodeJS.ProcessEnv = process.env): AccountConfig {
  const points = Number(env.PLATFORM_LOYALTY_VOUCHER_POINTS ?? 500);
  const urls = (env.PLATFORM_STOREFRONT_URLS ?? "").split(",").map((u) => u.trim().replace(/\/$/, "")).filter(Boolean);
  if (env.STORE_HOST) urls.push(env.STORE_HOST.replace(/\/$/, ""));
  if (urls.length === 0) urls.push(DEFAULT_STOREFRONT_URL);
  return {
    registrationActive: env.PLATFORM_REGISTRATION_ACTIVE !== "0" && env.PLATFORM_REGISTRATION_ACTIVE !== "false",
    requireDataProtectionCheckbox: flag(env.PLATFORM_REQUIRE_DATA_PROTECTION_CHECKBOX),
    doubleOptInRegistration: flag(env.PLATFORM_DOUBLE_OPT_IN_REGISTRATION),
    doubleOptInGuestOrder: flag(env.PLATFORM_DOUBLE_OPT_IN_GUEST_ORDER),
    loyaltyVoucherPoints: Number.isInteger(points) && points > 0 ? points : 500,
    storefrontUrls: urls,
    smtpUrl: env.PLATFORM_SMTP_URL || undefined,
    recoveryHashTtlMs: 2 * HOUR,
    newsletterConfirmTtlMs: 7 * DAY,
    loginLimits: [
      { limit: 10, intervalSeconds: 10 },
      { limit: 15, intervalSeconds: 30 },
      { limit: 20, intervalSeconds: 60 },
    ],
    loginIpLimits: [
      { limit: 100, intervalSeconds: 10 },
      { limit: 150, intervalSeconds: 30 },
      { limit: 200, intervalSeconds: 60 },
    ],
    loginResetMs: DAY,
    passwordMinLength: 8,
  };
}

/** The runtime switches (platform_setting keys) and the config default each falls back to. */
export const SWITCHES = {
  "registration.active": "registrationActive",
  "core.loginRegistration.requireDataProtectionCheckbox": "requireDataProtectionCheckbox",
  "core.loginRegistration.doubleOptInRegistration": "doubleOptInRegistration",
  "core.loginRegistration.doubleOptInGuestOrder": "doubleOptInGuestOrder",
} as const satisfies Record<string, keyof AccountConfig>;

/** Runtime switch: a `platform_setting` row ('0'/'1') wins over the env default. */
export function switchOn(db: Db, config: AccountConfig, key: keyof typeof SWITCHES): boolean {
  const row = db.prepare("SELECT value FROM platform_setting WHERE key = ?").get(key) as { value: string } | undefined;
  return row ? row.value === "1" : config[SWITCHES[key]];
}

export const registrationActive = (db: Db, config: AccountConfig): boolean => switchOn(db, config, "registration.active");

/**
 * Shopware only accepts storefront URLs of the sales channel's domains: a reset link or a payment
 * return URL pointing at a foreign host would hand a recovery hash or a shopper to that host. Exact
 * values only — no "any localhost port", no "*.test": `http://localhost:6666` is whoever listens there.
 */
export function isAllowedStorefrontUrl(url: unknown, config: AccountConfig): url is string {
  if (typeof url !== "string") return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  return config.storefrontUrls.includes(url.replace(/\/$/, ""));
}
