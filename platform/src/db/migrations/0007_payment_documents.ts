/**
 * Payments and documents (issue 8). A payment session is one visit to the platform's payment
 * provider simulator: an unguessable, single-use token bound to one order transaction, with the
 * storefront's return URLs (already checked against the allowed origins) and the shopper's language.
 * `document` is Shopware's document entity for invoices: the row is written when the order is placed;
 * the PDF is drawn from the order's snapshot rows on download (src/document/README.md says why).
 */
export const name = "payment_documents";

export const sql = /* sql */ `
CREATE TABLE payment_session (
  token TEXT PRIMARY KEY,
  transaction_id TEXT NOT NULL REFERENCES order_transaction(id) ON DELETE CASCADE,
  finish_url TEXT,
  error_url TEXT,
  language_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  -- pay | fail | cancel, once used
  outcome TEXT
);
CREATE INDEX payment_session_transaction ON payment_session(transaction_id);

CREATE TABLE document (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  document_type TEXT NOT NULL CHECK (document_type IN ('invoice')),
  document_number TEXT NOT NULL,
  deep_link_code TEXT NOT NULL,
  file_name TEXT NOT NULL,
  language_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (document_type, document_number),
  UNIQUE (order_id, document_type)
);
`;
