/**
 * Cart and promotions (issue 7). The cart is Shopware's `cart` table: one JSON payload per context
 * token, so it survives restarts; only the shopper's choices are stored (line item ids, references,
 * quantities, payload flags) and everything else is recalculated on every read. Carts belong to the
 * sales channel and, once a customer logs in, to that customer (deleting either deletes the cart).
 * Shipping methods get custom fields (the free-shipping threshold is published there).
 */
export const name = "cart";

export const sql = /* sql */ `
CREATE TABLE cart (
  token TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  customer_id TEXT REFERENCES customer(id) ON DELETE CASCADE,
  payload TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX cart_customer ON cart(customer_id, updated_at);

-- code promotions (Shopware's promotion with use_codes = 1 and one cart discount)
CREATE TABLE promotion (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  active INTEGER NOT NULL DEFAULT 1,
  valid_from TEXT,
  valid_until TEXT,
  -- 'percentage' (value = percent of the goods) or 'absolute' (value = CHF off the goods)
  discount_type TEXT NOT NULL CHECK (discount_type IN ('percentage', 'absolute')),
  value REAL NOT NULL CHECK (value > 0),
  -- goods total (gross, CHF) the cart must reach; NULL = none
  min_order_value REAL,
  created_at TEXT NOT NULL
);
CREATE TABLE promotion_translation (
  promotion_id TEXT NOT NULL REFERENCES promotion(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
  name TEXT,
  PRIMARY KEY (promotion_id, language_id)
);

ALTER TABLE shipping_method ADD COLUMN custom_fields TEXT;
`;
