/**
 * Orders (issue 8): Shopware's order entity and its children as snapshots. An order keeps copies of
 * everything it was placed with (customer, addresses, line items with price and cover, shipping
 * costs), so later catalogue or account changes never change a placed order. States are the
 * technical names of Shopware's state machines (src/order/order-states.ts). A deleted customer
 * (retention, account deletion) leaves the order with customer_id NULL; the order_customer copy stays.
 * Payments/documents (0007) reference "order"(id).
 */
export const name = "order";

export const sql = /* sql */ `
CREATE TABLE "order" (
  id TEXT PRIMARY KEY,
  -- no foreign key: a re-seed rewrites the (deterministic) sales channel under existing orders
  sales_channel_id TEXT NOT NULL,
  customer_id TEXT REFERENCES customer(id) ON DELETE SET NULL,
  order_number TEXT NOT NULL UNIQUE,
  order_date_time TEXT NOT NULL,
  -- order machine: open, in_progress, completed, cancelled
  state TEXT NOT NULL DEFAULT 'open',
  currency_id TEXT NOT NULL,
  currency_iso TEXT NOT NULL,
  currency_factor REAL NOT NULL DEFAULT 1,
  language_id TEXT NOT NULL,
  amount_total REAL NOT NULL,
  amount_net REAL NOT NULL,
  position_price REAL NOT NULL,
  shipping_total REAL NOT NULL,
  -- Shopware CartPrice (netPrice, totalPrice, calculatedTaxes, taxRules, positionPrice, rawTotal, taxStatus)
  price_json TEXT NOT NULL,
  -- shipping costs of the order (CalculatedPrice)
  shipping_costs_json TEXT NOT NULL,
  billing_address_id TEXT NOT NULL,
  customer_comment TEXT,
  affiliate_code TEXT,
  campaign_code TEXT,
  -- {"shop_fulfilment": "delivery"|"click_and_collect", "shop_pharmacy_id": string|null}
  custom_fields TEXT NOT NULL DEFAULT '{}',
  idempotency_key TEXT,
  cart_token TEXT,
  deep_link_code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT,
  UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX order_customer_date ON "order"(customer_id, order_date_time);

CREATE TABLE order_customer (
  order_id TEXT PRIMARY KEY REFERENCES "order"(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  salutation_id TEXT,
  title TEXT,
  company TEXT,
  customer_number TEXT,
  customer_id TEXT REFERENCES customer(id) ON DELETE SET NULL
);

CREATE TABLE order_address (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('billing', 'shipping')),
  salutation_id TEXT,
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  department TEXT,
  street TEXT NOT NULL,
  additional_address_line1 TEXT,
  additional_address_line2 TEXT,
  zipcode TEXT,
  city TEXT NOT NULL,
  country_id TEXT NOT NULL,
  country_state_id TEXT,
  phone_number TEXT
);
CREATE INDEX order_address_order ON order_address(order_id);

CREATE TABLE order_line_item (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- the cart line item's id
  identifier TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('product', 'promotion')),
  referenced_id TEXT,
  product_id TEXT,
  promotion_id TEXT,
  label TEXT NOT NULL,
  description TEXT,
  quantity INTEGER NOT NULL,
  unit_price REAL NOT NULL,
  total_price REAL NOT NULL,
  list_price REAL,
  -- CalculatedPrice and QuantityPriceDefinition as the cart calculated them
  price_json TEXT NOT NULL,
  price_definition_json TEXT,
  -- productNumber, options, isDownload, clickAndCollect, … (promotion: code, discountType, value)
  payload_json TEXT NOT NULL DEFAULT '{}',
  -- snapshot of the cover media entity
  cover_json TEXT,
  cover_id TEXT,
  states_json TEXT NOT NULL DEFAULT '[]',
  good INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX order_line_item_order ON order_line_item(order_id, position);

CREATE TABLE order_line_item_download (
  id TEXT PRIMARY KEY,
  order_line_item_id TEXT NOT NULL REFERENCES order_line_item(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  media_id TEXT NOT NULL,
  access_granted INTEGER NOT NULL DEFAULT 0,
  file_name TEXT,
  file_extension TEXT
);
CREATE INDEX order_line_item_download_item ON order_line_item_download(order_line_item_id);

CREATE TABLE order_delivery (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  shipping_method_id TEXT NOT NULL,
  shipping_order_address_id TEXT NOT NULL REFERENCES order_address(id),
  -- delivery machine: open, shipped, cancelled
  state TEXT NOT NULL DEFAULT 'open',
  tracking_codes TEXT NOT NULL DEFAULT '[]',
  shipping_date_earliest TEXT NOT NULL,
  shipping_date_latest TEXT NOT NULL,
  shipping_costs_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT
);
CREATE INDEX order_delivery_order ON order_delivery(order_id);

CREATE TABLE order_transaction (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  payment_method_id TEXT NOT NULL,
  -- transaction machine: open, unconfirmed, paid, failed, cancelled
  state TEXT NOT NULL DEFAULT 'open',
  amount REAL NOT NULL,
  amount_json TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT
);
CREATE INDEX order_transaction_order ON order_transaction(order_id, created_at);
`;
