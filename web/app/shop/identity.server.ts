/**
 * The shop identity as the web prints it (imprint, footer, prepayment bank details): @shop/rules' one
 * definition with the same `SHOP_*` overrides the platform reads — set them for both services. Server
 * only: loaders hand pages the values they show.
 */
import { creditorReference, groupIban, groupReference, shopAddressLine, shopIdentityFromEnv } from "@shop/rules";

export const SHOP = shopIdentityFromEnv(process.env);

/** What the imprint, footer, logo and page titles print (ICU values of their messages). */
export const shopImprintValues = () => ({
  name: SHOP.name,
  legalName: SHOP.legalName,
  address: shopAddressLine(SHOP),
  phone: SHOP.phone,
  email: SHOP.email,
  web: SHOP.web,
  uid: SHOP.uid,
  vatNumber: SHOP.vatNumber,
  canton: SHOP.licenceCanton,
  licence: SHOP.mailOrderLicence,
  pharmacist: SHOP.pharmacist,
  gender: SHOP.pharmacistGender,
  pharmacistPhone: SHOP.pharmacistPhone,
});

export type ShopImprintValues = ReturnType<typeof shopImprintValues>;

/** Where a prepayment goes: the ordinary IBAN with the order's creditor reference, as the confirmation mail says. */
export const prepaymentBankDetails = (orderNumber: string) => ({
  holder: SHOP.accountHolder,
  iban: groupIban(SHOP.iban),
  reference: groupReference(creditorReference(orderNumber)),
});

export type BankDetails = ReturnType<typeof prepaymentBankDetails>;
