import { formatChf, translate, typography, type MessageId } from "@shop/rules";
import type { MailLang } from "../mail/templates.js";

/** Shopware's cart error levels. */
export const LEVEL = { notice: 0, warning: 10, error: 20 } as const;

export type CartErrorKey =
  | "product-not-found"
  | "product-not-orderable"
  | "product-out-of-stock"
  | "product-stock-reached"
  | "min-order-quantity"
  | "purchase-steps-quantity"
  | "max-order-quantity"
  | "promotion-not-found"
  | "promotion-not-eligible"
  | "promotion-discount-added"
  | "payment-method-blocked"
  | "shipping-method-blocked";

/**
 * One cart error as Shopware serialises it (Error::jsonSerialize): the subclass' own properties
 * (id, name, quantity, …), `code` 0 (the PHP exception code), `key` (= its id in the error map),
 * `level`, `message` and the `messageKey` clients may translate themselves. Unlike Shopware (English
 * only) `message` is already in the request's language, and `parameters` repeats the values.
 */
export interface CartError {
  messageKey: CartErrorKey;
  /** id in the error map; Shopware: messageKey + subject id, or the bare key for promotion errors */
  key: string;
  level: number;
  parameters: Record<string, string | number>;
  /** the shop's own wording of the reason (@shop/rules), used instead of the generic text below */
  messageId?: MessageId;
}

interface Definition {
  level: number;
  de: string;
  it: string;
  fr: string;
  /**
   * the key in the error map: Shopware makes some errors unique per item (`<key><id>`), some per
   * item or method with a dash (`<key>-<id|name>`), others per kind (`<key>`)
   */
  keyed: "item" | "dash" | "kind";
}

// German texts from SPEC §8 where it has them ('Der Aktionscode wurde nicht gefunden',
// 'Das Produkt ist derzeit nicht verfügbar'), the rest written for this shop in the same tone.
export const DEFINITIONS: Record<CartErrorKey, Definition> = {
  "product-not-found": {
    level: LEVEL.error, keyed: "item",
    de: "Das Produkt wurde nicht gefunden und aus dem Warenkorb entfernt.",
    it: "Il prodotto non è stato trovato ed è stato rimosso dal carrello.",
    fr: "Le produit est introuvable et a été retiré du panier.",
  },
  "product-not-orderable": {
    level: LEVEL.error, keyed: "item",
    de: "Das Produkt ist derzeit nicht verfügbar",
    it: "Il prodotto non è attualmente disponibile",
    fr: "Le produit n'est actuellement pas disponible",
  },
  "product-out-of-stock": {
    level: LEVEL.error, keyed: "item",
    de: "Das Produkt «%name%» ist nicht mehr an Lager und wurde aus dem Warenkorb entfernt.",
    it: "Il prodotto «%name%» non è più disponibile ed è stato rimosso dal carrello.",
    fr: "Le produit «%name%» n'est plus en stock et a été retiré du panier.",
  },
  "product-stock-reached": {
    level: LEVEL.warning, keyed: "item",
    de: "Vom Produkt «%name%» sind nur %quantity% Stück verfügbar. Die Menge wurde angepasst.",
    it: "Quantità disponibile di «%name%»: %quantity%. La quantità è stata adeguata.",
    fr: "Quantité disponible de «%name%» : %quantity%. La quantité a été adaptée.",
  },
  "min-order-quantity": {
    level: LEVEL.warning, keyed: "item",
    de: "Die Mindestbestellmenge für «%name%» beträgt %quantity% Stück. Die Menge wurde angepasst.",
    it: "Quantità minima d'ordine per «%name%»: %quantity%. La quantità è stata adeguata.",
    fr: "Quantité minimale de commande pour «%name%» : %quantity%. La quantité a été adaptée.",
  },
  "purchase-steps-quantity": {
    level: LEVEL.warning, keyed: "item",
    de: "«%name%» ist nur in Schritten von %steps% Stück erhältlich. Die Menge wurde auf %quantity% angepasst.",
    it: "«%name%» si può ordinare solo in multipli di %steps%. La quantità è stata adeguata a %quantity%.",
    fr: "«%name%» n'est disponible que par multiples de %steps%. La quantité a été adaptée à %quantity%.",
  },
  "max-order-quantity": {
    level: LEVEL.warning, keyed: "item",
    de: "Von «%name%» können höchstens %quantity% Stück bestellt werden. Die Menge wurde angepasst.",
    it: "Quantità massima ordinabile di «%name%»: %quantity%. La quantità è stata adeguata.",
    fr: "Quantité maximale de commande pour «%name%» : %quantity%. La quantité a été adaptée.",
  },
  "promotion-not-found": {
    level: LEVEL.error, keyed: "kind",
    de: "Der Aktionscode wurde nicht gefunden",
    it: "Il codice promozionale non è stato trovato",
    fr: "Le code promotionnel est introuvable",
  },
  "promotion-not-eligible": {
    level: LEVEL.warning, keyed: "kind",
    de: "Der Aktionscode «%code%» gilt erst ab einem Warenwert von %minOrderValue%.",
    it: "Il codice promozionale «%code%» è valido solo a partire da un valore della merce di %minOrderValue%.",
    fr: "Le code promotionnel «%code%» n'est valable qu'à partir d'un montant de marchandises de %minOrderValue%.",
  },
  "promotion-discount-added": {
    level: LEVEL.notice, keyed: "dash",
    de: "Der Rabatt «%name%» wurde hinzugefügt.",
    it: "Lo sconto «%name%» è stato aggiunto.",
    fr: "La remise «%name%» a été ajoutée.",
  },
  // Shopware: level warning, but blockOrder() — an order with them is refused (availability-rules.ts)
  "payment-method-blocked": {
    level: LEVEL.warning, keyed: "dash",
    de: "Die Zahlungsart «%name%» ist nicht verfügbar.",
    it: "Il metodo di pagamento «%name%» non è disponibile.",
    fr: "Le mode de paiement «%name%» n'est pas disponible.",
  },
  "shipping-method-blocked": {
    level: LEVEL.warning, keyed: "dash",
    de: "Die Versandart «%name%» ist nicht verfügbar.",
    it: "La modalità di spedizione «%name%» non è disponibile.",
    fr: "Le mode d'expédition «%name%» n'est pas disponible.",
  },
};

export function cartError(
  messageKey: CartErrorKey,
  subjectId: string,
  parameters: Record<string, string | number>,
  messageId?: MessageId,
  level?: number,
): CartError {
  const def = DEFINITIONS[messageKey];
  // Shopware: "promotion-discount-added-<lineItemId>", "payment-method-blocked-<name>", "product-stock-reached<productId>", "promotion-not-found"
  const key = def.keyed === "kind" ? messageKey : def.keyed === "dash" ? `${messageKey}-${subjectId}` : `${messageKey}${subjectId}`;
  return { messageKey, key, level: level ?? def.level, parameters, ...(messageId ? { messageId } : {}) };
}

/** Parameters that are CHF amounts: machine-readable numbers in `parameters`, the one Swiss formatter in `message`. */
const MONEY_PARAMETERS = new Set(["minOrderValue"]);

const fill = (text: string, params: Record<string, string | number>, lang: MailLang) =>
  text.replace(/%(\w+)%/g, (_, k: string) =>
    params[k] === undefined ? `%${k}%` : MONEY_PARAMETERS.has(k) ? formatChf(Number(params[k]), lang) : String(params[k]),
  );

/**
 * The error map of a cart response: keyed by error id, `[]` when empty (PHP serialises an empty
 * map as a list). Later errors with the same key replace earlier ones, as in Shopware's collection.
 */
export function serializeErrors(errors: CartError[], lang: MailLang): Record<string, unknown> | [] {
  if (errors.length === 0) return [];
  const out: Record<string, unknown> = {};
  for (const e of errors) {
    const def = DEFINITIONS[e.messageKey];
    // Shopware's PHP properties: promotion errors hold the code as `promotionCode` (`code` is the exception code)
    const { code: promotionCode, ...own } = e.parameters;
    out[e.key] = {
      ...own,
      ...(promotionCode === undefined ? {} : { promotionCode }),
      code: 0,
      key: e.key,
      level: e.level,
      message: e.messageId ? translate(lang, e.messageId, e.parameters) : typography(lang, fill(def[lang], e.parameters, lang)),
      messageKey: e.messageKey,
      parameters: e.parameters,
    };
  }
  return out;
}
