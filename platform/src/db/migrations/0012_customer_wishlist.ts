/**
 * Shopware's customer_wishlist: the wishlist itself, created with its first product and kept when the last
 * one is removed (the load route answers 200 without products then; 404 only before the first add).
 * Existing wishlists are the customers who have wishlist products.
 */
export const name = "customer_wishlist";

export const sql = /* sql */ `
CREATE TABLE customer_wishlist (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL UNIQUE REFERENCES customer(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
INSERT INTO customer_wishlist (id, customer_id, created_at)
  SELECT lower(hex(randomblob(16))), customer_id, MIN(created_at) FROM customer_wishlist_product GROUP BY customer_id;
`;
