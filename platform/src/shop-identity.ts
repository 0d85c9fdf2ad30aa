import { shopIdentityFromEnv, type ShopIdentity } from "@shop/rules";

/**
 * The shop's identity as this process prints it (documents, mails, payment simulator, seeded CMS pages):
 * @shop/rules' one definition with the deployment's `SHOP_*` overrides, read once at start — an invalid
 * IBAN or UID stops the platform here.
 */
export const SHOP: ShopIdentity = shopIdentityFromEnv(process.env);
