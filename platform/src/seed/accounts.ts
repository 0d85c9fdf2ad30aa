import { createHash } from "node:crypto";
import type { Db } from "../db/connection.js";
import { idFor, SEEDED_AT } from "../ids.js";
import { hashPasswordSyncWithSalt } from "../account/password.js";
import { randomCardNumber } from "../loyalty/card-number.js";
import { hashPinSyncWithSalt, randomPin } from "../loyalty/pin.js";
import { rngFor } from "./catalogue/generate.js";
import type { I18n, Lang } from "./data.js";
import { SEED_IDS } from "./ids.js";


/** Stable ids/values of the account seed, for tests and docs. */
export const ACCOUNT_SEED = {
  customerGroups: {
    standard: SEED_IDS.customerGroup,
    /** health professionals: own registration page, members see catalogue prices 10% lower (../catalog/price.ts) */
    professionals: idFor("customer_group:professionals"),
  },
  salutations: {
    mr: idFor("salutation:mr"),
    mrs: idFor("salutation:mrs"),
    notSpecified: idFor("salutation:not_specified"),
  },
  demoCustomer: { id: idFor("customer:demo"), email: "demo@apotheke-shop.test", password: "Demo-Passwort-1" },
  /** an already-approved member of the professionals group: logged in, the catalogue shows group prices */
  professionalCustomer: { id: idFor("customer:professional"), email: "fachperson@apotheke-shop.test", password: "Fach-Passwort-1" },
  /**
   * Existing (pharmacy-issued) cards that any customer holding the card can link: random numbers and
   * PINs from a seeded PRNG, so every seed is the same. Tests that need a card of their own issue one
   * through the dev tools (POST /__platform/loyalty-cards) rather than rely on these.
   */
  loyaltyCards: seededLoyaltyCards([120, 480, 500, 760, 0, 250, 320, 90, 499, 1040]),
};

function seededLoyaltyCards(points: number[]): { number: string; pin: string; points: number }[] {
  const random = rngFor("seed:loyalty-cards");
  const cards: { number: string; pin: string; points: number }[] = [];
  for (const p of points) {
    let number = randomCardNumber(random);
    while (cards.some((c) => c.number === number)) number = randomCardNumber(random);
    cards.push({ number, pin: randomPin(random), points: p });
  }
  return cards;
}

const SALUTATIONS: { key: string; id: string; display: I18n; letter: I18n }[] = [
  { key: "mr", id: ACCOUNT_SEED.salutations.mr, display: { de: "Herr", it: "Signor", fr: "Monsieur" }, letter: { de: "Sehr geehrter Herr", it: "Gentile Signor", fr: "Cher Monsieur" } },
  { key: "mrs", id: ACCOUNT_SEED.salutations.mrs, display: { de: "Frau", it: "Signora", fr: "Madame" }, letter: { de: "Sehr geehrte Frau", it: "Gentile Signora", fr: "Chère Madame" } },
  {
    key: "not_specified",
    id: ACCOUNT_SEED.salutations.notSpecified,
    display: { de: "Keine Angabe", it: "Nessuna indicazione", fr: "Non spécifié" },
    letter: { de: "Guten Tag", it: "Buongiorno", fr: "Bonjour" },
  },
];

/** Account tables in delete order; cleared first because they reference countries and languages. */
const ACCOUNT_TABLES = [
  "customer_wishlist_product", "customer_wishlist", "customer_recovery", "loyalty_card", "customer_address", "customer", "newsletter_recipient",
  "customer_group_translation", "customer_group", "salutation_translation", "salutation", "mail_outbox", "rate_limit",
];

export function clearAccounts(db: Db): void {
  for (const t of ACCOUNT_TABLES) db.exec(`DELETE FROM ${t}`);
}

export function seedAccounts(db: Db): void {
  const L = SEED_IDS.languages;
  const langs = Object.entries(L) as [Lang, string][];
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);

  SALUTATIONS.forEach((s, i) => {
    run("INSERT INTO salutation (id, salutation_key, position) VALUES (?, ?, ?)", s.id, s.key, i + 1);
    for (const [lang, lid] of langs) run("INSERT INTO salutation_translation VALUES (?, ?, ?, ?)", s.id, lid, s.display[lang], s.letter[lang]);
  });

  const groups: { id: string; registration: boolean; discount: number; name: I18n; title?: I18n; intro?: I18n }[] = [
    { id: ACCOUNT_SEED.customerGroups.standard, registration: false, discount: 0, name: { de: "Standard-Kundengruppe", it: "Gruppo clienti standard", fr: "Groupe de clients standard" } },
    {
      id: ACCOUNT_SEED.customerGroups.professionals,
      registration: true,
      discount: 10,
      name: { de: "Fachpersonen", it: "Professionisti", fr: "Professionnels" },
      title: { de: "Registrierung für Fachpersonen", it: "Registrazione per professionisti", fr: "Inscription pour les professionnels" },
      intro: {
        de: "Ärztinnen, Pflegefachpersonen und Therapeuten erhalten nach Prüfung ihrer Angaben Fachpersonen-Konditionen.",
        it: "Medici, infermieri e terapisti ricevono condizioni per professionisti dopo la verifica dei dati.",
        fr: "Les médecins, le personnel soignant et les thérapeutes obtiennent des conditions professionnelles après vérification.",
      },
    },
  ];
  for (const g of groups) {
    run("INSERT INTO customer_group (id, display_gross, registration_active, price_discount_percent, created_at) VALUES (?, 1, ?, ?, ?)", g.id, g.registration ? 1 : 0, g.discount, SEEDED_AT);
    for (const [lang, lid] of langs) {
      run(
        "INSERT INTO customer_group_translation VALUES (?, ?, ?, ?, ?, NULL)",
        g.id, lid, g.name[lang], g.title?.[lang] ?? null, g.intro?.[lang] ?? null,
      );
    }
  }

  for (const card of ACCOUNT_SEED.loyaltyCards) {
    const pinHash = hashPinSyncWithSalt(card.pin, createHash("sha256").update(`seed:loyalty:${card.number}`).digest().subarray(0, 16));
    run(
      "INSERT INTO loyalty_card (id, card_number, pin_hash, points, customer_id, origin, created_at) VALUES (?, ?, ?, ?, NULL, 'existing', ?)",
      idFor(`loyalty:${card.number}`), card.number, pinHash, card.points, SEEDED_AT,
    );
  }

  // Ready-made accounts for demos and smoke tests (deterministic salts keep the seed reproducible):
  // a standard customer and an approved professional (group prices).
  const accounts = [
    { ...ACCOUNT_SEED.demoCustomer, key: "demo", salt: "seed:demo-customer", number: "10000", groupId: SEED_IDS.customerGroup,
      salutationId: ACCOUNT_SEED.salutations.mrs, firstName: "Anna", lastName: "Muster", street: "Bahnhofstrasse 1", zipcode: "8001", city: "Zürich", phone: "+41 79 123 45 67" },
    { ...ACCOUNT_SEED.professionalCustomer, key: "professional", salt: "seed:professional-customer", number: "10001", groupId: ACCOUNT_SEED.customerGroups.professionals,
      salutationId: ACCOUNT_SEED.salutations.mr, firstName: "Peter", lastName: "Fachmann", street: "Spitalgasse 4", zipcode: "3011", city: "Bern", phone: "+41 31 123 45 67" },
  ];
  for (const a of accounts) {
    const salt = createHash("sha256").update(a.salt).digest().subarray(0, 16);
    const addressId = idFor(`customer_address:${a.key}`);
    run(
      `INSERT INTO customer (id, sales_channel_id, group_id, language_id, customer_number, salutation_id, first_name, last_name, email, password,
         active, guest, default_billing_address_id, default_shipping_address_id, default_payment_method_id, last_activity_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0, NULL, NULL, ?, ?, ?)`,
      a.id, SEED_IDS.salesChannel, a.groupId, L.de, a.number, a.salutationId, a.firstName, a.lastName, a.email,
      hashPasswordSyncWithSalt(a.password, salt), SEED_IDS.paymentDefault, SEEDED_AT, SEEDED_AT,
    );
    run(
      `INSERT INTO customer_address (id, customer_id, country_id, salutation_id, first_name, last_name, street, zipcode, city, phone_number, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      addressId, a.id, SEED_IDS.countryCh, a.salutationId, a.firstName, a.lastName, a.street, a.zipcode, a.city, a.phone, SEEDED_AT,
    );
    run("UPDATE customer SET default_billing_address_id = ?, default_shipping_address_id = ? WHERE id = ?", addressId, addressId, a.id);
  }
}

/**
 * A database seeded before the accounts migration existed has the catalogue but no salutations,
 * groups or cards: fill them in once at startup (the full seed stays the only thing that wipes data).
 */
export function ensureAccountSeed(db: Db): void {
  const channels = (db.prepare("SELECT COUNT(*) AS n FROM sales_channel").get() as { n: number }).n;
  const salutations = (db.prepare("SELECT COUNT(*) AS n FROM salutation").get() as { n: number }).n;
  const customers = (db.prepare("SELECT COUNT(*) AS n FROM customer").get() as { n: number }).n;
  if (channels > 0 && salutations === 0 && customers === 0) db.transaction(() => seedAccounts(db))();
}
