/**
 * Catalogue: landing pages (topic /t/, editorial /e/, /cp/ pages), cross-selling groups,
 * product downloads, variant configurator settings, review authorship, and the full-text
 * search index. The search index is an FTS5 table with the trigram tokenizer: it answers
 * substring queries ("aspir", "kopfschmerz" inside "Kopfschmerztabletten", EAN/pharmacode
 * fragments) from an index instead of a scan; typo tolerance is layered on top in
 * src/search/ (vocabulary edit distance), because trigrams alone do not fix "aspirn".
 */
export const name = "catalogue";

export const sql = /* sql */ `
CREATE TABLE landing_page (
  id TEXT PRIMARY KEY,
  cms_page_id TEXT REFERENCES cms_page(id),
  active INTEGER NOT NULL DEFAULT 1,
  -- 'topic' (/t/...), 'editorial' (/e/...), 'campaign' (/cp/...) or 'landing'
  kind TEXT NOT NULL DEFAULT 'landing',
  created_at TEXT NOT NULL
);
CREATE TABLE landing_page_translation (
  landing_page_id TEXT NOT NULL REFERENCES landing_page(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  url TEXT,
  meta_title TEXT,
  meta_description TEXT,
  keywords TEXT,
  custom_fields TEXT,
  PRIMARY KEY (landing_page_id, language_id)
);
CREATE TABLE landing_page_sales_channel (
  landing_page_id TEXT NOT NULL REFERENCES landing_page(id) ON DELETE CASCADE,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  PRIMARY KEY (landing_page_id, sales_channel_id)
);

CREATE TABLE product_cross_selling (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 1,
  type TEXT NOT NULL DEFAULT 'productList',
  sort_by TEXT NOT NULL DEFAULT 'name',
  sort_direction TEXT NOT NULL DEFAULT 'ASC',
  active INTEGER NOT NULL DEFAULT 1,
  "limit" INTEGER NOT NULL DEFAULT 24
);
CREATE INDEX product_cross_selling_product ON product_cross_selling(product_id, position);
CREATE TABLE product_cross_selling_translation (
  product_cross_selling_id TEXT NOT NULL REFERENCES product_cross_selling(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  PRIMARY KEY (product_cross_selling_id, language_id)
);
CREATE TABLE product_cross_selling_assigned_products (
  id TEXT PRIMARY KEY,
  cross_selling_id TEXT NOT NULL REFERENCES product_cross_selling(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_cross_selling_assigned ON product_cross_selling_assigned_products(cross_selling_id, position);

CREATE TABLE product_download (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  media_id TEXT NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_download_product ON product_download(product_id);

-- which options a variant parent offers in its configurator (Shopware's product_configurator_setting)
CREATE TABLE product_configurator_setting (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  property_group_option_id TEXT NOT NULL REFERENCES property_group_option(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_configurator_setting_product ON product_configurator_setting(product_id);

-- product type ('physical' | 'digital') and the sales channel a review was written in
ALTER TABLE product ADD COLUMN type TEXT NOT NULL DEFAULT 'physical';
ALTER TABLE product_review ADD COLUMN sales_channel_id TEXT;
ALTER TABLE product_review ADD COLUMN external_email TEXT;
ALTER TABLE product_review ADD COLUMN updated_at TEXT;
CREATE INDEX product_review_customer ON product_review(customer_id, product_id);

-- One row per product and language; texts are pre-normalised (lower case, no diacritics).
CREATE VIRTUAL TABLE product_search USING fts5(
  product_id UNINDEXED,
  language_id UNINDEXED,
  name,
  brand,
  ingredients,
  numbers,
  extra,
  tokenize = 'trigram'
);
`;
