/**
 * Localised (de/it/fr) texts of the gateway's own errors, defined once. The locale is the request's
 * (x-shop-locale). Upstream 4xx texts are passed through unchanged (errors/graphql.ts); these are the
 * messages for input the gateway validates itself and for upstream states it maps (not found, login).
 */
import { typography } from "@shop/rules";
import { GraphQLError } from "graphql";
import type { Locale } from "../session/locale.js";
import { ErrorCode } from "./graphql.js";

type Params = Record<string, string | number>;
type Text = string | ((p: Params) => string);

/** Catalogue, content and search messages (issue 3). */
export const CATALOG_MESSAGES = {
  limitRange: {
    de: (p) => `Die Anzahl pro Seite (limit) muss zwischen 1 und ${p.max} liegen, erhalten: ${p.value}.`,
    it: (p) => `Il numero per pagina (limit) deve essere compreso tra 1 e ${p.max}, ricevuto: ${p.value}.`,
    fr: (p) => `Le nombre par page (limit) doit être compris entre 1 et ${p.max}, reçu : ${p.value}.`,
  },
  pageMin: {
    de: (p) => `Die Seitenzahl muss mindestens 1 sein, erhalten: ${p.value}.`,
    it: (p) => `Il numero di pagina deve essere almeno 1, ricevuto: ${p.value}.`,
    fr: (p) => `Le numéro de page doit être au moins 1, reçu : ${p.value}.`,
  },
  pageOutOfRange: {
    de: (p) => `Die Seite ${p.page} existiert nicht; die letzte Seite ist ${p.last}.`,
    it: (p) => `La pagina ${p.page} non esiste; l'ultima pagina è ${p.last}.`,
    fr: (p) => `La page ${p.page} n'existe pas ; la dernière page est ${p.last}.`,
  },
  depthMin: {
    de: "Die Tiefe (depth) muss mindestens 1 sein.",
    it: "La profondità (depth) deve essere almeno 1.",
    fr: "La profondeur (depth) doit être au moins 1.",
  },
  tooManyIds: {
    de: (p) => `Es können höchstens ${p.max} IDs auf einmal abgefragt werden.`,
    it: (p) => `Si possono richiedere al massimo ${p.max} ID alla volta.`,
    fr: (p) => `Au maximum ${p.max} identifiants peuvent être demandés à la fois.`,
  },
  invalidId: {
    de: (p) => `Ungültige ID "${p.value}" (erwartet: 32 hexadezimale Zeichen).`,
    it: (p) => `ID non valido "${p.value}" (atteso: 32 caratteri esadecimali).`,
    fr: (p) => `Identifiant invalide « ${p.value} » (attendu : 32 caractères hexadécimaux).`,
  },
  priceNegative: {
    de: "Preisfilter dürfen nicht negativ sein.",
    it: "I filtri di prezzo non possono essere negativi.",
    fr: "Les filtres de prix ne peuvent pas être négatifs.",
  },
  priceOrder: {
    de: (p) => `Der Mindestpreis (${p.min}) darf nicht höher sein als der Höchstpreis (${p.max}).`,
    it: (p) => `Il prezzo minimo (${p.min}) non può superare il prezzo massimo (${p.max}).`,
    fr: (p) => `Le prix minimum (${p.min}) ne peut pas dépasser le prix maximum (${p.max}).`,
  },
  ratingRange: {
    de: (p) => `Die Mindestbewertung muss zwischen 1 und 5 liegen, erhalten: ${p.value}.`,
    it: (p) => `La valutazione minima deve essere compresa tra 1 e 5, ricevuto: ${p.value}.`,
    fr: (p) => `La note minimale doit être comprise entre 1 et 5, reçu : ${p.value}.`,
  },
  tooManyFilterValues: {
    de: (p) => `Zu viele Filterwerte (höchstens ${p.max}).`,
    it: (p) => `Troppi valori di filtro (al massimo ${p.max}).`,
    fr: (p) => `Trop de valeurs de filtre (au maximum ${p.max}).`,
  },
  unknownSort: {
    de: (p) => `Unbekannte Sortierung "${p.value}". Möglich: ${p.options}.`,
    it: (p) => `Ordinamento sconosciuto "${p.value}". Possibili: ${p.options}.`,
    fr: (p) => `Tri inconnu « ${p.value} ». Possibles : ${p.options}.`,
  },
  searchEmpty: {
    de: "Bitte geben Sie einen Suchbegriff ein.",
    it: "Inserisca un termine di ricerca.",
    fr: "Veuillez saisir un terme de recherche.",
  },
  searchTooLong: {
    de: (p) => `Der Suchbegriff darf höchstens ${p.max} Zeichen lang sein (erhalten: ${p.length}).`,
    it: (p) => `Il termine di ricerca può contenere al massimo ${p.max} caratteri (ricevuti: ${p.length}).`,
    fr: (p) => `Le terme de recherche ne doit pas dépasser ${p.max} caractères (reçu : ${p.length}).`,
  },
  suggestLimit: {
    de: (p) => `Die Anzahl Vorschläge muss zwischen 1 und ${p.max} liegen, erhalten: ${p.value}.`,
    it: (p) => `Il numero di suggerimenti deve essere compreso tra 1 e ${p.max}, ricevuto: ${p.value}.`,
    fr: (p) => `Le nombre de suggestions doit être compris entre 1 et ${p.max}, reçu : ${p.value}.`,
  },
  categoryNotFound: {
    de: (p) => `Die Kategorie "${p.id}" wurde nicht gefunden.`,
    it: (p) => `La categoria "${p.id}" non è stata trovata.`,
    fr: (p) => `La catégorie « ${p.id} » est introuvable.`,
  },
  productNotFound: {
    de: (p) => `Das Produkt "${p.id}" wurde nicht gefunden.`,
    it: (p) => `Il prodotto "${p.id}" non è stato trovato.`,
    fr: (p) => `Le produit « ${p.id} » est introuvable.`,
  },
  brandArgs: {
    de: "Bitte genau eines von id oder slug angeben.",
    it: "Indichi esattamente uno tra id e slug.",
    fr: "Veuillez indiquer exactement un des deux : id ou slug.",
  },
  reviewLoginRequired: {
    de: "Sie müssen angemeldet sein, um eine Bewertung zu schreiben.",
    it: "Deve effettuare l'accesso per scrivere una recensione.",
    fr: "Veuillez vous connecter pour rédiger un avis.",
  },
  reviewPoints: {
    de: (p) => `Die Bewertung muss zwischen 1 und 5 Sternen liegen, erhalten: ${p.value}.`,
    it: (p) => `La valutazione deve essere compresa tra 1 e 5 stelle, ricevuto: ${p.value}.`,
    fr: (p) => `La note doit être comprise entre 1 et 5 étoiles, reçu : ${p.value}.`,
  },
  reviewTooShort: {
    de: (p) => `${p.field === "title" ? "Der Titel" : "Der Text"}: Mindestlänge ${p.min}.`,
    it: (p) => `${p.field === "title" ? "Il titolo" : "Il testo"}: lunghezza minima ${p.min}.`,
    fr: (p) => `${p.field === "title" ? "Le titre" : "Le texte"} : longueur minimale ${p.min}.`,
  },
  reviewTooLong: {
    de: (p) => `${p.field === "title" ? "Der Titel" : "Der Text"}: höchstens ${p.max} Zeichen.`,
    it: (p) => `${p.field === "title" ? "Il titolo" : "Il testo"}: al massimo ${p.max} caratteri.`,
    fr: (p) => `${p.field === "title" ? "Le titre" : "Le texte"} : au maximum ${p.max} caractères.`,
  },
  pathTooLong: {
    de: (p) => `Der Pfad ist zu lang (höchstens ${p.max} Zeichen).`,
    it: (p) => `Il percorso è troppo lungo (al massimo ${p.max} caratteri).`,
    fr: (p) => `Le chemin est trop long (au maximum ${p.max} caractères).`,
  },
} satisfies Record<string, Record<Locale, Text>>;

export type CatalogMessageKey = keyof typeof CATALOG_MESSAGES;

/** One text of a table in `locale` (German when missing), with the language's typography (French no-break spaces). */
function localText(texts: Partial<Record<Locale, Text>> & { de: Text }, locale: Locale, params: Params): string {
  const text: Text = texts[locale] ?? texts.de;
  return typography(locale, typeof text === "function" ? text(params) : text);
}

export function catalogMessage(key: CatalogMessageKey, locale: Locale, params: Params = {}): string {
  return localText(CATALOG_MESSAGES[key], locale, params);
}

/** BAD_USER_INPUT (status 400) with a localised message. */
export function localizedBadInput(
  locale: Locale,
  key: CatalogMessageKey,
  params: Params = {},
  argumentName?: string,
): GraphQLError {
  return new GraphQLError(catalogMessage(key, locale, params), {
    extensions: { code: ErrorCode.BadUserInput, status: 400, ...(argumentName ? { argumentName } : {}) },
  });
}

/** NOT_FOUND (status 404) with a localised message. */
export function localizedNotFound(locale: Locale, key: CatalogMessageKey, params: Params = {}): GraphQLError {
  return new GraphQLError(catalogMessage(key, locale, params), {
    extensions: { code: ErrorCode.NotFound, status: 404 },
  });
}

/** UNAUTHENTICATED (status 403 upstream: no logged-in customer) with a localised message. */
export function localizedUnauthenticated(locale: Locale, key: CatalogMessageKey, params: Params = {}): GraphQLError {
  return new GraphQLError(catalogMessage(key, locale, params), {
    extensions: { code: ErrorCode.Unauthenticated, status: 403 },
  });
}

/** Document limits (issue 10, limits/graphqlLimits.ts): what a rejected GraphQL document exceeded. */
export type LimitKind =
  | "aliases"
  | "depth"
  | "cost"
  | "tokens"
  | "directives"
  | "listSize"
  | "upstreamCalls"
  | "deadline"
  | "responseBytes";

/** The catalogue text a size refusal names in `message` (limits/listSizes.ts), if any. */
const sizeText = (p: Params, locale: Locale): string | undefined =>
  typeof p.message === "string" && p.message in CATALOG_MESSAGES
    ? catalogMessage(p.message as CatalogMessageKey, locale, { max: p.max!, value: p.found! })
    : undefined;

const found = (p: Params, label: string) => (p.found === "" || p.found === undefined ? "" : `, ${label} ${p.found}`);

export const LIMIT_MESSAGES = {
  aliases: {
    de: (p) => `Die Anfrage enthält zu viele Aliase (höchstens ${p.max}${found(p, "erhalten:")}).`,
    it: (p) => `La richiesta contiene troppi alias (al massimo ${p.max}${found(p, "ricevuti:")}).`,
    fr: (p) => `La requête contient trop d'alias (au maximum ${p.max}${found(p, "reçu :")}).`,
  },
  depth: {
    de: (p) => `Die Anfrage ist zu tief verschachtelt (höchstens ${p.max} Ebenen${found(p, "erhalten:")}).`,
    it: (p) => `La richiesta è annidata troppo in profondità (al massimo ${p.max} livelli${found(p, "ricevuti:")}).`,
    fr: (p) => `La requête est trop imbriquée (au maximum ${p.max} niveaux${found(p, "reçu :")}).`,
  },
  cost: {
    de: (p) => `Die Anfrage ist zu aufwendig (höchstens ${p.max} Kostenpunkte${found(p, "erhalten:")}).`,
    it: (p) => `La richiesta è troppo onerosa (al massimo ${p.max} punti di costo${found(p, "ricevuti:")}).`,
    fr: (p) => `La requête est trop coûteuse (au maximum ${p.max} points de coût${found(p, "reçu :")}).`,
  },
  // A field's own wording where it has one (the resolvers' "limit between 1 and 100"), else a generic one.
  listSize: {
    de: (p) => sizeText(p, "de") ?? `${p.field} liefert höchstens ${p.max} Einträge (${p.argument}${found(p, "erhalten:")}).`,
    it: (p) => sizeText(p, "it") ?? `${p.field} restituisce al massimo ${p.max} elementi (${p.argument}${found(p, "ricevuti:")}).`,
    fr: (p) => sizeText(p, "fr") ?? `${p.field} renvoie au maximum ${p.max} éléments (${p.argument}${found(p, "reçu :")}).`,
  },
  upstreamCalls: {
    de: (p) => `Die Anfrage braucht zu viele Abfragen beim Shop-System (höchstens ${p.max}).`,
    it: (p) => `La richiesta richiede troppe interrogazioni al sistema del negozio (al massimo ${p.max}).`,
    fr: (p) => `La requête nécessite trop d'appels au système de la boutique (au maximum ${p.max}).`,
  },
  deadline: {
    de: (p) => `Die Anfrage dauert zu lange (höchstens ${p.max} ms).`,
    it: (p) => `La richiesta dura troppo (al massimo ${p.max} ms).`,
    fr: (p) => `La requête dure trop longtemps (au maximum ${p.max} ms).`,
  },
  responseBytes: {
    de: (p) => `Die Antwort wäre zu gross (höchstens ${p.max} Bytes${found(p, "erhalten:")}).`,
    it: (p) => `La risposta sarebbe troppo grande (al massimo ${p.max} byte${found(p, "ricevuti:")}).`,
    fr: (p) => `La réponse serait trop volumineuse (au maximum ${p.max} octets${found(p, "reçu :")}).`,
  },
  tokens: {
    de: (p) => `Die Anfrage ist zu lang (höchstens ${p.max} Tokens).`,
    it: (p) => `La richiesta è troppo lunga (al massimo ${p.max} token).`,
    fr: (p) => `La requête est trop longue (au maximum ${p.max} jetons).`,
  },
  directives: {
    de: (p) => `Die Anfrage enthält zu viele Direktiven (höchstens ${p.max}${found(p, "erhalten:")}).`,
    it: (p) => `La richiesta contiene troppe direttive (al massimo ${p.max}${found(p, "ricevute:")}).`,
    fr: (p) => `La requête contient trop de directives (au maximum ${p.max}${found(p, "reçu :")}).`,
  },
} satisfies Record<LimitKind, Record<Locale, Text>>;

export function limitMessage(kind: LimitKind, locale: Locale, params: Params): string {
  return localText(LIMIT_MESSAGES[kind], locale, params);
}

/**
 * A table written outside `localText` (the tables below are read by locale directly) with each language's
 * typography applied once, so their French gets the no-break spaces too.
 */
function typeset<T extends string | ((p: never) => string)>(table: Record<Locale, T>): Record<Locale, T> {
  return Object.fromEntries(
    Object.entries<T>(table).map(([locale, text]) => [
      locale,
      typeof text === "string" ? typography(locale as Locale, text) : (p: never) => typography(locale as Locale, (text as (p: never) => string)(p)),
    ]),
  ) as Record<Locale, T>;
}

/** Rate limits (issue 10, rateLimit/): too many costly or revealing mutations from one client address. */
export const RATE_LIMIT_MESSAGES: Record<Locale, (p: { seconds: number }) => string> = typeset({
  de: (p: { seconds: number }) => `Zu viele Anfragen. Bitte versuchen Sie es in ${p.seconds} Sekunden erneut.`,
  it: (p: { seconds: number }) => `Troppe richieste. Riprovi tra ${p.seconds} secondi.`,
  fr: (p: { seconds: number }) => `Trop de requêtes. Veuillez réessayer dans ${p.seconds} secondes.`,
});

/** Persisted documents (issue 10, persisted/): an unknown hash, or a full document where only hashes are accepted. */
export const PERSISTED_DOCUMENT_MESSAGES: Record<"PERSISTED_QUERY_NOT_FOUND" | "PERSISTED_DOCUMENT_REQUIRED", Record<Locale, string>> = {
  PERSISTED_QUERY_NOT_FOUND: typeset({
    de: "Diese Anfrage ist dem Server nicht bekannt. Bitte laden Sie die Seite neu.",
    it: "Questa richiesta non è nota al server. Ricarichi la pagina.",
    fr: "Cette requête n'est pas connue du serveur. Veuillez recharger la page.",
  }),
  PERSISTED_DOCUMENT_REQUIRED: typeset({
    de: "Der Shop nimmt von der Website nur bekannte Anfragen an. Bitte laden Sie die Seite neu.",
    it: "Il negozio accetta dal sito web solo richieste note. Ricarichi la pagina.",
    fr: "La boutique n'accepte du site web que des requêtes connues. Veuillez recharger la page.",
  }),
};

/** The gateway answers queries and mutations over HTTP; there is no subscription transport. */
export const SUBSCRIPTION_UNSUPPORTED_MESSAGES: Record<Locale, string> = typeset({
  de: "Abonnements (subscription) werden nicht unterstützt; senden Sie eine query oder mutation.",
  it: "Le sottoscrizioni (subscription) non sono supportate; invii una query o una mutation.",
  fr: "Les abonnements (subscription) ne sont pas pris en charge ; envoyez une query ou une mutation.",
});
