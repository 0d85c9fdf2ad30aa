/**
 * Loyalty cards carry a PIN printed on the card, stored as a hash: linking a card online needs it.
 * Cards from before this migration have none and can only be linked by the shop.
 */
export const name = "loyalty_pin";

export const sql = /* sql */ `
ALTER TABLE loyalty_card ADD COLUMN pin_hash TEXT;
`;
