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
}

const flag = (value: string | undefined) => value === "1" || value === "true";

export function readContactConfig(env: NodeJS.ProcessEnv = process.env): ContactConfig {
  return {
    shopEmail: env.PLATFORM_SHOP_EMAIL?.trim() || "info@apotheke-alpenblick.ch",
    firstNameRequired: flag(env.PLATFORM_CONTACT_FIRST_NAME_REQUIRED),
    lastNameRequired: flag(env.PLATFORM_CONTACT_LAST_NAME_REQUIRED),
    phoneRequired: flag(env.PLATFORM_CONTACT_PHONE_REQUIRED),
    commentMaxLength: 5000,
  };
}
