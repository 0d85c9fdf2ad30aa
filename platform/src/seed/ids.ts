import { idFor, SYSTEM_LANGUAGE_ID } from "../ids.js";
import type { Lang } from "./data.js";

/** Stable ids of seeded entities; exported so tests and docs can reference them. */
export const SEED_IDS = {
  salesChannel: idFor("sales_channel:storefront"),
  currencyChf: idFor("currency:CHF"),
  countryCh: idFor("country:CH"),
  countryLi: idFor("country:LI"),
  /** Shopware's default "Standard customer group" id. */
  customerGroup: "cfbd5018d38d41d8adca10d94fc8bdd6",
  navigationRoot: idFor("category:root-main"),
  footerRoot: idFor("category:root-footer"),
  serviceRoot: idFor("category:root-service"),
  deliveryTime: idFor("delivery_time:1-2d"),
  paymentDefault: idFor("payment_method:twint"),
  shippingDefault: idFor("shipping_method:post_parcel"),
  languages: {
    de: SYSTEM_LANGUAGE_ID,
    it: idFor("language:it-CH"),
    fr: idFor("language:fr-CH"),
  } satisfies Record<Lang, string>,
};

export const categoryId = (key: string) => idFor(`category:${key}`);
export const productId = (number: string) => idFor(`product:${number}`);
export const manufacturerId = (key: string) => idFor(`manufacturer:${key}`);
export const taxId = (key: string) => idFor(`tax:${key}`);
export const paymentMethodId = (key: string) => idFor(`payment_method:${key}`);
export const shippingMethodId = (key: string) => idFor(`shipping_method:${key}`);
export const localeId = (code: string) => idFor(`locale:${code}`);
