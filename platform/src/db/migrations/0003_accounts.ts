/**
 * Customer accounts, newsletter, wishlist, loyalty cards, mail outbox (issue 4).
 * Column names follow Shopware's tables (customer, customer_address, customer_recovery,
 * customer_wishlist_product, newsletter_recipient) so data could be migrated either way.
 * Foreign keys cascade from customer: deleting a customer (retention job) removes everything
 * that is personal data, except mails already sent (the outbox is a delivery log).
 */
export const name = "accounts";

export const sql = /* sql */ `
CREATE TABLE customer_group (
  id TEXT PRIMARY KEY,
  display_gross INTEGER NOT NULL DEFAULT 1,
  registration_active INTEGER NOT NULL DEFAULT 0,
  registration_only_company INTEGER NOT NULL DEFAULT 0,
  -- pricing hook: percentage discount applied to catalogue prices for members (0 = list price)
  price_discount_percent REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE customer_group_translation (
  customer_group_id TEXT NOT NULL REFERENCES customer_group(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  registration_title TEXT,
  registration_introduction TEXT,
  registration_seo_meta_description TEXT,
  PRIMARY KEY (customer_group_id, language_id)
);

CREATE TABLE salutation (
  id TEXT PRIMARY KEY,
  salutation_key TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE salutation_translation (
  salutation_id TEXT NOT NULL REFERENCES salutation(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  display_name TEXT,
  letter_name TEXT,
  PRIMARY KEY (salutation_id, language_id)
);

CREATE TABLE customer (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL,
  group_id TEXT NOT NULL REFERENCES customer_group(id),
  requested_group_id TEXT REFERENCES customer_group(id),
  language_id TEXT NOT NULL,
  customer_number TEXT NOT NULL,
  salutation_id TEXT,
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  -- "scrypt$N$r$p$salt$hash" (base64); NULL for guests
  password TEXT,
  birthday TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  guest INTEGER NOT NULL DEFAULT 0,
  default_billing_address_id TEXT,
  default_shipping_address_id TEXT,
  default_payment_method_id TEXT,
  affiliate_code TEXT,
  campaign_code TEXT,
  first_login TEXT,
  last_login TEXT,
  -- last order / login / profile change; drives the retention job
  last_activity_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT
);
CREATE INDEX customer_email ON customer(email);
-- registered (non-guest) emails are unique per sales channel, like Shopware's CustomerEmailUnique
CREATE UNIQUE INDEX customer_email_registered ON customer(sales_channel_id, email) WHERE guest = 0;
CREATE UNIQUE INDEX customer_number_unique ON customer(customer_number);

CREATE TABLE customer_address (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL REFERENCES country(id),
  country_state_id TEXT REFERENCES country_state(id),
  salutation_id TEXT,
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  department TEXT,
  street TEXT NOT NULL,
  zipcode TEXT,
  city TEXT NOT NULL,
  phone_number TEXT,
  additional_address_line1 TEXT,
  additional_address_line2 TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT
);
CREATE INDEX customer_address_customer ON customer_address(customer_id);

CREATE TABLE customer_recovery (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL UNIQUE REFERENCES customer(id) ON DELETE CASCADE,
  hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);

CREATE TABLE customer_wishlist_product (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (customer_id, product_id)
);

CREATE TABLE newsletter_recipient (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL,
  language_id TEXT NOT NULL,
  email TEXT NOT NULL,
  salutation_id TEXT,
  first_name TEXT,
  last_name TEXT,
  zip_code TEXT,
  city TEXT,
  street TEXT,
  status TEXT NOT NULL,
  -- double opt-in confirmation hash (link in the confirmation mail)
  hash TEXT NOT NULL UNIQUE,
  -- long-lived token for /newsletter-unsubscribe/{token} links
  unsubscribe_token TEXT NOT NULL UNIQUE,
  -- storefront the sign-up came from; later mails link back to it
  storefront_url TEXT,
  confirmed_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT,
  UNIQUE (sales_channel_id, email)
);

CREATE TABLE loyalty_card (
  id TEXT PRIMARY KEY,
  card_number TEXT NOT NULL UNIQUE,
  points INTEGER NOT NULL DEFAULT 0,
  -- NULL until a customer links the card
  customer_id TEXT UNIQUE REFERENCES customer(id) ON DELETE SET NULL,
  holder_first_name TEXT,
  holder_last_name TEXT,
  holder_birthday TEXT,
  holder_street TEXT,
  holder_zipcode TEXT,
  holder_city TEXT,
  holder_email TEXT,
  -- 'existing' (issued in a pharmacy) or 'requested' (ordered online)
  origin TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  to_address TEXT NOT NULL,
  template TEXT NOT NULL,
  locale TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- JSON array of absolute URLs found in the mail, for tests that follow links
  links TEXT NOT NULL,
  sent_via TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox(to_address, created_at);

-- failed-login counters of the time_backoff rate limiter (key = "login-<email>" / "login-ip-<ip>")
CREATE TABLE rate_limit (
  key TEXT PRIMARY KEY,
  attempts INTEGER NOT NULL,
  last_attempt_at TEXT NOT NULL
);

-- runtime switches (e.g. registration.active) that an operator can flip without a restart
CREATE TABLE platform_setting (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
