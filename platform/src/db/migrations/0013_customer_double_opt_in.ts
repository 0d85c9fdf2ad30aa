/**
 * Shopware's double opt-in columns on customer: with `core.loginRegistration.doubleOptInRegistration`
 * (or `doubleOptInGuestOrder` for guests) a new customer gets a random `hash`, is not logged in, and
 * can log in only after `POST /account/register-confirm` set `double_opt_in_confirm_date`.
 */
export const name = "customer_double_opt_in";

export const sql = /* sql */ `
ALTER TABLE customer ADD COLUMN double_opt_in_registration INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customer ADD COLUMN double_opt_in_email_sent_date TEXT;
ALTER TABLE customer ADD COLUMN double_opt_in_confirm_date TEXT;
ALTER TABLE customer ADD COLUMN hash TEXT;
CREATE UNIQUE INDEX customer_hash ON customer(hash) WHERE hash IS NOT NULL;
`;
