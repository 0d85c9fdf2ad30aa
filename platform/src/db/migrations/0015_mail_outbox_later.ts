/**
 * A mail committed with the write that causes it and rendered afterwards (the order confirmation: rendering it
 * inside the order's transaction was ≈ a quarter of placing an order, while every other order waits for the lock).
 * The row is written at once with its recipient, template, locale and time, `pending = 1`, `source_id` = what it is
 * rendered from (the order id) and empty bodies; delivery fills subject, text, html and links from the committed
 * rows and clears `pending` in one UPDATE (mail/outbox.ts). So the mail exists from the commit on, survives a crash
 * before its rendering (the next start renders it), and is rendered into its one row exactly once.
 */
export const name = "mail_outbox_later";

export const sql = /* sql */ `
ALTER TABLE mail_outbox ADD COLUMN source_id TEXT;
ALTER TABLE mail_outbox ADD COLUMN pending INTEGER NOT NULL DEFAULT 0;
CREATE INDEX mail_outbox_pending ON mail_outbox(created_at) WHERE pending = 1;
`;
