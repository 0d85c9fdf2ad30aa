/**
 * Initial schema. Modelled on Shopware's tables (one *_translation table per translatable
 * entity, keyed by language) so the later full catalogue (1,000+ products, variants, properties,
 * media, CMS, reviews) fits without reshaping. JSON columns hold Shopware's own JSON structures
 * (price lists, custom fields, CMS config) so they can be passed through unchanged.
 */
export const name = "init";

export const sql = /* sql */ `
CREATE TABLE locale (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  territory TEXT NOT NULL
);

CREATE TABLE language (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES language(id),
  locale_id TEXT NOT NULL REFERENCES locale(id),
  translation_code_id TEXT REFERENCES locale(id),
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE currency (
  id TEXT PRIMARY KEY,
  iso_code TEXT NOT NULL UNIQUE,
  symbol TEXT NOT NULL,
  factor REAL NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0,
  decimals INTEGER NOT NULL DEFAULT 2,
  rounding_interval REAL NOT NULL DEFAULT 0.01,
  is_system_default INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE currency_translation (
  currency_id TEXT NOT NULL REFERENCES currency(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  short_name TEXT,
  PRIMARY KEY (currency_id, language_id)
);

CREATE TABLE country (
  id TEXT PRIMARY KEY,
  iso TEXT NOT NULL UNIQUE,
  iso3 TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  shipping_available INTEGER NOT NULL DEFAULT 1,
  postal_code_pattern TEXT,
  display_state_in_registration INTEGER NOT NULL DEFAULT 0,
  force_state_in_registration INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE country_translation (
  country_id TEXT NOT NULL REFERENCES country(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  address_format TEXT,
  PRIMARY KEY (country_id, language_id)
);
CREATE TABLE country_state (
  id TEXT PRIMARY KEY,
  country_id TEXT NOT NULL REFERENCES country(id) ON DELETE CASCADE,
  short_code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE country_state_translation (
  country_state_id TEXT NOT NULL REFERENCES country_state(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  PRIMARY KEY (country_state_id, language_id)
);

CREATE TABLE tax (
  id TEXT PRIMARY KEY,
  tax_rate REAL NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE delivery_time (
  id TEXT PRIMARY KEY,
  min INTEGER NOT NULL,
  max INTEGER NOT NULL,
  unit TEXT NOT NULL
);
CREATE TABLE delivery_time_translation (
  delivery_time_id TEXT NOT NULL REFERENCES delivery_time(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  PRIMARY KEY (delivery_time_id, language_id)
);

CREATE TABLE payment_method (
  id TEXT PRIMARY KEY,
  technical_name TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  after_order_enabled INTEGER NOT NULL DEFAULT 0,
  asynchronous INTEGER NOT NULL DEFAULT 0,
  media_id TEXT
);
CREATE TABLE payment_method_translation (
  payment_method_id TEXT NOT NULL REFERENCES payment_method(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  description TEXT,
  PRIMARY KEY (payment_method_id, language_id)
);

CREATE TABLE shipping_method (
  id TEXT PRIMARY KEY,
  technical_name TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  delivery_time_id TEXT NOT NULL REFERENCES delivery_time(id),
  tax_type TEXT NOT NULL DEFAULT 'auto',
  media_id TEXT,
  -- Shopware price matrix rows [{quantityStart, quantityEnd, calculation, currencyPrice}]
  prices TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE shipping_method_translation (
  shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  description TEXT,
  tracking_url TEXT,
  PRIMARY KEY (shipping_method_id, language_id)
);

CREATE TABLE media (
  id TEXT PRIMARY KEY,
  file_name TEXT NOT NULL UNIQUE,
  file_extension TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  width INTEGER,
  height INTEGER,
  file_size INTEGER,
  private INTEGER NOT NULL DEFAULT 0,
  -- generator hints for locally rendered packshots: {"background":"#hex","label":"AS"}
  render TEXT,
  uploaded_at TEXT NOT NULL
);
CREATE TABLE media_translation (
  media_id TEXT NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  alt TEXT,
  title TEXT,
  PRIMARY KEY (media_id, language_id)
);
CREATE TABLE media_thumbnail_size (
  id TEXT PRIMARY KEY,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);

CREATE TABLE cms_page (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  entity TEXT,
  css_class TEXT,
  config TEXT
);
CREATE TABLE cms_page_translation (
  cms_page_id TEXT NOT NULL REFERENCES cms_page(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  PRIMARY KEY (cms_page_id, language_id)
);
CREATE TABLE cms_section (
  id TEXT PRIMARY KEY,
  cms_page_id TEXT NOT NULL REFERENCES cms_page(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  sizing_mode TEXT NOT NULL DEFAULT 'boxed',
  mobile_behavior TEXT,
  background_color TEXT,
  background_media_id TEXT,
  visibility TEXT
);
CREATE TABLE cms_block (
  id TEXT PRIMARY KEY,
  cms_section_id TEXT NOT NULL REFERENCES cms_section(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  section_position TEXT NOT NULL DEFAULT 'main',
  margin_top TEXT, margin_bottom TEXT, margin_left TEXT, margin_right TEXT,
  background_color TEXT,
  background_media_id TEXT,
  visibility TEXT
);
CREATE TABLE cms_slot (
  id TEXT PRIMARY KEY,
  cms_block_id TEXT NOT NULL REFERENCES cms_block(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  slot TEXT NOT NULL
);
CREATE TABLE cms_slot_translation (
  cms_slot_id TEXT NOT NULL REFERENCES cms_slot(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  config TEXT,
  PRIMARY KEY (cms_slot_id, language_id)
);

CREATE TABLE category (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES category(id) ON DELETE CASCADE,
  after_category_id TEXT,
  -- explicit sibling order (Shopware derives it from after_category_id; we keep both)
  position INTEGER NOT NULL DEFAULT 0,
  level INTEGER NOT NULL,
  -- Shopware format: "|rootId|parentId|" (ancestors, excluding self)
  path TEXT,
  type TEXT NOT NULL DEFAULT 'page',
  active INTEGER NOT NULL DEFAULT 1,
  visible INTEGER NOT NULL DEFAULT 1,
  display_nested_products INTEGER NOT NULL DEFAULT 1,
  product_assignment_type TEXT NOT NULL DEFAULT 'product',
  media_id TEXT REFERENCES media(id),
  cms_page_id TEXT REFERENCES cms_page(id),
  created_at TEXT NOT NULL
);
CREATE INDEX category_parent ON category(parent_id, position);
CREATE TABLE category_translation (
  category_id TEXT NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  breadcrumb TEXT,
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  keywords TEXT,
  link_type TEXT,
  internal_link TEXT,
  external_link TEXT,
  link_new_tab INTEGER,
  custom_fields TEXT,
  PRIMARY KEY (category_id, language_id)
);

CREATE TABLE product_manufacturer (
  id TEXT PRIMARY KEY,
  link TEXT,
  media_id TEXT REFERENCES media(id)
);
CREATE TABLE product_manufacturer_translation (
  product_manufacturer_id TEXT NOT NULL REFERENCES product_manufacturer(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  description TEXT,
  PRIMARY KEY (product_manufacturer_id, language_id)
);

CREATE TABLE unit (
  id TEXT PRIMARY KEY
);
CREATE TABLE unit_translation (
  unit_id TEXT NOT NULL REFERENCES unit(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  short_code TEXT,
  name TEXT,
  PRIMARY KEY (unit_id, language_id)
);

CREATE TABLE property_group (
  id TEXT PRIMARY KEY,
  display_type TEXT NOT NULL DEFAULT 'text',
  sorting_type TEXT NOT NULL DEFAULT 'alphanumeric',
  filterable INTEGER NOT NULL DEFAULT 1,
  visible_on_product_detail_page INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE property_group_translation (
  property_group_id TEXT NOT NULL REFERENCES property_group(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  description TEXT,
  PRIMARY KEY (property_group_id, language_id)
);
CREATE TABLE property_group_option (
  id TEXT PRIMARY KEY,
  property_group_id TEXT NOT NULL REFERENCES property_group(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  color_hex_code TEXT,
  media_id TEXT REFERENCES media(id)
);
CREATE TABLE property_group_option_translation (
  property_group_option_id TEXT NOT NULL REFERENCES property_group_option(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  PRIMARY KEY (property_group_option_id, language_id)
);

CREATE TABLE product (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES product(id) ON DELETE CASCADE,
  product_number TEXT NOT NULL UNIQUE,
  manufacturer_id TEXT REFERENCES product_manufacturer(id),
  tax_id TEXT NOT NULL REFERENCES tax(id),
  unit_id TEXT REFERENCES unit(id),
  delivery_time_id TEXT REFERENCES delivery_time(id),
  cover_id TEXT,
  cms_page_id TEXT REFERENCES cms_page(id),
  active INTEGER NOT NULL DEFAULT 1,
  stock INTEGER NOT NULL DEFAULT 0,
  available_stock INTEGER NOT NULL DEFAULT 0,
  is_closeout INTEGER NOT NULL DEFAULT 0,
  -- Shopware price JSON: [{"currencyId","gross","net","linked","listPrice":{gross,net,linked}|null}]
  price TEXT NOT NULL,
  ean TEXT,
  manufacturer_number TEXT,
  purchase_unit REAL,
  reference_unit REAL,
  min_purchase INTEGER NOT NULL DEFAULT 1,
  max_purchase INTEGER,
  purchase_steps INTEGER NOT NULL DEFAULT 1,
  shipping_free INTEGER NOT NULL DEFAULT 0,
  mark_as_topseller INTEGER NOT NULL DEFAULT 0,
  weight REAL, width REAL, height REAL, length REAL,
  release_date TEXT,
  rating_average REAL,
  sales INTEGER NOT NULL DEFAULT 0,
  variant_listing_config TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT
);
CREATE INDEX product_parent ON product(parent_id);
CREATE INDEX product_manufacturer_idx ON product(manufacturer_id);
CREATE TABLE product_translation (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  keywords TEXT,
  pack_unit TEXT,
  pack_unit_plural TEXT,
  custom_fields TEXT,
  PRIMARY KEY (product_id, language_id)
);
-- advanced / tier prices -> calculatedPrices
CREATE TABLE product_price (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  rule_id TEXT,
  quantity_start INTEGER NOT NULL,
  quantity_end INTEGER,
  price TEXT NOT NULL
);
CREATE INDEX product_price_product ON product_price(product_id);
CREATE TABLE product_media (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  media_id TEXT NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_media_product ON product_media(product_id, position);
CREATE TABLE product_category (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  category_id TEXT NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_category_category ON product_category(category_id);
CREATE TABLE product_property (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  property_group_option_id TEXT NOT NULL REFERENCES property_group_option(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, property_group_option_id)
);
-- variant-defining options
CREATE TABLE product_option (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  property_group_option_id TEXT NOT NULL REFERENCES property_group_option(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, property_group_option_id)
);
CREATE TABLE product_review (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  customer_id TEXT,
  external_user TEXT,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  points REAL NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  comment TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX product_review_product ON product_review(product_id);

CREATE TABLE sales_channel (
  id TEXT PRIMARY KEY,
  access_key TEXT NOT NULL UNIQUE,
  language_id TEXT NOT NULL REFERENCES language(id),
  currency_id TEXT NOT NULL REFERENCES currency(id),
  country_id TEXT NOT NULL REFERENCES country(id),
  payment_method_id TEXT NOT NULL REFERENCES payment_method(id),
  shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id),
  customer_group_id TEXT NOT NULL,
  navigation_category_id TEXT NOT NULL REFERENCES category(id),
  navigation_category_depth INTEGER NOT NULL DEFAULT 2,
  footer_category_id TEXT REFERENCES category(id),
  service_category_id TEXT REFERENCES category(id),
  tax_calculation_type TEXT NOT NULL DEFAULT 'horizontal',
  active INTEGER NOT NULL DEFAULT 1,
  maintenance INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE sales_channel_translation (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  PRIMARY KEY (sales_channel_id, language_id)
);
CREATE TABLE sales_channel_language (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  PRIMARY KEY (sales_channel_id, language_id)
);
CREATE TABLE sales_channel_country (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL REFERENCES country(id) ON DELETE CASCADE,
  PRIMARY KEY (sales_channel_id, country_id)
);
CREATE TABLE sales_channel_payment_method (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  payment_method_id TEXT NOT NULL REFERENCES payment_method(id) ON DELETE CASCADE,
  PRIMARY KEY (sales_channel_id, payment_method_id)
);
CREATE TABLE sales_channel_shipping_method (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id) ON DELETE CASCADE,
  PRIMARY KEY (sales_channel_id, shipping_method_id)
);
CREATE TABLE sales_channel_currency (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  currency_id TEXT NOT NULL REFERENCES currency(id) ON DELETE CASCADE,
  PRIMARY KEY (sales_channel_id, currency_id)
);

-- one canonical (is_canonical=1) row per entity and language; old paths stay as non-canonical redirects
CREATE TABLE seo_url (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  foreign_key TEXT NOT NULL,
  route_name TEXT NOT NULL,
  path_info TEXT NOT NULL,
  seo_path_info TEXT NOT NULL,
  is_canonical INTEGER NOT NULL DEFAULT 1,
  is_modified INTEGER NOT NULL DEFAULT 0,
  is_deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX seo_url_path ON seo_url(sales_channel_id, language_id, seo_path_info);
CREATE INDEX seo_url_foreign ON seo_url(foreign_key, language_id);
CREATE INDEX seo_url_path_info ON seo_url(path_info, language_id);

-- Shopware's sales_channel_api_context: token -> JSON payload of the session state
CREATE TABLE sales_channel_api_context (
  token TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  customer_id TEXT,
  payload TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;
