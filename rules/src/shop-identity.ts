/**
 * The shop's identity — who sells, where, how to pay them — defined once for the imprint (web, CMS),
 * the footer, invoices, mails and the payment simulator. On a real Shopware this is the system
 * config `core.basicInformation.*` / `core.documents.*`; the embedded platform has no system-config
 * route the Store API exposes to anonymous clients, so the one definition lives here (every service
 * already depends on @shop/rules) and a deployment overrides it by environment (`SHOP_*`, read by
 * `shopIdentityFromEnv` in the platform and the web server). Seeded values are fictitious.
 */
export interface ShopIdentity {
  /** trading name: page titles, mails, documents */
  name: string;
  /** legal name in the commercial register */
  legalName: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** enterprise identification number, CHE-123.456.789 (mod-11 check digit) */
  uid: string;
  /** VAT number as printed: UID + " MWST" */
  vatNumber: string;
  /** account holder of the bank accounts below */
  accountHolder: string;
  /** ordinary IBAN: prepayment transfers (SCOR reference) */
  iban: string;
  /** QR-IBAN (institution id 30000–31999): QR-bill with QR reference */
  qrIban: string;
  phone: string;
  email: string;
  web: string;
  /** canton that granted the mail-order licence for medicines (two-letter code, e.g. ZH) */
  licenceCanton: string;
  /** number of that licence (Versandhandelsbewilligung), printed in the footer */
  mailOrderLicence: string;
  /** the pharmacist responsible for the pharmacy (fachtechnisch verantwortlich), named in the footer */
  pharmacist: string;
  /** "female" or "male": the title the footer gives the pharmacist (Apothekerin/Apotheker) */
  pharmacistGender: string;
  /** where shoppers reach a pharmacist */
  pharmacistPhone: string;
}

export const DEFAULT_SHOP_IDENTITY: ShopIdentity = {
  name: "Apotheke Alpenblick",
  legalName: "Apotheke Alpenblick AG",
  street: "Bahnhofstrasse 1",
  zip: "8001",
  city: "Zürich",
  country: "CH",
  uid: "CHE-108.543.291",
  vatNumber: "CHE-108.543.291 MWST",
  accountHolder: "Apotheke Alpenblick AG",
  iban: "CH1207000110004567890",
  qrIban: "CH6830808000004567890",
  phone: "+41 44 123 45 67",
  email: "info@apotheke-alpenblick.ch",
  web: "www.apotheke-alpenblick.ch",
  licenceCanton: "ZH",
  mailOrderLicence: "VH-2019-0417",
  pharmacist: "Dr. pharm. Anna Keller",
  pharmacistGender: "female",
  pharmacistPhone: "+41 44 123 45 68",
};

const ENV_KEYS: Record<keyof ShopIdentity, string> = {
  name: "SHOP_NAME",
  legalName: "SHOP_LEGAL_NAME",
  street: "SHOP_STREET",
  zip: "SHOP_ZIP",
  city: "SHOP_CITY",
  country: "SHOP_COUNTRY",
  uid: "SHOP_UID",
  vatNumber: "SHOP_VAT_NUMBER",
  accountHolder: "SHOP_ACCOUNT_HOLDER",
  iban: "SHOP_IBAN",
  qrIban: "SHOP_QR_IBAN",
  phone: "SHOP_PHONE",
  email: "SHOP_EMAIL",
  web: "SHOP_WEB",
  licenceCanton: "SHOP_LICENCE_CANTON",
  mailOrderLicence: "SHOP_MAIL_ORDER_LICENCE",
  pharmacist: "SHOP_PHARMACIST",
  pharmacistGender: "SHOP_PHARMACIST_GENDER",
  pharmacistPhone: "SHOP_PHARMACIST_PHONE",
};

/** IBAN mod-97 check (ISO 13616), spaces ignored. */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** A Swiss/Liechtenstein QR-IBAN: its institution id (digits 5–9) is 30000–31999. */
export function isQrIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, "").toUpperCase();
  const iid = Number(iban.slice(4, 9));
  return /^(CH|LI)/.test(iban) && isValidIban(iban) && iid >= 30000 && iid <= 31999;
}

/** UID check digit: weights 5 4 3 2 7 6 5 4, 11 − sum mod 11 (11 → 0, 10 never issued). */
export function isValidUid(raw: string): boolean {
  const digits = raw.replace(/^CHE-?|[.\s]/g, "");
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = [5, 4, 3, 2, 7, 6, 5, 4].reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}

/** "CH12 0700 0110 0045 6789 0" — IBANs are printed in groups of four. */
export const groupIban = (iban: string) => iban.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");

/**
 * The identity with `SHOP_*` overrides from `env`; a mistyped IBAN or UID stops the start instead of
 * printing unpayable invoices.
 */
export function shopIdentityFromEnv(env: Record<string, string | undefined>): ShopIdentity {
  const identity = { ...DEFAULT_SHOP_IDENTITY };
  for (const key of Object.keys(ENV_KEYS) as (keyof ShopIdentity)[]) {
    const value = env[ENV_KEYS[key]]?.trim();
    if (value) identity[key] = value;
  }
  identity.iban = identity.iban.replace(/\s+/g, "");
  identity.qrIban = identity.qrIban.replace(/\s+/g, "");
  if (!isValidIban(identity.iban)) throw new Error(`SHOP_IBAN is not a valid IBAN: "${identity.iban}"`);
  if (!isQrIban(identity.qrIban)) throw new Error(`SHOP_QR_IBAN is not a valid QR-IBAN (institution id 30000–31999): "${identity.qrIban}"`);
  if (!isValidUid(identity.uid)) throw new Error(`SHOP_UID is not a valid UID (CHE-123.456.789): "${identity.uid}"`);
  return identity;
}

/** "Bahnhofstrasse 1, 8001 Zürich" */
export const shopAddressLine = (s: ShopIdentity) => `${s.street}, ${s.zip} ${s.city}`;
