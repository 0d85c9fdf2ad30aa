import { shopIdentityFromEnv } from "@shop/rules";
import type { BackoffStep } from "../account/config.js";

/** Contact form settings (Shopware: core.basicInformation.email and the contact form's field switches). */
export interface ContactConfig {
  /** PLATFORM_SHOP_EMAIL: where contact-form messages go (Shopware's core.basicInformation.email) */
  shopEmail: string;
  /** Shopware's firstNameFieldRequired / lastNameFieldRequired / phoneNumberFieldRequired (default off) */
  firstNameRequired: boolean;
  lastNameRequired: boolean;
  phoneRequired: boolean;
  /** longest accepted message (characters) */
  commentMaxLength: number;
  /** Shopware's `contact_form` rate limiter (time_backoff per client IP): after 3 messages 30 s, 5 → 60 s, 10 → 90 s */
  rateLimits: BackoffStep[];
  rateLimitResetMs: number;
}

const flag = (value: string | undefined) => value === "1" || value === "true";

export function readContactConfig(env: NodeJS.ProcessEnv = process.env): ContactConfig {
  return {
    // the shop identity's e-mail (SHOP_EMAIL) unless contact messages go elsewhere
    shopEmail: env.PLATFORM_SHOP_EMAIL?.trim() || shopIdentityFromEnv(env).email,
    firstNameRequired: flag(env.PLATFORM_CONTACT_FIRST_NAME_REQUIRED),
    lastNameRequired: flag(env.PLATFORM_CONTACT_LAST_NAME_REQUIRED),
    phoneRequired: flag(env.PLATFORM_CONTACT_PHONE_REQUIRED),
    commentMaxLength: 5000,
    rateLimits: [
      { limit: 3, intervalSeconds: 30 },
      { limit: 5, intervalSeconds: 60 },
      { limit: 10, intervalSeconds: 90 },
    ],
    rateLimitResetMs: 24 * 3_600_000,
  };
}
