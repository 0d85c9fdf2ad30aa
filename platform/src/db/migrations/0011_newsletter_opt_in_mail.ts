/**
 * When the last double opt-in mail went to a recipient: at most one a day, however often the address is
 * subscribed and unsubscribed in between (src/newsletter/routes.ts).
 */
export const name = "newsletter_opt_in_mail";

export const sql = /* sql */ `
ALTER TABLE newsletter_recipient ADD COLUMN opt_in_mailed_at TEXT;
`;
